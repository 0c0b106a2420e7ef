/**
 * /admin: the admin area. Sections are links (/admin?tab=users|health|
 * analytics|settings|audit), each shown only to roles with its permission;
 * asking for one without it is a 403. Visitors go to /auth, signed-in
 * non-admins get 'Access Denied' with a 403. Actions (intent): set-status
 * (Suspend/Activate, after the confirmation state ?confirm=<userId>),
 * set-payment-mode and refresh-health; each checks its permission.
 */
import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
	data,
	redirect,
} from '@remix-run/node'
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { AdminNav } from '#app/components/admin/admin-nav'
import { AnalyticsPanel } from '#app/components/admin/analytics'
import { AuditLog } from '#app/components/admin/audit-log'
import { PaymentSettings } from '#app/components/admin/payment-settings'
import { SystemHealthPanel } from '#app/components/admin/system-health'
import { UserManagement } from '#app/components/admin/user-management'
import { Badge } from '#app/components/card'
import { buttonStyles } from '#app/components/forms'
import {
	ACCESS_DENIED_MESSAGE,
	ACCESS_DENIED_TITLE,
	ADMIN_MESSAGES,
	ADMIN_TABS,
	type AdminTabId,
	formatRoleLabel,
	hasPermission,
	type Permission,
	PERMISSION_DENIED_MESSAGE,
	USERS_PAGE_SIZE,
} from '#app/lib/admin'
import { AdminUsersQuerySchema, UserStatusSchema } from '#app/lib/schemas/admin'
import { addAuditEntry } from '#app/models/audit-log.server'
import { getAnalytics } from '#app/services/admin-analytics.server'
import { getEngagement } from '#app/services/admin-dashboard.server'
import { getStatusTarget, listUsers, setUserStatus } from '#app/services/admin-users.server'
import { getAuditLogPage } from '#app/services/audit-log.server'
import { type AdminUser, requireAdmin } from '#app/services/auth.server'
import { getPaymentModeStatus, PaymentModeSchema, setPaymentMode } from '#app/services/payment-mode.server'
import { clearProviderCache, getSystemHealth } from '#app/services/system-health.server'
import { redirectWithToast } from '#app/services/toast.server'
import { pageMeta } from '#app/utils/meta'

export const meta: MetaFunction = () =>
	pageMeta('Admin | NHS Interview Coach', 'Manage users, roles and the health of NHS Interview Coach.')

const joined = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' })
const clock = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium', timeZone: 'Europe/London' })

function pageFrom(url: URL) {
	return Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1))
}

function forbidden(): never {
	throw new Response(PERMISSION_DENIED_MESSAGE, { status: 403, statusText: 'Forbidden' })
}

async function loadUsersTab(admin: AdminUser, url: URL) {
	// The page is forgiving where the API is strict: odd input shows page 1 or a cleaned search.
	const q = AdminUsersQuerySchema.shape.q.parse(url.searchParams.get('q') ?? undefined)
	const canWrite = hasPermission(admin.admin, 'users.write')
	const confirmId = url.searchParams.get('confirm')
	const [list, { userStats }, confirm] = await Promise.all([
		listUsers({ q, page: pageFrom(url), pageSize: USERS_PAGE_SIZE }),
		getEngagement(),
		canWrite && confirmId ? getStatusTarget(confirmId) : null,
	])
	return {
		stats: userStats,
		list: { ...list, users: list.users.map((u) => ({ ...u, joined: joined.format(new Date(u.createdAt)) })) },
		confirm,
		canWrite,
		canExport: hasPermission(admin.admin, 'users.export'),
		selfId: admin.id,
	}
}

export async function loader({ request }: LoaderFunctionArgs) {
	const admin = await requireAdmin(request)
	const url = new URL(request.url)
	const tabs = ADMIN_TABS.filter((t) => hasPermission(admin.admin, t.permission)).map(({ id, label }) => ({ id, label }))
	const requested = ADMIN_TABS.find((t) => t.id === url.searchParams.get('tab'))
	if (requested && !hasPermission(admin.admin, requested.permission)) forbidden()
	const tab: AdminTabId | null = requested?.id ?? tabs[0]?.id ?? null
	const [users, health, analytics, settings, audit] = await Promise.all([
		tab === 'users' ? loadUsersTab(admin, url) : null,
		tab === 'health' ? getSystemHealth() : null,
		tab === 'analytics' ? Promise.all([getAnalytics(), getEngagement()]) : null,
		tab === 'settings' ? getPaymentModeStatus() : null,
		tab === 'audit' ? getAuditLogPage(pageFrom(url)) : null,
	])
	return {
		me: { firstName: admin.firstName, username: admin.username, roleLabel: formatRoleLabel(admin.admin.role) },
		tabs,
		tab,
		users,
		health: health ? { health, checkedLabel: clock.format(new Date(health.apis.checkedAt)) } : null,
		analytics: analytics ? { analytics: analytics[0], engagement: analytics[1] } : null,
		settings,
		audit,
	}
}

/** Where to go after an action: the page it was posted from, without the confirmation state. */
function backTo(request: Request) {
	const url = new URL(request.url)
	url.searchParams.delete('confirm')
	url.searchParams.delete('index')
	return `/admin${url.search}`
}

function refuse(intent: string, error: string, status: number) {
	return data({ intent, error }, { status })
}

export async function action({ request }: ActionFunctionArgs) {
	const admin = await requireAdmin(request)
	const formData = await request.formData()
	const intent = String(formData.get('intent') ?? '')
	const required: Record<string, Permission> = {
		'set-status': 'users.write',
		'set-payment-mode': 'payments.manage',
		'refresh-health': 'system.read',
	}
	const permission = required[intent]
	if (!permission) return refuse(intent, 'Unknown action.', 400)
	if (!hasPermission(admin.admin, permission)) return refuse(intent, PERMISSION_DENIED_MESSAGE, 403)

	switch (intent) {
		case 'set-status': {
			const parsed = UserStatusSchema.safeParse({ isActive: formData.get('isActive') })
			if (!parsed.success) return refuse(intent, parsed.error.issues[0]!.message, 400)
			const result = await setUserStatus(admin, String(formData.get('userId') ?? ''), parsed.data.isActive)
			if (!result.ok) return refuse(intent, result.message, result.status)
			return redirectWithToast(backTo(request), {
				type: 'success',
				title: ADMIN_MESSAGES.statusUpdated,
				description: `${result.user.username} is now ${result.user.isActive ? 'active' : 'suspended'}.`,
			})
		}
		case 'set-payment-mode': {
			const parsed = PaymentModeSchema.safeParse(formData.get('mode'))
			if (!parsed.success) return refuse(intent, parsed.error.issues[0]!.message, 400)
			const result = await setPaymentMode(parsed.data)
			if (!result.ok) return refuse(intent, ADMIN_MESSAGES.liveUnavailable, result.status)
			if (result.previous !== result.mode) {
				await addAuditEntry({ actorUserId: admin.id, action: 'payment_mode.set', details: { from: result.previous, to: result.mode } })
			}
			return redirectWithToast('/admin?tab=settings', {
				type: 'success',
				title: ADMIN_MESSAGES.stripeModeUpdated,
				description: `Payments are in ${result.mode} mode.`,
			})
		}
		default: {
			clearProviderCache()
			return redirect('/admin?tab=health')
		}
	}
}

export default function AdminPage() {
	const { me, tabs, tab, users, health, analytics, settings, audit } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const errorFor = (intent: string) => (actionData?.intent === intent ? actionData.error : undefined)
	return (
		<div className="mx-auto max-w-7xl px-4 py-8">
			<div className="flex flex-wrap items-center justify-between gap-4">
				<h1 className="text-3xl font-bold">Admin Dashboard</h1>
				<p>
					Signed in as {me.firstName} (@{me.username}) <Badge tone="blue">{me.roleLabel}</Badge>
				</p>
			</div>
			{tabs.length ? <AdminNav tabs={tabs} current={tab} /> : null}
			<div className="mt-6">
				{users ? <UserManagement data={users} error={errorFor('set-status')} /> : null}
				{health ? <SystemHealthPanel health={health.health} checkedLabel={health.checkedLabel} /> : null}
				{analytics ? <AnalyticsPanel analytics={analytics.analytics} engagement={analytics.engagement} /> : null}
				{settings ? <PaymentSettings mode={settings} error={errorFor('set-payment-mode')} /> : null}
				{audit ? <AuditLog entries={audit.entries} page={audit.page} totalPages={audit.totalPages} /> : null}
				{tab === null ? <p>Your admin role does not include any sections yet. Ask a super admin for access.</p> : null}
			</div>
		</div>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	const denied = isRouteErrorResponse(error) && error.status === 403
	if (!denied) console.error(error)
	return (
		<div className="mx-auto max-w-3xl px-4 py-16">
			<h1 className="text-3xl font-bold">{denied ? ACCESS_DENIED_TITLE : 'Something went wrong'}</h1>
			<p className="mt-4 text-lg">
				{denied ? String(error.data || ACCESS_DENIED_MESSAGE) : 'Sorry, we could not show the admin area. Please try again.'}
			</p>
			<p className="mt-6">
				<Link to="/" className={buttonStyles.primary}>
					Back to Dashboard
				</Link>
			</p>
		</div>
	)
}
