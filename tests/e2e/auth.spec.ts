import { expect, test } from '@playwright/test'
import { acceptCookies, signIn, signUp, uniqueUser } from './utils'

test.beforeEach(async ({ page }) => {
	await acceptCookies(page)
})

test('a new candidate signs up, signs out and signs back in', async ({ page }) => {
	const user = await signUp(page)
	await expect(page.getByText('Account created!', { exact: true })).toBeVisible()
	await page.locator('summary[aria-label^="Account menu"]').click()
	await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
	await expect(page.getByText('You have been successfully logged out.', { exact: true })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Practice NHS Interviews with AI Confidence' })).toBeVisible()
	await signIn(page, user)
	await expect(page.getByText('You have successfully logged in.', { exact: true })).toBeVisible()
	await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName}!` })).toBeVisible()
})

test('sign-in validation and wrong passwords show SPEC messages', async ({ page }) => {
	await page.goto('/auth')
	await page.getByRole('button', { name: 'Sign In', exact: true }).click()
	await expect(page.getByText('Username is required')).toBeVisible()
	await expect(page.getByText('Password is required')).toBeVisible()
	await page.getByLabel('Username').fill('nobody_here')
	await page.getByLabel('Password', { exact: true }).fill('wrong-password')
	await page.getByRole('button', { name: 'Sign In', exact: true }).click()
	const alert = page.getByRole('alert').filter({ hasText: 'Unable to sign in' })
	await expect(alert).toContainText('Invalid username or password')
	await expect(page.getByLabel('Username')).toHaveValue('nobody_here')
})

test('sign-up validation shows each message under its field and keeps values', async ({ page }) => {
	await page.goto('/auth?tab=signup')
	await page.getByLabel('Username').fill('ab')
	await page.getByLabel('Email').fill('not-an-email')
	await page.getByLabel('Password', { exact: true }).fill('123')
	await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
	await expect(page.getByText('Username must be at least 3 characters')).toBeVisible()
	await expect(page.getByText('Please enter a valid email address')).toBeVisible()
	await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
	await expect(page.getByText('First name is required')).toBeVisible()
	await expect(page.getByText('Last name is required')).toBeVisible()
	await expect(page.getByLabel('Username')).toHaveValue('ab')
	await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true')
})

test('a duplicate username gets a clear field error', async ({ page, browser }) => {
	const user = await signUp(page)
	const other = await browser.newPage()
	await acceptCookies(other)
	await other.goto('/auth?tab=signup')
	const copy = { ...uniqueUser(), username: user.username }
	await other.getByLabel('Username').fill(copy.username)
	await other.getByLabel('Email').fill(copy.email)
	await other.getByLabel('Password', { exact: true }).fill(copy.password)
	await other.getByLabel('First name').fill(copy.firstName)
	await other.getByLabel('Last name').fill(copy.lastName)
	await other.getByRole('button', { name: 'Sign Up', exact: true }).click()
	await expect(other.getByText('That username is already taken')).toBeVisible()
	await other.close()
})

test('a signed-in visitor at /auth goes to the dashboard', async ({ page }) => {
	const user = await signUp(page)
	await page.goto('/auth')
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName}!` })).toBeVisible()
})
