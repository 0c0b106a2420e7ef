/**
 * User management: the searchable, paginated list (completedInterviews,
 * plan, role), the suspension rules, suspension taking effect on the user's
 * next request, the admin page's actions and the audit log.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { adminAuditLog, subscriptions } from '#drizzle/schema'
import { ADMIN_MESSAGES, PERMISSION_DENIED_MESSAGE } from '#app/lib/admin'
import { findValidToken, issueToken } from '#app/models/auth-token.server'
import { getUserById } from '#app/models/user.server'
import * as adminPage from '#app/routes/admin'
import { loader as profileLoader } from '#app/routes/profile'
import { listUsers, setUserStatus } from '#app/services/admin-users.server'
import { requireAdmin, requireUser } from '#app/services/auth.server'
import { db } from '#app/services/db.server'
import { getToast } from '#app/services/toast.server'
import { createAdmin, createUserWithData } from './admin-helpers'
import { apiRequest, createTestUser } from './helpers'

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown

async function call(handler: unknown, request: Request): Promise<Response> {
	try {
		const result = await (handler as Handler)({ request, params: {}, context: {} })
		if (result instanceof Response) return result
		const init = result as { type?: string; data?: unknown; init?: ResponseInit | null }
		if (init?.type === 'DataWithResponseInit') return Response.json(init.data, { status: init.init?.status ?? 200, headers: init.init?.headers })
		return Response.json(result)
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
}

function post(path: string, fields: Record<string, string>, cookie: string) {
	return new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { cookie }, body: new URLSearchParams(fields) })
}

async function toastOf(res: Response) {
	const cookie = res.headers.getSetCookie().find((c) => c.startsWith('nhs_toast='))
	if (!cookie) return null
	return (await getToast(new Request('http://localhost', { headers: { cookie: cookie.split(';')[0]! } }))).toast
}

const adminOf = async (cookie: string) => requireAdmin(apiRequest('/api/admin/me', { cookie }))

describe('the user list', () => {
	test('finds users by username, name or email (LIKE wildcards taken literally), with completedInterviews, plan and role', async () => {
		const tag = `zq${Date.now().toString(36)}`
		const rich = await createUserWithData({ firstName: 'Olufemi', lastName: `Adeyemi${tag}` })
		const plain = await createTestUser({ email: `${tag}_plain@example.test` })
		const support = await createAdmin('support', { username: `${tag}_support` })

		const byTag = await listUsers({ q: tag, page: 1, pageSize: 20 })
		expect(byTag.total).toBe(3)
		const row = byTag.users.find((u) => u.id === rich.user.id)!
		expect(row).toMatchObject({ completedInterviews: 1, plan: { slug: 'pro_15', name: 'Pro 15' }, role: null, isActive: true })
		expect(row).not.toHaveProperty('passwordHash')
		expect(byTag.users.find((u) => u.id === plain.user.id)).toMatchObject({ completedInterviews: 0, plan: { slug: 'free' } })
		expect(byTag.users.find((u) => u.id === support.user.id)).toMatchObject({ role: 'support' })

		expect((await listUsers({ q: `olufemi adeyemi${tag}`, page: 1, pageSize: 20 })).users.map((u) => u.id)).toEqual([rich.user.id])
		expect((await listUsers({ q: '%', page: 1, pageSize: 20 })).total).toBe(0)
		expect((await listUsers({ q: `${tag}_`, page: 1, pageSize: 20 })).total).toBe(2)

		// A cancelled subscription falls back to the free plan.
		await db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, rich.user.id))
		expect((await listUsers({ q: rich.user.username, page: 1, pageSize: 20 })).users[0]!.plan.slug).toBe('free')

		const page1 = await listUsers({ q: tag, page: 1, pageSize: 2 })
		const page2 = await listUsers({ q: tag, page: 2, pageSize: 2 })
		expect(page1).toMatchObject({ total: 3, totalPages: 2, page: 1 })
		expect(page2.users).toHaveLength(1)
		expect(new Set([...page1.users, ...page2.users].map((u) => u.id)).size).toBe(3)
	})

	test('the page loader strips NUL and control characters from the search instead of failing', async () => {
		const { cookie } = await createAdmin('support')
		const res = await call(adminPage.loader, apiRequest(`/admin?tab=users&q=${encodeURIComponent('ab\u0000c\u0007')}&page=-4`, { cookie }))
		expect(res.status).toBe(200)
		const body = (await res.json()) as { users: { list: { q: string; page: number } } }
		expect(body.users.list).toMatchObject({ q: 'abc', page: 1 })
	})
})

describe('suspending and activating', () => {
	test('an admin cannot suspend themself or a super admin; unknown ids are 404', async () => {
		const admin = await createAdmin('admin')
		const superAdmin = await createAdmin('super_admin')
		const actor = await adminOf(admin.cookie)
		expect(await setUserStatus(actor, admin.user.id, false)).toEqual({ ok: false, status: 403, message: ADMIN_MESSAGES.cannotSuspendSelf })
		expect(await setUserStatus(actor, superAdmin.user.id, false)).toEqual({ ok: false, status: 403, message: ADMIN_MESSAGES.cannotSuspendSuperAdmin })
		const superActor = await adminOf(superAdmin.cookie)
		expect(await setUserStatus(superActor, superAdmin.user.id, false)).toMatchObject({ ok: false, status: 403 })
		expect(await setUserStatus(actor, 'not-a-uuid', false)).toEqual({ ok: false, status: 404, message: ADMIN_MESSAGES.userNotFound })
		expect(await setUserStatus(actor, '00000000-0000-4000-8000-000000000000', false)).toMatchObject({ ok: false, status: 404 })
		expect((await getUserById(superAdmin.user.id))?.isActive).toBe(true)
	})

	test("suspension takes effect on the user's very next request, and is audited once", async () => {
		const admin = await createAdmin('admin')
		const target = await createTestUser()
		const actor = await adminOf(admin.cookie)
		expect((await requireUser(apiRequest('/profile', { cookie: target.cookie }))).id).toBe(target.user.id)
		const resetLink = await issueToken(target.user.id, 'password_reset')

		expect(await setUserStatus(actor, target.user.id, false)).toEqual({
			ok: true,
			user: { id: target.user.id, username: target.user.username, isActive: false },
		})
		const page = await call(profileLoader, apiRequest('/profile', { cookie: target.cookie }))
		expect(page.status).toBe(302)
		expect(page.headers.get('location')).toBe('/auth?suspended=true')
		const api = await call(() => requireUser(apiRequest('/api/user', { cookie: target.cookie })), apiRequest('/'))
		expect(api.status).toBe(403)
		expect(await api.json()).toEqual({ message: 'Account suspended', suspended: true })
		// A reset link e-mailed before the suspension is dead, even after reactivation.
		expect(await findValidToken(resetLink, 'password_reset')).toBeNull()

		// Suspending again changes nothing and logs nothing more.
		await setUserStatus(actor, target.user.id, false)
		await setUserStatus(actor, target.user.id, true)
		expect((await requireUser(apiRequest('/profile', { cookie: target.cookie }))).id).toBe(target.user.id)
		const entries = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, target.user.id))
		expect(entries.map((e) => [e.action, e.actorUserId]).sort()).toEqual([
			['user.activate', admin.user.id],
			['user.suspend', admin.user.id],
		])
	})

	test('the /admin action: confirmation state, toast, 403 with the server message, permission per intent', async () => {
		const admin = await createAdmin('admin')
		const support = await createAdmin('support')
		const target = await createTestUser()

		const confirm = await call(adminPage.loader, apiRequest(`/admin?tab=users&confirm=${target.user.id}`, { cookie: admin.cookie }))
		expect(((await confirm.json()) as { users: { confirm: unknown } }).users.confirm).toEqual({
			id: target.user.id,
			username: target.user.username,
			fullName: 'Amara Okafor',
			isActive: true,
		})
		// Without users.write there is no confirmation to show.
		const noWrite = await call(adminPage.loader, apiRequest(`/admin?tab=users&confirm=${target.user.id}`, { cookie: support.cookie }))
		expect(((await noWrite.json()) as { users: { confirm: unknown } }).users.confirm).toBeNull()

		const done = await call(
			adminPage.action,
			post(`/admin?tab=users&q=okafor&confirm=${target.user.id}`, { intent: 'set-status', userId: target.user.id, isActive: 'false' }, admin.cookie),
		)
		expect(done.status).toBe(302)
		expect(done.headers.get('location')).toBe('/admin?tab=users&q=okafor')
		expect(await toastOf(done)).toMatchObject({ type: 'success', title: ADMIN_MESSAGES.statusUpdated })
		expect((await getUserById(target.user.id))?.isActive).toBe(false)

		const self = await call(adminPage.action, post('/admin?tab=users', { intent: 'set-status', userId: admin.user.id, isActive: 'false' }, admin.cookie))
		expect(self.status).toBe(403)
		expect(await self.json()).toEqual({ intent: 'set-status', error: ADMIN_MESSAGES.cannotSuspendSelf })

		const denied = await call(adminPage.action, post('/admin', { intent: 'set-status', userId: target.user.id, isActive: 'true' }, support.cookie))
		expect(denied.status).toBe(403)
		expect(await denied.json()).toEqual({ intent: 'set-status', error: PERMISSION_DENIED_MESSAGE })
		expect((await getUserById(target.user.id))?.isActive).toBe(false)

		const bad = await call(adminPage.action, post('/admin', { intent: 'set-status', userId: target.user.id, isActive: 'maybe' }, admin.cookie))
		expect(bad.status).toBe(400)
		expect(await bad.json()).toEqual({ intent: 'set-status', error: 'isActive must be true or false.' })
		expect((await call(adminPage.action, post('/admin', { intent: 'nonsense' }, admin.cookie))).status).toBe(400)
	})

	test('a tab the role lacks is a 403; a role sees only its own tabs', async () => {
		const analyst = await createAdmin('analyst')
		const denied = await call(adminPage.loader, apiRequest('/admin?tab=users', { cookie: analyst.cookie }))
		expect(denied.status).toBe(403)
		expect(await denied.text()).toBe(PERMISSION_DENIED_MESSAGE)
		const page = await call(adminPage.loader, apiRequest('/admin', { cookie: analyst.cookie }))
		const body = (await page.json()) as { tabs: Array<{ id: string }>; tab: string; me: { roleLabel: string } }
		expect(body.tabs.map((t) => t.id)).toEqual(['health', 'analytics'])
		expect(body.tab).toBe('health')
		expect(body.me.roleLabel).toBe('ANALYST')
	})
})
