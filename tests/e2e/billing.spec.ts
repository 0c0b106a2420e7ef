/**
 * Plans and checkout on a server with no Stripe keys (a fresh install):
 * the subscription page works, checkout shows SPEC's 'Payment System
 * Unavailable', nothing breaks; a free user at the quota sees the way to
 * the plans. Runs with and without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test'
import { acceptCookies, signUp } from './utils'

/**
 * Flash toasts: a toast with JS; without JS they sit in <noscript>, which
 * Playwright's script-disabled Chromium still parses as text, so only the
 * JS project reads them.
 */
async function expectToast(page: Page, text: string) {
	if (test.info().project.name === 'js') await expect(page.getByText(text).first()).toBeVisible()
}

test.beforeEach(async ({ page }) => {
	await acceptCookies(page)
	await signUp(page)
})

test('the nav, the dashboard and the plans: free is current, paid plans offer an upgrade', async ({ page }) => {
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subscription' }).first().click()
	await expect(page).toHaveURL(/\/subscription$/)
	await expect(page.getByRole('heading', { name: 'Current Subscription' })).toBeVisible()
	await expect(page.getByText('0/3 monthly sessions used')).toBeVisible()
	await expect(page.getByText('Just completed a payment? Click below to activate your subscription immediately.')).toBeVisible()
	const plans = page.getByRole('region', { name: 'Plans' })
	await expect(plans.getByText('£9.99')).toBeVisible()
	await expect(plans.getByText('£17.99')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled()
	await expect(page.getByRole('link', { name: 'Upgrade to Pro 30' })).toHaveAttribute('href', '/checkout?plan=pro_30')
	await page.getByRole('link', { name: 'Upgrade to Pro 15' }).click()
	await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Upgrading to Pro 15' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Payment System Unavailable' })).toBeVisible()
	await expect(page.getByText('The payment system is not properly configured. Please contact support.')).toBeVisible()
	await page.getByRole('link', { name: 'Back to Subscriptions' }).click()
	await expect(page).toHaveURL(/\/subscription$/)
})

test('Activate My Subscription with nothing paid says why', async ({ page }) => {
	await page.goto('/subscription')
	await page.getByRole('button', { name: 'Activate My Subscription' }).click()
	await expect(page).toHaveURL(/\/subscription$/)
	await expectToast(page, 'Activation Failed')
	await expectToast(page, 'No subscription found to activate.')
	await expect(page.getByRole('region', { name: 'Current Subscription' }).getByText('Free', { exact: true })).toBeVisible()
})

test('checkout without a plan or with an unknown one goes back to the plans with SPEC messages', async ({ page }) => {
	await page.goto('/checkout')
	await expect(page).toHaveURL(/\/subscription$/)
	await expectToast(page, 'No subscription plan specified.')
	await page.goto('/checkout?plan=platinum')
	await expect(page).toHaveURL(/\/subscription$/)
	await expectToast(page, 'The requested subscription plan was not found.')
})

test('a free user who has used the month sees the upgrade path on setup and the dashboard', async ({ page }) => {
	for (const type of ['general', 'nursing', 'medical']) {
		expect((await page.request.post('/api/interview/start', { data: { type, experienceLevel: 'mid' } })).status()).toBe(201)
	}
	const refused = await page.request.post('/api/interview/start', { data: { type: 'support', experienceLevel: 'mid' } })
	expect(refused.status()).toBe(402)
	expect(await refused.json()).toMatchObject({ message: expect.stringContaining('Upgrade your plan'), upgradeUrl: '/subscription' })
	await page.goto('/interview-setup')
	await expect(page.getByRole('button', { name: 'Text-Based' })).toBeDisabled()
	await page.getByRole('link', { name: 'See plans for more sessions' }).click()
	await expect(page).toHaveURL(/\/subscription$/)
	await expect(page.getByText('3/3 monthly sessions used')).toBeVisible()
	await page.goto('/')
	await expect(page.getByRole('link', { name: 'See plans for more sessions' }).first()).toBeVisible()
})

test('developer pages show the (missing) configured key', async ({ page }) => {
	await page.goto('/stripe-debug')
	await expect(page.getByRole('heading', { name: 'Stripe debug' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Test checkout with Pro 15' })).toHaveAttribute('href', '/checkout?plan=pro_15')
	await page.goto('/stripe-test')
	await expect(page.getByText('Invalid')).toBeVisible()
	await page.getByRole('button', { name: 'Refresh' }).click()
	await expect(page.getByRole('link', { name: 'Checkout Pro 30' })).toBeVisible()
})

test('the billing API over HTTP without keys', async ({ page }) => {
	const plans = await (await page.request.get('/api/subscription/plans')).json()
	expect(plans.map((p: { slug: string }) => p.slug)).toEqual(['free', 'pro_15', 'pro_30'])
	const status = await (await page.request.get('/api/subscription/status')).json()
	expect(status).toMatchObject({ currentPlan: { slug: 'free', name: 'Free' }, subscriptionStatus: 'none', sessionUsage: { used: 0, limit: 3 } })
	const key = await page.request.get('/api/stripe/public-key')
	expect(key.status()).toBe(503)
	expect(await key.json()).toMatchObject({ publicKey: null, isLive: false, mode: 'test', message: expect.any(String) })
	const created = await page.request.post('/api/subscription/create', { data: { planSlug: 'pro_15' } })
	expect(created.status()).toBe(503)
	expect((await created.json()).message).toBe('The payment system is not properly configured. Please contact support.')
	const activated = await page.request.post('/api/subscription/force-activate')
	expect(await activated.json()).toMatchObject({ success: false })
	const webhook = await page.request.post('/api/stripe/webhook', { data: { id: 'evt_1' }, headers: { 'stripe-signature': 't=1,v1=abc' } })
	expect(webhook.status()).toBe(503)
})
