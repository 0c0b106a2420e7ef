/**
 * Sessions that really end (ADR 0010) and sign-in throttling that cannot
 * lock the owner out (ADR 0011): a copied cookie after sign-out, the signed-in
 * devices list, two app instances sharing one database, and a guesser
 * hammering an account while its owner signs in from elsewhere.
 */
import { expect, test } from '@playwright/test'
import { apiSignUp, createTestDatabase, sessionCookie, startServer } from './server-harness'
import { acceptCookies, signIn, signUp, uniqueUser } from './utils'

test.describe('sign-out over HTTP @js-only', () => {
	test('a cookie copied before sign-out gets 401 afterwards', async ({ playwright }) => {
		const user = uniqueUser('copy')
		const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
		expect((await api.post('/api/register', { data: user })).status()).toBe(201)
		const copied = (await api.storageState()).cookies.find((c) => c.name === 'nhs_session')!
		const header = { cookie: `nhs_session=${copied.value}` }
		expect((await api.get('/api/user', { headers: header })).status()).toBe(200)

		expect((await api.post('/api/logout')).status()).toBe(200)
		const after = await api.get('/api/user', { headers: header })
		expect(after.status()).toBe(401)
		expect(await after.json()).toEqual({ message: 'Not authenticated' })
		await api.dispose()
	})

	test('a cookie copied before signing out through the page stops working too', async ({ page, playwright }) => {
		await acceptCookies(page)
		await signUp(page)
		const copied = (await page.context().cookies()).find((c) => c.name === 'nhs_session')!
		await page.locator('summary[aria-label^="Account menu"]').click()
		await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
		await expect(page.getByText('You have been successfully logged out.', { exact: true })).toBeVisible()
		const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
		expect((await other.get('/api/user', { headers: { cookie: `nhs_session=${copied.value}` } })).status()).toBe(401)
		await other.dispose()
	})
})

test.describe('signed-in devices on /settings', () => {
	test('lists each device, signs one out, then all the others', async ({ page, browser }) => {
		await acceptCookies(page)
		const user = await signUp(page)
		// Two more devices.
		const phone = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' })
		const laptop = await browser.newContext({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0' })
		for (const context of [phone, laptop]) {
			const other = await context.newPage()
			await acceptCookies(other)
			await signIn(other, user)
			await expect(other.getByText('You have successfully logged in.', { exact: true })).toBeVisible()
		}

		await page.goto('/settings')
		const devices = page.getByRole('region', { name: 'Signed-in devices' })
		await expect(devices.getByRole('listitem')).toHaveCount(3)
		await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1)
		await expect(devices.getByText('Safari on iOS', { exact: true })).toBeVisible()
		await expect(devices.getByText('Firefox on Windows', { exact: true })).toBeVisible()

		await devices.getByRole('listitem').filter({ hasText: 'Safari on iOS' }).getByRole('button', { name: /^Sign out/ }).click()
		await expect(page.getByText('That device has been signed out.', { exact: true })).toBeVisible()
		await expect(devices.getByRole('listitem')).toHaveCount(2)
		const phonePage = phone.pages()[0]!
		await phonePage.goto('/settings')
		await expect(phonePage).toHaveURL(/\/auth\?redirectTo=%2Fsettings/)

		await devices.getByRole('button', { name: 'Sign out of all other devices' }).click()
		await expect(page.getByText('1 other device has been signed out.', { exact: true })).toBeVisible()
		await expect(devices.getByRole('listitem')).toHaveCount(1)
		await expect(devices.getByText('You are not signed in anywhere else.')).toBeVisible()
		const laptopPage = laptop.pages()[0]!
		await laptopPage.goto('/settings')
		await expect(laptopPage).toHaveURL(/\/auth/)
		// This device is still signed in.
		await page.goto('/settings')
		await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
		await phone.close()
		await laptop.close()
	})

	test('another user cannot sign out my device by posting its id', async ({ page, browser }) => {
		await acceptCookies(page)
		await signUp(page)
		await page.goto('/settings')
		const myDeviceId = await page.locator('input[name="sessionId"]').first().inputValue()
		const attacker = await browser.newContext()
		const attackerPage = await attacker.newPage()
		await acceptCookies(attackerPage)
		await signUp(attackerPage)
		const res = await attackerPage.request.post('/settings', { form: { intent: 'sign-out-device', sessionId: myDeviceId } })
		expect(res.status()).toBeLessThan(400)
		await page.goto('/settings')
		await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
		await attacker.close()
	})
})

test.describe('two app instances on one database @js-only', () => {
	test('share sessions (sign-out on one ends it on the other) and the sign-in limiter', async () => {
		const db = await createTestDatabase()
		const [a, b] = await Promise.all([
			startServer({ databaseUrl: db.url, env: { TRUST_PROXY: '1' } }),
			startServer({ databaseUrl: db.url, env: { TRUST_PROXY: '1' } }),
		])
		try {
			const user = uniqueUser('twin')
			const cookie = (await apiSignUp(a.url, user))!
			const me = (base: string) => fetch(`${base}/api/user`, { headers: { cookie } })
			expect((await me(a.url)).status).toBe(200)
			expect((await me(b.url)).status).toBe(200)
			expect((await fetch(`${b.url}/api/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200)
			expect((await me(a.url)).status).toBe(401)
			expect((await me(b.url)).status).toBe(401)

			// A guesser at one address, spread over both instances.
			const login = (base: string, password: string, address: string) =>
				fetch(`${base}/api/login`, {
					method: 'POST',
					headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
					body: JSON.stringify({ username: user.username, password }),
				})
			const guesses = []
			for (let i = 0; i < 5; i++) guesses.push((await login(i % 2 ? a.url : b.url, `wrong-${i}`, '203.0.113.9')).status)
			expect(guesses).toEqual([401, 401, 401, 401, 401])
			// Both instances refuse the sixth, even with the right password.
			for (const base of [a.url, b.url]) {
				const refused = await login(base, user.password, '203.0.113.9')
				expect(refused.status).toBe(429)
				expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
			}
			// The guesser keeps hammering; the owner, from their own address, still signs in.
			for (let i = 0; i < 40; i++) expect((await login(i % 2 ? a.url : b.url, `again-${i}`, '203.0.113.9')).status).toBe(429)
			const owner = await login(b.url, user.password, '198.51.100.7')
			expect(owner.status).toBe(200)
			expect(sessionCookie(owner)).toMatch(/^nhs_session=/)

			// The limiter stores hashes, never the username or the address.
			const rows = await db.sql`select key from rate_limits`
			expect(rows.length).toBeGreaterThan(0)
			expect(JSON.stringify(rows)).not.toContain(user.username)
			expect(JSON.stringify(rows)).not.toContain('203.0.113.9')
		} finally {
			await Promise.all([a.stop(), b.stop()])
			await db.drop()
		}
	})
})
