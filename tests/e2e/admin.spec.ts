/**
 * The admin area in the browser, with and without JavaScript: suspending a
 * user from one browser while they use another (their very next request
 * lands on /auth?suspended=true), reactivating, the audit log, per-user
 * export, the other tabs, Access Denied, and "Download my data".
 */
import fs from 'node:fs'
import { expect, test, type Browser, type Download, type Page } from '@playwright/test'
import { grantRole, userIdOf } from './db'
import { acceptCookies, signIn, signUp, uniqueUser } from './utils'

test.beforeEach(async ({ page }) => {
	await acceptCookies(page)
})

/** A second browser (another person), with JavaScript on or off like this project. */
async function otherBrowser(browser: Browser) {
	const context = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false })
	const page = await context.newPage()
	await acceptCookies(page)
	return page
}

async function signUpAdmin(page: Page, role: Parameters<typeof grantRole>[1]) {
	const admin = await signUp(page, uniqueUser('admin'))
	await grantRole(admin.username, role)
	return admin
}

function downloadJson(download: Download) {
	return download.path().then((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as { profile: { id: string; username: string } })
}

test('an admin suspends a user in one browser; their very next request lands on /auth?suspended=true; activating lets them back', async ({ page, browser }) => {
	const userPage = await otherBrowser(browser)
	const user = await signUp(userPage)
	const admin = await signUpAdmin(page, 'admin')

	await page.goto('/admin')
	await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible()
	await expect(page.getByText(/^Signed in as/)).toContainText(`Amara (@${admin.username}) ADMIN`)
	await expect(page.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page')
	// the search and the dialog below are enhanced once hydrated: act on the page React owns
	if (test.info().project.use.javaScriptEnabled !== false) await expect(page.locator('html[data-hydrated]')).toBeAttached()
	await page.getByLabel('Search users').fill(user.username)
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page).toHaveURL(new RegExp(`/admin\\?tab=users&q=${user.username}$`))
	const row = page.getByRole('row').filter({ hasText: user.username })
	await expect(row).toHaveCount(1)
	await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible()
	await expect(row.getByRole('cell', { name: 'Free' })).toBeVisible()

	// Cancelling changes nothing.
	await row.getByRole('link', { name: `Suspend ${user.username}` }).click()
	await expect(page.getByRole('heading', { name: `Suspend ${user.username}?` })).toBeVisible()
	await page.getByRole('link', { name: 'Cancel' }).click()
	await expect(page.getByRole('heading', { name: `Suspend ${user.username}?` })).toHaveCount(0)
	await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible()
	if (test.info().project.use.javaScriptEnabled !== false) {
		// With JavaScript it is a modal dialog, and Escape cancels too.
		await row.getByRole('link', { name: `Suspend ${user.username}` }).click()
		await expect(page.getByRole('dialog', { name: `Suspend ${user.username}?` })).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(page.getByRole('dialog')).toHaveCount(0)
		await expect(page).not.toHaveURL(/confirm=/)
	}

	await row.getByRole('link', { name: `Suspend ${user.username}` }).click()
	await page.getByRole('button', { name: 'Suspend user' }).click()
	await expect(page.getByText('User status updated successfully', { exact: true })).toBeVisible()
	await expect(row.getByRole('cell', { name: 'Suspended' })).toBeVisible()
	await expect(page).toHaveURL(new RegExp(`/admin\\?tab=users&q=${user.username}$`))

	// The user's very next request, a plain click on a nav link.
	await userPage.getByRole('link', { name: 'Resources' }).first().click()
	await userPage.waitForURL('**/auth?suspended=true')
	await expect(userPage.getByText('Your account has been suspended. Please contact support for assistance.')).toBeVisible()
	await signIn(userPage, user)
	await userPage.waitForURL('**/auth?suspended=true')

	await row.getByRole('link', { name: `Activate ${user.username}` }).click()
	await expect(page.getByRole('heading', { name: `Activate ${user.username}?` })).toBeVisible()
	await page.getByRole('button', { name: 'Activate user' }).click()
	await expect(page.getByText('User status updated successfully', { exact: true })).toBeVisible()
	await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible()
	await signIn(userPage, user)
	await expect(userPage.getByRole('heading', { name: `Welcome, ${user.firstName}!` })).toBeVisible()

	// An admin cannot suspend themself.
	await page.getByLabel('Search users').fill(admin.username)
	await page.getByRole('button', { name: 'Search' }).click()
	const own = page.getByRole('row').filter({ hasText: admin.username })
	await expect(own.getByRole('cell', { name: 'You' })).toBeVisible()
	await expect(own.getByRole('link', { name: /Suspend/ })).toHaveCount(0)

	// The admin role has no audit log; a super admin sees who did what to whom.
	await expect(page.getByRole('link', { name: 'Audit Log' })).toHaveCount(0)
	expect((await page.goto('/admin?tab=audit'))?.status()).toBe(403)
	await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
	await grantRole(admin.username, 'super_admin')
	await page.goto('/admin?tab=audit')
	const entries = page.getByRole('row').filter({ hasText: user.username })
	await expect(entries.filter({ hasText: 'Suspended user' }).getByRole('cell', { name: admin.username })).toBeVisible()
	await expect(entries.filter({ hasText: 'Activated user' })).toHaveCount(1)
	await userPage.context().close()
})

test('per-user export downloads user_{id}_data.json', async ({ page, browser }) => {
	const userPage = await otherBrowser(browser)
	const user = await signUp(userPage)
	await userPage.context().close()
	const userId = await userIdOf(user.username)
	await signUpAdmin(page, 'support')
	await page.goto(`/admin?tab=users&q=${user.username}`)
	const js = test.info().project.use.javaScriptEnabled !== false
	// With JavaScript the link fetches the file so it can say how it went: wait until it can.
	if (js) await expect(page.locator('html[data-hydrated]')).toBeAttached()
	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: `Export data for ${user.username}` }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toBe(`user_${userId}_data.json`)
	expect((await downloadJson(download)).profile).toMatchObject({ id: userId, username: user.username })
	if (js) await expect(page.getByText('User data exported successfully', { exact: true })).toBeVisible()
	// Support may not suspend: no Suspend links, no Settings tab.
	await expect(page.getByRole('link', { name: `Suspend ${user.username}` })).toHaveCount(0)
	await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0)
})

test('System Health, Analytics and Settings tabs', async ({ page }) => {
	await signUpAdmin(page, 'admin')
	await page.goto('/admin')
	await page.getByRole('link', { name: 'System Health' }).click()
	await expect(page.getByRole('heading', { name: 'System Health', level: 2 })).toBeVisible()
	const database = page.getByRole('region', { name: 'Database' })
	await expect(database.getByText('Healthy')).toBeVisible()
	await expect(database.getByText(/^\d+ ms$/)).toBeVisible()
	await expect(page.getByRole('row', { name: /SMTP Healthy/ })).toBeVisible()
	await expect(page.getByRole('row', { name: /OpenAI Not configured/ })).toBeVisible()
	await expect(page.getByRole('region', { name: 'Storage' }).getByText('Writable', { exact: true })).toBeVisible()
	await page.getByRole('button', { name: 'Check again' }).click()
	await expect(page.getByRole('row', { name: /SMTP Healthy/ })).toBeVisible()

	await page.getByRole('link', { name: 'Analytics' }).click()
	await expect(page.getByRole('heading', { name: 'Sign-ups per week' })).toBeVisible()
	await expect(page.getByRole('img', { name: /sign-ups over the 12 weeks/ })).toBeVisible()
	for (const title of ['Interview sessions per week', 'Average scores', 'Plan distribution', 'STAR parts missed', 'NHS values mastery across users']) {
		await expect(page.getByRole('heading', { name: title })).toBeVisible()
	}
	await page.getByText('Show as a table').first().click()
	await expect(page.getByRole('table', { name: 'Sign-ups per week' })).toBeVisible()

	await page.getByRole('link', { name: 'Settings' }).click()
	await expect(page.getByText('Test mode', { exact: true })).toBeVisible()
	await expect(page.getByLabel('Live: real cards are charged')).toBeDisabled()
	await page.getByRole('button', { name: 'Save payment mode' }).click()
	await expect(page.getByText('Stripe mode updated successfully', { exact: true })).toBeVisible()
})

test('a signed-in user who is not an admin sees Access Denied (403); a visitor is sent to sign in', async ({ page }) => {
	await page.goto('/admin')
	await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/)
	await signUp(page)
	const response = await page.goto('/admin')
	expect(response?.status()).toBe(403)
	await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
	await expect(page.getByText("You don't have admin access to this area.")).toBeVisible()
	await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0)
})

test('Download my data from /settings', async ({ page }) => {
	const user = await signUp(page)
	await page.goto('/settings')
	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Download my data' }).click()
	const download = await downloading
	const userId = await userIdOf(user.username)
	expect(download.suggestedFilename()).toBe(`user_${userId}_data.json`)
	const body = await downloadJson(download)
	expect(body.profile).toMatchObject({ id: userId, username: user.username })
	expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|tokenHash/)
})
