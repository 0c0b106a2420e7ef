/**
 * Checkout with Stripe keys: a server of its own talking to the local fake
 * Stripe API (STRIPE_API_BASE) and loading the fake Stripe.js from it
 * (STRIPE_JS_URL), through @stripe/stripe-js and @stripe/react-stripe-js.
 * The Payment Element needs JavaScript, so this file runs in the js project.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import Stripe from 'stripe'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe'
import { expectNoViolations } from './axe'
import { createTestDatabase, startServer, type TestDatabase, type TestServer } from './server-harness'
import { acceptCookies, signUp } from './utils'

test.describe.configure({ mode: 'serial', timeout: 90_000 })

let fake: FakeStripe
let db: TestDatabase
let server: TestServer

test.beforeAll(async () => {
	fake = await startFakeStripe()
	db = await createTestDatabase()
	server = await startServer({
		databaseUrl: db.url,
		env: {
			STRIPE_SECRET_KEY: fake.secretKey,
			STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
			STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
			STRIPE_API_BASE: fake.url,
			STRIPE_JS_URL: fake.stripeJsUrl,
			// live keys the fake does not accept: enough to show live mode and a failed setup
			STRIPE_SECRET_KEY_LIVE: 'sk_live_not_accepted_by_the_fake',
			STRIPE_PUBLISHABLE_KEY_LIVE: 'pk_live_fake_0123456789abcdef',
		},
	})
})

test.afterAll(async () => {
	await server?.stop()
	await db?.drop()
	await fake?.close()
})

async function signedInPage(browser: Browser) {
	const context = await browser.newContext({ baseURL: server.url })
	const page = await context.newPage()
	await acceptCookies(page)
	await signUp(page)
	return page
}

async function fillCard(page: Page, number: string) {
	await page.getByLabel('Card number').fill(number)
	await page.getByLabel('Expiry (MM / YY)').fill('12 / 34')
	await page.getByLabel('Security code').fill('123')
	await page.getByLabel('Postal code').fill('SW1A 1AA')
}

test('@js-only test mode: pay for Pro 15 with the Payment Element, then the plan is active', async ({ browser }) => {
	const page = await signedInPage(browser)
	await page.goto('/subscription')
	await page.getByRole('link', { name: 'Upgrade to Pro 15' }).click()
	await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Test mode' })).toBeVisible()
	await expect(page.getByText('Card number: 4242 4242 4242 4242')).toBeVisible()
	const pay = page.getByRole('button', { name: 'Pay £9.99' })
	await expect(pay).toBeEnabled()
	// tabs layout, line2 never (the fake Stripe.js records the options it was given)
	await expect(page.locator('[data-fake-stripe-element="payment"]')).toHaveAttribute('data-layout', 'tabs')
	await expect(page.locator('[data-fake-stripe-element="payment"]')).toHaveAttribute('data-line2', 'never')
	await expectNoViolations(page)

	// the form validates before confirming
	await pay.click()
	await expect(page.getByText('Form Validation Error').first()).toBeVisible()
	await expect(page.getByText('Your card number is incomplete.').first()).toBeVisible()

	await fillCard(page, '4242 4242 4242 4242')
	await pay.click()
	await expect(page).toHaveURL(/\/subscription\?success=true$/)
	await expect(page.getByText('Thank you. Your Pro 15 plan is active.')).toBeVisible()
	await expect(page.getByText('0/15 monthly sessions used')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Current Plan' })).toBeDisabled()
	const confirm = fake.confirms.at(-1)!
	expect(confirm.billingCountry).toBe('GB')
	expect(confirm.returnUrl).toBe(`${server.url}/subscription?success=true`)

	// downgrade to free at the end of the period, then change of mind
	await page.getByRole('button', { name: 'Cancel at Period End' }).click()
	await expect(page.getByText(/Your Pro 15 plan ends on .+; you then move to the free plan\./)).toBeVisible()
	await page.getByRole('button', { name: 'Keep My Subscription' }).click()
	await expect(page.getByText(/Renews on /)).toBeVisible()
	await page.context().close()
})

test('@js-only a declined card shows Payment Failed and stays on checkout', async ({ browser }) => {
	const page = await signedInPage(browser)
	await page.goto('/checkout?plan=pro_30')
	await expect(page.getByRole('button', { name: 'Pay £17.99' })).toBeEnabled()
	await fillCard(page, '4000 0000 0000 0002')
	await page.getByRole('button', { name: 'Pay £17.99' }).click()
	await expect(page.getByText('Payment Failed').first()).toBeVisible()
	await expect(page.getByText('Your card was declined.').first()).toBeVisible()
	await expect(page).toHaveURL(/\/checkout\?plan=pro_30$/)
	const status = await (await page.request.get('/api/subscription/status')).json()
	expect(status.currentPlan.slug).toBe('free')
	await page.context().close()
})

test('@js-only the webhook over HTTP: signed events are handled once, forged ones refused', async ({ playwright }) => {
	const request = await playwright.request.newContext({ baseURL: server.url })
	const payload = JSON.stringify({
		id: `evt_${Date.now()}`,
		object: 'event',
		type: 'customer.subscription.updated',
		data: { object: { id: 'sub_unknown', object: 'subscription' } },
	})
	const send = (secret: string) =>
		request.post('/api/stripe/webhook', {
			headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
			data: payload,
		})
	const forged = await send('whsec_someone_else')
	expect(forged.status()).toBe(400)
	const first = await send(fake.webhookSecret)
	expect(first.status()).toBe(200)
	expect(await first.json()).toEqual({ received: true })
	const replay = await send(fake.webhookSecret)
	expect(await replay.json()).toEqual({ received: true, duplicate: true })
	await request.dispose()
})

test('@js-only live mode: the red warning, and a setup failure shows Payment Setup Error', async ({ browser }) => {
	await db.sql`insert into app_settings (key, value) values ('stripe_mode', ${db.sql.json('live')})
		on conflict (key) do update set value = excluded.value`
	try {
		const page = await signedInPage(browser)
		await page.goto('/checkout?plan=pro_15')
		await expect(page.getByText('This is a live payment: real charges will be made to your card.')).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Payment Setup Error' })).toBeVisible()
		await expect(page.getByText('Setup Error').first()).toBeVisible()
		const key = await (await page.request.get('/api/stripe/public-key')).json()
		expect(key).toEqual({ publicKey: 'pk_live_fake_0123456789abcdef', isLive: true, mode: 'live' })
		await page.context().close()
	} finally {
		await db.sql`update app_settings set value = ${db.sql.json('test')} where key = 'stripe_mode'`
	}
})
