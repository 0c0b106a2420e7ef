import { expect, test, type Page } from '@playwright/test'

/** The value of a cookie once the server has set it (with JS the UI updates first). */
async function cookieValue(page: Page, name: string) {
	let value: string | undefined
	await expect
		.poll(async () => {
			value = (await page.context().cookies()).find((c) => c.name === name)?.value
			return value !== undefined
		})
		.toBe(true)
	return decodeURIComponent(value!)
}

test('the theme toggle switches to dark mode and the choice survives a reload', async ({ page }) => {
	await page.goto('/')
	const html = page.locator('html')
	await expect(html).not.toHaveClass(/dark/)
	await page.getByRole('button', { name: 'Switch to dark mode' }).click()
	await expect(html).toHaveClass(/dark/)
	expect(await cookieValue(page, 'nhs_theme')).toBe('dark')
	await page.reload()
	await expect(html).toHaveClass(/dark/)
	await page.getByRole('button', { name: 'Switch to light mode' }).click()
	await expect(html).not.toHaveClass(/dark/)
})

test('the cookie banner appears, and Accept All stores the choice', async ({ page }) => {
	await page.goto('/')
	const banner = page.getByRole('region', { name: 'We use cookies' })
	await expect(banner).toBeVisible()
	await banner.getByRole('button', { name: 'Accept All' }).click()
	await expect(banner).toHaveCount(0)
	const stored = await cookieValue(page, 'nhs_cookie_consent')
	await page.reload()
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(banner).toHaveCount(0)
	expect(JSON.parse(stored)).toMatchObject({
		version: '1.0',
		necessary: true,
		analytics: true,
		marketing: true,
		preferences: true,
	})
})

test('cookie preferences can be customised; necessary cannot be switched off', async ({ page }) => {
	await page.goto('/')
	const banner = page.getByRole('region', { name: 'We use cookies' })
	await banner.getByText('Customise').click()
	await expect(banner.getByRole('switch', { name: 'Necessary' })).toBeDisabled()
	await expect(banner.getByRole('switch', { name: 'Necessary' })).toBeChecked()
	await banner.getByRole('switch', { name: 'Analytics' }).check()
	await banner.getByRole('button', { name: 'Save Preferences' }).click()
	await expect(banner).toHaveCount(0)
	expect(JSON.parse(await cookieValue(page, 'nhs_cookie_consent'))).toMatchObject({
		analytics: true,
		marketing: false,
		preferences: false,
	})
})

test('Reject All stores a refusal', async ({ page }) => {
	await page.goto('/auth')
	const banner = page.getByRole('region', { name: 'We use cookies' })
	await banner.getByRole('button', { name: 'Reject All' }).click()
	await expect(banner).toHaveCount(0)
	await expect(page).toHaveURL(/\/auth$/)
	expect(JSON.parse(await cookieValue(page, 'nhs_cookie_consent'))).toMatchObject({ analytics: false, marketing: false })
})
