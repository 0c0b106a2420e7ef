/**
 * The Analytics tab and the dashboard payload on a database of their own
 * (so the figures are exact while other test files add users in parallel).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type * as AnalyticsModule from '#app/services/admin-analytics.server'
import type * as DashboardModule from '#app/services/admin-dashboard.server'
import type * as EnvModule from '#app/services/env.server'
import type * as PaymentModule from '#app/services/payment-mode.server'
import type * as HelpersModule from './admin-helpers'
import { createDatabase, dropDatabase } from '../setup/test-db'

const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!
let dbName = ''
let helpers: typeof HelpersModule
let analytics: typeof AnalyticsModule
let dashboard: typeof DashboardModule
let payment: typeof PaymentModule
let env: typeof EnvModule

beforeAll(async () => {
	const created = await createDatabase(adminUrl, 'nhs_analytics')
	dbName = created.name
	process.env.DATABASE_URL = created.url
	helpers = await import('./admin-helpers')
	analytics = await import('#app/services/admin-analytics.server')
	dashboard = await import('#app/services/admin-dashboard.server')
	payment = await import('#app/services/payment-mode.server')
	env = await import('#app/services/env.server')
})

afterAll(async () => {
	const { closeDatabase } = await import('#app/services/db.server')
	await closeDatabase()
	await dropDatabase(adminUrl, dbName)
})

describe('analytics', () => {
	test('sign-ups and sessions per week, average scores, plan distribution, most-missed STAR part, weakest value', async () => {
		const empty = await analytics.getAnalytics()
		expect(empty.signUpsPerWeek).toEqual(Array(12).fill(0))
		expect(empty.star.mostMissed).toBeNull()
		expect(empty.values.weakest).toBeNull()

		await helpers.createUserWithData() // pro_15, one completed session, task missed, values score 0.6
		await helpers.createUserWithData()
		await helpers.createAdmin('admin')
		const result = await analytics.getAnalytics()
		expect(result.weeks).toHaveLength(12)
		expect(result.signUpsPerWeek.at(-1)).toBe(3)
		expect(result.sessionsStartedPerWeek.at(-1)).toBe(2)
		expect(result.sessionsCompletedPerWeek.at(-1)).toBe(2)
		expect(result.averageScores).toEqual({ answers: 2, overall: 0.72, nhsValues: 0.6, star: 0.5, clarity: 0.8 })
		expect(result.plans).toEqual([
			{ slug: 'free', name: 'Free', users: 1 },
			{ slug: 'pro_15', name: 'Pro 15', users: 2 },
			{ slug: 'pro_30', name: 'Pro 30', users: 0 },
		])
		expect(result.star.mostMissed).toBe('task')
		expect(result.star.parts.find((p) => p.part === 'task')).toEqual({ part: 'task', missed: 2, rate: 1 })
		// The answered question assesses only 'Commitment to quality of care', which the answer evidenced.
		const quality = result.values.values.find((v) => v.value === 'Commitment to quality of care')!
		expect(quality).toEqual({ value: 'Commitment to quality of care', mastery: 0.6, users: 2, answers: 2 })
		expect(result.values.weakest).toBe('Commitment to quality of care')
	})

	test('the dashboard payload: userStats, engagementStats, systemHealth', async () => {
		const { userStats, engagementStats, systemHealth } = await dashboard.getAdminDashboard()
		expect(userStats).toEqual({ totalUsers: 3, activeUsers: 3, newUsersThisMonth: 3 })
		expect(engagementStats).toEqual({ completedSessions: 2, averageScore: 0.72 })
		expect(systemHealth.database.status).toBe('healthy')
		// Next month nobody is new.
		const next = new Date()
		next.setUTCMonth(next.getUTCMonth() + 1)
		expect((await dashboard.getEngagement(next)).userStats.newUsersThisMonth).toBe(0)
	})
})

describe('payment mode', () => {
	test('test by default; live only with both live keys; never live once the keys are gone', async () => {
		const keys = ['STRIPE_SECRET_KEY_LIVE', 'STRIPE_PUBLISHABLE_KEY_LIVE'] as const
		expect(await payment.getPaymentModeStatus()).toEqual({ currentMode: 'test', isLive: false, hasTestKeys: false, hasLiveKeys: false, isLiveAvailable: false })
		expect(await payment.setPaymentMode('live')).toEqual({ ok: false, status: 409 })
		process.env.STRIPE_SECRET_KEY_LIVE = 'sk_live_x'
		env.resetEnvCache()
		expect(payment.isLiveAvailable()).toBe(false)
		process.env.STRIPE_PUBLISHABLE_KEY_LIVE = 'pk_live_x'
		env.resetEnvCache()
		expect(await payment.setPaymentMode('live')).toEqual({ ok: true, mode: 'live', previous: 'test' })
		expect(await payment.getPaymentModeStatus()).toMatchObject({ currentMode: 'live', isLive: true, isLiveAvailable: true })
		for (const key of keys) delete process.env[key]
		env.resetEnvCache()
		expect(await payment.getPaymentMode()).toBe('test')
		expect(await payment.setPaymentMode('test')).toEqual({ ok: true, mode: 'test', previous: 'test' })
	})
})
