/**
 * /forgot-password: ask for a reset link. The answer is the same whether or
 * not the address has an account.
 */
import { getFormProps, getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
	data,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { MailCheck } from 'lucide-react'
import { Field, FormAlert, StatusButton, buttonStyles, useIsPending } from '#app/components/forms'
import { ForgotPasswordSchema } from '#app/lib/schemas/auth'
import { rejectSuspended } from '#app/services/auth.server'
import { requestPasswordReset } from '#app/services/password-reset.server'
import { redirectWithToast } from '#app/services/toast.server'
import { useZodForm } from '#app/utils/use-zod-form'
import { pageMeta } from '#app/utils/meta'
import { type HydrationHandle } from '#app/utils/hydration'

export const meta: MetaFunction = () =>
	pageMeta('Forgot your password? | NHS Interview Coach', 'Forgot your password? We will email you a link to choose a new one.')

/** "Check your email" is for reading: that state loads no JavaScript. */
export const handle: HydrationHandle = {
	hydrate: (data: Awaited<ReturnType<typeof loader>>) => !data.sent,
}

export async function loader({ request }: LoaderFunctionArgs) {
	await rejectSuspended(request)
	return { sent: new URL(request.url).searchParams.get('sent') === '1' }
}

export async function action({ request }: ActionFunctionArgs) {
	await rejectSuspended(request)
	const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const result = await requestPasswordReset(submission.value.email)
	if (!result.ok) {
		return data({ result: submission.reply({ formErrors: [result.message] }) }, { status: result.status })
	}
	return redirectWithToast('/forgot-password?sent=1', {
		type: 'success',
		title: 'Check your email',
		description: result.message,
	})
}

export default function ForgotPasswordPage() {
	const { sent } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const isPending = useIsPending()
	const [form, fields] = useZodForm({
		schema: ForgotPasswordSchema,
		id: 'forgot-password-form',
		lastResult: actionData?.result,
	})
	return (
		<div className="mx-auto max-w-lg px-4 py-10">
			<h1 className="text-3xl font-bold">Forgot your password?</h1>
			<p className="mt-2 text-slate-700 dark:text-slate-300">
				Enter the email address you signed up with and we will send you a link to choose a new password.
			</p>
			{sent ? (
				<section
					aria-labelledby="sent-title"
					className="mt-6 flex gap-3 rounded-md border-l-4 border-nhs-green bg-white p-4 shadow-sm dark:bg-slate-900"
				>
					<MailCheck aria-hidden="true" className="mt-1 shrink-0 text-nhs-green" />
					<div>
						<h2 id="sent-title" className="font-bold">
							Check your inbox
						</h2>
						<p>The link works once and expires in 1 hour. Check your spam folder if it does not arrive.</p>
					</div>
				</section>
			) : null}
			<div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
				<Form method="post" className="space-y-4" {...getFormProps(form)}>
					<FormAlert id={form.errorId} title="Request Failed" errors={form.errors} />
					<Field
						labelProps={{ children: 'Email' }}
						inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', autoFocus: !sent }}
						errors={fields.email.errors}
					/>
					<StatusButton type="submit" pending={isPending} className="w-full">
						Send reset link
					</StatusButton>
				</Form>
			</div>
			<p className="mt-6">
				<Link to="/auth" className={buttonStyles.link}>
					Back to sign in
				</Link>
			</p>
		</div>
	)
}
