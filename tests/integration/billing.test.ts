/**
 * Plans, checkout, activation and webhooks through the real stripe SDK
 * against a local fake of Stripe's API (tests/fakes/stripe.ts).
 */
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { subscriptions } from '#drizzle/schema'
import { loader as plansLoader } from '#app/routes/api.subscription.plans'
import { loader as statusLoader } from '#app/routes/api.subscription.status'
import { action as createAction } from '#app/routes/api.subscription.create'
import { action as forceActivateAction } from '#app/routes/api.subscription.force-activate'
import { action as syncAction } from '#app/routes/api.subscription.sync'
import { loader as publicKeyLoader } from '#app/routes/api.stripe.public-key'
import { action as webhookAction } from '#app/routes/api.stripe.webhook'
import { loader as modeLoader } from '#app/routes/api.admin.stripe.mode'
import { action as toggleAction } from '#app/routes/api.admin.stripe.toggle-live-mode'
import { setCancelAtPeriodEnd } from '#app/services/billing.server'
import { db } from '#app/services/db.server'
import { resetEnvCache } from '#app/services/env.server'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe'
import { createAdmin } from './admin-helpers'
import { apiRequest, call, createTestUser } from './helpers'

let fake: FakeStripe
const STRIPE_VARS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE', 'STRIPE_SECRET_KEY_LIVE', 'STRIPE_PUBLISHABLE_KEY_LIVE']

function useKeys(on: boolean) {
	for (const name of STRIPE_VARS) delete process.env[name]
	if (on) {
		process.env.STRIPE_SECRET_KEY = fake.secretKey
		process.env.STRIPE_PUBLISHABLE_KEY = fake.publishableKey
		process.env.STRIPE_WEBHOOK_SECRET = fake.webhookSecret
		process.env.STRIPE_API_BASE = fake.url
	}
	resetEnvCache()
}

beforeAll(async () => {
	fake = await startFakeStripe()
	useKeys(true)
})
afterAll(async () => {
	useKeys(false)
	await fake.close()
})

const post = (handler: typeof createAction, path: string, cookie: string, json?: unknown) =>
	call(handler, apiRequest(path, { method: 'POST', cookie, json: json ?? {} }))

async function status(cookie: string) {
	return (await call(statusLoader, apiRequest('/api/subscription/status', { cookie }))).json()
}

async function checkout(cookie: string, planSlug = 'pro_15') {
	const res = await post(createAction, '/api/subscription/create', cookie, { planSlug })
	expect(res.status).toBe(200)
	const { clientSecret } = await res.json()
	const intent = [...fake.paymentIntents.values()].find((p) => p.client_secret === clientSecret)!
	const sub = [...fake.subscriptions.values()].find((s) => s.latest_invoice === intent.invoice)!
	return { clientSecret, subscriptionId: sub.id }
}

function webhook(event: { id: string; type: string; data: { object: unknown } }, { secret = fake.webhookSecret, timestamp }: { secret?: string; timestamp?: number } = {}) {
	const payload = JSON.stringify({ object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, ...event })
	const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })
	return call(
		webhookAction,
		new Request('http://localhost/api/stripe/webhook', {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'stripe-signature': signature },
			body: payload,
		}),
	)
}

async function localRow(userId: string) {
	const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
	return row
}

describe('plans and checkout', () => {
	test('GET /api/subscription/plans lists free, pro_15 and pro_30 in GBP', async () => {
		const body = await (await call(plansLoader, apiRequest('/api/subscription/plans'))).json()
		expect(body.map((p: { slug: string }) => p.slug)).toEqual(['free', 'pro_15', 'pro_30'])
		expect(body[1]).toMatchObject({ name: 'Pro 15', pricePerMonth: '9.99', monthlySessionsLimit: 15, features: expect.any(Array) })
	})

	test('create: customer and incomplete subscription in Stripe, client secret back, still free until paid', async () => {
		const { cookie, user } = await createTestUser()
		const { clientSecret, subscriptionId } = await checkout(cookie)
		expect(clientSecret).toMatch(/^pi_.+_secret_/)
		const sub = fake.subscriptions.get(subscriptionId)!
		expect(fake.customers.get(sub.customer)).toMatchObject({ email: user.email, metadata: { userId: user.id } })
		expect([...fake.prices.values()].find((p) => p.id === sub.price)).toMatchObject({ currency: 'gbp', unit_amount: 999 })
		expect(await status(cookie)).toMatchObject({ currentPlan: { slug: 'free' }, subscriptionStatus: 'incomplete', sessionUsage: { used: 0, limit: 3 } })
		// a second checkout reuses the customer and replaces the unpaid subscription
		const again = await checkout(cookie, 'pro_30')
		expect(fake.subscriptions.get(again.subscriptionId)!.customer).toBe(sub.customer)
		expect(sub.status).toBe('incomplete_expired')
	})

	test('create: bad input is a 4xx with SPEC messages', async () => {
		const { cookie } = await createTestUser()
		const cases: Array<[unknown, number, string]> = [
			[{}, 400, 'No subscription plan specified.'],
			[{ planSlug: '' }, 400, 'No subscription plan specified.'],
			[{ planSlug: 42 }, 400, 'No subscription plan specified.'],
			[{ planSlug: 'platinum' }, 404, 'The requested subscription plan was not found.'],
			[{ planSlug: 'free' }, 400, 'The free plan needs no payment.'],
		]
		for (const [json, code, message] of cases) {
			const res = await post(createAction, '/api/subscription/create', cookie, json)
			expect(res.status, JSON.stringify(json)).toBe(code)
			expect((await res.json()).message).toBe(message)
		}
		const anonymous = await call(createAction, apiRequest('/api/subscription/create', { method: 'POST', json: { planSlug: 'pro_15' } }))
		expect(anonymous.status).toBe(401)
	})

	test('force-activate reads Stripe: not paid -> success false; paid -> the plan and its quota', async () => {
		const { cookie } = await createTestUser()
		const { subscriptionId } = await checkout(cookie)
		const before = await (await post(forceActivateAction, '/api/subscription/force-activate', cookie)).json()
		expect(before).toMatchObject({ success: false, error: expect.any(String) })
		fake.pay(subscriptionId)
		const after = await (await post(forceActivateAction, '/api/subscription/force-activate', cookie)).json()
		expect(after).toMatchObject({ success: true })
		expect(await status(cookie)).toMatchObject({ currentPlan: { slug: 'pro_15', name: 'Pro 15' }, subscriptionStatus: 'active', sessionUsage: { limit: 15 } })
		// and sync agrees
		expect(await (await post(syncAction, '/api/subscription/sync', cookie)).json()).toMatchObject({ success: true, status: 'active' })
	})

	test('force-activate with no subscription says so; the same plan twice is a 409', async () => {
		const { cookie } = await createTestUser()
		expect(await (await post(forceActivateAction, '/api/subscription/force-activate', cookie)).json()).toMatchObject({ success: false })
		const { subscriptionId } = await checkout(cookie)
		fake.pay(subscriptionId)
		await post(forceActivateAction, '/api/subscription/force-activate', cookie)
		const res = await post(createAction, '/api/subscription/create', cookie, { planSlug: 'pro_15' })
		expect(res.status).toBe(409)
	})

	test('upgrade pro_15 -> pro_30 takes effect only once paid', async () => {
		const { cookie } = await createTestUser()
		const first = await checkout(cookie)
		fake.pay(first.subscriptionId)
		await post(forceActivateAction, '/api/subscription/force-activate', cookie)
		const upgrade = await checkout(cookie, 'pro_30')
		expect(upgrade.subscriptionId).toBe(first.subscriptionId)
		expect((await status(cookie)).currentPlan.slug).toBe('pro_15')
		fake.pay(first.subscriptionId)
		await post(syncAction, '/api/subscription/sync', cookie)
		expect(await status(cookie)).toMatchObject({ currentPlan: { slug: 'pro_30' }, sessionUsage: { limit: 30 } })
	})

	test('a new checkout after a failed renewal cancels the past_due subscription in Stripe', async () => {
		const { cookie } = await createTestUser()
		const first = await checkout(cookie)
		fake.pay(first.subscriptionId)
		await post(forceActivateAction, '/api/subscription/force-activate', cookie)
		fake.setStatus(first.subscriptionId, 'past_due')
		await post(syncAction, '/api/subscription/sync', cookie)
		const second = await checkout(cookie, 'pro_30')
		expect(second.subscriptionId).not.toBe(first.subscriptionId)
		expect(fake.subscriptions.get(first.subscriptionId)!.status).toBe('canceled')
	})

	test('cancel at period end keeps the plan until Stripe ends it', async () => {
		const { cookie, user } = await createTestUser()
		const { subscriptionId } = await checkout(cookie)
		fake.pay(subscriptionId)
		await post(forceActivateAction, '/api/subscription/force-activate', cookie)
		await setCancelAtPeriodEnd(user.id, true)
		expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true)
		expect(await status(cookie)).toMatchObject({ currentPlan: { slug: 'pro_15' }, cancelAtPeriodEnd: true, currentPeriodEnd: expect.any(String) })
		await setCancelAtPeriodEnd(user.id, false)
		expect((await status(cookie)).cancelAtPeriodEnd).toBe(false)
	})
})

describe('webhooks', () => {
	test('a valid invoice.paid activates the plan; a replay of it changes nothing', async () => {
		const { cookie, user } = await createTestUser()
		const { subscriptionId } = await checkout(cookie)
		fake.pay(subscriptionId)
		const event = {
			id: `evt_${crypto.randomUUID()}`,
			type: 'invoice.paid',
			data: { object: { id: 'in_x', object: 'invoice', parent: { subscription_details: { subscription: subscriptionId } } } },
		}
		const res = await webhook(event)
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({ received: true })
		expect((await localRow(user.id))!.status).toBe('active')
		// Stripe now says past_due; replaying the old event must not re-read and apply anything
		fake.setStatus(subscriptionId, 'past_due')
		const replay = await webhook(event)
		expect(await replay.json()).toEqual({ received: true, duplicate: true })
		expect((await localRow(user.id))!.status).toBe('active')
	})

	test('forged (wrong secret), unsigned and stale events are refused and change nothing', async () => {
		const { cookie, user } = await createTestUser()
		const { subscriptionId } = await checkout(cookie)
		fake.pay(subscriptionId)
		const event = { id: `evt_${crypto.randomUUID()}`, type: 'customer.subscription.updated', data: { object: { id: subscriptionId, object: 'subscription' } } }
		const forged = await webhook(event, { secret: 'whsec_not_ours' })
		expect(forged.status).toBe(400)
		const stale = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })
		expect(stale.status).toBe(400)
		const unsigned = await call(webhookAction, new Request('http://localhost/api/stripe/webhook', { method: 'POST', body: JSON.stringify(event) }))
		expect(unsigned.status).toBe(400)
		expect((await localRow(user.id))!.status).toBe('incomplete')
		// the genuine event is still handled afterwards (a forged copy did not use up its id)
		expect((await webhook(event)).status).toBe(200)
		expect((await localRow(user.id))!.status).toBe('active')
	})

	test('out of order: an old "incomplete" update arriving after payment does not undo it', async () => {
		const { cookie, user } = await createTestUser()
		const { subscriptionId } = await checkout(cookie)
		const staleSnapshot = fake.subscriptionObject(subscriptionId)
		fake.pay(subscriptionId)
		await webhook({ id: `evt_${crypto.randomUUID()}`, type: 'invoice.paid', data: { object: { id: 'in_y', object: 'invoice', parent: { subscription_details: { subscription: subscriptionId } } } } })
		await webhook({ id: `evt_${crypto.randomUUID()}`, type: 'customer.subscription.updated', data: { object: staleSnapshot } })
		expect((await localRow(user.id))!.status).toBe('active')
		expect((await status(cookie)).currentPlan.slug).toBe('pro_15')
	})

	test('subscription deleted and payment failed follow Stripe; a deleted old subscription does not replace a newer one', async () => {
		const { cookie, user } = await createTestUser()
		const { subscriptionId } = await checkout(cookie)
		fake.pay(subscriptionId)
		await post(forceActivateAction, '/api/subscription/force-activate', cookie)
		fake.setStatus(subscriptionId, 'past_due')
		await webhook({ id: `evt_${crypto.randomUUID()}`, type: 'invoice.payment_failed', data: { object: { id: 'in_z', object: 'invoice', parent: { subscription_details: { subscription: subscriptionId } } } } })
		expect(await status(cookie)).toMatchObject({ currentPlan: { slug: 'free' }, subscriptionStatus: 'past_due' })
		fake.setStatus(subscriptionId, 'canceled')
		await webhook({ id: `evt_${crypto.randomUUID()}`, type: 'customer.subscription.deleted', data: { object: { id: subscriptionId, object: 'subscription' } } })
		expect((await localRow(user.id))!.status).toBe('canceled')
		// a new paid subscription, then a late event about the old one
		const second = await checkout(cookie, 'pro_30')
		fake.pay(second.subscriptionId)
		await post(forceActivateAction, '/api/subscription/force-activate', cookie)
		await webhook({ id: `evt_${crypto.randomUUID()}`, type: 'customer.subscription.deleted', data: { object: { id: subscriptionId, object: 'subscription' } } })
		expect(await status(cookie)).toMatchObject({ currentPlan: { slug: 'pro_30' }, subscriptionStatus: 'active' })
	})
})

describe('keys and payment mode', () => {
	test('GET /api/stripe/public-key returns the test key in test mode', async () => {
		const res = await call(publicKeyLoader, apiRequest('/api/stripe/public-key'))
		expect(await res.json()).toEqual({ publicKey: fake.publishableKey, isLive: false, mode: 'test' })
	})

	test('without keys: public key 503, create 503, webhook 503, plans still listed', async () => {
		useKeys(false)
		try {
			const { cookie } = await createTestUser()
			const key = await call(publicKeyLoader, apiRequest('/api/stripe/public-key'))
			expect(key.status).toBe(503)
			expect(await key.json()).toMatchObject({ publicKey: null, message: expect.any(String) })
			const created = await post(createAction, '/api/subscription/create', cookie, { planSlug: 'pro_15' })
			expect(created.status).toBe(503)
			expect((await created.json()).message).toBe('The payment system is not properly configured. Please contact support.')
			expect((await webhook({ id: 'evt_nokeys', type: 'invoice.paid', data: { object: {} } })).status).toBe(503)
			expect((await call(plansLoader, apiRequest('/api/subscription/plans'))).status).toBe(200)
		} finally {
			useKeys(true)
		}
	})

	test('admin mode endpoints: payments.manage only; live refused without live keys, allowed with them', async () => {
		const admin = await createAdmin('admin')
		const support = await createAdmin('support')
		expect((await call(modeLoader, apiRequest('/api/admin/stripe/mode', { cookie: support.cookie }))).status).toBe(403)
		const mode = await (await call(modeLoader, apiRequest('/api/admin/stripe/mode', { cookie: admin.cookie }))).json()
		expect(mode).toEqual({ currentMode: 'test', isLive: false, hasTestKeys: true, hasLiveKeys: false, isLiveAvailable: false })
		const refused = await post(toggleAction, '/api/admin/stripe/toggle-live-mode', admin.cookie, { isLive: true })
		expect(refused.status).toBe(409)
		expect((await post(toggleAction, '/api/admin/stripe/toggle-live-mode', admin.cookie, { isLive: 'yes' })).status).toBe(400)
		process.env.STRIPE_SECRET_KEY_LIVE = 'sk_live_fake'
		process.env.STRIPE_PUBLISHABLE_KEY_LIVE = 'pk_live_fake_0123456789'
		resetEnvCache()
		try {
			const live = await post(toggleAction, '/api/admin/stripe/toggle-live-mode', admin.cookie, { isLive: true })
			expect(await live.json()).toMatchObject({ currentMode: 'live', isLive: true, message: 'Stripe mode updated successfully' })
			expect(await (await call(publicKeyLoader, apiRequest('/api/stripe/public-key'))).json()).toEqual({ publicKey: 'pk_live_fake_0123456789', isLive: true, mode: 'live' })
		} finally {
			await post(toggleAction, '/api/admin/stripe/toggle-live-mode', admin.cookie, { isLive: false })
			useKeys(true)
		}
	})
})

describe('checkout page states', () => {
	test('the loader says which payment state to show: ok, configuration error (no public key) or unavailable (no secret key)', async () => {
		const { loader: checkoutLoader } = await import('#app/routes/checkout')
		const { cookie } = await createTestUser()
		const page = checkoutLoader as unknown as Parameters<typeof call>[0]
		const load = async () => (await call(page, apiRequest('/checkout?plan=pro_15', { cookie }))) as unknown as { system: string }
		expect((await load()).system).toBe('ok')
		process.env.STRIPE_PUBLISHABLE_KEY = 'not-a-key'
		resetEnvCache()
		expect((await load()).system).toBe('config-error')
		delete process.env.STRIPE_SECRET_KEY
		resetEnvCache()
		expect((await load()).system).toBe('unavailable')
		useKeys(true)
		const missing = await call(page, apiRequest('/checkout', { cookie }))
		expect(missing.status).toBe(302)
		expect(missing.headers.get('location')).toBe('/subscription')
	})
})
