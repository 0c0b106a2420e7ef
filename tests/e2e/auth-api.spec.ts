/**
 * The account-recovery and e-mail endpoints of SPEC.md section 7 over real
 * HTTP, success and failure, through the real SMTP server.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { suspendUser } from './db'
import { SUBJECTS, waitForEmail, waitForLink } from './mail'
import { uniqueUser } from './utils'

const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!

async function register(request: APIRequestContext, prefix: string) {
	const user = uniqueUser(prefix)
	expect((await request.post('/api/register', { data: user })).status()).toBe(201)
	return user
}

test.describe('account recovery API over HTTP @js-only', () => {
	test('forgot, verify and reset the password; the link works once; the old password stops working', async ({ request }) => {
		const user = await register(request, 'reset')
		const forgot = await request.post('/api/auth/forgot-password', { data: { email: user.email } })
		expect(forgot.status()).toBe(200)
		expect(await forgot.json()).toEqual({ message: 'If an account with that email exists, you will receive a password reset link' })
		const unknown = await request.post('/api/auth/forgot-password', { data: { email: `nobody-${user.email}` } })
		expect(await unknown.json()).toEqual(await forgot.json())
		expect((await request.post('/api/auth/forgot-password', { data: { email: 'not-an-email' } })).status()).toBe(400)

		const token = tokenOf(await waitForLink(user.email, SUBJECTS.reset, '/reset-password'))
		expect(await (await request.post('/api/auth/verify-reset-token', { data: { token } })).json()).toEqual({ valid: true })
		const badVerify = await request.post('/api/auth/verify-reset-token', { data: { token: 'nope' } })
		expect(badVerify.status()).toBe(400)
		expect(await badVerify.json()).toMatchObject({ valid: false, message: expect.any(String) })

		expect((await request.post('/api/auth/reset-password', { data: { token, password: 'short' } })).status()).toBe(400)
		const reset = await request.post('/api/auth/reset-password', { data: { token, password: 'brand-new-password' } })
		expect(reset.status()).toBe(200)
		expect(await reset.json()).toMatchObject({ success: true })
		expect((await request.post('/api/auth/reset-password', { data: { token, password: 'another-password' } })).status()).toBe(400)
		// The reset signed this browser out too (every session ends with the old password).
		expect((await request.get('/api/user')).status()).toBe(401)
		expect((await request.post('/api/login', { data: { username: user.username, password: user.password } })).status()).toBe(401)
		expect((await request.post('/api/login', { data: { username: user.username, password: 'brand-new-password' } })).status()).toBe(200)
	})

	test('a reset link sent before suspension cannot change the password', async ({ request }) => {
		const user = await register(request, 'suspreset')
		await request.post('/api/logout')
		await request.post('/api/auth/forgot-password', { data: { email: user.email } })
		const token = tokenOf(await waitForLink(user.email, SUBJECTS.reset, '/reset-password'))
		await suspendUser(user.username)
		const verify = await request.post('/api/auth/verify-reset-token', { data: { token } })
		expect(verify.status()).toBe(400)
		const reset = await request.post('/api/auth/reset-password', { data: { token, password: 'taken-over-password' } })
		expect(reset.status()).toBe(400)
		const login = await request.post('/api/login', { data: { username: user.username, password: 'taken-over-password' } })
		expect(login.status()).toBe(401)
	})

	test('activate and resend activation', async ({ request }) => {
		const user = await register(request, 'act')
		const token = tokenOf(await waitForLink(user.email, SUBJECTS.activation, '/activate'))
		const activated = await request.post('/api/auth/activate', { data: { token } })
		expect(activated.status()).toBe(200)
		expect(await activated.json()).toEqual({ success: true, message: 'Account Activated' })
		expect(await (await request.post('/api/auth/activate', { data: { token } })).json()).toEqual({ success: true, message: 'Your account is already active.' })
		const missing = await request.post('/api/auth/activate', { data: {} })
		expect(missing.status()).toBe(400)
		expect((await missing.json()).message).toBe('No activation token provided')
		const invalid = await request.post('/api/auth/activate', { data: { token: 'not-a-real-token' } })
		expect(invalid.status()).toBe(400)

		const resent = await request.post('/api/auth/resend-activation', { data: { token } })
		expect(resent.status()).toBe(200)
		expect(await resent.json()).toMatchObject({ success: true })
		const byEmail = await request.post('/api/auth/resend-activation', { data: { email: `nobody-${user.email}` } })
		expect(byEmail.status()).toBe(200)
		expect((await request.post('/api/auth/resend-activation', { data: {} })).status()).toBe(400)
		expect((await request.post('/api/auth/resend-activation', { data: { token: 'unknown-token' } })).status()).toBe(400)
	})

	test('test e-mails: welcome and reset are sent; missing fields and signed-out callers are refused', async ({ request, playwright }) => {
		const user = await register(request, 'mailtest')
		for (const [path, subject, label] of [
			['/api/email/test-welcome', SUBJECTS.welcome, 'Welcome'],
			['/api/email/test-reset', SUBJECTS.reset, 'Reset'],
		] as const) {
			const res = await request.post(path, { data: { email: user.email, name: 'Ada' } })
			expect(res.status(), path).toBe(200)
			expect(await res.json()).toMatchObject({ success: true, message: expect.stringContaining(user.email) })
			await waitForEmail(user.email, subject)
			const missing = await request.post(path, { data: { email: user.email } })
			expect(missing.status(), `${label} without a name`).toBe(400)
			expect((await missing.json()).message).toBe('Please enter both email and name')
		}
		const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
		expect((await anonymous.post('/api/email/test-welcome', { data: { email: user.email, name: 'Ada' } })).status()).toBe(401)
		expect((await anonymous.get('/api/email/test')).status()).toBe(401)
		await anonymous.dispose()
	})

	test('account endpoints refuse bad input with a message: duplicate sign-up, wrong password, bad fields, signed out', async ({ request, playwright }) => {
		const user = await register(request, 'fail')
		const dup = await request.post('/api/register', { data: { ...user, email: `other-${user.email}` } })
		expect(dup.status()).toBe(409)
		expect(await dup.json()).toMatchObject({ message: 'That username is already taken' })
		const invalid = await request.post('/api/register', { data: { ...uniqueUser('x'), email: 'nope' } })
		expect(invalid.status()).toBe(400)
		expect((await invalid.json()).message).toBe('Please enter a valid email address')

		const badProfile = await request.patch('/api/user/profile', { data: { firstName: '', lastName: 'B', email: user.email } })
		expect(badProfile.status()).toBe(400)
		expect((await badProfile.json()).message).toBe('First name is required')
		const wrongCurrent = await request.post('/api/user/change-password', { data: { currentPassword: 'not-mine', newPassword: 'long-enough' } })
		expect(wrongCurrent.status()).toBe(400)
		expect((await wrongCurrent.json()).message).toBe('Current password is incorrect')

		expect((await request.post('/api/logout')).status()).toBe(200)
		const wrong = await request.post('/api/login', { data: { username: user.username, password: 'wrong-password' } })
		expect(wrong.status()).toBe(401)
		expect(await wrong.json()).toEqual({ message: 'Invalid username or password' })
		const missing = await request.post('/api/login', { data: { username: user.username } })
		expect(missing.status()).toBe(400)
		expect((await missing.json()).message).toBe('Password is required')
		const get = await request.get('/api/login', { maxRedirects: 0 })
		expect(get.status()).toBe(302)
		expect(get.headers().location).toBe('/auth')

		const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
		for (const [method, path] of [
			['PATCH', '/api/user/profile'],
			['POST', '/api/user/change-password'],
			['DELETE', '/api/user/account'],
			['GET', '/api/user'],
		] as const) {
			const res = await anonymous.fetch(path, { method, data: {} })
			expect(res.status(), `${method} ${path}`).toBe(401)
			expect(await res.json()).toEqual({ message: 'Not authenticated' })
		}
		await anonymous.dispose()
	})
})
