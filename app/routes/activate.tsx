/**
 * /activate?token=...: activates the account on load and shows success or
 * the error with a form to send a new link (by the old token, or by e-mail
 * address when there is no usable token).
 */
import { getFormProps, getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
	data,
} from '@remix-run/node'
import { Form, Link, type ShouldRevalidateFunction, useActionData, useLoaderData } from '@remix-run/react'
import { CheckCircle2 } from 'lucide-react'
import { Field, FormAlert, StatusButton, buttonStyles, useIsPending } from '#app/components/forms'
import { ResendActivationSchema } from '#app/lib/schemas/auth'
import { activateAccount, resendActivation } from '#app/services/activation.server'
import { rejectSuspended } from '#app/services/auth.server'
import { clientAddress } from '#app/services/rate-limit.server'
import { useZodForm } from '#app/utils/use-zod-form'
import { pageMeta } from '#app/utils/meta'
import { type HydrationHandle } from '#app/utils/hydration'

export const meta: MetaFunction = () =>
	pageMeta('Activate your account | NHS Interview Coach', 'Activate your NHS Interview Coach account with the link or code we emailed you.')

/** "Account activated" is for reading: that state loads no JavaScript. */
export const handle: HydrationHandle = {
	hydrate: (data: { status: 'success' | 'error' }) => data.status !== 'success',
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	const signedIn = Boolean(await rejectSuspended(request))
	const token = new URL(request.url).searchParams.get('token')
	const result = await activateAccount(token, clientAddress(context))
	if (result.ok) {
		return {
			status: 'success' as const,
			alreadyActive: result.alreadyActive,
			firstName: result.user.firstName,
			signedIn,
			message: '',
			resendToken: '',
		}
	}
	return data(
		{
			status: 'error' as const,
			alreadyActive: false,
			firstName: '',
			signedIn,
			message: result.message,
			resendToken: result.resendToken ?? '',
		},
		{ status: result.status },
	)
}

export async function action({ request, context }: ActionFunctionArgs) {
	await rejectSuspended(request)
	const submission = parseWithZod(await request.formData(), { schema: ResendActivationSchema })
	if (submission.status !== 'success') {
		return data({ sent: false, message: '', result: submission.reply() }, { status: 400 })
	}
	const result = await resendActivation(submission.value, clientAddress(context))
	if (!result.ok) {
		return data(
			{ sent: false, message: '', result: submission.reply({ formErrors: [result.message] }) },
			{ status: result.status },
		)
	}
	return { sent: true, message: result.message, result: submission.reply({ resetForm: true }) }
}

/** Sending a new link must not run the activation (a GET side effect) again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
	formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate

export default function ActivatePage() {
	const loaderData = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	if (loaderData.status === 'success') {
		return (
			<div className="mx-auto max-w-lg px-4 py-10">
				<section role="status" aria-labelledby="activated-title" className="rounded-lg border-l-4 border-nhs-green bg-white p-6 shadow-sm dark:bg-slate-900">
					<CheckCircle2 aria-hidden="true" className="text-nhs-green" size={32} />
					<h1 id="activated-title" className="mt-2 text-3xl font-bold">
						Account Activated
					</h1>
					<p className="mt-2">
						{loaderData.alreadyActive
							? 'Your account is already active.'
							: `Thank you, ${loaderData.firstName}. Your email address is confirmed and your account is active.`}
					</p>
					<p className="mt-6">
						{loaderData.signedIn ? (
							<Link to="/" className={buttonStyles.primary}>
								Go to your dashboard
							</Link>
						) : (
							<Link to="/auth" className={buttonStyles.primary}>
								Sign in
							</Link>
						)}
					</p>
				</section>
			</div>
		)
	}
	return (
		<div className="mx-auto max-w-lg px-4 py-10">
			<h1 className="text-3xl font-bold">Activation Failed</h1>
			<div role="alert" className="mt-4 rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
				<p>{loaderData.message}</p>
			</div>
			{actionData?.sent ? (
				<div role="status" className="mt-6 rounded-md border-l-4 border-nhs-green bg-white p-4 shadow-sm dark:bg-slate-900">
					<p className="font-bold">Check your email</p>
					<p>{actionData.message}</p>
				</div>
			) : null}
			<ResendForm resendToken={loaderData.resendToken} />
			<p className="mt-6">
				<Link to="/auth" className={buttonStyles.link}>
					Back to sign in
				</Link>
			</p>
		</div>
	)
}

function ResendForm({ resendToken }: { resendToken: string }) {
	const actionData = useActionData<typeof action>()
	const isPending = useIsPending()
	const [form, fields] = useZodForm({
		schema: ResendActivationSchema,
		id: 'resend-activation-form',
		lastResult: actionData?.result,
	})
	return (
		<section aria-labelledby="resend-title" className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
			<h2 id="resend-title" className="text-xl font-bold">
				Send a new activation link
			</h2>
			<Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
				<FormAlert id={form.errorId} title="Failed to Send Email" errors={form.errors} />
				{resendToken ? (
					<input type="hidden" name="token" value={resendToken} />
				) : (
					<Field
						labelProps={{ children: 'Email' }}
						inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
						errors={fields.email.errors}
					/>
				)}
				<StatusButton type="submit" pending={isPending} className="w-full">
					Resend activation email
				</StatusButton>
			</Form>
		</section>
	)
}
