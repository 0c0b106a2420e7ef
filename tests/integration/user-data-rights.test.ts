/**
 * Data rights: the export holds everything we store about a user (and
 * nothing secret, nothing about anyone else), it is served as a download to
 * the user and to admins with users.export, and deleting the account leaves
 * no row anywhere that mentions the user.
 */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { adminAuditLog, userSessions } from '#drizzle/schema'
import { ADMIN_MESSAGES } from '#app/lib/admin'
import { getAdminRole } from '#app/models/admin-role.server'
import { USER_TABLES_IN_EXPORT } from '#app/models/user-export.server'
import { loader as adminExportApi } from '#app/routes/api.admin.users_.$userId.export'
import { loader as selfExport } from '#app/routes/settings_.export'
import { deleteAccount } from '#app/services/account.server'
import { db } from '#app/services/db.server'
import { getEnv } from '#app/services/env.server'
import { setUserStatus } from '#app/services/admin-users.server'
import { requireAdmin } from '#app/services/auth.server'
import { type UserExport } from '#app/services/user-export.server'
import { ANSWER, createAdmin, createUserWithData, EXTRACTED_TEXT } from './admin-helpers'
import { apiRequest } from './helpers'

async function call(handler: unknown, request: Request, params: Record<string, string> = {}) {
	try {
		return (await (handler as (a: LoaderFunctionArgs) => Promise<Response>)({ request, params, context: {} })) as Response
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
}

describe('the data export', () => {
	test('contains profile, sessions, questions (personalised too), answers, feedback, documents with text, subscription, usage and audit entries; never secrets', async () => {
		const data = await createUserWithData()
		const other = await createUserWithData()
		const admin = await createAdmin('admin')
		const actor = await requireAdmin(apiRequest('/api/admin/me', { cookie: admin.cookie }))
		await setUserStatus(actor, data.user.id, false)
		await setUserStatus(actor, data.user.id, true)

		const res = await call(selfExport, apiRequest('/settings/export', { cookie: data.cookie }))
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
		expect(res.headers.get('content-disposition')).toBe(`attachment; filename="user_${data.user.id}_data.json"`)
		expect(res.headers.get('cache-control')).toBe('no-store')
		const text = await res.text()
		const body = JSON.parse(text) as UserExport

		expect(body.profile).toMatchObject({ id: data.user.id, username: data.user.username, email: data.user.email, firstName: 'Amara', lastName: 'Okafor', isActive: true })
		expect(body.interviewSessions).toHaveLength(1)
		const [session] = body.interviewSessions
		expect(session).toMatchObject({ id: data.session.id, type: 'nursing', status: 'completed', overallScore: 0.72 })
		expect(session!.questions.map((q) => q.question.id)).toEqual([data.personalised.id, data.bank.id])
		expect(session!.questions[0]).toMatchObject({
			position: 1,
			question: { questionText: data.personalised.text, source: 'personalised' },
			response: { transcriptionText: `${ANSWER} ${data.marker}`, responseTime: 95 },
			feedback: [{ overallScore: 0.72, strengths: ['Specific result'], starPresent: { task: false } }],
		})
		expect(session!.questions[1]).toMatchObject({ position: 2, response: null, draft: { text: `A half-written answer ${data.marker}` }, feedback: [] })
		expect(body.personalisedQuestions.map((q) => q.id)).toEqual([data.personalised.id])
		expect(body.documents).toEqual([
			expect.objectContaining({ id: data.document.id, filename: 'my-cv.pdf', type: 'cv', extractedText: `${EXTRACTED_TEXT} ${data.marker}` }),
		])
		expect(body.subscription).toMatchObject({ plan: { slug: 'pro_15' }, status: 'active', stripeCustomerId: expect.stringMatching(/^cus_/) })
		expect(body.sessionUsage).toEqual([{ month: expect.stringMatching(/^\d{4}-\d{2}-01$/), sessionsStarted: 2 }])
		// The reset link was retired when the account was suspended above.
		expect(body.emailLinks).toEqual([expect.objectContaining({ purpose: 'password_reset', usedAt: expect.any(String) })])
		expect(body.adminAuditLog.actionsAboutYou.map((e) => e.action).sort()).toEqual(['user.activate', 'user.suspend'])
		// Signed-in devices are listed, never with the id their cookie carries.
		const deviceRows = await db.select().from(userSessions).where(eq(userSessions.userId, data.user.id))
		expect(deviceRows.length).toBeGreaterThan(0)
		expect(body.signedInDevices).toHaveLength(deviceRows.length)
		for (const row of deviceRows) expect(text).not.toContain(row.id)

		// Never a hash, a token, a file path, or another user's data.
		expect(text).not.toContain(data.user.passwordHash!)
		expect(text).not.toMatch(/\$argon2/)
		expect(text).not.toContain(data.secretToken)
		expect(text).not.toMatch(/tokenHash|token_hash|passwordHash|password_hash|storagePath|secret-path/)
		expect(text).not.toContain(getEnv().SESSION_SECRET)
		expect(text).not.toContain(other.user.id)
		expect(text).not.toContain(other.user.email)
		expect(text).not.toContain(admin.user.username)
	})

	test('admins with users.export download it as user_{id}_data.json (audited); unknown users are 404', async () => {
		const data = await createUserWithData()
		const admin = await createAdmin('support')
		const res = await call(adminExportApi, apiRequest(`/api/admin/users/${data.user.id}/export`, { cookie: admin.cookie }), { userId: data.user.id })
		expect(res.status).toBe(200)
		expect(res.headers.get('content-disposition')).toBe(`attachment; filename="user_${data.user.id}_data.json"`)
		expect(((await res.json()) as UserExport).profile.id).toBe(data.user.id)
		const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, data.user.id))
		expect(entry).toMatchObject({ action: 'user.export', actorUserId: admin.user.id })

		for (const userId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "'; drop table users; --"]) {
			const missing = await call(adminExportApi, apiRequest(`/api/admin/users/x/export`, { cookie: admin.cookie }), { userId })
			expect(missing.status).toBe(404)
			expect(await missing.json()).toEqual({ message: ADMIN_MESSAGES.userNotFound })
		}
	})
})

/** Every row in every table whose text form mentions any of `needles`. */
async function rowsMentioning(needles: string[]) {
	const result = (await db.execute(
		sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
	)) as unknown as Array<{ table_name: string }>
	const found: string[] = []
	for (const { table_name: table } of result) {
		for (const needle of needles) {
			const rows = (await db.execute(
				sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text ilike ${`%${needle}%`}`,
			)) as unknown as Array<{ n: number }>
			if (rows[0]!.n > 0) found.push(`${table}: ${needle}`)
		}
	}
	return found
}

test('every table that points at users is part of the export', async () => {
	const rows = (await db.execute(sql`
		select distinct conrelid::regclass::text as table_name from pg_constraint
		where contype = 'f' and confrelid = 'users'::regclass order by 1`)) as unknown as Array<{ table_name: string }>
	expect(rows.map((r) => r.table_name)).toEqual([...USER_TABLES_IN_EXPORT])
})

describe('account deletion', () => {
	test('leaves no row in any table that mentions the user; admin actions about them stay, anonymised', async () => {
		const data = await createUserWithData()
		const admin = await createAdmin('admin')
		const actor = await requireAdmin(apiRequest('/api/admin/me', { cookie: admin.cookie }))
		await setUserStatus(actor, data.user.id, false)
		const needles = [data.user.id, data.user.username, data.user.email, data.marker]
		expect((await rowsMentioning(needles)).length).toBeGreaterThan(5)

		await deleteAccount(data.user.id)
		expect(await rowsMentioning(needles)).toEqual([])
		const kept = await db.select().from(adminAuditLog).where(eq(adminAuditLog.actorUserId, admin.user.id))
		expect(kept).toEqual([expect.objectContaining({ action: 'user.suspend', targetUserId: null, details: {} })])
	})

	test("deleting an admin's account removes their role and keeps their actions without their identity", async () => {
		const admin = await createAdmin('admin')
		const target = await createUserWithData()
		const actor = await requireAdmin(apiRequest('/api/admin/me', { cookie: admin.cookie }))
		await setUserStatus(actor, target.user.id, false)
		await deleteAccount(admin.user.id)
		expect(await getAdminRole(admin.user.id)).toBeNull()
		expect(await rowsMentioning([admin.user.id, admin.user.username])).toEqual([])
		const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, target.user.id))
		expect(entry).toMatchObject({ action: 'user.suspend', actorUserId: null })
	})
})
