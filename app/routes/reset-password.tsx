/**
 * /reset-password?token=...: checks the token first, then offers the
 * new-password form. Without a token (or with a used or expired one) the
 * link is invalid.
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
import { Field, FormAlert, StatusButton, buttonStyles, useIsPending } from '#app/components/forms'
import { ResetPasswordFormSchema } from '#app/lib/schemas/auth'
import { rejectSuspended } from '#app/services/auth.server'
import { checkResetToken, resetPassword } from '#app/services/password-reset.server'
import { clientAddress } from '#app/services/rate-limit.server'
import { redirectWithToast } from '#app/services/toast.server'
import { useZodForm } from '#app/utils/use-zod-form'
import { pageMeta } from '#app/utils/meta'
import { type HydrationHandle } from '#app/utils/hydration'

export const meta: MetaFunction = () =>
	pageMeta('Choose a new password | NHS Interview Coach', 'Choose a new password for your NHS Interview Coach account.')

/** An expired or unknown link only explains itself: that state loads no JavaScript. */
export const handle: HydrationHandle = {
	hydrate: (data: { valid: boolean }) => data.valid,
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	await rejectSuspended(request)
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const checked = await checkResetToken(token, clientAddress(context))
	if (!checked.ok) return data({ valid: false as const, token: '', message: checked.message }, { status: checked.status })
	return { valid: true as const, token, message: '' }
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await rejectSuspended(request)
	const submission = parseWithZod(await request.formData(), { schema: ResetPasswordFormSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) }, { status: 400 })
	}
	const { token, password } = submission.value
	const result = await resetPassword(token, password, clientAddress(context))
	if (!result.ok) {
		return data(
			{ result: submission.reply({ formErrors: [result.message], hideFields: ['password', 'confirmPassword'] }) },
			{ status: result.status },
		)
	}
	return redirectWithToast(user ? '/' : '/auth', {
		type: 'success',
		title: 'Password updated',
		description: result.message,
	})
}

export default function ResetPasswordPage() {
	const { valid, token, message } = useLoaderData<typeof loader>()
	return (
		<div className="mx-auto max-w-lg px-4 py-10">
			{valid ? (
				<ResetForm token={token} />
			) : (
				<section aria-labelledby="invalid-title">
					<h1 id="invalid-title" className="text-3xl font-bold">
						Invalid Reset Link
					</h1>
					<div role="alert" className="mt-4 rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
						<p>{message}</p>
					</div>
					<p className="mt-6 flex flex-wrap gap-4">
						<Link to="/forgot-password" className={buttonStyles.primary}>
							Request a new link
						</Link>
						<Link to="/auth" className={buttonStyles.secondary}>
							Back to sign in
						</Link>
					</p>
				</section>
			)}
		</div>
	)
}

function ResetForm({ token }: { token: string }) {
	const actionData = useActionData<typeof action>()
	const isPending = useIsPending()
	const [form, fields] = useZodForm({
		schema: ResetPasswordFormSchema,
		id: 'reset-password-form',
		lastResult: actionData?.result,
	})
	return (
		<>
			<h1 className="text-3xl font-bold">Choose a new password</h1>
			<p className="mt-2 text-slate-700 dark:text-slate-300">Use at least 8 characters. The link works once.</p>
			<div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
				<Form method="post" className="space-y-4" {...getFormProps(form)}>
					<FormAlert id={form.errorId} title="Reset Failed" errors={form.errors} />
					<input type="hidden" name="token" value={token} />
					<Field
						labelProps={{ children: 'New password' }}
						inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password', minLength: 8, autoFocus: true }}
						errors={fields.password.errors}
					/>
					<Field
						labelProps={{ children: 'Confirm new password' }}
						inputProps={{ ...getInputProps(fields.confirmPassword, { type: 'password' }), autoComplete: 'new-password', minLength: 8 }}
						errors={fields.confirmPassword.errors}
					/>
					<StatusButton type="submit" pending={isPending} className="w-full">
						Reset password
					</StatusButton>
				</Form>
			</div>
		</>
	)
}
