/**
 * The account pages' loaders and actions, called directly: suspended users
 * are sent to /auth?suspended=true everywhere; REQUIRE_ACTIVATION makes
 * sign-in wait for the e-mailed link; the form actions answer bad input with
 * a 400 and redirect with a toast on success.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { afterEach, describe, expect, test } from 'vitest'
import { getUserById } from '#app/models/user.server'
import * as activatePage from '#app/routes/activate'
import * as authPage from '#app/routes/auth'
import * as googleStart from '#app/routes/auth_.google'
import * as emailTestPage from '#app/routes/email-test'
import * as forgotPage from '#app/routes/forgot-password'
import * as profilePage from '#app/routes/profile'
import * as resetPage from '#app/routes/reset-password'
import * as settingsPage from '#app/routes/settings'
import { action as loginApi } from '#app/routes/api.login'
import { action as registerApi } from '#app/routes/api.register'
import { NOT_ACTIVATED } from '#app/services/authenticator.server'
import { resetEnvCache } from '#app/services/env.server'
import { verifyPassword } from '#app/services/password.server'
import { getToast } from '#app/services/toast.server'
import { SUBJECTS } from '../support/eml'
import { emailsTo, waitForEmail, waitForToken } from '../support/outbox'
import { apiRequest, createTestUser, TEST_PASSWORD } from './helpers'

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown

let ipCounter = 0
async function call(handler: unknown, request: Request): Promise<Response> {
	try {
		const result = await (handler as Handler)({ request, params: {}, context: { clientIp: `10.1.0.${++ipCounter}` } })
		if (result instanceof Response) return result
		// data() results and plain objects: a 200 unless data() set a status.
		const init = result as { type?: string; data?: unknown; init?: ResponseInit | null }
		if (init && init.type === 'DataWithResponseInit') {
			return Response.json(init.data, { status: init.init?.status ?? 200, headers: init.init?.headers })
		}
		return Response.json(result)
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
}

function form(path: string, fields: Record<string, string>, cookie?: string) {
	return new Request(`http://localhost:3000${path}`, {
		method: 'POST',
		headers: cookie ? { cookie } : {},
		body: new URLSearchParams(fields),
	})
}

function get(path: string, cookie?: string) {
	return new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} })
}

const PASSWORD = TEST_PASSWORD

/** The flash toast a redirect carries. */
async function toastOf(res: Response) {
	const cookie = res.headers.getSetCookie().find((c) => c.startsWith('nhs_toast='))
	if (!cookie) return null
	return (await getToast(new Request('http://localhost', { headers: { cookie: cookie.split(';')[0]! } }))).toast
}

describe('suspended users', () => {
	test('every account page loader and action redirects to /auth?suspended=true', async () => {
		const { cookie } = await createTestUser({ isActive: false })
		const cases: Array<[string, unknown, Request]> = [
			['profile loader', profilePage.loader, get('/profile', cookie)],
			['profile action', profilePage.action, form('/profile', { firstName: 'A', lastName: 'B', email: 'a@b.test' }, cookie)],
			['settings loader', settingsPage.loader, get('/settings', cookie)],
			['settings action', settingsPage.action, form('/settings', { intent: 'delete-account', confirm: 'DELETE' }, cookie)],
			['email-test loader', emailTestPage.loader, get('/email-test', cookie)],
			['email-test action', emailTestPage.action, form('/email-test', { intent: 'test-connection' }, cookie)],
			['activate loader', activatePage.loader, get('/activate?token=abc', cookie)],
			['activate action', activatePage.action, form('/activate', { email: 'a@b.test' }, cookie)],
			['forgot loader', forgotPage.loader, get('/forgot-password', cookie)],
			['forgot action', forgotPage.action, form('/forgot-password', { email: 'a@b.test' }, cookie)],
			['reset loader', resetPage.loader, get('/reset-password?token=abc', cookie)],
			['reset action', resetPage.action, form('/reset-password', { token: 'abc', password: 'long-enough', confirmPassword: 'long-enough' }, cookie)],
			['google loader', googleStart.loader, get('/auth/google', cookie)],
			['google action', googleStart.action, form('/auth/google', {}, cookie)],
		]
		for (const [name, handler, request] of cases) {
			const res = await call(handler, request)
			expect(res.status, name).toBe(302)
			expect(res.headers.get('location'), name).toBe('/auth?suspended=true')
			expect(res.headers.get('set-cookie'), name).toMatch(/nhs_session=;/)
		}
	})

	test('signed-out visitors are sent to /auth with the page to come back to', async () => {
		for (const [handler, path] of [
			[profilePage.loader, '/profile'],
			[settingsPage.loader, '/settings'],
			[emailTestPage.loader, '/email-test'],
		] as const) {
			const res = await call(handler, get(path))
			expect(res.status).toBe(302)
			expect(res.headers.get('location')).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
		}
	})
})

describe('REQUIRE_ACTIVATION=true', () => {
	afterEach(() => {
		delete process.env.REQUIRE_ACTIVATION
		resetEnvCache()
	})

	test('sign-up does not sign in; sign-in is refused until the e-mailed link is followed', async () => {
		process.env.REQUIRE_ACTIVATION = 'true'
		resetEnvCache()
		const name = `act_${process.pid}_${Date.now().toString(36)}`
		const signUp = await call(
			authPage.action,
			form('/auth', { intent: 'signup', username: name, email: `${name}@example.test`, password: PASSWORD, firstName: 'Amara', lastName: 'Okafor' }),
		)
		expect(signUp.status).toBe(302)
		expect(signUp.headers.get('location')).toBe('/auth')
		expect(signUp.headers.getSetCookie().some((c) => c.startsWith('nhs_session='))).toBe(false)
		expect(await toastOf(signUp)).toMatchObject({
			title: 'Account created!',
			description: 'Please check your email to activate your account before logging in.',
		})

		const login = () => call(loginApi, apiRequest('/api/login', { method: 'POST', json: { username: name, password: PASSWORD } }))
		const refused = await login()
		expect(refused.status).toBe(401)
		expect((await refused.json()).message).toBe(NOT_ACTIVATED)
		const formRefused = await call(authPage.action, form('/auth', { intent: 'signin', username: name, password: PASSWORD }))
		expect(formRefused.status).toBe(401)
		expect(JSON.stringify(await formRefused.json())).toContain(NOT_ACTIVATED)

		const token = await waitForToken(`${name}@example.test`, SUBJECTS.activation, '/activate')
		// The welcome waits for activation.
		expect(emailsTo(`${name}@example.test`, SUBJECTS.welcome)).toHaveLength(0)
		const activated = await call(activatePage.loader, get(`/activate?token=${encodeURIComponent(token)}`))
		expect(activated.status).toBe(200)
		expect(await activated.json()).toMatchObject({ status: 'success', alreadyActive: false, firstName: 'Amara' })
		expect((await waitForEmail(`${name}@example.test`, SUBJECTS.welcome)).text).toContain('Welcome, Amara!')
		// Following the link again (a mail scanner, a second click) sends no second welcome.
		await call(activatePage.loader, get(`/activate?token=${encodeURIComponent(token)}`))
		expect(emailsTo(`${name}@example.test`, SUBJECTS.welcome)).toHaveLength(1)
		expect((await login()).status).toBe(200)
	})

	test('POST /api/register says requiresActivation and sets no session', async () => {
		process.env.REQUIRE_ACTIVATION = 'true'
		resetEnvCache()
		const name = `apiact_${process.pid}_${Date.now().toString(36)}`
		const res = await call(
			registerApi,
			apiRequest('/api/register', { method: 'POST', json: { username: name, email: `${name}@example.test`, password: PASSWORD, firstName: 'A', lastName: 'B' } }),
		)
		expect(res.status).toBe(201)
		expect((await res.json()).requiresActivation).toBe(true)
		expect(res.headers.get('set-cookie')).toBeNull()
	})
})

describe('page actions', () => {
	test('profile: 400 with field errors, 409 for a taken address, then a redirect with the toast', async () => {
		const { user: other } = await createTestUser()
		const { user, cookie } = await createTestUser()
		const bad = await call(profilePage.action, form('/profile?edit=1', { firstName: '', lastName: 'Obi', email: 'nope' }, cookie))
		expect(bad.status).toBe(400)
		const body = await bad.json()
		expect(body.result.error).toMatchObject({ firstName: ['First name is required'], email: ['Please enter a valid email address'] })
		expect(body.result.initialValue).toMatchObject({ lastName: 'Obi', email: 'nope' })

		const taken = await call(profilePage.action, form('/profile?edit=1', { firstName: 'A', lastName: 'B', email: other.email }, cookie))
		expect(taken.status).toBe(409)

		const ok = await call(profilePage.action, form('/profile?edit=1', { firstName: 'Chiamaka', lastName: 'Obi', email: user.email }, cookie))
		expect(ok.status).toBe(302)
		expect(ok.headers.get('location')).toBe('/profile')
		expect(await toastOf(ok)).toMatchObject({ type: 'success', title: 'Profile updated' })
		expect((await getUserById(user.id))!.firstName).toBe('Chiamaka')
	})

	test('profile loader: member since in en-GB long format, edit mode from ?edit=1', async () => {
		const { cookie } = await createTestUser()
		const view = await (await call(profilePage.loader, get('/profile', cookie))).json()
		expect(view.editing).toBe(false)
		expect(view.user.memberSince).toMatch(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/)
		expect(view.user).not.toHaveProperty('passwordHash')
		expect((await (await call(profilePage.loader, get('/profile?edit=1', cookie))).json()).editing).toBe(true)
	})

	test('settings: change password, notifications cookie, delete needs DELETE typed', async () => {
		const created = await createTestUser()
		const { user } = created
		let { cookie } = created
		const mismatch = await call(
			settingsPage.action,
			form('/settings', { intent: 'change-password', currentPassword: PASSWORD, newPassword: 'new-pass-1', confirmPassword: 'new-pass-2' }, cookie),
		)
		expect(mismatch.status).toBe(400)
		expect((await mismatch.json()).result.error).toMatchObject({ confirmPassword: ["Passwords don't match"] })
		const changed = await call(
			settingsPage.action,
			form('/settings', { intent: 'change-password', currentPassword: PASSWORD, newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' }, cookie),
		)
		expect(changed.status).toBe(302)
		expect(await toastOf(changed)).toMatchObject({ title: 'Password updated' })
		expect(await verifyPassword((await getUserById(user.id))!.passwordHash, 'new-pass-1')).toBe(true)
		// The old session has ended; this device carries on with the fresh cookie it was given.
		expect((await call(settingsPage.loader, get('/settings', cookie))).status).toBe(302)
		cookie = changed.headers.getSetCookie().find((c) => c.startsWith('nhs_session='))!.split(';')[0]!

		const prefs = await call(settingsPage.action, form('/settings', { intent: 'notifications', browserNotifications: 'on' }, cookie))
		expect(prefs.status).toBe(302)
		const prefsCookie = prefs.headers.getSetCookie().find((c) => c.startsWith('nhs_notifications='))!
		expect(prefsCookie).toMatch(/^nhs_notifications=browserNotifications;/)
		const loaded = await (await call(settingsPage.loader, get('/settings', `${cookie}; ${prefsCookie.split(';')[0]}`))).json()
		expect(loaded.preferences).toEqual({ emailNotifications: false, browserNotifications: true, interviewReminders: false, progressReports: false })
		const defaults = await (await call(settingsPage.loader, get('/settings', cookie))).json()
		expect(defaults.preferences).toEqual({ emailNotifications: true, browserNotifications: false, interviewReminders: true, progressReports: true })

		const notTyped = await call(settingsPage.action, form('/settings', { intent: 'delete-account', confirm: 'delete' }, cookie))
		expect(notTyped.status).toBe(400)
		expect(await getUserById(user.id)).not.toBeNull()
		const unknown = await call(settingsPage.action, form('/settings', { intent: 'something-else' }, cookie))
		expect(unknown.status).toBe(400)
		const deleted = await call(settingsPage.action, form('/settings', { intent: 'delete-account', confirm: 'DELETE' }, cookie))
		expect(deleted.status).toBe(302)
		expect(deleted.headers.get('location')).toBe('/auth')
		expect(await toastOf(deleted)).toMatchObject({ title: 'Account deleted' })
		expect(deleted.headers.getSetCookie().some((c) => /^nhs_session=;/.test(c))).toBe(true)
		expect(await getUserById(user.id)).toBeNull()
	})

	test('forgot-password page: neutral redirect, 400 without an address', async () => {
		const empty = await call(forgotPage.action, form('/forgot-password', { email: '' }))
		expect(empty.status).toBe(400)
		expect((await empty.json()).result.error).toMatchObject({ email: ['Please enter your email address'] })
		const sent = await call(forgotPage.action, form('/forgot-password', { email: 'nobody@example.test' }))
		expect(sent.headers.get('location')).toBe('/forgot-password?sent=1')
		expect(await toastOf(sent)).toMatchObject({
			description: 'If an account with that email exists, you will receive a password reset link',
		})
	})

	test('reset-password page: invalid without a token; the form needs matching passwords of 8+', async () => {
		const noToken = await call(resetPage.loader, get('/reset-password'))
		expect(noToken.status).toBe(400)
		expect(await noToken.json()).toMatchObject({ valid: false })
		const { user } = await createTestUser()
		await call(forgotPage.action, form('/forgot-password', { email: user.email }))
		const token = await waitForToken(user.email, SUBJECTS.reset, '/reset-password')
		const page = await call(resetPage.loader, get(`/reset-password?token=${encodeURIComponent(token)}`))
		expect(await page.json()).toMatchObject({ valid: true, token })
		const noConfirm = await call(resetPage.action, form('/reset-password', { token, password: 'long-enough' }))
		expect(noConfirm.status).toBe(400)
		expect((await noConfirm.json()).result.error).toMatchObject({ confirmPassword: ["Passwords Don't Match"] })
		const short = await call(resetPage.action, form('/reset-password', { token, password: 'short', confirmPassword: 'short' }))
		expect((await short.json()).result.error).toMatchObject({ password: ['Password must be at least 8 characters long'] })
		const done = await call(resetPage.action, form('/reset-password', { token, password: 'long-enough', confirmPassword: 'long-enough' }))
		expect(done.status).toBe(302)
		expect(done.headers.get('location')).toBe('/auth')
		const again = await call(resetPage.action, form('/reset-password', { token, password: 'long-enough', confirmPassword: 'long-enough' }))
		expect(again.status).toBe(400)
	})

	test('email-test page: own address only for non-admins', async () => {
		const { user, cookie } = await createTestUser()
		const other = await call(emailTestPage.action, form('/email-test', { intent: 'welcome', email: 'x@example.test', name: 'X' }, cookie))
		expect(other.status).toBe(403)
		const missing = await call(emailTestPage.action, form('/email-test', { intent: 'welcome', email: '', name: '' }, cookie))
		expect(missing.status).toBe(400)
		expect((await missing.json()).result.error).toMatchObject({
			email: ['Please enter both email and name'],
			name: ['Please enter both email and name'],
		})
		const ok = await call(emailTestPage.action, form('/email-test', { intent: 'activation', email: user.email, name: 'Amara' }, cookie))
		expect(ok.status).toBe(200)
		expect((await ok.json()).send).toBe(`Activation test email sent to ${user.email}.`)
	})
})
