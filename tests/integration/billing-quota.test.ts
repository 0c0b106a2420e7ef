/**
 * Quotas with plans: a concurrent burst of starts by a free user opens
 * exactly the plan's sessions, the rest get 402 with the upgrade path; a
 * paid plan takes effect on the next start after payment, and its usage
 * resets when the billing period renews.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EXPERIENCE_LEVELS, INTERVIEW_TYPES } from '#app/lib/interview-types'
import { action as createAction } from '#app/routes/api.subscription.create'
import { action as syncAction } from '#app/routes/api.subscription.sync'
import { loader as statusLoader } from '#app/routes/api.subscription.status'
import { action as start } from '#app/routes/api.interview.start'
import { resetEnvCache } from '#app/services/env.server'
import { QUOTA_REACHED_MESSAGE } from '#app/services/quota.server'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe'
import { apiRequest, call, createTestUser } from './helpers'

let fake: FakeStripe
beforeAll(async () => {
	fake = await startFakeStripe()
	process.env.STRIPE_SECRET_KEY = fake.secretKey
	process.env.STRIPE_PUBLISHABLE_KEY = fake.publishableKey
	process.env.STRIPE_API_BASE = fake.url
	resetEnvCache()
})
afterAll(async () => {
	delete process.env.STRIPE_SECRET_KEY
	delete process.env.STRIPE_PUBLISHABLE_KEY
	delete process.env.STRIPE_API_BASE
	resetEnvCache()
	await fake.close()
})

const COMBOS = INTERVIEW_TYPES.flatMap((type) => EXPERIENCE_LEVELS.map((experienceLevel) => ({ type, experienceLevel })))
let next = 0
const startOne = (cookie: string, combo = COMBOS[next++ % COMBOS.length]!) =>
	call(start, apiRequest('/api/interview/start', { method: 'POST', cookie, json: combo }))

async function usage(cookie: string) {
	return (await (await call(statusLoader, apiRequest('/api/subscription/status', { cookie }))).json()).sessionUsage
}

async function subscribe(cookie: string, planSlug = 'pro_15') {
	const res = await call(createAction, apiRequest('/api/subscription/create', { method: 'POST', cookie, json: { planSlug } }))
	const { clientSecret } = await res.json()
	const intent = [...fake.paymentIntents.values()].find((p) => p.client_secret === clientSecret)!
	return [...fake.subscriptions.values()].find((s) => s.latest_invoice === intent.invoice)!
}

describe('quotas and plans', () => {
	test('15 concurrent starts by a free user open exactly 3 sessions; the rest are 402 with the upgrade path', async () => {
		const { cookie } = await createTestUser()
		const responses = await Promise.all(COMBOS.slice(0, 15).map((combo) => startOne(cookie, combo)))
		const codes = responses.map((r) => r.status)
		expect(codes.filter((c) => c === 201)).toHaveLength(3)
		expect(codes.filter((c) => c === 402)).toHaveLength(12)
		const refused = await responses.find((r) => r.status === 402)!.json()
		expect(refused).toEqual({ message: QUOTA_REACHED_MESSAGE, upgradeUrl: '/subscription' })
		expect(await usage(cookie)).toEqual({ used: 3, limit: 3 })
	})

	test('paying for pro_15 lifts the limit on the next start; usage resets when the billing period renews', async () => {
		const { cookie } = await createTestUser()
		for (let i = 0; i < 3; i++) expect((await startOne(cookie)).status).toBe(201)
		expect((await startOne(cookie)).status).toBe(402)
		const sub = await subscribe(cookie)
		fake.pay(sub.id)
		// the billing period began 20 days ago
		const day = 24 * 60 * 60
		const nowSec = Math.floor(Date.now() / 1000)
		sub.current_period_start = nowSec - 20 * day
		sub.current_period_end = nowSec + 10 * day
		await call(syncAction, apiRequest('/api/subscription/sync', { method: 'POST', cookie }))
		expect((await usage(cookie)).limit).toBe(15)
		expect((await startOne(cookie)).status).toBe(201)
		expect((await startOne(cookie)).status).toBe(201)
		expect(await usage(cookie)).toEqual({ used: 2, limit: 15 })
		// renewal: a new period starting now
		fake.renew(sub.id, nowSec - 60)
		await call(syncAction, apiRequest('/api/subscription/sync', { method: 'POST', cookie }))
		expect(await usage(cookie)).toEqual({ used: 0, limit: 15 })
		expect((await startOne(cookie)).status).toBe(201)
		expect(await usage(cookie)).toEqual({ used: 1, limit: 15 })
	})
})
