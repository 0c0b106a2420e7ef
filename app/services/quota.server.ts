/**
 * Monthly session quotas: the user's plan (an active subscription, else the
 * free plan) sets how many interview sessions they may start each month.
 */
import { getPlanBySlug, getSessionsUsed, getSubscription } from '#app/models/plan.server'

/** Subscription statuses that grant the subscription's plan (others fall back to free). */
export const ACTIVE_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing'])

export const QUOTA_REACHED_MESSAGE =
	'You have used all the interview sessions in your plan this month. Upgrade your plan for more sessions, or wait until next month.'

export async function getCurrentPlan(userId: string) {
	const subscription = await getSubscription(userId)
	if (subscription && ACTIVE_SUBSCRIPTION_STATUSES.has(subscription.subscription.status)) {
		return { plan: subscription.plan, status: subscription.subscription.status }
	}
	const free = await getPlanBySlug('free')
	if (!free) throw new Error('The free plan is missing: the seed has not run.')
	return { plan: free, status: subscription?.subscription.status ?? 'none' }
}

export async function getSessionUsage(userId: string) {
	const [{ plan }, used] = await Promise.all([getCurrentPlan(userId), getSessionsUsed(userId)])
	return { used, limit: plan.monthlySessionsLimit, remaining: Math.max(0, plan.monthlySessionsLimit - used) }
}
