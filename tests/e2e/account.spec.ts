/**
 * Account flows (issue 4), run with and without JavaScript: activation by
 * the e-mailed link, profile, settings, forgot + reset password by the
 * e-mailed link, account deletion, rate limits and the e-mail test page.
 * E-mails go through the real SMTP server started by scripts/e2e-server.js.
 */
import { expect, test, type Page } from '@playwright/test'
import { SUBJECTS, waitForEmail, waitForLink } from './mail'
import { acceptCookies, signIn, signUp, uniqueUser } from './utils'

test.beforeEach(async ({ page }) => {
	await acceptCookies(page)
})

async function signOut(page: Page) {
	await page.locator('summary[aria-label^="Account menu"]').click()
	await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
	await expect(page.getByText('You have been successfully logged out.', { exact: true })).toBeVisible()
}

test('sign-up e-mails an activation link that activates the account once', async ({ page }) => {
	const user = await signUp(page)
	const link = await waitForLink(user.email, SUBJECTS.activation, '/activate')
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Account Activated' })).toBeVisible()
	await expect(page.getByText(`Thank you, ${user.firstName}.`)).toBeVisible()
	// Following the link again (say, after a mail scanner did) still says it is active.
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Account Activated' })).toBeVisible()
	await expect(page.getByText('Your account is already active.')).toBeVisible()
	await page.goto('/profile')
	await expect(page.getByText('Not confirmed yet')).toHaveCount(0)
})

test('a bad activation link fails clearly and offers a resend', async ({ page }) => {
	await page.goto('/activate')
	await expect(page.getByRole('heading', { name: 'Activation Failed' })).toBeVisible()
	await expect(page.getByText('No activation token provided')).toBeVisible()
	await page.goto('/activate?token=not-a-real-token')
	await expect(page.getByRole('heading', { name: 'Activation Failed' })).toBeVisible()
	await expect(page.getByText('This activation link is invalid.')).toBeVisible()
	await page.getByRole('button', { name: 'Resend activation email' }).click()
	await expect(page.getByText('Please enter a valid email address')).toBeVisible()
	await page.getByLabel('Email', { exact: true }).fill('nobody-here@example.test')
	await page.getByRole('button', { name: 'Resend activation email' }).click()
	await expect(
		page.getByText('If an account with that email address still needs activating, we have sent it a new activation link.'),
	).toBeVisible()
})

test('an unconfirmed user asks for a new activation link and it works', async ({ page }) => {
	const user = await signUp(page)
	await waitForEmail(user.email, SUBJECTS.activation)
	await signOut(page)
	await page.goto('/activate?token=made-up-token')
	await page.getByLabel('Email', { exact: true }).fill(user.email)
	await page.getByRole('button', { name: 'Resend activation email' }).click()
	const link = await waitForLink(user.email, SUBJECTS.activation, '/activate', { count: 2 })
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Account Activated' })).toBeVisible()
	await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible()
})

test('profile shows the account and edits it with validation', async ({ page }) => {
	const user = await signUp(page)
	await page.goto('/profile')
	await expect(page.getByRole('heading', { name: `${user.firstName} ${user.lastName}` })).toBeVisible()
	await expect(page.getByText(`@${user.username}`).first()).toBeVisible()
	await expect(page.getByText('Active', { exact: true })).toBeVisible()
	await expect(page.getByText(/^Member since \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible()
	await expect(page.getByRole('main').getByText('AO', { exact: true })).toBeVisible()

	await page.getByRole('link', { name: 'Edit profile' }).click()
	await expect(page).toHaveURL(/\/profile\?edit=1$/)
	await expect(page.getByLabel('First name')).toHaveValue(user.firstName)
	await page.getByLabel('First name').fill('')
	await page.getByLabel('Email', { exact: true }).fill('not-an-email')
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(page.getByText('First name is required')).toBeVisible()
	await expect(page.getByText('Please enter a valid email address')).toBeVisible()
	await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByLabel('Last name')).toHaveValue(user.lastName)

	const email = `new_${user.email}`
	await page.getByLabel('First name').fill('Chiamaka')
	await page.getByLabel('Last name').fill('Obi')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByRole('button', { name: 'Save changes' }).click()
	await expect(page.getByText('Profile updated', { exact: true })).toBeVisible()
	await expect(page).toHaveURL(/\/profile$/)
	await expect(page.getByRole('heading', { name: 'Chiamaka Obi' })).toBeVisible()
	await expect(page.getByRole('main').getByText(email)).toBeVisible()
	// The new address gets a confirmation link.
	await waitForLink(email, SUBJECTS.activation, '/activate')
})

test('profile rejects an e-mail address another account uses', async ({ page, browser }) => {
	const other = await signUp(page)
	const second = await browser.newPage()
	await acceptCookies(second)
	await signUp(second)
	await second.goto('/profile?edit=1')
	await second.getByLabel('Email', { exact: true }).fill(other.email)
	await second.getByRole('button', { name: 'Save changes' }).click()
	await expect(second.getByText('An account with this email address already exists')).toBeVisible()
	await expect(second.getByRole('alert').filter({ hasText: 'Update failed' })).toBeVisible()
	await second.close()
})

test('change password checks the current one, then the new one signs in', async ({ page }) => {
	const user = await signUp(page)
	await page.goto('/settings')
	const security = page.getByRole('region', { name: 'Security' })
	await security.getByRole('button', { name: 'Update password' }).click()
	await expect(page.getByText('Current password is required')).toBeVisible()
	await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
	await expect(page.getByText('Please confirm your password')).toBeVisible()

	await page.getByLabel('Current password').fill('not-my-password')
	await page.getByLabel('New password', { exact: true }).fill('brand-new-pass')
	await page.getByLabel('Confirm new password').fill('brand-new-typo')
	await security.getByRole('button', { name: 'Update password' }).click()
	await expect(page.getByText("Passwords don't match")).toBeVisible()

	await page.getByLabel('Current password').fill('not-my-password')
	await page.getByLabel('New password', { exact: true }).fill('brand-new-pass')
	await page.getByLabel('Confirm new password').fill('brand-new-pass')
	await security.getByRole('button', { name: 'Update password' }).click()
	await expect(page.getByText('Current password is incorrect')).toBeVisible()
	await expect(page.getByRole('alert').filter({ hasText: 'Password change failed' })).toBeVisible()

	await page.getByLabel('Current password').fill(user.password)
	await page.getByLabel('New password', { exact: true }).fill('brand-new-pass')
	await page.getByLabel('Confirm new password').fill('brand-new-pass')
	await security.getByRole('button', { name: 'Update password' }).click()
	await expect(page.getByText('Password updated', { exact: true })).toBeVisible()
	// The form starts again empty: no password is left sitting in it.
	for (const label of ['Current password', 'New password', 'Confirm new password']) {
		await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
	}
	await expect(page.getByRole('alert').filter({ hasText: 'Password change failed' })).toHaveCount(0)

	await signOut(page)
	await signIn(page, { username: user.username, password: user.password })
	await expect(page.getByText('Invalid username or password')).toBeVisible()
	await signIn(page, { username: user.username, password: 'brand-new-pass' })
	await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName}!` })).toBeVisible()
})

test('notification switches are saved in a cookie', async ({ page }) => {
	await signUp(page)
	await page.goto('/settings')
	const reminders = page.getByRole('switch', { name: 'Interview reminders' })
	const updates = page.getByRole('switch', { name: 'Browser notifications' })
	await expect(reminders).toBeChecked()
	await expect(updates).not.toBeChecked()
	await reminders.uncheck()
	await updates.check()
	await page.getByRole('button', { name: 'Save preferences' }).click()
	await expect(page.getByText('Your notification preferences are saved.', { exact: true })).toBeVisible()
	await page.reload()
	await expect(page.getByRole('switch', { name: 'Interview reminders' })).not.toBeChecked()
	await expect(page.getByRole('switch', { name: 'Browser notifications' })).toBeChecked()
	await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeChecked()
})

test('forgot and reset password by the e-mailed link', async ({ page }) => {
	const user = await signUp(page)
	await signOut(page)
	await page.goto('/auth')
	await page.getByRole('link', { name: 'Forgot your password?' }).click()
	await expect(page).toHaveURL(/\/forgot-password$/)
	await page.getByRole('button', { name: 'Send reset link' }).click()
	await expect(page.getByText('Please enter your email address')).toBeVisible()
	await page.getByLabel('Email', { exact: true }).fill(user.email)
	await page.getByRole('button', { name: 'Send reset link' }).click()
	await expect(
		page.getByText('If an account with that email exists, you will receive a password reset link', { exact: true }),
	).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()

	const link = await waitForLink(user.email, SUBJECTS.reset, '/reset-password')
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
	await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('minlength', '8')
	await page.getByLabel('New password', { exact: true }).fill('short')
	await page.getByLabel('Confirm new password').fill('short')
	await page.getByRole('button', { name: 'Reset password' }).click()
	await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible()
	await page.getByLabel('New password', { exact: true }).fill('a-much-better-password')
	await page.getByLabel('Confirm new password').fill('a-different-password')
	await page.getByRole('button', { name: 'Reset password' }).click()
	await expect(page.getByText("Passwords Don't Match")).toBeVisible()
	await page.getByLabel('New password', { exact: true }).fill('a-much-better-password')
	await page.getByLabel('Confirm new password').fill('a-much-better-password')
	await page.getByRole('button', { name: 'Reset password' }).click()
	await expect(page).toHaveURL(/\/auth$/)
	await expect(page.getByText('Your password has been reset. You can now sign in with your new password.', { exact: true })).toBeVisible()

	await signIn(page, { username: user.username, password: 'a-much-better-password' })
	await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName}!` })).toBeVisible()

	// The link works once.
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible()
})

test('forgot password gives the same answer for an unknown address; reset without a token is invalid', async ({ page }) => {
	await page.goto('/forgot-password')
	await page.getByLabel('Email', { exact: true }).fill(`${uniqueUser().username}@example.test`)
	await page.getByRole('button', { name: 'Send reset link' }).click()
	await expect(
		page.getByText('If an account with that email exists, you will receive a password reset link', { exact: true }),
	).toBeVisible()
	await page.goto('/reset-password')
	await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
	await page.goto('/reset-password?token=forged')
	await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible()
})

test('too many reset requests for one address are refused with a clear message', async ({ page }) => {
	const email = `${uniqueUser('limit').username}@example.test`
	for (let i = 0; i < 3; i++) {
		await page.goto('/forgot-password')
		await page.getByLabel('Email', { exact: true }).fill(email)
		await page.getByRole('button', { name: 'Send reset link' }).click()
		await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
	}
	await page.goto('/forgot-password')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByRole('button', { name: 'Send reset link' }).click()
	const alert = page.getByRole('alert').filter({ hasText: 'Request Failed' })
	await expect(alert).toContainText('Too many password reset requests for this email address.')
	await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
})

test('deleting the account needs DELETE typed, then removes it and signs out', async ({ page }) => {
	const user = await signUp(page)
	await page.goto('/settings')
	await page.getByRole('link', { name: 'Delete account' }).click()
	await expect(page.getByRole('heading', { name: 'Are you sure you want to delete your account?' })).toBeVisible()
	await page.getByLabel('Type DELETE to confirm').fill('delete me')
	await page.getByRole('button', { name: 'Delete my account' }).click()
	await expect(page.getByText('Type DELETE to confirm').last()).toBeVisible()
	await expect(page.getByLabel('Type DELETE to confirm')).toHaveAttribute('aria-invalid', 'true')
	await page.getByRole('link', { name: 'Cancel' }).click()
	await expect(page.getByRole('link', { name: 'Delete account' })).toBeVisible()

	await page.getByRole('link', { name: 'Delete account' }).click()
	await page.getByLabel('Type DELETE to confirm').fill('DELETE')
	await page.getByRole('button', { name: 'Delete my account' }).click()
	await expect(page).toHaveURL(/\/auth$/)
	await expect(page.getByText('Account deleted', { exact: true })).toBeVisible()
	await page.goto('/profile')
	await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/)
	await signIn(page, user)
	await expect(page.getByText('Invalid username or password')).toBeVisible()
})

test('signed-out visitors are sent to sign in from account pages', async ({ page }) => {
	for (const path of ['/profile', '/settings', '/email-test']) {
		await page.goto(path)
		await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path)}$`))
	}
})

test('Google sign-in explains itself when it is not configured', async ({ page }) => {
	await page.goto('/auth')
	await expect(page.getByText('Google sign-in is not available on this server.')).toBeVisible()
	await page.goto('/auth/google')
	await expect(page).toHaveURL(/\/auth$/)
	await expect(page.getByText('Unable to sign in', { exact: true })).toBeVisible()
	await expect(page.getByText('Google sign-in is not available on this server.').first()).toBeVisible()
})

test('email test page: SMTP check, validation, own address only, and a real send', async ({ page }) => {
	const user = await signUp(page)
	await page.goto('/email-test')
	await expect(page.getByText('Status: Not tested')).toBeVisible()
	await page.getByRole('button', { name: 'Test SMTP connection' }).click()
	await expect(page.getByText('SMTP Connected')).toBeVisible()
	await expect(page.getByText('Status: Connected')).toBeVisible()

	await page.getByLabel('Email', { exact: true }).fill('')
	await page.getByLabel('Name', { exact: true }).fill('')
	await page.getByRole('button', { name: 'Send welcome email' }).click()
	await expect(page.getByText('Please enter both email and name').first()).toBeVisible()

	await page.getByLabel('Email', { exact: true }).fill('someone-else@example.test')
	await page.getByLabel('Name', { exact: true }).fill('Someone')
	await page.getByRole('button', { name: 'Send welcome email' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Email Send Failed' })).toContainText(
		'You can only send test emails to your own email address.',
	)

	await page.getByLabel('Email', { exact: true }).fill(user.email)
	await page.getByLabel('Name', { exact: true }).fill('Amara')
	await page.getByRole('button', { name: 'Send reset email' }).click()
	await expect(page.getByText(`Password reset test email sent to ${user.email}.`)).toBeVisible()
	const email = await waitForEmail(user.email, SUBJECTS.reset)
	expect(email.text).toContain('Hello Amara')
})
