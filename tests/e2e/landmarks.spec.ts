/**
 * Landmarks, names and our own mark: the footer is the contentinfo landmark
 * and every item in it is a real link; regions and groups have distinct
 * names; the logo is ours (not the NHS lozenge) in the header, favicon and
 * e-mails.
 */
import { expect, test } from '@playwright/test'
import { SUBJECTS, waitForEmail } from './mail'
import { acceptCookies, signUp } from './utils'

test.beforeEach(async ({ page }) => {
	await acceptCookies(page)
})

test('visitors: the footer is the contentinfo landmark and its items are links that lead somewhere', async ({ page }) => {
	await page.goto('/')
	const footer = page.getByRole('contentinfo')
	await expect(footer).toContainText('© 2025')
	for (const column of ['Features', 'Resources', 'Privacy & Compliance']) {
		const links = footer.getByRole('navigation', { name: column }).getByRole('link')
		expect(await links.count()).toBeGreaterThanOrEqual(3)
	}
	// Nothing in the footer but headings, links and the copyright line.
	expect(await footer.locator('li:not(:has(a))').count()).toBe(0)

	await footer.getByRole('link', { name: 'The six NHS values' }).click()
	await expect(page).toHaveURL(/\/#values$/)
	await expect(page.getByRole('heading', { name: 'Built around the six NHS values' })).toBeInViewport()
	await footer.getByRole('link', { name: 'Cookies' }).click()
	await expect(page).toHaveURL(/\/privacy#cookies$/)
	await expect(page.getByRole('heading', { name: 'Cookies', level: 2 })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Accessibility', level: 2 })).toBeVisible()
})

test('the privacy page changes the stored cookie choice', async ({ page }) => {
	await page.goto('/privacy')
	const form = page.getByRole('group', { name: 'Cookie preferences' })
	await expect(form.getByRole('switch', { name: 'Analytics' })).not.toBeChecked()
	await form.getByRole('switch', { name: 'Analytics' }).check()
	await page.getByRole('main').getByRole('button', { name: 'Save Preferences' }).click()
	await expect(page).toHaveURL(/\/privacy#cookies$/)
	await expect(form.getByRole('switch', { name: 'Analytics' })).toBeChecked()
	await expect(form.getByRole('switch', { name: 'Marketing' })).not.toBeChecked()
})

test('signed in: footer links point into the app; the values regions and the user menu have distinct names', async ({ page }) => {
	await signUp(page)
	const footer = page.getByRole('contentinfo')
	await expect(footer.getByRole('link', { name: 'Start a practice interview' })).toHaveAttribute('href', '/interview-setup')
	await expect(footer.getByRole('link', { name: 'STAR method guide' })).toHaveAttribute('href', '/resources#star')
	await expect(page.getByRole('region', { name: 'NHS Values Mastery', exact: true })).toHaveCount(1)
	await expect(page.getByRole('region', { name: 'NHS Values Mastery: overall values score' })).toHaveCount(1)
	await expect(page.getByRole('group', { name: 'Account' })).toHaveCount(1)
	await footer.getByRole('link', { name: 'STAR method guide' }).click()
	await expect(page).toHaveURL(/\/resources#star$/)
})

test('our own mark, not the NHS lozenge: header, favicon and e-mails', async ({ page, request }) => {
	await page.goto('/')
	const home = page.getByRole('banner').getByRole('link', { name: 'NHS Interview Coach' })
	await expect(home).toHaveAttribute('href', '/')
	await expect(home.locator('svg')).toHaveAttribute('aria-hidden', 'true')
	// No NHS-blue box in the header any more.
	const blueBoxes = await page
		.getByRole('banner')
		.locator('*')
		.evaluateAll((els) => els.filter((el) => getComputedStyle(el).backgroundColor === 'rgb(0, 94, 184)' && el.textContent?.trim() === 'NHS').length)
	expect(blueBoxes).toBe(0)

	const favicon = await (await request.get('/favicon.svg')).text()
	expect(favicon).toContain('<title>NHS Interview Coach</title>')
	expect(favicon.toLowerCase()).not.toContain('#005eb8')
	const png = await request.get('/email-logo.png')
	expect(png.headers()['content-type']).toBe('image/png')

	const user = await signUp(page)
	const email = await waitForEmail(user.email, SUBJECTS.activation)
	expect(email.text).toMatch(/<img[^>]+src="http:\/\/localhost:\d+\/email-logo\.png"/)
	expect(email.text).not.toMatch(/background-color:#005eb8[^>]*>\s*NHS Interview Coach/)
})
