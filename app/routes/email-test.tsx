/**
 * /email-test: the SMTP connection test and three sample e-mails (welcome,
 * activation, reset). Samples go only to your own address unless you are an
 * admin (DESIGN.md departure).
 */
import { getFormProps, getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
	data,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { CheckCircle2, XCircle } from 'lucide-react'
import { Field, FormAlert, StatusButton, useIsPending } from '#app/components/forms'
import { EmailTestSchema } from '#app/lib/schemas/auth'
import { requireUser } from '#app/services/auth.server'
import { isSmtpConfigured } from '#app/services/email.server'
import { EMAIL_TEST_KINDS, sendTestEmail, testSmtpConnection } from '#app/services/email-test.server'
import { useZodForm } from '#app/utils/use-zod-form'
import { pageMeta } from '#app/utils/meta'

export const meta: MetaFunction = () =>
	pageMeta('Email test | NHS Interview Coach', 'Send test emails from NHS Interview Coach.')

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return {
		smtpConfigured: isSmtpConfigured(),
		isAdmin: user.isAdmin,
		defaults: { email: user.email, name: user.firstName },
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const formData = await request.formData()
	const intent = formData.get('intent')
	if (intent === 'test-connection') {
		const result = await testSmtpConnection()
		return data({ intent: 'test-connection' as const, connection: result, send: null, result: null })
	}
	const kind = EMAIL_TEST_KINDS.find((k) => k === intent)
	if (!kind) return data({ intent: null, connection: null, send: null, result: null }, { status: 400 })
	const submission = parseWithZod(formData, { schema: EmailTestSchema })
	if (submission.status !== 'success') {
		return data({ intent: 'send' as const, connection: null, send: null, result: submission.reply() }, { status: 400 })
	}
	const sent = await sendTestEmail(kind, submission.value, user)
	if (!sent.ok) {
		return data(
			{ intent: 'send' as const, connection: null, send: null, result: submission.reply({ formErrors: [sent.message] }) },
			{ status: sent.status },
		)
	}
	return data({ intent: 'send' as const, connection: null, send: sent.message, result: submission.reply() })
}

const cardClass =
	'rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900'

export default function EmailTestPage() {
	const { smtpConfigured, isAdmin, defaults } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const connection = actionData?.intent === 'test-connection' ? actionData.connection : null
	const connectionPending = useIsPending({ intent: 'test-connection' })
	return (
		<div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
			<h1 className="text-3xl font-bold">Email test</h1>
			<section aria-labelledby="smtp-title" className={cardClass}>
				<h2 id="smtp-title" className="text-xl font-bold">
					SMTP connection
				</h2>
				<p className="mt-2 text-slate-700 dark:text-slate-300">
					{smtpConfigured
						? 'Check that the server can reach the configured SMTP server.'
						: 'SMTP is not configured, so emails are written to the local outbox.'}
				</p>
				<p className="mt-2">
					Status:{' '}
					<strong>{connection ? (connection.success ? 'Connected' : 'Failed') : 'Not tested'}</strong>
				</p>
				{connection ? (
					<div
						role={connection.success ? 'status' : 'alert'}
						className={
							connection.success
								? 'mt-4 flex gap-2 rounded-md border-l-4 border-nhs-green bg-green-50 p-4 text-green-950 dark:bg-green-950 dark:text-green-50'
								: 'mt-4 flex gap-2 rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100'
						}
					>
						{connection.success ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
						<div>
							<p className="font-bold">{connection.success ? 'SMTP Connected' : 'SMTP Connection Failed'}</p>
							<p>{connection.message}</p>
						</div>
					</div>
				) : null}
				<Form method="post" className="mt-4">
					<StatusButton type="submit" name="intent" value="test-connection" pending={connectionPending} variant="secondary">
						Test SMTP connection
					</StatusButton>
				</Form>
			</section>
			<section aria-labelledby="send-title" className={cardClass}>
				<h2 id="send-title" className="text-xl font-bold">
					Send a test email
				</h2>
				<p className="mt-2 text-slate-700 dark:text-slate-300">
					{isAdmin
						? 'As an admin you can send the samples to any address.'
						: 'Samples can only be sent to your own email address.'}{' '}
					Links in the samples do not activate or reset anything.
				</p>
				<SendForm defaults={defaults} />
			</section>
		</div>
	)
}

function SendForm({ defaults }: { defaults: { email: string; name: string } }) {
	const actionData = useActionData<typeof action>()
	const lastResult = actionData?.intent === 'send' ? actionData.result : undefined
	const sent = actionData?.intent === 'send' ? actionData.send : null
	const pending = {
		welcome: useIsPending({ intent: 'welcome' }),
		activation: useIsPending({ intent: 'activation' }),
		reset: useIsPending({ intent: 'reset' }),
	}
	const [form, fields] = useZodForm({
		schema: EmailTestSchema,
		id: 'email-test-form',
		lastResult,
		defaultValue: defaults,
	})
	return (
		<Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
			<FormAlert id={form.errorId} title="Email Send Failed" errors={form.errors} />
			{sent ? (
				<div role="status" className="rounded-md border-l-4 border-nhs-green bg-green-50 p-4 text-green-950 dark:bg-green-950 dark:text-green-50">
					<p className="font-bold">Email sent</p>
					<p>{sent}</p>
				</div>
			) : null}
			<div className="grid gap-4 sm:grid-cols-2">
				<Field
					labelProps={{ children: 'Email' }}
					inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
					errors={fields.email.errors}
				/>
				<Field
					labelProps={{ children: 'Name' }}
					inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'given-name' }}
					errors={fields.name.errors}
				/>
			</div>
			<div className="flex flex-wrap gap-3">
				<StatusButton type="submit" name="intent" value="welcome" pending={pending.welcome}>
					Send welcome email
				</StatusButton>
				<StatusButton type="submit" name="intent" value="activation" pending={pending.activation}>
					Send activation email
				</StatusButton>
				<StatusButton type="submit" name="intent" value="reset" pending={pending.reset}>
					Send reset email
				</StatusButton>
			</div>
		</Form>
	)
}
