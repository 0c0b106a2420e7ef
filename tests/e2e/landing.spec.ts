import { expect, test } from '@playwright/test'

test('visitors see the landing page with every section', async ({ page }) => {
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1, name: 'Practice NHS Interviews with AI Confidence' })).toBeVisible()
	for (const badge of ['GDPR Compliant', 'NHS Values Aligned', 'Competency Framework']) {
		await expect(page.getByRole('list', { name: 'Trust badges' }).getByText(badge)).toBeVisible()
	}
	const features = page.locator('#features li')
	await expect(features).toHaveCount(6)
	for (const value of [
		'Care and compassion',
		'Dignity and respect',
		'Commitment to quality of care',
		'Improving lives',
		'Working together for patients',
		'Everyone counts',
	]) {
		await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible()
	}
	await expect(page.getByRole('heading', { name: 'Ready to Ace Your NHS Interview?' })).toBeVisible()
	for (const column of ['Features', 'Resources', 'Privacy & Compliance']) {
		await expect(page.locator('footer').getByRole('heading', { name: column })).toBeVisible()
	}
	await expect(page.locator('footer')).toContainText('© 2025')
})

test('every call to action goes to /auth', async ({ page }) => {
	for (const name of ['Sign In', 'Start Practicing Now', "Get Started - It's Free"]) {
		await page.goto('/')
		await page.getByRole('link', { name, exact: true }).click()
		await expect(page).toHaveURL(/\/auth$/)
		await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
	}
})

test('Learn More takes the reader to the features section', async ({ page }) => {
	await page.goto('/')
	await page.getByRole('link', { name: 'Learn More' }).click()
	await expect(page).toHaveURL(/#features$/)
	await expect(page.getByRole('heading', { name: 'Everything you need to prepare' })).toBeInViewport()
})

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
	const response = await page.goto('/this/page/does-not-exist')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
	await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
})

test('/healthz reports the database', async ({ request }) => {
	const response = await request.get('/healthz')
	expect(response.status()).toBe(200)
	expect(await response.json()).toMatchObject({ status: 'ok', database: { ok: true, driver: 'postgres' } })
})
