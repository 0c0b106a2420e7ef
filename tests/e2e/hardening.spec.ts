/**
 * Attacks and faults from outside on the shared server: open redirects,
 * cross-site posts, control characters, caching of signed-in pages, and the
 * welcome e-mail through the real SMTP server.
 */
import { expect, test } from '@playwright/test'
import { SUBJECTS, waitForEmail } from './mail'
import { acceptCookies, signUp, uniqueUser } from './utils'

const UNSUPPORTED = 'Remove unsupported characters.'

test.beforeEach(async ({ page }) => {
	await acceptCookies(page)
})

test.describe('open redirect after sign-in', () => {
	for (const [label, redirectTo] of [
		['a tab', '%2F%09%2Fevil.example'],
		['a newline', '%2F%0A%2Fevil.example'],
		['CR/LF', '%2F%0D%0A%2Fevil.example'],
		['a backslash', '%2F%5Cevil.example'],
	]) {
		test(`${label} in redirectTo lands on our own home page, never evil.example or a 500`, async ({ page, browser }) => {
			const user = uniqueUser('redir')
			const setup = await browser.newContext()
			expect((await setup.request.post(`${test.info().project.use.baseURL}/api/register`, { data: user })).status()).toBe(201)
			await setup.close()
			await page.goto(`/auth?redirectTo=${redirectTo}`)
			await page.getByLabel('Username').fill(user.username)
			await page.getByLabel('Password', { exact: true }).fill(user.password)
			await page.getByRole('button', { name: 'Sign In', exact: true }).click()
			await expect(page.getByText('You have successfully logged in.', { exact: true })).toBeVisible()
			expect(new URL(page.url()).origin).toBe(test.info().project.use.baseURL)
			expect(new URL(page.url()).pathname).toBe('/')
		})
	}

	test('a same-site path is still honoured', async ({ page }) => {
		const user = await signUp(page)
		await page.context().clearCookies({ name: 'nhs_session' })
		await page.goto('/settings')
		await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsettings/)
		await page.getByLabel('Username').fill(user.username)
		await page.getByLabel('Password', { exact: true }).fill(user.password)
		await page.getByRole('button', { name: 'Sign In', exact: true }).click()
		await expect(page).toHaveURL(/\/settings$/)
	})
})

test.describe('control characters', () => {
	test('a NUL or control character in a typed answer is refused with a message, and the draft stays', async ({ page }) => {
		await signUp(page)
		await page.goto('/interview-setup')
		await page.getByLabel('Interview type').selectOption({ label: 'Nursing Interview' })
		await page.getByLabel('Experience level').selectOption({ label: 'Entry Level / Graduate' })
		await page.getByRole('button', { name: 'Text-Based' }).click()
		await expect(page).toHaveURL(/\/interview\/[0-9a-f-]{36}/)
		const draft = 'I escalated the deteriorating patient to the nurse in charge\u0007 and we started treatment.'
		await page.getByLabel('Your answer').fill(draft)
		await page.getByRole('button', { name: 'Submit Answer' }).click()
		await expect(page.getByText(UNSUPPORTED).first()).toBeVisible()
		await expect(page.getByLabel('Your answer')).toHaveValue(draft)
	})

	test('sign-up with a control character in a name shows the message under the field, not a 500', async ({ page }) => {
		const user = uniqueUser('ctrl')
		await page.goto('/auth?tab=signup')
		await page.getByLabel('Username').fill(user.username)
		await page.getByLabel('Email').fill(user.email)
		await page.getByLabel('Password', { exact: true }).fill(user.password)
		await page.getByLabel('First name').fill('Ama\u001bra')
		await page.getByLabel('Last name').fill(user.lastName)
		await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
		await expect(page.getByText(UNSUPPORTED)).toBeVisible()
		await expect(page.getByLabel('Email')).toHaveValue(user.email)
	})
})

test.describe('over HTTP @js-only', () => {
	test('a NUL in the sign-in username is a 400 with a message: no SQL, no "wrong password"', async ({ request }) => {
		for (const path of ['/api/login']) {
			const res = await request.post(path, { data: { username: 'ad\u0000min', password: 'whatever-1' } })
			expect(res.status()).toBe(400)
			const body = await res.json()
			expect(body).toEqual({ message: UNSUPPORTED })
		}
		const form = await request.post('/auth', {
			form: { intent: 'signin', username: 'ad\u0000min', password: 'whatever-1' },
			headers: { accept: 'text/html' },
		})
		expect(form.status()).toBe(400)
		const html = await form.text()
		expect(html).toContain(UNSUPPORTED)
		expect(html).not.toMatch(/Failed query|password_hash|Invalid username or password/)
	})

	test('NUL bytes anywhere in a JSON body are a 400, never a 500 from the database', async ({ request }) => {
		const user = uniqueUser('nul')
		expect((await request.post('/api/register', { data: { ...user, firstName: 'A\u0000B' } })).status()).toBe(400)
		expect((await request.post('/api/register', { data: user })).status()).toBe(201)
		const cases: Array<[string, 'post' | 'patch', unknown]> = [
			['/api/user/profile', 'patch', { firstName: 'A', lastName: 'B\u0000', email: user.email }],
			['/api/user/change-password', 'post', { currentPassword: user.password, newPassword: 'new\u0000password' }],
			['/api/auth/forgot-password', 'post', { email: `x\u0000@example.test` }],
			['/api/auth/resend-activation', 'post', { email: `x\u0000@example.test` }],
			['/api/auth/activate', 'post', { token: 'abc\u0000' }],
			['/api/auth/verify-reset-token', 'post', { token: 'abc\u0000' }],
			['/api/auth/reset-password', 'post', { token: 'abc', password: 'long-enough\u0000' }],
			['/api/email/test-welcome', 'post', { email: user.email, name: 'A\u0000' }],
			['/api/interview/start', 'post', { type: 'nursing\u0000', experienceLevel: 'mid' }],
			['/api/interview/start', 'post', { type: 'nursing', experienceLevel: 'mid', extra: { deep: ['\u0000'] } }],
		]
		for (const [path, method, data] of cases) {
			const res = await request[method](path, { data })
			expect(res.status(), path).toBe(400)
			expect(res.headers()['content-type'], path).toContain('application/json')
			expect((await res.json()).message, path).toEqual(expect.any(String))
		}
	})

	test('cross-site posts: Origin null, another scheme or another host are refused; our own origin is not', async ({ request }) => {
		const base = new URL(test.info().project.use.baseURL!)
		const post = (origin: string) =>
			request.post('/api/auth/forgot-password', { headers: { origin }, data: { email: 'someone@example.test' } })
		for (const origin of ['null', `https://${base.host}`, 'http://evil.example', `http://${base.hostname}:1`, 'not a url']) {
			const res = await post(origin)
			expect(res.status(), origin).toBe(403)
			expect(await res.json()).toEqual({ message: 'Cross-site requests are not allowed.' })
		}
		expect((await post(base.origin)).status()).toBe(200)
		const fetchSite = await request.post('/api/auth/forgot-password', {
			headers: { 'sec-fetch-site': 'cross-site' },
			data: { email: 'someone@example.test' },
		})
		expect(fetchSite.status()).toBe(403)
	})

	test('signed-in responses are no-store; public pages keep their caching', async ({ request, playwright }) => {
		const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
		const landing = await anonymous.get('/')
		expect(landing.headers()['cache-control'] ?? '').not.toContain('no-store')
		await anonymous.dispose()

		expect((await request.post('/api/register', { data: uniqueUser('cache') })).status()).toBe(201)
		for (const path of ['/', '/settings', '/profile', '/interview-setup', '/api/user', '/api/progress']) {
			const res = await request.get(path)
			expect(res.status(), path).toBe(200)
			expect(res.headers()['cache-control'], path).toBe('no-store')
		}
	})

	test('the welcome e-mail arrives on sign-up (activation not required here)', async ({ request }) => {
		const user = uniqueUser('welcome')
		expect((await request.post('/api/register', { data: user })).status()).toBe(201)
		const welcome = await waitForEmail(user.email, SUBJECTS.welcome)
		expect(welcome.text).toContain(`Welcome, ${user.firstName}!`)
		expect(welcome.text).toContain('Start practising')
	})
})

test('Back after signing out does not show Settings again', async ({ page }) => {
	await signUp(page)
	await page.goto('/settings')
	await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
	await page.locator('summary[aria-label^="Account menu"]').click()
	await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
	await expect(page.getByText('You have been successfully logged out.', { exact: true })).toBeVisible()
	await page.goBack()
	await expect(page).toHaveURL(/\/auth/)
	await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toHaveCount(0)
})
