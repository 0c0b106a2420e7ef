/**
 * The admin area over real HTTP: the authorization matrix (every admin page,
 * action and endpoint as visitor, user, suspended user, admin without the
 * permission, admin and super_admin, each status checked), then each
 * /api/admin endpoint's successes and failures at its documented path.
 */
import { expect, test } from '@playwright/test'
import { BASE_URL } from '../../playwright.config'
import { grantRole, setActive } from './db'
import { uniqueUser } from './utils'

type Persona = 'visitor' | 'user' | 'suspended' | 'lacking' | 'admin' | 'super_admin'
type Role = 'super_admin' | 'admin' | 'support' | 'analyst'

/** Sign up over the API; returns the session cookie. */
async function register(prefix: string) {
	const user = uniqueUser(prefix)
	const res = await fetch(`${BASE_URL}/api/register`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(user),
	})
	expect(res.status).toBe(201)
	const body = (await res.json()) as { id: string }
	const cookie = res.headers.getSetCookie().find((c) => c.startsWith('nhs_session='))!.split(';')[0]!
	return { ...user, id: body.id, cookie }
}

async function person(prefix: string, role?: Role, { suspended = false } = {}) {
	const user = await register(prefix)
	if (role) await grantRole(user.username, role)
	if (suspended) await setActive(user.username, false)
	return user
}

function send(method: string, path: string, cookie: string | undefined, body?: { json?: unknown; form?: Record<string, string> }) {
	const headers: Record<string, string> = cookie ? { cookie } : {}
	let payload: string | undefined
	if (body?.json !== undefined) {
		headers['content-type'] = 'application/json'
		payload = JSON.stringify(body.json)
	} else if (body?.form) {
		headers['content-type'] = 'application/x-www-form-urlencoded'
		payload = new URLSearchParams(body.form).toString()
	}
	return fetch(`${BASE_URL}${path}`, { method, headers, body: payload, redirect: 'manual' })
}

/** What a status in the matrix means: a code, and for redirects where to. */
type Expect = number | `302 ${string}`

type Row = {
	name: string
	method: string
	path: (ids: { target: string }) => string
	body?: (ids: { target: string }) => { json?: unknown; form?: Record<string, string> }
	/** the role that lacks this row's permission (any admin passes rows that need none) */
	lackingRole: Role
	expect: Record<Persona, Expect>
}

const TO_AUTH = (path: string): Expect => `302 /auth?redirectTo=${encodeURIComponent(path)}`
const SUSPENDED: Expect = '302 /auth?suspended=true'
const page = (path: string, lackingRole: Role, lacking: Expect, admin: Expect = 200): Row => ({
	name: `GET ${path}`,
	method: 'GET',
	path: () => path,
	lackingRole,
	expect: { visitor: TO_AUTH(path), user: 403, suspended: SUSPENDED, lacking, admin, super_admin: 200 },
})
const formAction = (intent: string, fields: Record<string, string>, lackingRole: Role, path = '/admin'): Row => ({
	name: `POST ${path} intent=${intent}`,
	method: 'POST',
	path: () => path,
	body: ({ target }) => ({ form: { intent, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.replace('{target}', target)])) } }),
	lackingRole,
	expect: { visitor: TO_AUTH(path), user: 403, suspended: SUSPENDED, lacking: 403, admin: 302, super_admin: 302 },
})
const api = (method: string, path: string, lackingRole: Role, lacking: Expect, body?: Row['body']): Row => ({
	name: `${method} ${path}`,
	method,
	path: ({ target }) => path.replace('{userId}', target),
	body,
	lackingRole,
	expect: { visitor: 401, user: 403, suspended: 403, lacking, admin: 200, super_admin: 200 },
})

const MATRIX: Row[] = [
	page('/admin', 'analyst', 200),
	page('/admin?tab=users', 'analyst', 403),
	page('/admin?tab=health', 'support', 403),
	page('/admin?tab=analytics', 'support', 403),
	page('/admin?tab=settings', 'support', 403),
	page('/admin?tab=audit', 'admin', 403, 403),
	{
		name: 'GET /admin?tab=users&confirm={userId}',
		method: 'GET',
		path: ({ target }) => `/admin?tab=users&confirm=${target}`,
		lackingRole: 'analyst',
		expect: { visitor: '302 /auth?redirectTo=', user: 403, suspended: SUSPENDED, lacking: 403, admin: 200, super_admin: 200 },
	},
	formAction('set-status', { userId: '{target}', isActive: 'true' }, 'support', '/admin?tab=users'),
	formAction('set-payment-mode', { mode: 'test' }, 'support', '/admin?tab=settings'),
	formAction('refresh-health', {}, 'support', '/admin?tab=health'),
	api('GET', '/api/admin/me', 'analyst', 200),
	api('GET', '/api/admin/dashboard', 'support', 403),
	api('GET', '/api/admin/users', 'analyst', 403),
	api('PATCH', '/api/admin/users/{userId}/status', 'support', 403, () => ({ json: { isActive: true } })),
	api('GET', '/api/admin/users/{userId}/export', 'analyst', 403),
	{
		name: 'GET /settings/export (every signed-in user)',
		method: 'GET',
		path: () => '/settings/export',
		lackingRole: 'analyst',
		expect: { visitor: TO_AUTH('/settings/export'), user: 200, suspended: SUSPENDED, lacking: 200, admin: 200, super_admin: 200 },
	},
]

test.describe('admin authorization matrix @js-only', () => {
	test('every admin page, action and endpoint answers each kind of caller with the right status', async () => {
		test.setTimeout(90_000)
		const target = await person('target')
		const cookies: Record<Exclude<Persona, 'visitor' | 'lacking'> | Role, string> = {
			user: (await person('plain')).cookie,
			suspended: (await person('susp', 'super_admin', { suspended: true })).cookie,
			admin: (await person('adm', 'admin')).cookie,
			super_admin: (await person('super', 'super_admin')).cookie,
			support: (await person('support', 'support')).cookie,
			analyst: (await person('analyst', 'analyst')).cookie,
		}
		const failures: string[] = []
		for (const row of MATRIX) {
			for (const persona of Object.keys(row.expect) as Persona[]) {
				const cookie = persona === 'visitor' ? undefined : persona === 'lacking' ? cookies[row.lackingRole] : cookies[persona]
				const res = await send(row.method, row.path({ target: target.id }), cookie, row.body?.({ target: target.id }))
				const expected = row.expect[persona]
				const [code, location] = typeof expected === 'number' ? [expected, undefined] : [302, expected.slice(4)]
				const actual = `${res.status}${res.status === 302 ? ` ${res.headers.get('location')}` : ''}`
				const ok = res.status === code && (!location || (res.headers.get('location') ?? '').startsWith(location))
				if (!ok) failures.push(`${row.name} as ${persona}${persona === 'lacking' ? ` (${row.lackingRole})` : ''}: expected ${expected}, got ${actual}`)
				// Bodies that say why.
				if (ok && res.status === 403 && row.name.startsWith('GET /admin') && persona === 'user') {
					const html = await res.text()
					expect(html).toContain('Access Denied')
					expect(html).toContain('You don&#x27;t have admin access to this area.')
				}
				if (ok && res.status === 403 && row.method !== 'POST' && row.name.includes('/api/') && persona === 'suspended') {
					expect(await res.json()).toEqual({ message: 'Account suspended', suspended: true })
				}
			}
		}
		expect(failures, failures.join('\n')).toEqual([])
	})
})

test.describe('admin API over HTTP @js-only', () => {
	test('GET /api/admin/me and /api/admin/dashboard return SPEC.md shapes', async () => {
		const admin = await person('me', 'support')
		const me = await send('GET', '/api/admin/me', admin.cookie)
		expect(await me.json()).toEqual({
			user: { firstName: admin.firstName, username: admin.username },
			adminRole: { role: 'support' },
			permissions: expect.arrayContaining(['users.read', 'users.export']),
		})
		expect((await send('POST', '/api/admin/me', admin.cookie)).status).toBe(405)

		const superAdmin = await person('dash', 'super_admin')
		const dashboard = await send('GET', '/api/admin/dashboard', superAdmin.cookie)
		expect(await dashboard.json()).toMatchObject({
			userStats: { totalUsers: expect.any(Number), activeUsers: expect.any(Number), newUsersThisMonth: expect.any(Number) },
			engagementStats: { completedSessions: expect.any(Number) },
			systemHealth: {
				database: { status: 'healthy', latency: expect.any(Number) },
				apis: { status: expect.any(String), providers: expect.arrayContaining([expect.objectContaining({ id: 'smtp', status: 'healthy' })]) },
				storage: { status: 'healthy' },
			},
		})
	})

	test('GET /api/admin/users: search, pagination and bad query parameters', async () => {
		const admin = await person('lister', 'support')
		const a = await person('findme')
		await person('findme')
		const search = await send('GET', `/api/admin/users?q=${encodeURIComponent(a.username)}`, admin.cookie)
		const found = (await search.json()) as { users: Array<Record<string, unknown>>; total: number; page: number; totalPages: number }
		expect(found).toMatchObject({ total: 1, page: 1, totalPages: 1 })
		expect(found.users[0]).toMatchObject({
			id: a.id,
			username: a.username,
			email: a.email,
			isActive: true,
			completedInterviews: 0,
			plan: { slug: 'free', name: 'Free' },
			role: null,
		})
		expect(found.users[0]).not.toHaveProperty('passwordHash')
		const paged = (await (await send('GET', `/api/admin/users?q=findme&pageSize=1&page=2`, admin.cookie)).json()) as { users: unknown[]; page: number; pageSize: number; total: number }
		expect(paged).toMatchObject({ page: 2, pageSize: 1 })
		expect(paged.total).toBeGreaterThanOrEqual(2)
		expect(paged.users).toHaveLength(1)

		for (const [query, message] of [
			['page=0', 'page must be a whole number of 1 or more.'],
			['page=abc', 'page must be a whole number of 1 or more.'],
			['pageSize=500', 'pageSize must be a whole number from 1 to 100.'],
		]) {
			const bad = await send('GET', `/api/admin/users?${query}`, admin.cookie)
			expect(bad.status, query).toBe(400)
			expect(await bad.json()).toEqual({ message })
		}
		const nul = await send('GET', `/api/admin/users?q=${encodeURIComponent('\u0000%')}`, admin.cookie)
		expect(nul.status).toBe(200)
	})

	test('PATCH /api/admin/users/{userId}/status: suspends (the next request is refused), activates, and refuses what it must', async () => {
		const admin = await person('patcher', 'admin')
		const superAdmin = await person('untouchable', 'super_admin')
		const target = await person('patched')
		const path = `/api/admin/users/${target.id}/status`

		const suspended = await send('PATCH', path, admin.cookie, { json: { isActive: false } })
		expect(suspended.status).toBe(200)
		expect(await suspended.json()).toEqual({ id: target.id, username: target.username, isActive: false, message: 'User status updated successfully' })
		const next = await send('GET', '/api/user', target.cookie)
		expect(next.status).toBe(403)
		expect(await next.json()).toEqual({ message: 'Account suspended', suspended: true })
		const nextPage = await send('GET', '/', target.cookie)
		expect(nextPage.headers.get('location')).toBe('/auth?suspended=true')

		expect(await (await send('PATCH', path, admin.cookie, { json: { isActive: true } })).json()).toMatchObject({ isActive: true })
		expect((await send('GET', '/api/user', target.cookie)).status).toBe(200)

		const cases: Array<[string, { json?: unknown }, number, string]> = [
			[`/api/admin/users/${admin.id}/status`, { json: { isActive: false } }, 403, 'You cannot suspend your own account.'],
			[`/api/admin/users/${superAdmin.id}/status`, { json: { isActive: false } }, 403, 'A super admin cannot be suspended.'],
			['/api/admin/users/00000000-0000-4000-8000-000000000000/status', { json: { isActive: false } }, 404, 'User not found.'],
			['/api/admin/users/not-a-uuid/status', { json: { isActive: false } }, 404, 'User not found.'],
			[path, { json: { isActive: 'no' } }, 400, 'isActive must be true or false.'],
			[path, { json: {} }, 400, 'isActive must be true or false.'],
			[path, { json: { isActive: false, pad: 'x'.repeat(5000) } }, 413, 'Request body is too large.'],
		]
		for (const [url, body, status, message] of cases) {
			const res = await send('PATCH', url, admin.cookie, body)
			expect(res.status, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(status)
			expect(await res.json()).toEqual({ message })
		}
		const malformed = await fetch(`${BASE_URL}${path}`, { method: 'PATCH', headers: { cookie: admin.cookie, 'content-type': 'application/json' }, body: '{oops' })
		expect(malformed.status).toBe(400)
		expect(await malformed.json()).toEqual({ message: 'Request body is not valid JSON.' })
		const wrongMethod = await send('POST', path, admin.cookie, { json: { isActive: false } })
		expect(wrongMethod.status).toBe(405)
		const crossSite = await fetch(`${BASE_URL}${path}`, {
			method: 'PATCH',
			headers: { cookie: admin.cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
			body: JSON.stringify({ isActive: false }),
		})
		expect(crossSite.status).toBe(403)
		expect((await send('GET', '/api/user', superAdmin.cookie)).status).toBe(200)
		expect((await send('GET', '/api/user', target.cookie)).status).toBe(200)
	})

	test('GET /api/admin/users/{userId}/export: a JSON download named user_{id}_data.json, never a hash', async () => {
		const admin = await person('exporter', 'support')
		const target = await person('exported')
		const res = await send('GET', `/api/admin/users/${target.id}/export`, admin.cookie)
		expect(res.status).toBe(200)
		expect(res.headers.get('content-disposition')).toBe(`attachment; filename="user_${target.id}_data.json"`)
		const text = await res.text()
		expect(JSON.parse(text)).toMatchObject({ profile: { id: target.id, username: target.username, email: target.email } })
		expect(text).not.toMatch(/argon2|password_?hash|token_?hash/i)
		const missing = await send('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000/export', admin.cookie)
		expect(missing.status).toBe(404)
		expect(await missing.json()).toEqual({ message: 'User not found.' })
	})
})
