/**
 * The User Management tab: user figures, a search form (GET, so results
 * have a URL), the paginated user table, Suspend/Activate with a
 * confirmation step and per-user data export. The confirmation is a state
 * of the page (?confirm=<userId>): inline without JavaScript, a modal
 * dialog with it.
 */
import { Form, Link, useNavigate } from '@remix-run/react'
import { Download, Search } from 'lucide-react'
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { ADMIN_MESSAGES, formatRoleLabel } from '#app/lib/admin'
import { cn } from '#app/utils/misc'
import { useHydrated } from '#app/utils/use-hydrated'
import { FormAlert, StatusButton, buttonStyles, inputClass, useIsPending } from '../forms'
import { showToast } from '#app/utils/client-toast'
import { Badge, StatCard, card } from '../card'
import { Pagination } from './pagination'

export type UserRowView = {
	id: string
	username: string
	email: string
	firstName: string
	lastName: string
	isActive: boolean
	role: string | null
	completedInterviews: number
	plan: { slug: string; name: string }
	joined: string
}

export type UsersTabData = {
	stats: { totalUsers: number; activeUsers: number; newUsersThisMonth: number }
	list: { users: UserRowView[]; q: string; page: number; totalPages: number; total: number }
	confirm: { id: string; username: string; fullName: string; isActive: boolean } | null
	canWrite: boolean
	canExport: boolean
	selfId: string
}

export function usersHref({ q, page, confirm }: { q?: string; page?: number; confirm?: string }) {
	const params = new URLSearchParams({ tab: 'users' })
	if (q) params.set('q', q)
	if (page && page > 1) params.set('page', String(page))
	if (confirm) params.set('confirm', confirm)
	return `/admin?${params}`
}

export function UserManagement({ data, error }: { data: UsersTabData; error?: string }) {
	const { stats, list } = data
	const here = usersHref({ q: list.q, page: list.page })
	return (
		<div className="space-y-6">
			<h2 className="text-2xl font-bold">User Management</h2>
			<dl className="grid gap-4 sm:grid-cols-3">
				<StatCard label="Total users" value={String(stats.totalUsers)} />
				<StatCard label="Active users" value={String(stats.activeUsers)} />
				<StatCard label="New this month" value={String(stats.newUsersThisMonth)} />
			</dl>
			<FormAlert title="Error" errors={error ? [error] : undefined} />
			{data.confirm ? <StatusConfirmation target={data.confirm} returnTo={here} /> : null}
			<Form method="get" action="/admin" role="search" aria-label="Users" className="flex flex-wrap items-end gap-3">
				<input type="hidden" name="tab" value="users" />
				<div className="min-w-64 flex-1">
					<label htmlFor="user-search" className="block text-sm font-semibold">
						Search users
					</label>
					<p id="user-search-hint" className="text-sm text-slate-700 dark:text-slate-300">
						Username, name or email
					</p>
					<input id="user-search" type="search" name="q" defaultValue={list.q} maxLength={100} aria-describedby="user-search-hint" className={inputClass} />
				</div>
				<button type="submit" className={buttonStyles.secondary}>
					<Search aria-hidden="true" size={18} /> Search
				</button>
				{list.q ? (
					<Link to={usersHref({})} className={buttonStyles.link}>
						Clear search
					</Link>
				) : null}
			</Form>
			<p role="status" className="text-slate-700 dark:text-slate-300">
				{list.total === 1 ? '1 user' : `${list.total} users`}
				{list.q ? ` matching “${list.q}”` : ''}
			</p>
			{list.users.length ? <UserTable data={data} /> : <p>No users found.</p>}
			<Pagination page={list.page} totalPages={list.totalPages} href={(page) => usersHref({ q: list.q, page })} />
		</div>
	)
}

function UserTable({ data }: { data: UsersTabData }) {
	const { list } = data
	return (
		<div className={cn(card, 'overflow-x-auto p-0')} tabIndex={0} role="region" aria-labelledby="users-caption">
			<table className="w-full min-w-[60rem] text-left text-sm">
				<caption id="users-caption" className="sr-only">
					Users, page {list.page} of {list.totalPages}
				</caption>
				<thead className="bg-slate-100 dark:bg-slate-800">
					<tr>
						{['Username', 'Name', 'Email', 'Status', 'Admin', 'Completed interviews', 'Plan', 'Joined', 'Actions'].map((h) => (
							<th key={h} scope="col" className="px-3 py-2 font-semibold">
								{h}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{list.users.map((user) => (
						<tr key={user.id} className="border-t border-slate-200 dark:border-slate-700">
							<th scope="row" className="px-3 py-2 font-semibold">
								{user.username}
							</th>
							<td className="px-3 py-2">
								{user.firstName} {user.lastName}
							</td>
							<td className="px-3 py-2 break-all">{user.email}</td>
							<td className="px-3 py-2">
								{user.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="red">Suspended</Badge>}
							</td>
							<td className="px-3 py-2">{user.role ? <Badge tone="blue">{formatRoleLabel(user.role)}</Badge> : 'No'}</td>
							<td className="px-3 py-2">{user.completedInterviews}</td>
							<td className="px-3 py-2">{user.plan.name}</td>
							<td className="px-3 py-2 whitespace-nowrap">{user.joined}</td>
							<td className="px-3 py-2">
								<div className="flex flex-wrap items-center gap-3">
									{data.canWrite ? <StatusLink user={user} selfId={data.selfId} q={list.q} page={list.page} /> : null}
									{data.canExport ? <ExportLink userId={user.id} username={user.username} /> : null}
								</div>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

function StatusLink({ user, selfId, q, page }: { user: UserRowView; selfId: string; q: string; page: number }) {
	if (user.isActive && user.id === selfId) return <span className="text-slate-700 dark:text-slate-300">You</span>
	if (user.isActive && user.role === 'super_admin') return <span className="text-slate-700 dark:text-slate-300">Protected</span>
	return (
		<Link to={usersHref({ q, page, confirm: user.id })} className={buttonStyles.link} preventScrollReset>
			{user.isActive ? 'Suspend' : 'Activate'}
			<span className="sr-only"> {user.username}</span>
		</Link>
	)
}

/** A plain download link; with JavaScript it fetches the file so success and failure show as toasts. */
function ExportLink({ userId, username }: { userId: string; username: string }) {
	const href = `/api/admin/users/${userId}/export`
	const filename = `user_${userId}_data.json`
	async function onClick(event: MouseEvent<HTMLAnchorElement>) {
		event.preventDefault()
		try {
			const response = await fetch(href, { credentials: 'same-origin' })
			if (!response.ok) {
				const body = (await response.json().catch(() => null)) as { message?: string } | null
				showToast({ type: 'error', title: 'Error', description: body?.message ? `${ADMIN_MESSAGES.exportFailed}: ${body.message}` : ADMIN_MESSAGES.exportFailed })
				return
			}
			const url = URL.createObjectURL(await response.blob())
			const a = document.createElement('a')
			a.href = url
			a.download = filename
			document.body.append(a)
			a.click()
			a.remove()
			setTimeout(() => URL.revokeObjectURL(url), 1000)
			showToast({ type: 'success', title: ADMIN_MESSAGES.exported, description: `Saved ${filename}.` })
		} catch {
			showToast({ type: 'error', title: 'Error', description: ADMIN_MESSAGES.exportFailed })
		}
	}
	return (
		<a href={href} download={filename} onClick={onClick} className={cn(buttonStyles.link, 'inline-flex items-center gap-1')}>
			<Download aria-hidden="true" size={16} /> Export
			<span className="sr-only"> data for {username}</span>
		</a>
	)
}

function StatusConfirmation({ target, returnTo }: { target: NonNullable<UsersTabData['confirm']>; returnTo: string }) {
	const hydrated = useHydrated()
	const suspend = target.isActive
	const isPending = useIsPending({ formAction: returnTo, intent: 'set-status' })
	const body = (
		<>
			<h3 id="confirm-status-title" className="text-xl font-bold">
				{suspend ? `Suspend ${target.username}?` : `Activate ${target.username}?`}
			</h3>
			<p className="mt-2">
				{suspend
					? `${target.fullName} will be signed out on their next request and cannot sign in until an admin activates the account again.`
					: `${target.fullName} will be able to sign in and use the app again.`}
			</p>
			<Form method="post" action={returnTo} className="mt-4 flex flex-wrap gap-3">
				<input type="hidden" name="intent" value="set-status" />
				<input type="hidden" name="userId" value={target.id} />
				<input type="hidden" name="isActive" value={String(!suspend)} />
				<StatusButton type="submit" pending={isPending} variant={suspend ? 'danger' : 'primary'}>
					{suspend ? 'Suspend user' : 'Activate user'}
				</StatusButton>
				<Link to={returnTo} className={buttonStyles.secondary} preventScrollReset>
					Cancel
				</Link>
			</Form>
		</>
	)
	if (!hydrated) {
		return (
			<section aria-labelledby="confirm-status-title" className="rounded-md border-2 border-nhs-warm-yellow bg-amber-50 p-4 dark:bg-slate-900">
				{body}
			</section>
		)
	}
	return <ModalDialog labelledBy="confirm-status-title" cancelTo={returnTo}>{body}</ModalDialog>
}

/** A native modal <dialog>: focus stays inside, Escape cancels by going to `cancelTo`. */
function ModalDialog({ labelledBy, cancelTo, children }: { labelledBy: string; cancelTo: string; children: ReactNode }) {
	const ref = useRef<HTMLDialogElement>(null)
	const navigate = useNavigate()
	useEffect(() => {
		const dialog = ref.current
		if (dialog && !dialog.open) dialog.showModal()
		return () => dialog?.close()
	}, [])
	return (
		<dialog
			ref={ref}
			aria-labelledby={labelledBy}
			onCancel={(event) => {
				event.preventDefault()
				navigate(cancelTo, { preventScrollReset: true })
			}}
			className="m-auto max-w-lg rounded-lg border border-slate-300 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-black/60 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
		>
			{children}
		</dialog>
	)
}
