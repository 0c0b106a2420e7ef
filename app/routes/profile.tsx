/**
 * /profile: the signed-in user's details. View mode by default; edit mode
 * is ?edit=1 (a link, so it works without JavaScript).
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
import { Pencil } from 'lucide-react'
import { Badge } from '#app/components/card'
import { Field, FormAlert, StatusButton, buttonStyles, useIsPending } from '#app/components/forms'
import { Avatar } from '#app/components/site-header'
import { ProfileSchema } from '#app/lib/schemas/auth'
import { updateProfile } from '#app/services/account.server'
import { requireUser } from '#app/services/auth.server'
import { redirectWithToast } from '#app/services/toast.server'
import { useZodForm } from '#app/utils/use-zod-form'
import { NameFields } from '#app/components/name-fields'
import { pageMeta } from '#app/utils/meta'

export const meta: MetaFunction = () =>
	pageMeta('Your profile | NHS Interview Coach', 'Your NHS Interview Coach profile: your name, email and photo.')

const memberSince = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' })

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return {
		editing: new URL(request.url).searchParams.get('edit') === '1',
		user: {
			username: user.username,
			email: user.email,
			firstName: user.firstName,
			lastName: user.lastName,
			profileImageUrl: user.profileImageUrl,
			isActive: user.isActive,
			isAdmin: user.isAdmin,
			emailConfirmed: Boolean(user.activatedAt),
			memberSince: memberSince.format(user.createdAt),
		},
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const submission = parseWithZod(await request.formData(), { schema: ProfileSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	const result = await updateProfile(user, submission.value)
	if (!result.ok) {
		return data(
			{ result: submission.reply({ fieldErrors: { email: [result.fieldErrors.email] } }) },
			{ status: result.status },
		)
	}
	return redirectWithToast('/profile', {
		type: 'success',
		title: 'Profile updated',
		description: result.emailChanged
			? 'Your changes are saved. We have sent a link to your new email address to confirm it.'
			: 'Your changes are saved.',
	})
}

export default function ProfilePage() {
	const { editing, user } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const showForm = editing || Boolean(actionData)
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold">Your profile</h1>
			<section
				aria-labelledby="profile-name"
				className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
			>
				<div className="flex flex-wrap items-center gap-4">
					<Avatar user={user} size="lg" />
					<div>
						<h2 id="profile-name" className="text-2xl font-bold">
							{user.firstName} {user.lastName}
						</h2>
						<p className="text-slate-700 dark:text-slate-300">@{user.username}</p>
						<p className="mt-2 flex flex-wrap gap-2">
							{user.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="red">Suspended</Badge>}
							{user.isAdmin ? <Badge tone="blue">Admin</Badge> : null}
						</p>
					</div>
				</div>
				<p className="mt-4 text-slate-700 dark:text-slate-300">Member since {user.memberSince}</p>
			</section>

			<section
				aria-labelledby="details-title"
				className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
			>
				<div className="flex flex-wrap items-center justify-between gap-2">
					<h2 id="details-title" className="text-xl font-bold">
						Personal details
					</h2>
					{showForm ? null : (
						<Link to="?edit=1" className={buttonStyles.secondary}>
							<Pencil aria-hidden="true" size={16} />
							Edit profile
						</Link>
					)}
				</div>
				{showForm ? (
					<ProfileForm user={user} />
				) : (
					<dl className="mt-4 grid gap-4 sm:grid-cols-2">
						<div>
							<dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">First name</dt>
							<dd>{user.firstName}</dd>
						</div>
						<div>
							<dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">Last name</dt>
							<dd>{user.lastName}</dd>
						</div>
						<div>
							<dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">Email</dt>
							<dd className="break-all">
								{user.email}
								{user.emailConfirmed ? null : (
									<span className="block text-sm text-slate-700 dark:text-slate-300">
										Not confirmed yet: use the link we emailed you.
									</span>
								)}
							</dd>
						</div>
						<div>
							<dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">Username</dt>
							<dd>@{user.username}</dd>
						</div>
					</dl>
				)}
			</section>
		</div>
	)
}

function ProfileForm({ user }: { user: { firstName: string; lastName: string; email: string } }) {
	const actionData = useActionData<typeof action>()
	const isPending = useIsPending()
	const [form, fields] = useZodForm({
		schema: ProfileSchema,
		id: 'profile-form',
		lastResult: actionData?.result,
		defaultValue: { firstName: user.firstName, lastName: user.lastName, email: user.email },
	})
	const hasErrors = Boolean(fields.firstName.errors || fields.lastName.errors || fields.email.errors)
	return (
		<Form method="post" action="/profile?edit=1" className="mt-4 space-y-4" {...getFormProps(form)}>
			<FormAlert
				id={form.errorId}
				title="Update failed"
				errors={form.errors ?? (hasErrors && actionData ? ['Please correct the fields below.'] : undefined)}
			/>
			<NameFields
				firstName={{ inputProps: getInputProps(fields.firstName, { type: 'text' }), errors: fields.firstName.errors }}
				lastName={{ inputProps: getInputProps(fields.lastName, { type: 'text' }), errors: fields.lastName.errors }}
			/>
			<Field
				labelProps={{ children: 'Email' }}
				inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
				errors={fields.email.errors}
				hint="Changing it sends a confirmation link to the new address."
			/>
			<div className="flex flex-wrap gap-3">
				<StatusButton type="submit" pending={isPending}>
					Save changes
				</StatusButton>
				<Link to="/profile" className={buttonStyles.secondary}>
					Cancel
				</Link>
			</div>
		</Form>
	)
}
