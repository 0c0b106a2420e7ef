/**
 * The accounts JSON API over real HTTP (Express, CSRF check, rate limits,
 * cookies), complementing the direct route tests in tests/integration.
 */
import { expect, test } from '@playwright/test'
import { SUBJECTS, waitForLink } from './mail'
import { uniqueUser } from './utils'

test.describe('accounts API over HTTP @js-only', () => {
	test('register, read and edit the user, change password, log out and in, delete', async ({ request }) => {
		const user = uniqueUser('api')
		const registered = await request.post('/api/register', { data: user })
		expect(registered.status()).toBe(201)
		expect(await registered.json()).toMatchObject({ username: user.username, requiresActivation: false })
		await waitForLink(user.email, SUBJECTS.activation, '/activate')

		const me = await request.get('/api/user')
		expect(await me.json()).toMatchObject({ username: user.username, email: user.email })

		const patched = await request.patch('/api/user/profile', { data: { firstName: 'Ada', lastName: 'Lovelace', email: user.email } })
		expect(await patched.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' })
		const wrongMethod = await request.get('/api/user/profile')
		expect(wrongMethod.status()).toBe(405)
		expect((await wrongMethod.json()).message).toMatch(/Use PATCH/)

		const changed = await request.post('/api/user/change-password', { data: { currentPassword: user.password, newPassword: 'api-new-password' } })
		expect(await changed.json()).toEqual({ success: true, message: 'Password updated' })

		expect((await request.post('/api/logout')).status()).toBe(200)
		const signedOut = await request.get('/api/user')
		expect(signedOut.status()).toBe(401)
		expect(await signedOut.json()).toEqual({ message: 'Not authenticated' })

		const login = await request.post('/api/login', { data: { username: user.username, password: 'api-new-password' } })
		expect(login.status()).toBe(200)
		const deleted = await request.delete('/api/user/account')
		expect(await deleted.json()).toEqual({ success: true, message: 'Account deleted' })
		expect((await request.get('/api/user')).status()).toBe(401)
	})

	test('malformed, oversized and cross-site requests get a 4xx with a message', async ({ request }) => {
		const malformed = await request.post('/api/auth/forgot-password', { headers: { 'content-type': 'application/json' }, data: Buffer.from('{oops') })
		expect(malformed.status()).toBe(400)
		expect((await malformed.json()).message).toBe('Request body is not valid JSON.')
		const huge = await request.post('/api/register', { data: { ...uniqueUser(), pad: 'x'.repeat(80_000) } })
		expect(huge.status()).toBe(413)
		expect((await huge.json()).message).toBe('Request body is too large.')
		const crossSite = await request.post('/api/auth/forgot-password', {
			headers: { origin: 'https://evil.example' },
			data: { email: 'someone@example.test' },
		})
		expect(crossSite.status()).toBe(403)
		expect((await crossSite.json()).message).toBe('Cross-site requests are not allowed.')
	})

	test('SMTP connection test and a sample e-mail through the real SMTP server', async ({ request }) => {
		const user = uniqueUser('smtp')
		await request.post('/api/register', { data: user })
		expect(await (await request.get('/api/email/test')).json()).toEqual({ success: true, message: 'SMTP connection successful.' })
		const sent = await request.post('/api/email/test-activation', { data: { email: user.email, name: 'Ada' } })
		expect(await sent.json()).toEqual({ success: true, message: `Activation test email sent to ${user.email}.` })
		expect(await waitForLink(user.email, SUBJECTS.activation, '/activate', { count: 2 })).toBe(
			'/activate?token=sample-token-from-email-test',
		)
	})
})
