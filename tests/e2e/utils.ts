import { type Page, expect } from '@playwright/test'

let counter = 0

export function uniqueUser(prefix = 'user') {
	const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`
	return {
		username: `${prefix}_${id}`.slice(0, 40),
		email: `${prefix}_${id}@example.test`,
		password: 'correct-horse-battery',
		firstName: 'Amara',
		lastName: 'Okafor',
	}
}

export type TestUser = ReturnType<typeof uniqueUser>

/** Sign up through the real form (works with and without JS); ends signed in on /. */
export async function signUp(page: Page, user: TestUser = uniqueUser()) {
	await page.goto('/auth?tab=signup')
	await page.getByLabel('Username').fill(user.username)
	await page.getByLabel('Email').fill(user.email)
	await page.getByLabel('Password', { exact: true }).fill(user.password)
	await page.getByLabel('First name').fill(user.firstName)
	await page.getByLabel('Last name').fill(user.lastName)
	await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
	await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName}!` })).toBeVisible()
	return user
}

export async function signIn(page: Page, user: { username: string; password: string }) {
	await page.goto('/auth')
	await page.getByLabel('Username').fill(user.username)
	await page.getByLabel('Password', { exact: true }).fill(user.password)
	await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** Store a cookie-consent choice so the banner does not cover the page. */
export async function acceptCookies(page: Page) {
	const value = JSON.stringify({
		version: '1.0',
		necessary: true,
		analytics: false,
		marketing: false,
		preferences: false,
		decidedAt: new Date().toISOString(),
	})
	await page.context().addCookies([
		{ name: 'nhs_cookie_consent', value: encodeURIComponent(value), domain: 'localhost', path: '/' },
	])
}

/** The cookie banner once it has finished sliding in (it waits off screen for a second first). */
export async function settledCookieBanner(page: Page) {
	const banner = page.getByRole('region', { name: 'We use cookies' })
	await expect(banner).toBeVisible()
	await expect.poll(() => banner.evaluate((el) => el.getAnimations().length)).toBe(0)
	return banner
}
