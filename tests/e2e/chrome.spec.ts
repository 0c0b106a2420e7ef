import { expect, test, type Page } from '@playwright/test'
import { acceptCookies, settledCookieBanner, signUp } from './utils'

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

test.describe('with the system set to dark and no theme chosen', () => {
	test.use({ colorScheme: 'dark' })

	test('the first paint is dark (CSS, no script), the toggle offers light, and a choice overrides the system', async ({ page, request }) => {
		// The server sends no theme: the page follows the system preference in CSS, so nothing flashes.
		const html = await (await request.get('/')).text()
		expect(html).toMatch(/<html lang="en-GB" class="theme-system">/)
		await page.goto('/')
		const root = page.locator('html')
		await expect(root).toHaveCSS('color-scheme', 'dark')
		await expect(page.locator('body')).toHaveCSS('background-color', 'oklch(0.129 0.042 264.695)')
		await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toHaveCount(0)
		await page.getByRole('button', { name: 'Switch to light mode' }).click()
		await expect(root).toHaveClass('light')
		expect(await cookieValue(page, 'nhs_theme')).toBe('light')
		await expect(root).toHaveCSS('color-scheme', 'light')
		await page.reload()
		await expect(root).toHaveClass('light')
		await expect(page.locator('body')).toHaveCSS('background-color', 'oklch(0.984 0.003 247.858)')
		await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Switch to light mode' })).toHaveCount(0)
	})
})

test('with the system set to light and no theme chosen the page is light and the toggle offers dark', async ({ page }) => {
	await page.emulateMedia({ colorScheme: 'light' })
	await page.goto('/auth')
	await expect(page.locator('html')).toHaveCSS('color-scheme', 'light')
	await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Switch to light mode' })).toHaveCount(0)
})

test('the toggle keeps keyboard focus when it flips @js-only', async ({ page }) => {
	await page.goto('/auth')
	await page.getByRole('button', { name: 'Switch to dark mode' }).focus()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeFocused()
})

test.describe('the account menu', () => {
	test.beforeEach(async ({ page }) => {
		await acceptCookies(page)
		await signUp(page)
	})

	const menu = (page: Page) => page.getByRole('group', { name: 'Account' })
	const open = (page: Page) => page.locator('summary[aria-label^="Account menu"]').click()

	test('is a named group that closes after choosing Profile or Settings', async ({ page }) => {
		await open(page)
		await expect(menu(page)).toHaveAttribute('open', '')
		await menu(page).getByRole('link', { name: 'Profile' }).click()
		await expect(page).toHaveURL(/\/profile$/)
		await expect(menu(page)).not.toHaveAttribute('open')
		await expect(menu(page).getByRole('link', { name: 'Settings' })).toBeHidden()
		await open(page)
		await menu(page).getByRole('link', { name: 'Settings' }).click()
		await expect(page).toHaveURL(/\/settings$/)
		await expect(menu(page)).not.toHaveAttribute('open')
	})

	test('closes on Escape (focus back on its button), on a click outside, and on choosing the page already shown @js-only', async ({ page }) => {
		await open(page)
		await page.keyboard.press('Escape')
		await expect(menu(page)).not.toHaveAttribute('open')
		await expect(page.locator('summary[aria-label^="Account menu"]')).toBeFocused()
		await open(page)
		await page.getByRole('heading', { level: 1 }).click()
		await expect(menu(page)).not.toHaveAttribute('open')
		await page.goto('/profile')
		await open(page)
		await menu(page).getByRole('link', { name: 'Profile' }).click()
		await expect(menu(page)).not.toHaveAttribute('open')
	})
})

/** Whether two boxes overlap. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
	return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

test('the toast sits in the bottom corner above the cookie banner, clear of the header and the timer @js-only', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 800 })
	await acceptCookies(page)
	await signUp(page)
	await page.context().clearCookies({ name: 'nhs_cookie_consent' })
	await page.goto('/interview-setup')
	await page.getByRole('button', { name: 'Text-Based' }).click()
	const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem')
	await expect(toast).toContainText('Your personalized interview session has begun. Good luck!')
	const banner = await settledCookieBanner(page)
	const toastBox = (await toast.boundingBox())!
	const header = (await page.getByRole('banner').boundingBox())!
	const timer = (await page.getByText(/^Time: \d\d:\d\d$/).boundingBox())!
	expect(overlaps(toastBox, header)).toBe(false)
	expect(overlaps(toastBox, timer)).toBe(false)
	expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await banner.boundingBox())!.y)
	expect(toastBox.x + toastBox.width).toBeGreaterThan(1280 - 40)
	// F8 takes keyboard users to it.
	await page.keyboard.press('F8')
	await expect
		.poll(() => page.getByRole('region', { name: 'Notifications (F8)' }).evaluate((r) => r.contains(document.activeElement)))
		.toBe(true)
})

test('the cookie banner does not cover the Sign Up button at 1280x800, and the page scrolls clear of it', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.goto('/auth?tab=signup')
	const banner = await settledCookieBanner(page)
	const signUpButton = page.getByRole('button', { name: 'Sign Up', exact: true })
	expect(overlaps((await signUpButton.boundingBox())!, (await banner.boundingBox())!)).toBe(false)
	// At the end of the page nothing is left under it: the last line of the footer shows in full.
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
	const copyright = page.getByText(/^© 2025/)
	await expect(copyright).toBeInViewport({ ratio: 1 })
	expect(overlaps((await copyright.boundingBox())!, (await banner.boundingBox())!)).toBe(false)
})

test('the cookie banner is painted with the page: no delayed reveal, no fading @js-only', async ({ page }) => {
	await page.goto('/')
	const banner = page.getByRole('region', { name: 'We use cookies' })
	await expect(banner).toBeVisible()
	expect(await banner.evaluate((el) => el.getAnimations().length)).toBe(0)
	await expect(banner).toHaveCSS('opacity', '1')
	await expect(banner).toBeInViewport()
})

for (const path of ['/', '/auth?tab=signup']) {
	for (const reducedMotion of ['no-preference', 'reduce'] as const) {
		test(`the cookie banner is never the largest contentful paint on ${path} (${reducedMotion}) @js-only`, async ({ page }) => {
			await page.emulateMedia({ reducedMotion })
			await page.goto(path)
			await settledCookieBanner(page)
			const lcpInBanner = await page.evaluate(
				() =>
					new Promise<boolean>((resolve) => {
						new PerformanceObserver((list) => {
							const entries = list.getEntries() as Array<PerformanceEntry & { element: Element | null }>
							resolve(Boolean(entries.at(-1)?.element?.closest('.cookie-banner')))
						}).observe({ type: 'largest-contentful-paint', buffered: true })
					}),
			)
			expect(lcpInBanner).toBe(false)
		})
	}
}
