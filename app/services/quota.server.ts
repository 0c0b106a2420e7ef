/**
 * Monthly session quotas: the user's plan (an active subscription, else the
 * free plan) sets how many interview sessions they may start each month.
 */
import { getPlanBySlug, getSessionsUsed, getSubscription, periodStartFor } from '#app/models/plan.server'

/** Subscription statuses that grant the subscription's plan (others fall back to free). */
export const ACTIVE_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing'])

export const QUOTA_REACHED_MESSAGE =
	'You have used all the interview sessions in your plan this month. Upgrade your plan for more sessions, or wait until next month.'

/**
 * The quota period usage counts against: a paid plan's current billing period
 * (so usage resets when it renews), else the calendar month (UTC). A billing
 * period already over (its renewal not yet heard of) falls back to the month.
 */
export function usagePeriodFor(
	subscription: { currentPeriodStart: Date | null; currentPeriodEnd: Date | null } | null,
	now = new Date(),
) {
	const start = subscription?.currentPeriodStart
	const end = subscription?.currentPeriodEnd
	if (start && start <= now && (!end || end > now)) return start.toISOString().slice(0, 10)
	return periodStartFor(now)
}

export async function getCurrentPlan(userId: string) {
	const subscription = await getSubscription(userId)
	if (subscription && ACTIVE_SUBSCRIPTION_STATUSES.has(subscription.subscription.status)) {
		return {
			plan: subscription.plan,
			status: subscription.subscription.status,
			period: usagePeriodFor(subscription.subscription),
			subscription: subscription.subscription,
		}
	}
	const free = await getPlanBySlug('free')
	if (!free) throw new Error('The free plan is missing: the seed has not run.')
	return {
		plan: free,
		status: subscription?.subscription.status ?? 'none',
		period: periodStartFor(),
		subscription: subscription?.subscription ?? null,
	}
}

export async function getSessionUsage(userId: string) {
	const { plan, period } = await getCurrentPlan(userId)
	const used = await getSessionsUsed(userId, period)
	return { used, limit: plan.monthlySessionsLimit, remaining: Math.max(0, plan.monthlySessionsLimit - used), period }
}
