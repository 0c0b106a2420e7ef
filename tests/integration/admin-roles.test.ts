/**
 * Roles and permissions (SPEC.md section 6): the seeded roles, requireAdmin
 * for every kind of caller, granting roles and the create-admin command.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { adminAuditLog, adminRoles, roles } from '#drizzle/schema'
import { ACCESS_DENIED_MESSAGE, PERMISSION_DENIED_MESSAGE, PERMISSIONS, SEEDED_ROLES } from '#app/lib/admin'
import { getAdminRole, setAdminRole } from '#app/models/admin-role.server'
import { getUserById } from '#app/models/user.server'
import { grantAdminRole } from '#app/services/admin-roles.server'
import { requireAdmin } from '#app/services/auth.server'
import { db } from '#app/services/db.server'
import { createAdmin } from './admin-helpers'
import { apiRequest, createTestUser } from './helpers'

async function outcome(promise: Promise<unknown>) {
	try {
		await promise
		return { status: 200 }
	} catch (error) {
		if (!(error instanceof Response)) throw error
		const text = await error.text()
		return { status: error.status, location: error.headers.get('location'), text }
	}
}

describe('roles', () => {
	test('the migration seeds super_admin, admin, support and analyst with their permissions', async () => {
		const rows = await db.select().from(roles)
		expect(Object.fromEntries(rows.map((r) => [r.name, [...r.permissions].sort()]))).toEqual(
			Object.fromEntries(Object.entries(SEEDED_ROLES).map(([name, perms]) => [name, [...perms].sort()])),
		)
	})

	test('effective permissions are the role list plus any granted to the person', async () => {
		const { user } = await createTestUser()
		await setAdminRole(user.id, 'support', ['system.read'])
		expect((await getAdminRole(user.id))?.permissions.sort()).toEqual(['system.read', 'users.export', 'users.read'])
		expect(await getAdminRole((await createTestUser()).user.id)).toBeNull()
	})
})

describe('requireAdmin', () => {
	test('visitor, user, suspended user, admin without the permission, admin, super_admin', async () => {
		const user = await createTestUser()
		const suspended = await createAdmin('super_admin', { isActive: false })
		const support = await createAdmin('support')
		const admin = await createAdmin('admin')
		const superAdmin = await createAdmin('super_admin')
		const page = (cookie?: string) => apiRequest('/admin', { cookie })
		const api = (cookie?: string) => apiRequest('/api/admin/me', { cookie })

		expect(await outcome(requireAdmin(page()))).toMatchObject({ status: 302, location: '/auth?redirectTo=%2Fadmin' })
		expect(await outcome(requireAdmin(api()))).toMatchObject({ status: 401 })
		expect(await outcome(requireAdmin(page(user.cookie)))).toEqual({ status: 403, location: null, text: ACCESS_DENIED_MESSAGE })
		expect(await outcome(requireAdmin(api(user.cookie)))).toMatchObject({ status: 403, text: JSON.stringify({ message: ACCESS_DENIED_MESSAGE }) })
		expect(await outcome(requireAdmin(page(suspended.cookie)))).toMatchObject({ status: 302, location: '/auth?suspended=true' })
		expect(await outcome(requireAdmin(api(suspended.cookie)))).toMatchObject({ status: 403, text: JSON.stringify({ message: 'Account suspended', suspended: true }) })
		expect(await outcome(requireAdmin(api(support.cookie), 'users.write'))).toMatchObject({ status: 403, text: JSON.stringify({ message: PERMISSION_DENIED_MESSAGE }) })
		expect(await outcome(requireAdmin(api(support.cookie), 'users.read'))).toEqual({ status: 200 })
		expect(await outcome(requireAdmin(api(admin.cookie), 'audit.read'))).toMatchObject({ status: 403 })
		for (const permission of PERMISSIONS) {
			expect(await outcome(requireAdmin(api(superAdmin.cookie), permission))).toEqual({ status: 200 })
		}
		const me = await requireAdmin(api(admin.cookie))
		expect(me.admin).toMatchObject({ role: 'admin' })
	})

	test('a role row is what makes an admin: the is_admin flag alone grants nothing', async () => {
		const flagOnly = await createTestUser({ isAdmin: true })
		expect(await outcome(requireAdmin(apiRequest('/api/admin/me', { cookie: flagOnly.cookie })))).toMatchObject({ status: 403 })
	})
})

describe('granting roles', () => {
	test('grantAdminRole checks the role and the user, sets is_admin and writes the audit log', async () => {
		const { user } = await createTestUser()
		expect(await grantAdminRole(user.username, 'wizard')).toEqual({
			ok: false,
			message: 'There is no role called "wizard". Roles: admin, analyst, super_admin, support.',
		})
		expect(await grantAdminRole('nobody-by-this-name')).toMatchObject({ ok: false, message: expect.stringMatching(/No user called/) })
		expect(await grantAdminRole(user.username.toUpperCase(), 'analyst')).toEqual({ ok: true, username: user.username, role: 'analyst' })
		expect((await getUserById(user.id))?.isAdmin).toBe(true)
		const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, user.id))
		expect(entry).toMatchObject({ action: 'admin_role.grant', actorUserId: null, details: { role: 'analyst', via: 'command line' } })
	})

	test('npm run create-admin: --username/--role, and the older positional form', async () => {
		const run = promisify(execFile)
		const env = { ...process.env, LOG_LEVEL: 'silent' }
		const a = await createTestUser()
		const b = await createTestUser()
		const first = await run('npx', ['tsx', 'scripts/create-admin.ts', '--username', a.user.username, '--role', 'support'], { env })
		expect(first.stdout).toContain(`${a.user.username} is now an administrator (support).`)
		const second = await run('npx', ['tsx', 'scripts/create-admin.ts', b.user.username], { env })
		expect(second.stdout).toContain('(super_admin)')
		const rows = await db.select().from(adminRoles)
		expect(rows.find((r) => r.userId === a.user.id)?.role).toBe('support')
		expect(rows.find((r) => r.userId === b.user.id)?.role).toBe('super_admin')
	}, 60_000)
})
