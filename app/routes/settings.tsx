/**
 * /settings: Security (change password), Signed-in devices (sign one out, or
 * all but this one), Notifications (four switches kept in a cookie), Your
 * data (download everything we hold, /settings/export) and the Danger Zone
 * (delete the account after typing DELETE). One action switching on
 * `intent`; every form works without JavaScript.
 */
import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
	data,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Download } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Field, FormAlert, StatusButton, buttonStyles, useIsPending } from '#app/components/forms'
import {
	ChangePasswordSchema,
	DELETE_CONFIRMATION,
	DeleteAccountSchema,
	NOTIFICATION_PREFERENCES,
	NotificationPreferencesSchema,
	type NotificationPreferences,
} from '#app/lib/schemas/auth'
import { changePassword, deleteAccount } from '#app/services/account.server'
import { deleteUserSession, deleteUserSessions } from '#app/models/user-session.server'
import { clearSessionHeaders, createUserSessionHeaders, getSessionId, requireUser } from '#app/services/auth.server'
import {
	getNotificationPreferences,
	serializeNotificationPreferences,
} from '#app/services/notification-preferences.server'
import { listSignedInDevices, type SignedInDevice } from '#app/services/signed-in-devices.server'
import { redirectWithToast } from '#app/services/toast.server'
import { useZodForm } from '#app/utils/use-zod-form'
import { pageMeta } from '#app/utils/meta'

export const meta: MetaFunction = () =>
	pageMeta('Settings | NHS Interview Coach', 'Your NHS Interview Coach settings: password, notifications and your data.')

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return {
		confirmDelete: new URL(request.url).searchParams.get('delete') === '1',
		hasPassword: Boolean(user.passwordHash),
		// Changes after a password change, so the form starts again empty (with JS it stays mounted otherwise).
		passwordVersion: user.passwordChangedAt?.toISOString() ?? 'never',
		preferences: getNotificationPreferences(request),
		devices: await listSignedInDevices(user.id, await getSessionId(request)),
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const formData = await request.formData()
	switch (formData.get('intent')) {
		case 'change-password': {
			const submission = parseWithZod(formData, { schema: ChangePasswordSchema })
			const hideFields = ['currentPassword', 'newPassword', 'confirmPassword']
			if (submission.status !== 'success') {
				return data({ intent: 'change-password' as const, result: submission.reply({ hideFields }) }, { status: 400 })
			}
			const result = await changePassword(user, submission.value)
			if (!result.ok) {
				const reply = result.field
					? submission.reply({ fieldErrors: { [result.field]: [result.message] }, hideFields })
					: submission.reply({ formErrors: [result.message], hideFields })
				return data({ intent: 'change-password' as const, result: reply }, { status: result.status })
			}
			// Other devices are signed out; this one gets a fresh session.
			return redirectWithToast(
				'/settings',
				{
					type: 'success',
					title: 'Password updated',
					description: 'Your password has been changed. Any other devices have been signed out.',
				},
				{ headers: await createUserSessionHeaders(user.id, request) },
			)
		}
		case 'sign-out-device': {
			const sessionId = String(formData.get('sessionId') ?? '')
			if (sessionId === (await getSessionId(request))) {
				return redirectWithToast(
					'/',
					{ type: 'success', title: 'Logged out', description: 'You have been successfully logged out.' },
					{ headers: await clearSessionHeaders(request) },
				)
			}
			// Only the user's own sessions: anyone else's id is simply not found.
			const ended = await deleteUserSession(user.id, sessionId)
			return redirectWithToast('/settings#devices-title', {
				type: ended ? 'success' : 'error',
				title: ended ? 'Device signed out' : 'Device not found',
				description: ended ? 'That device has been signed out.' : 'That device was already signed out.',
			})
		}
		case 'sign-out-other-devices': {
			const currentId = await getSessionId(request)
			const ended = currentId ? await deleteUserSessions(user.id, { keep: currentId }) : 0
			return redirectWithToast('/settings#devices-title', {
				type: 'success',
				title: 'Other devices signed out',
				description: ended === 1 ? '1 other device has been signed out.' : `${ended} other devices have been signed out.`,
			})
		}
		case 'notifications': {
			const parsed = NotificationPreferencesSchema.safeParse(Object.fromEntries(formData))
			if (!parsed.success) return data({ intent: 'notifications' as const, result: null }, { status: 400 })
			return redirectWithToast(
				'/settings',
				{ type: 'success', title: 'Preferences saved', description: 'Your notification preferences are saved.' },
				{ headers: { 'set-cookie': serializeNotificationPreferences(parsed.data) } },
			)
		}
		case 'delete-account': {
			const submission = parseWithZod(formData, { schema: DeleteAccountSchema })
			if (submission.status !== 'success') {
				return data({ intent: 'delete-account' as const, result: submission.reply() }, { status: 400 })
			}
			await deleteAccount(user.id)
			return redirectWithToast(
				'/auth',
				{ type: 'success', title: 'Account deleted', description: 'Your account and all your data have been deleted.' },
				{ headers: await clearSessionHeaders(request) },
			)
		}
		default:
			return data({ intent: null, result: null }, { status: 400 })
	}
}

const cardClass =
	'rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900'

export default function SettingsPage() {
	const { confirmDelete, hasPassword, passwordVersion, preferences, devices } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
			<h1 className="text-3xl font-bold">Settings</h1>
			<section aria-labelledby="security-title" className={cardClass}>
				<h2 id="security-title" className="text-xl font-bold">
					Security
				</h2>
				<ChangePasswordForm
					key={passwordVersion}
					hasPassword={hasPassword}
					lastResult={actionData?.intent === 'change-password' ? actionData.result : undefined}
				/>
			</section>
			<section aria-labelledby="devices-title" className={cardClass}>
				<h2 id="devices-title" tabIndex={-1} className="text-xl font-bold outline-none">
					Signed-in devices
				</h2>
				<SignedInDevices devices={devices} />
			</section>
			<section aria-labelledby="notifications-title" className={cardClass}>
				<h2 id="notifications-title" className="text-xl font-bold">
					Notifications
				</h2>
				<NotificationsForm preferences={preferences} />
			</section>
			<section aria-labelledby="data-title" className={cardClass}>
				<h2 id="data-title" className="text-xl font-bold">
					Your data
				</h2>
				<p className="mt-2">
					Download a copy of everything we hold about you: your profile, interview sessions, questions, answers,
					feedback, documents and their extracted text, subscription and usage, as one JSON file.
				</p>
				<p className="mt-4">
					<a href="/settings/export" download className={buttonStyles.secondary}>
						<Download aria-hidden="true" size={18} /> Download my data
					</a>
				</p>
			</section>
			<section
				id="danger-zone"
				aria-labelledby="danger-title"
				className="rounded-lg border-2 border-red-700 bg-white p-6 shadow-sm dark:border-red-500 dark:bg-slate-900"
			>
				<h2 id="danger-title" className="text-xl font-bold text-red-800 dark:text-red-300">
					Danger Zone
				</h2>
				<p className="mt-2">
					Deleting your account removes your profile, interview sessions, answers, feedback, documents and
					subscription records. This cannot be undone.
				</p>
				{confirmDelete || actionData?.intent === 'delete-account' ? (
					<DeleteAccountForm lastResult={actionData?.intent === 'delete-account' ? actionData.result : undefined} />
				) : (
					<p className="mt-4">
						<Link to="?delete=1#danger-zone" className={buttonStyles.danger}>
							Delete account
						</Link>
					</p>
				)}
			</section>
		</div>
	)
}

type LastResult = SubmissionResult<string[]> | null | undefined

function ChangePasswordForm({ hasPassword, lastResult }: { hasPassword: boolean; lastResult: LastResult }) {
	const isPending = useIsPending({ intent: 'change-password' })
	const [form, fields] = useZodForm({
		schema: ChangePasswordSchema,
		id: 'change-password-form',
		lastResult,
	})
	const hasErrors = Boolean(
		form.errors?.length || fields.currentPassword.errors || fields.newPassword.errors || fields.confirmPassword.errors,
	)
	return (
		<Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
			<FormAlert
				id={form.errorId}
				title="Password change failed"
				errors={form.errors ?? (hasErrors && lastResult ? ['Please correct the fields below.'] : undefined)}
			/>
			<input type="hidden" name="intent" value="change-password" />
			{hasPassword ? null : (
				<p className="text-slate-700 dark:text-slate-300">
					You sign in with Google and have no password yet. To set one, use{' '}
					<Link to="/forgot-password" className={buttonStyles.link}>
						Forgot your password?
					</Link>
				</p>
			)}
			<Field
				labelProps={{ children: 'Current password' }}
				inputProps={{ ...getInputProps(fields.currentPassword, { type: 'password' }), autoComplete: 'current-password' }}
				errors={fields.currentPassword.errors}
			/>
			<Field
				labelProps={{ children: 'New password' }}
				inputProps={{ ...getInputProps(fields.newPassword, { type: 'password' }), autoComplete: 'new-password' }}
				errors={fields.newPassword.errors}
				hint="At least 6 characters."
			/>
			<Field
				labelProps={{ children: 'Confirm new password' }}
				inputProps={{ ...getInputProps(fields.confirmPassword, { type: 'password' }), autoComplete: 'new-password' }}
				errors={fields.confirmPassword.errors}
			/>
			<StatusButton type="submit" pending={isPending}>
				Update password
			</StatusButton>
		</Form>
	)
}

function SignedInDevices({ devices }: { devices: SignedInDevice[] }) {
	const pendingOthers = useIsPending({ intent: 'sign-out-other-devices' })
	const others = devices.filter((d) => !d.current)
	return (
		<div className="mt-4 space-y-4">
			<p className="text-slate-700 dark:text-slate-300">
				Where your account is signed in now. Sign out any device you do not recognise or no longer use, such as a
				shared computer.
			</p>
			<ul className="space-y-3">
				{devices.map((device) => (
					<li
						key={device.id}
						className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
					>
						<div>
							<p className="font-semibold">
								{device.device}
								{device.current ? (
									<span className="ml-2 rounded bg-nhs-blue px-2 py-0.5 text-sm font-semibold text-white">This device</span>
								) : null}
							</p>
							<p className="text-sm text-slate-700 dark:text-slate-300">
								Signed in {device.signedIn} · Last active {device.lastActive}
							</p>
						</div>
						<Form method="post">
							<input type="hidden" name="intent" value="sign-out-device" />
							<input type="hidden" name="sessionId" value={device.id} />
							<button type="submit" className={buttonStyles.secondary}>
								Sign out<span className="sr-only"> {device.current ? 'this device' : `${device.device}, signed in ${device.signedIn}`}</span>
							</button>
						</Form>
					</li>
				))}
			</ul>
			{others.length ? (
				<Form method="post">
					<input type="hidden" name="intent" value="sign-out-other-devices" />
					<StatusButton type="submit" pending={pendingOthers} variant="danger">
						Sign out of all other devices
					</StatusButton>
				</Form>
			) : (
				<p className="text-slate-700 dark:text-slate-300">You are not signed in anywhere else.</p>
			)}
		</div>
	)
}

function NotificationsForm({ preferences }: { preferences: NotificationPreferences }) {
	const isPending = useIsPending({ intent: 'notifications' })
	return (
		<Form method="post" className="mt-4 space-y-4">
			<input type="hidden" name="intent" value="notifications" />
			<fieldset className="space-y-3">
				<legend className="sr-only">Notification preferences</legend>
				{NOTIFICATION_PREFERENCES.map(({ key, label, description }) => (
					<div key={key} className="flex items-start justify-between gap-4 rounded-md border border-slate-200 p-3 dark:border-slate-700">
						<div>
							<label htmlFor={`pref-${key}`} className="font-semibold">
								{label}
							</label>
							<p id={`pref-${key}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
								{description}
							</p>
						</div>
						<input
							id={`pref-${key}`}
							type="checkbox"
							role="switch"
							name={key}
							defaultChecked={preferences[key]}
							aria-describedby={`pref-${key}-hint`}
							className="mt-1 h-6 w-6 shrink-0 accent-nhs-blue"
						/>
					</div>
				))}
			</fieldset>
			<StatusButton type="submit" pending={isPending} variant="secondary">
				Save preferences
			</StatusButton>
		</Form>
	)
}

function DeleteAccountForm({ lastResult }: { lastResult: LastResult }) {
	const isPending = useIsPending({ intent: 'delete-account' })
	const headingRef = useRef<HTMLHeadingElement>(null)
	useEffect(() => headingRef.current?.focus(), [])
	const [form, fields] = useZodForm({
		schema: DeleteAccountSchema,
		id: 'delete-account-form',
		lastResult,
	})
	return (
		<div role="group" aria-labelledby="confirm-delete-title" className="mt-4 rounded-md bg-red-50 p-4 dark:bg-red-950">
			<h3 id="confirm-delete-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold outline-none">
				Are you sure you want to delete your account?
			</h3>
			<Form method="post" className="mt-3 space-y-4" {...getFormProps(form)}>
				<FormAlert id={form.errorId} title="Account deletion failed" errors={form.errors} />
				<input type="hidden" name="intent" value="delete-account" />
				<Field
					labelProps={{ children: `Type ${DELETE_CONFIRMATION} to confirm` }}
					inputProps={{ ...getInputProps(fields.confirm, { type: 'text' }), autoComplete: 'off', autoCapitalize: 'characters' }}
					errors={fields.confirm.errors}
				/>
				<div className="flex flex-wrap gap-3">
					<StatusButton type="submit" pending={isPending} variant="danger">
						Delete my account
					</StatusButton>
					<Link to="/settings" className={buttonStyles.secondary}>
						Cancel
					</Link>
				</div>
			</Form>
		</div>
	)
}
