/**
 * Figures for the admin Analytics tab: sign-ups and sessions per week,
 * average scores, plan distribution, the STAR part candidates miss most and
 * the weakest NHS value across users. The shaping is pure and unit-tested.
 */
import { NHS_VALUES } from '#app/lib/nhs-values'
import {
	averageScores,
	planDistribution,
	sessionsByWeek,
	signUpsByWeek,
	starPartsMissed,
	valueMasteryAcrossUsers,
} from '#app/models/analytics.server'
import { listPlans } from '#app/models/plan.server'
import { ACTIVE_SUBSCRIPTION_STATUSES } from './quota.server'

export const ANALYTICS_WEEKS = 12
const DAY_MS = 24 * 60 * 60 * 1000

/** The Monday (UTC, YYYY-MM-DD) starting each of the last `weeks` weeks, oldest first. */
export function lastWeeks(now: Date, weeks = ANALYTICS_WEEKS) {
	const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
	const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS
	return Array.from({ length: weeks }, (_, i) => new Date(monday - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10))
}

/** One value per week in `weeks`, zero where the rows have none. */
export function fillWeeks<Row extends { week: string }, K extends keyof Row>(rows: Row[], weeks: string[], key: K) {
	const byWeek = new Map(rows.map((r) => [r.week, Number(r[key])]))
	return weeks.map((week) => byWeek.get(week) ?? 0)
}

export const STAR_PARTS = ['situation', 'task', 'action', 'result'] as const

export function starSummary(counts: { answers: number } & Record<(typeof STAR_PARTS)[number], number>) {
	const parts = STAR_PARTS.map((part) => ({
		part,
		missed: counts[part],
		rate: counts.answers ? counts[part] / counts.answers : 0,
	}))
	const top = [...parts].sort((a, b) => b.missed - a.missed)[0]
	return { answers: counts.answers, parts, mostMissed: top && top.missed > 0 ? top.part : null }
}

export function valuesSummary(rows: Array<{ value: string; mastery: number; users: number; answers: number }>) {
	const byValue = new Map(rows.map((r) => [r.value, r]))
	const values = NHS_VALUES.map((value) => ({
		value,
		mastery: byValue.get(value)?.mastery ?? null,
		users: byValue.get(value)?.users ?? 0,
		answers: byValue.get(value)?.answers ?? 0,
	}))
	const weakest = values
		.filter((v) => v.mastery !== null)
		.sort((a, b) => a.mastery! - b.mastery!)[0]
	return { values, weakest: weakest?.value ?? null }
}

export async function getAnalytics(now = new Date()) {
	const weeks = lastWeeks(now)
	const since = new Date(`${weeks[0]}T00:00:00Z`)
	const [signUps, sessions, scores, planRows, plans, star, values] = await Promise.all([
		signUpsByWeek(since),
		sessionsByWeek(since),
		averageScores(),
		planDistribution([...ACTIVE_SUBSCRIPTION_STATUSES]),
		listPlans(),
		starPartsMissed(),
		valueMasteryAcrossUsers(),
	])
	const planCounts = new Map(planRows.map((r) => [r.slug, r.count]))
	return {
		weeks,
		signUpsPerWeek: fillWeeks(signUps, weeks, 'count'),
		sessionsStartedPerWeek: fillWeeks(sessions, weeks, 'started'),
		sessionsCompletedPerWeek: fillWeeks(sessions, weeks, 'completed'),
		averageScores: scores,
		plans: plans.map((p) => ({ slug: p.slug, name: p.name, users: planCounts.get(p.slug) ?? 0 })),
		star: starSummary(star),
		values: valuesSummary(values),
	}
}

export type Analytics = Awaited<ReturnType<typeof getAnalytics>>
