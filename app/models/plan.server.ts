/** Data access for subscription plans, subscriptions and monthly usage. */
import { and, asc, eq, sql } from 'drizzle-orm'
import { plans, sessionUsage, subscriptions } from '#drizzle/schema'
import { db } from '#app/services/db.server'

export type PlanRow = typeof plans.$inferSelect

export async function listPlans() {
	return db.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.sortOrder))
}

export async function getPlanBySlug(slug: string) {
	const [plan] = await db.select().from(plans).where(eq(plans.slug, slug)).limit(1)
	return plan ?? null
}

export async function getSubscription(userId: string) {
	const [row] = await db
		.select({ subscription: subscriptions, plan: plans })
		.from(subscriptions)
		.innerJoin(plans, eq(plans.id, subscriptions.planId))
		.where(eq(subscriptions.userId, userId))
		.limit(1)
	return row ?? null
}

/** First day of the month (UTC) as YYYY-MM-DD. */
export function periodStartFor(date = new Date()) {
	return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-01`
}

export async function getSessionsUsed(userId: string, period = periodStartFor()) {
	const [row] = await db
		.select({ used: sessionUsage.sessionsUsed })
		.from(sessionUsage)
		.where(and(eq(sessionUsage.userId, userId), eq(sessionUsage.periodStart, period)))
		.limit(1)
	return row?.used ?? 0
}

/**
 * Count one session against the month's quota, atomically: returns false
 * (and counts nothing) when the limit is already reached. Pass a transaction
 * to count it only if the rest of that transaction commits.
 */
export async function tryConsumeSession(
	userId: string,
	limit: number,
	{ executor = db, period = periodStartFor() }: { executor?: Pick<typeof db, 'insert'>; period?: string } = {},
) {
	const rows = await executor
		.insert(sessionUsage)
		.values({ userId, periodStart: period, sessionsUsed: 1 })
		.onConflictDoUpdate({
			target: [sessionUsage.userId, sessionUsage.periodStart],
			set: { sessionsUsed: sql`${sessionUsage.sessionsUsed} + 1` },
			setWhere: sql`${sessionUsage.sessionsUsed} < ${limit}`,
		})
		.returning({ used: sessionUsage.sessionsUsed })
	return rows.length === 1 && limit > 0
}

export type SubscriptionFields = {
	planId: string
	status: string
	mode: 'test' | 'live'
	stripeCustomerId: string | null
	stripeSubscriptionId: string | null
	currentPeriodStart: Date | null
	currentPeriodEnd: Date | null
	cancelAtPeriodEnd: boolean
}

/** Create or replace the user's one subscription row. */
export async function upsertSubscription(userId: string, fields: SubscriptionFields) {
	const [row] = await db
		.insert(subscriptions)
		.values({ userId, ...fields })
		.onConflictDoUpdate({ target: subscriptions.userId, set: { ...fields, updatedAt: new Date() } })
		.returning()
	return row!
}

export async function getSubscriptionByStripeId(stripeSubscriptionId: string) {
	const [row] = await db
		.select()
		.from(subscriptions)
		.where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
		.limit(1)
	return row ?? null
}

export async function getSubscriptionByCustomer(stripeCustomerId: string) {
	const [row] = await db
		.select()
		.from(subscriptions)
		.where(eq(subscriptions.stripeCustomerId, stripeCustomerId))
		.limit(1)
	return row ?? null
}
