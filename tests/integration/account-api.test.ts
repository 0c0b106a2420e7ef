/**
 * The accounts JSON API (SPEC.md section 7), called as route loaders and
 * actions with real Request objects against the test PostgreSQL database.
 * Every endpoint: the happy path, bad input (missing fields, wrong types,
 * oversized or malformed bodies) as a 4xx with a message, never a 500.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { authTokens, users } from '#drizzle/schema'
import { hashToken } from '#app/models/auth-token.server'
import { getUserById } from '#app/models/user.server'
import { action as activateApi } from '#app/routes/api.auth.activate'
import { action as forgotApi } from '#app/routes/api.auth.forgot-password'
import { action as resendApi } from '#app/routes/api.auth.resend-activation'
import { action as resetApi } from '#app/routes/api.auth.reset-password'
import { action as verifyApi } from '#app/routes/api.auth.verify-reset-token'
import { loader as smtpTestApi } from '#app/routes/api.email.test/route'
import { action as testActivationApi } from '#app/routes/api.email.test-activation'
import { action as testResetApi } from '#app/routes/api.email.test-reset'
import { action as testWelcomeApi, loader as testWelcomeGet } from '#app/routes/api.email.test-welcome'
import { action as loginApi } from '#app/routes/api.login'
import { action as logoutApi } from '#app/routes/api.logout'
import { action as registerApi } from '#app/routes/api.register'
import { loader as userApi } from '#app/routes/api.user'
import { action as deleteAccountApi } from '#app/routes/api.user.account'
import { action as changePasswordApi } from '#app/routes/api.user.change-password'
import { action as profileApi, loader as profileGet } from '#app/routes/api.user.profile'
import { db } from '#app/services/db.server'
import { verifyPassword } from '#app/services/password.server'
import { SUBJECTS } from '../support/eml'
import { emailsTo, waitForEmail, waitForToken } from '../support/outbox'
import { apiRequest, createTestUser, TEST_PASSWORD } from './helpers'

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<Response> | Response

let ipCounter = 0
/** Call a route function; thrown Responses come back like returned ones. Each call gets its own client address unless told. */
async function call(handler: unknown, request: Request, clientIp = `10.0.0.${++ipCounter}`) {
	try {
		return await (handler as Handler)({ request, params: {}, context: { clientIp } })
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
}

let n = 0
function unique(prefix = 'acct') {
	return `${prefix}_${process.pid}_${Date.now().toString(36)}_${n++}`
}

const PASSWORD = TEST_PASSWORD

function registration(overrides: Record<string, unknown> = {}) {
	const name = unique('reg')
	return { username: name, email: `${name}@example.test`, password: PASSWORD, firstName: 'Amara', lastName: 'Okafor', ...overrides }
}

/** Bad bodies every JSON endpoint must turn away with a 4xx and a message. */
function badBodies(valid: Record<string, unknown>) {
	return [
		{ body: '{not json', status: 400 },
		{ body: '["an", "array"]', status: 400 },
		{ body: 'null', status: 400 },
		{ body: JSON.stringify({ ...valid, pad: 'x'.repeat(70_000) }), status: 413 },
		{ body: 'a=b', headers: { 'content-type': 'text/plain' }, status: 415 },
	]
}

async function expectMessage(res: Response, status: number, message?: string | RegExp) {
	expect(res.status).toBe(status)
	const body = await res.json()
	expect(body.message).toEqual(expect.any(String))
	if (typeof message === 'string') expect(body.message).toBe(message)
	else if (message) expect(body.message).toMatch(message)
	return body
}

async function tokenRows(userId: string, purpose: 'activation' | 'password_reset') {
	return db.select().from(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)))
}

describe('GET /api/user', () => {
	test('401 {message} when signed out; the user without secrets when signed in', async () => {
		await expectMessage(await call(userApi, apiRequest('/api/user')), 401, 'Not authenticated')
		const { user, cookie } = await createTestUser()
		const res = await call(userApi, apiRequest('/api/user', { cookie }))
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(body).toMatchObject({ id: user.id, username: user.username, email: user.email, firstName: 'Amara', lastName: 'Okafor', isActive: true, isAdmin: false })
		expect(body).not.toHaveProperty('passwordHash')
		expect(body).not.toHaveProperty('googleId')
	})

	test('a suspended user gets 403 {message, suspended: true} and the session is cleared', async () => {
		const { cookie } = await createTestUser({ isActive: false })
		const res = await call(userApi, apiRequest('/api/user', { cookie }))
		const body = await expectMessage(res, 403)
		expect(body.suspended).toBe(true)
		expect(res.headers.get('set-cookie')).toMatch(/nhs_session=;/)
	})
})

describe('POST /api/register', () => {
	test('201 with the user and requiresActivation; signed in; an activation e-mail is sent', async () => {
		const input = registration()
		const res = await call(registerApi, apiRequest('/api/register', { method: 'POST', json: input }))
		expect(res.status).toBe(201)
		const body = await res.json()
		expect(body).toMatchObject({ username: input.username, email: input.email, requiresActivation: false })
		expect(body).not.toHaveProperty('passwordHash')
		expect(res.headers.get('set-cookie')).toMatch(/^nhs_session=/)
		const token = await waitForToken(input.email, SUBJECTS.activation, '/activate')
		// Only the hash is stored.
		const [row] = await tokenRows(body.id, 'activation')
		expect(row!.tokenHash).toBe(hashToken(token))
		expect(row!.tokenHash).not.toBe(token)
	})

	test('duplicates are 409 with the field named', async () => {
		const first = registration()
		await call(registerApi, apiRequest('/api/register', { method: 'POST', json: first }))
		const res = await call(registerApi, apiRequest('/api/register', { method: 'POST', json: registration({ username: first.username.toUpperCase() }) }))
		const body = await expectMessage(res, 409, 'That username is already taken')
		expect(body.errors).toEqual({ username: 'That username is already taken' })
		await expectMessage(
			await call(registerApi, apiRequest('/api/register', { method: 'POST', json: registration({ email: first.email.toUpperCase() }) })),
			409,
			'An account with this email address already exists',
		)
	})

	test('bad input is a 4xx with SPEC messages, never a 500', async () => {
		const cases: Array<[Record<string, unknown>, string]> = [
			[registration({ username: 'ab' }), 'Username must be at least 3 characters'],
			[registration({ email: 'nope' }), 'Please enter a valid email address'],
			[registration({ password: '12345' }), 'Password must be at least 6 characters'],
			[registration({ firstName: '   ' }), 'First name is required'],
			[registration({ lastName: undefined }), 'Last name is required'],
			[registration({ firstName: 42 }), 'First name is required'],
			[{}, 'Username must be at least 3 characters'],
		]
		for (const [json, message] of cases) {
			await expectMessage(await call(registerApi, apiRequest('/api/register', { method: 'POST', json })), 400, message)
		}
		for (const bad of badBodies(registration())) {
			const res = await call(registerApi, apiRequest('/api/register', { method: 'POST', body: bad.body, headers: bad.headers }))
			await expectMessage(res, bad.status)
		}
		await expectMessage(
			await call(registerApi, apiRequest('/api/register', { method: 'POST', json: registration({ website: 'http://spam.example' }) })),
			400,
			'Unable to create account',
		)
	})
})

describe('POST /api/logout', () => {
	test('clears the session cookie', async () => {
		const { cookie } = await createTestUser()
		const res = await call(logoutApi, apiRequest('/api/logout', { method: 'POST', cookie }))
		expect(res.status).toBe(200)
		expect((await res.json()).message).toBe('You have been successfully logged out.')
		expect(res.headers.get('set-cookie')).toMatch(/nhs_session=;.*Expires=Thu, 01 Jan 1970/)
	})
})

describe('PATCH /api/user/profile', () => {
	test('updates the names; a new e-mail must be confirmed again', async () => {
		const { user, cookie } = await createTestUser()
		const email = `${unique('new')}@example.test`
		const res = await call(profileApi, apiRequest('/api/user/profile', { method: 'PATCH', cookie, json: { firstName: 'Chiamaka', lastName: 'Obi', email: email.toUpperCase() } }))
		expect(res.status).toBe(200)
		expect(await res.json()).toMatchObject({ id: user.id, firstName: 'Chiamaka', lastName: 'Obi', email, activatedAt: null })
		await waitForEmail(email, SUBJECTS.activation)
		// Same e-mail: stays confirmed.
		const { user: other, cookie: otherCookie } = await createTestUser()
		const same = await call(profileApi, apiRequest('/api/user/profile', { method: 'PATCH', cookie: otherCookie, json: { firstName: 'A', lastName: 'B', email: other.email } }))
		expect((await same.json()).activatedAt).not.toBeNull()
	})

	test('an address another account uses is 409; bad input is 400; wrong method 405; signed out 401', async () => {
		const { user: taken } = await createTestUser()
		const { cookie } = await createTestUser()
		const url = '/api/user/profile'
		await expectMessage(
			await call(profileApi, apiRequest(url, { method: 'PATCH', cookie, json: { firstName: 'A', lastName: 'B', email: taken.email } })),
			409,
			'An account with this email address already exists',
		)
		await expectMessage(await call(profileApi, apiRequest(url, { method: 'PATCH', cookie, json: { firstName: '', lastName: 'B', email: 'a@b.test' } })), 400, 'First name is required')
		await expectMessage(await call(profileApi, apiRequest(url, { method: 'PATCH', cookie, json: { firstName: 'A', lastName: 'B', email: 'x' } })), 400, 'Please enter a valid email address')
		await expectMessage(await call(profileApi, apiRequest(url, { method: 'PATCH', cookie, json: { firstName: 'A', lastName: [], email: 'a@b.test' } })), 400, 'Last name is required')
		for (const bad of badBodies({ firstName: 'A', lastName: 'B', email: 'a@b.test' })) {
			await expectMessage(await call(profileApi, apiRequest(url, { method: 'PATCH', cookie, body: bad.body, headers: bad.headers })), bad.status)
		}
		await expectMessage(await call(profileApi, apiRequest(url, { method: 'POST', cookie, json: {} })), 405)
		await expectMessage(await call(profileGet, apiRequest(url, { cookie })), 405)
		await expectMessage(await call(profileApi, apiRequest(url, { method: 'PATCH', json: { firstName: 'A', lastName: 'B', email: 'a@b.test' } })), 401)
	})
})

describe('POST /api/user/change-password', () => {
	const url = '/api/user/change-password'

	test('checks the current password, then the new one signs in', async () => {
		const { user, cookie } = await createTestUser()
		await expectMessage(
			await call(changePasswordApi, apiRequest(url, { method: 'POST', cookie, json: { currentPassword: 'wrong-one', newPassword: 'new-password-1' } })),
			400,
			'Current password is incorrect',
		)
		const res = await call(changePasswordApi, apiRequest(url, { method: 'POST', cookie, json: { currentPassword: PASSWORD, newPassword: 'new-password-1' } }))
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({ success: true, message: 'Password updated' })
		const updated = await getUserById(user.id)
		expect(await verifyPassword(updated!.passwordHash, 'new-password-1')).toBe(true)
		const login = await call(loginApi, apiRequest('/api/login', { method: 'POST', json: { username: user.username, password: 'new-password-1' } }))
		expect(login.status).toBe(200)
	})

	test('bad input is 400 with SPEC messages; repeated wrong guesses are 429', async () => {
		const { cookie } = await createTestUser()
		await expectMessage(await call(changePasswordApi, apiRequest(url, { method: 'POST', cookie, json: { newPassword: 'long-enough' } })), 400, 'Current password is required')
		await expectMessage(await call(changePasswordApi, apiRequest(url, { method: 'POST', cookie, json: { currentPassword: PASSWORD, newPassword: '123' } })), 400, 'Password must be at least 6 characters')
		await expectMessage(await call(changePasswordApi, apiRequest(url, { method: 'POST', cookie, json: { currentPassword: 1, newPassword: 2 } })), 400)
		for (const bad of badBodies({ currentPassword: PASSWORD, newPassword: 'long-enough' })) {
			await expectMessage(await call(changePasswordApi, apiRequest(url, { method: 'POST', cookie, body: bad.body, headers: bad.headers })), bad.status)
		}
		for (let i = 0; i < 5; i++) {
			await expectMessage(await call(changePasswordApi, apiRequest(url, { method: 'POST', cookie, json: { currentPassword: `guess-${i}`, newPassword: 'long-enough' } })), 400)
		}
		await expectMessage(
			await call(changePasswordApi, apiRequest(url, { method: 'POST', cookie, json: { currentPassword: PASSWORD, newPassword: 'long-enough' } })),
			429,
			/Too many attempts/,
		)
	})

	test('a Google-only account is told how to set a password', async () => {
		const { cookie } = await createTestUser({ passwordHash: null })
		await expectMessage(
			await call(changePasswordApi, apiRequest(url, { method: 'POST', cookie, json: { currentPassword: 'anything', newPassword: 'long-enough' } })),
			400,
			/Forgot your password/,
		)
	})
})

describe('DELETE /api/user/account', () => {
	test('removes the user, their rows and their uploads, and signs out', async () => {
		const { user, cookie } = await createTestUser()
		await call(forgotApi, apiRequest('/api/auth/forgot-password', { method: 'POST', json: { email: user.email } }))
		await waitForEmail(user.email, SUBJECTS.reset)
		expect(await tokenRows(user.id, 'password_reset')).toHaveLength(1)
		const uploads = path.join(path.resolve(process.env.DATA_DIR!), 'uploads', user.id)
		fs.mkdirSync(uploads, { recursive: true })
		fs.writeFileSync(path.join(uploads, 'cv.pdf'), 'pretend pdf')

		await expectMessage(await call(deleteAccountApi, apiRequest('/api/user/account', { method: 'POST', cookie })), 405)
		const res = await call(deleteAccountApi, apiRequest('/api/user/account', { method: 'DELETE', cookie }))
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({ success: true, message: 'Account deleted' })
		expect(res.headers.get('set-cookie')).toMatch(/nhs_session=;/)
		expect(await getUserById(user.id)).toBeNull()
		expect(await tokenRows(user.id, 'password_reset')).toHaveLength(0)
		expect(fs.existsSync(uploads)).toBe(false)
		// The old cookie no longer works.
		await expectMessage(await call(userApi, apiRequest('/api/user', { cookie })), 401)
		await expectMessage(await call(deleteAccountApi, apiRequest('/api/user/account', { method: 'DELETE', cookie })), 401)
	})
})

describe('forgot and reset password', () => {
	const NEUTRAL = 'If an account with that email exists, you will receive a password reset link'

	test('the same neutral answer for known and unknown addresses; only a known one gets a link', async () => {
		const { user } = await createTestUser()
		const unknown = `${unique('ghost')}@example.test`
		for (const email of [user.email, unknown]) {
			const res = await call(forgotApi, apiRequest('/api/auth/forgot-password', { method: 'POST', json: { email } }))
			expect(res.status).toBe(200)
			expect(await res.json()).toEqual({ message: NEUTRAL })
		}
		await waitForEmail(user.email, SUBJECTS.reset)
		await new Promise((r) => setTimeout(r, 200))
		expect(emailsTo(unknown)).toHaveLength(0)
	})

	test('reset: verify, single use, hashed at rest, a new link revokes the old, expiry after an hour', async () => {
		const { user } = await createTestUser()
		const forgot = (email: string) => call(forgotApi, apiRequest('/api/auth/forgot-password', { method: 'POST', json: { email } }))
		await forgot(user.email.toUpperCase())
		const first = await waitForToken(user.email, SUBJECTS.reset, '/reset-password')
		await forgot(user.email)
		const second = await waitForToken(user.email, SUBJECTS.reset, '/reset-password', { count: 2 })
		expect(second).not.toBe(first)

		const rows = await tokenRows(user.id, 'password_reset')
		expect(rows).toHaveLength(1)
		expect(rows[0]!.tokenHash).toBe(hashToken(second))
		const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()
		expect(ttl).toBeGreaterThan(59 * 60_000)
		expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000)

		const verify = (token: unknown) => call(verifyApi, apiRequest('/api/auth/verify-reset-token', { method: 'POST', json: { token } }))
		const old = await verify(first)
		expect(old.status).toBe(400)
		expect(await old.json()).toMatchObject({ valid: false, message: expect.stringMatching(/invalid or has expired/) })
		const live = await verify(second)
		expect(live.status).toBe(200)
		expect(await live.json()).toEqual({ valid: true })

		const reset = (json: unknown) => call(resetApi, apiRequest('/api/auth/reset-password', { method: 'POST', json }))
		await expectMessage(await reset({ token: second, password: 'short' }), 400, 'Password must be at least 8 characters long')
		await expectMessage(await reset({ token: second, password: 'long-enough-1', confirmPassword: 'long-enough-2' }), 400, "Passwords Don't Match")
		await expectMessage(await reset({ token: first, password: 'long-enough-1' }), 400, /invalid or has expired/)
		const done = await reset({ token: second, password: 'long-enough-1' })
		expect(done.status).toBe(200)
		expect(await verifyPassword((await getUserById(user.id))!.passwordHash, 'long-enough-1')).toBe(true)
		await expectMessage(await reset({ token: second, password: 'long-enough-2' }), 400, /invalid or has expired/)
		expect((await verify(second)).status).toBe(400)

		// An hour later the link is dead.
		await forgot(user.email)
		const third = await waitForToken(user.email, SUBJECTS.reset, '/reset-password', { count: 3 })
		await db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, hashToken(third)))
		expect((await verify(third)).status).toBe(400)
		await expectMessage(await reset({ token: third, password: 'long-enough-3' }), 400, /invalid or has expired/)
	})

	test('bad input is a 4xx with a message; too many requests for one address is 429', async () => {
		await expectMessage(await call(forgotApi, apiRequest('/api/auth/forgot-password', { method: 'POST', json: {} })), 400, 'Please enter your email address')
		await expectMessage(await call(forgotApi, apiRequest('/api/auth/forgot-password', { method: 'POST', json: { email: '' } })), 400, 'Please enter your email address')
		await expectMessage(await call(forgotApi, apiRequest('/api/auth/forgot-password', { method: 'POST', json: { email: 'nope' } })), 400, 'Please enter a valid email address')
		await expectMessage(await call(forgotApi, apiRequest('/api/auth/forgot-password', { method: 'POST', json: { email: 7 } })), 400)
		await expectMessage(await call(verifyApi, apiRequest('/api/auth/verify-reset-token', { method: 'POST', json: {} })), 400)
		await expectMessage(await call(verifyApi, apiRequest('/api/auth/verify-reset-token', { method: 'POST', json: { token: { $ne: null } } })), 400)
		await expectMessage(await call(resetApi, apiRequest('/api/auth/reset-password', { method: 'POST', json: { password: 'long-enough-1' } })), 400)
		await expectMessage(await call(resetApi, apiRequest('/api/auth/reset-password', { method: 'POST', json: { token: 'x', password: 12345678 } })), 400)
		for (const handler of [forgotApi, verifyApi, resetApi]) {
			for (const bad of badBodies({ email: 'a@b.test', token: 'x', password: 'long-enough-1' })) {
				await expectMessage(await call(handler, apiRequest('/api/auth/x', { method: 'POST', body: bad.body, headers: bad.headers })), bad.status)
			}
		}
		const email = `${unique('limit')}@example.test`
		for (let i = 0; i < 3; i++) {
			expect((await call(forgotApi, apiRequest('/api/auth/forgot-password', { method: 'POST', json: { email } }))).status).toBe(200)
		}
		await expectMessage(
			await call(forgotApi, apiRequest('/api/auth/forgot-password', { method: 'POST', json: { email: email.toUpperCase() } })),
			429,
			/Too many password reset requests/,
		)
	})

	test('one client guessing reset tokens is stopped with 429', async () => {
		const ip = '192.0.2.99'
		for (let i = 0; i < 20; i++) {
			const res = await call(verifyApi, apiRequest('/api/auth/verify-reset-token', { method: 'POST', json: { token: `guess-${i}` } }), ip)
			expect(res.status).toBe(400)
		}
		await expectMessage(
			await call(verifyApi, apiRequest('/api/auth/verify-reset-token', { method: 'POST', json: { token: 'guess-final' } }), ip),
			429,
			/Too many attempts/,
		)
		// Another client is unaffected.
		expect((await call(verifyApi, apiRequest('/api/auth/verify-reset-token', { method: 'POST', json: { token: 'guess' } }), '192.0.2.100')).status).toBe(400)
	})
})

describe('activation', () => {
	test('activate with the e-mailed token once; again says already active; resend by token and by e-mail', async () => {
		const input = registration()
		const registered = await call(registerApi, apiRequest('/api/register', { method: 'POST', json: input }))
		const { id } = await registered.json()
		const token = await waitForToken(input.email, SUBJECTS.activation, '/activate')
		expect((await getUserById(id))!.activatedAt).toBeNull()

		// Resend by token revokes the first link and sends a new one.
		const resent = await call(resendApi, apiRequest('/api/auth/resend-activation', { method: 'POST', json: { token } }))
		expect(resent.status).toBe(200)
		expect((await resent.json()).message).toBe('A new activation link has been sent to your email address.')
		const fresh = await waitForToken(input.email, SUBJECTS.activation, '/activate', { count: 2 })
		const activate = (json: unknown) => call(activateApi, apiRequest('/api/auth/activate', { method: 'POST', json }))
		const revoked = await activate({ token })
		expect(revoked.status).toBe(400)
		expect(await revoked.json()).toMatchObject({ canResend: false, message: expect.stringMatching(/invalid/) })
		// An expired link is refused, and can still ask for a new one.
		await db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, hashToken(fresh)))
		const expired = await activate({ token: fresh })
		expect(expired.status).toBe(400)
		expect(await expired.json()).toMatchObject({ canResend: true, message: expect.stringMatching(/expired/) })
		await db.update(authTokens).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(authTokens.tokenHash, hashToken(fresh)))

		const ok = await activate({ token: fresh })
		expect(ok.status).toBe(200)
		expect(await ok.json()).toEqual({ success: true, message: 'Account Activated' })
		expect((await getUserById(id))!.activatedAt).toBeInstanceOf(Date)
		const again = await activate({ token: fresh })
		expect(await again.json()).toEqual({ success: true, message: 'Your account is already active.' })
		const [row] = await tokenRows(id, 'activation')
		expect(row!.usedAt).toBeInstanceOf(Date)

		// Resend for an active account: nothing to do.
		const active = await call(resendApi, apiRequest('/api/auth/resend-activation', { method: 'POST', json: { token: fresh } }))
		expect((await active.json()).message).toBe('Your account is already active. You can sign in.')
		// By e-mail: neutral, whoever asks.
		for (const email of [input.email, `${unique('ghost')}@example.test`]) {
			const res = await call(resendApi, apiRequest('/api/auth/resend-activation', { method: 'POST', json: { email } }))
			expect(res.status).toBe(200)
			expect((await res.json()).message).toMatch(/^If an account with that email address still needs activating/)
		}
	})

	test('bad input: no token, unknown token, wrong types, malformed bodies', async () => {
		const activate = (init: Parameters<typeof apiRequest>[1]) => call(activateApi, apiRequest('/api/auth/activate', { method: 'POST', ...init }))
		await expectMessage(await activate({ json: {} }), 400, 'No activation token provided')
		await expectMessage(await activate({ json: { token: '   ' } }), 400, 'No activation token provided')
		await expectMessage(await activate({ json: { token: 12 } }), 400, 'No activation token provided')
		await expectMessage(await activate({ json: { token: 'x'.repeat(300) } }), 400)
		await expectMessage(await activate({ json: { token: 'unknown-token' } }), 400, /invalid/)
		const resend = (init: Parameters<typeof apiRequest>[1]) => call(resendApi, apiRequest('/api/auth/resend-activation', { method: 'POST', ...init }))
		await expectMessage(await resend({ json: {} }), 400, 'No activation token provided')
		await expectMessage(await resend({ json: { token: 'unknown-token' } }), 400, /invalid/)
		await expectMessage(await resend({ json: { email: 'not-an-email' } }), 400, 'Please enter a valid email address')
		for (const handler of [activateApi, resendApi]) {
			for (const bad of badBodies({ token: 'x' })) {
				await expectMessage(await call(handler, apiRequest('/api/auth/x', { method: 'POST', body: bad.body, headers: bad.headers })), bad.status)
			}
		}
	})
})

describe('e-mail test API', () => {
	test('GET /api/email/test reports the SMTP state; signed out is 401', async () => {
		const { cookie } = await createTestUser()
		const res = await call(smtpTestApi, apiRequest('/api/email/test', { cookie }))
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({ success: false, message: expect.stringMatching(/SMTP is not configured/) })
		await expectMessage(await call(smtpTestApi, apiRequest('/api/email/test')), 401)
	})

	test('the three samples go to your own address only, unless you are an admin', async () => {
		const { user, cookie } = await createTestUser()
		const cases = [
			[testWelcomeApi, '/api/email/test-welcome', SUBJECTS.welcome, 'Welcome test email sent'],
			[testActivationApi, '/api/email/test-activation', SUBJECTS.activation, 'Activation test email sent'],
			[testResetApi, '/api/email/test-reset', SUBJECTS.reset, 'Password reset test email sent'],
		] as const
		for (const [handler, url, subject, message] of cases) {
			const res = await call(handler, apiRequest(url, { method: 'POST', cookie, json: { email: user.email, name: 'Sam' } }))
			expect(res.status).toBe(200)
			expect(await res.json()).toEqual({ success: true, message: `${message} to ${user.email}.` })
			expect((await waitForEmail(user.email, subject)).text).toContain('Sam')
		}
		const other = `${unique('other')}@example.test`
		await expectMessage(
			await call(testWelcomeApi, apiRequest('/api/email/test-welcome', { method: 'POST', cookie, json: { email: other, name: 'Sam' } })),
			403,
			'You can only send test emails to your own email address.',
		)
		const { cookie: adminCookie } = await createTestUser({ isAdmin: true })
		const res = await call(testWelcomeApi, apiRequest('/api/email/test-welcome', { method: 'POST', cookie: adminCookie, json: { email: other, name: 'Sam' } }))
		expect(res.status).toBe(200)
		await waitForEmail(other, SUBJECTS.welcome)
	})

	test('validation, method, auth and rate limit', async () => {
		const { user, cookie } = await createTestUser()
		const send = (init: Parameters<typeof apiRequest>[1]) => call(testResetApi, apiRequest('/api/email/test-reset', { method: 'POST', cookie, ...init }))
		await expectMessage(await send({ json: {} }), 400, 'Please enter both email and name')
		await expectMessage(await send({ json: { email: user.email } }), 400, 'Please enter both email and name')
		await expectMessage(await send({ json: { email: '', name: 'Sam' } }), 400, 'Please enter both email and name')
		await expectMessage(await send({ json: { email: 5, name: 'Sam' } }), 400, 'Please enter both email and name')
		await expectMessage(await send({ json: { email: 'nope', name: 'Sam' } }), 400, 'Please enter a valid email address')
		for (const bad of badBodies({ email: user.email, name: 'Sam' })) {
			await expectMessage(await send({ body: bad.body, headers: bad.headers }), bad.status)
		}
		await expectMessage(await call(testWelcomeGet, apiRequest('/api/email/test-welcome', { cookie })), 405)
		await expectMessage(await call(testWelcomeApi, apiRequest('/api/email/test-welcome', { method: 'POST', json: { email: user.email, name: 'Sam' } })), 401)
		for (let i = 0; i < 10; i++) {
			expect((await send({ json: { email: user.email, name: 'Sam' } })).status).toBe(200)
		}
		await expectMessage(await send({ json: { email: user.email, name: 'Sam' } }), 429, /Too many test emails/)
	})
})

describe('suspended users on every account endpoint', () => {
	test('403 {message, suspended: true}', async () => {
		const { user, cookie } = await createTestUser()
		await db.update(users).set({ isActive: false }).where(eq(users.id, user.id))
		const requests: Array<[unknown, Request]> = [
			[userApi, apiRequest('/api/user', { cookie })],
			[profileApi, apiRequest('/api/user/profile', { method: 'PATCH', cookie, json: { firstName: 'A', lastName: 'B', email: user.email } })],
			[changePasswordApi, apiRequest('/api/user/change-password', { method: 'POST', cookie, json: { currentPassword: PASSWORD, newPassword: 'long-enough' } })],
			[deleteAccountApi, apiRequest('/api/user/account', { method: 'DELETE', cookie })],
			[smtpTestApi, apiRequest('/api/email/test', { cookie })],
			[testWelcomeApi, apiRequest('/api/email/test-welcome', { method: 'POST', cookie, json: { email: user.email, name: 'A' } })],
		]
		for (const [handler, request] of requests) {
			const res = await call(handler, request)
			const body = await expectMessage(res, 403)
			expect(body.suspended, request.url).toBe(true)
		}
		expect(await getUserById(user.id)).not.toBeNull()
	})
})
