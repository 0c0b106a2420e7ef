/** Data access for the admin area's user list and user statistics. */
import { count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { adminRoles, interviewSessions, plans, subscriptions, users } from '#drizzle/schema'
import { db } from '#app/services/db.server'

/** `text` as a LIKE pattern matching it anywhere, with its own % _ and \ taken literally. */
function containsPattern(text: string) {
	return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export type AdminUserRow = Awaited<ReturnType<typeof listUsersForAdmin>>['rows'][number]

/**
 * One page of users, newest first, optionally filtered by a search over
 * username, e-mail and full name. A user's plan is their subscription's plan
 * while its status is one of `activeStatuses`, else the free plan.
 */
export async function listUsersForAdmin({
	search,
	limit,
	offset,
	activeStatuses,
}: {
	search?: string
	limit: number
	offset: number
	activeStatuses: string[]
}) {
	const pattern = search ? containsPattern(search) : null
	const where = pattern
		? or(
				sql`${users.username} ilike ${pattern}`,
				sql`${users.email} ilike ${pattern}`,
				sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
			)
		: undefined
	const completed = db
		.select({ userId: interviewSessions.userId, n: count().as('n') })
		.from(interviewSessions)
		.where(eq(interviewSessions.status, 'completed'))
		.groupBy(interviewSessions.userId)
		.as('completed')
	const active = activeStatuses.length ? inArray(subscriptions.status, activeStatuses) : sql`false`
	const [rows, [total]] = await Promise.all([
		db
			.select({
				id: users.id,
				username: users.username,
				email: users.email,
				firstName: users.firstName,
				lastName: users.lastName,
				isActive: users.isActive,
				isAdmin: users.isAdmin,
				role: adminRoles.role,
				createdAt: users.createdAt,
				completedInterviews: sql<number>`coalesce(${completed.n}, 0)::int`,
				planSlug: sql<string>`case when ${active} then ${plans.slug} else 'free' end`,
				subscriptionStatus: sql<string>`coalesce(${subscriptions.status}, 'none')`,
			})
			.from(users)
			.leftJoin(adminRoles, eq(adminRoles.userId, users.id))
			.leftJoin(completed, eq(completed.userId, users.id))
			.leftJoin(subscriptions, eq(subscriptions.userId, users.id))
			.leftJoin(plans, eq(plans.id, subscriptions.planId))
			.where(where)
			.orderBy(desc(users.createdAt), users.id)
			.limit(limit)
			.offset(offset),
		db.select({ n: count() }).from(users).where(where),
	])
	return { rows, total: total?.n ?? 0 }
}

/** The user with their admin role (null when not an admin), for the status rules. */
export async function getUserWithRole(userId: string) {
	const [row] = await db
		.select({ user: users, role: adminRoles.role })
		.from(users)
		.leftJoin(adminRoles, eq(adminRoles.userId, users.id))
		.where(eq(users.id, userId))
		.limit(1)
	return row ?? null
}

export async function setUserActive(userId: string, isActive: boolean) {
	const [row] = await db
		.update(users)
		.set({ isActive, updatedAt: new Date() })
		.where(eq(users.id, userId))
		.returning({ id: users.id, username: users.username, isActive: users.isActive })
	return row ?? null
}

/** SPEC.md userStats: total, active (not suspended) and new since `monthStart`. */
export async function getUserStats(monthStart: Date) {
	const [row] = await db
		.select({
			totalUsers: count(),
			activeUsers: sql<number>`count(*) filter (where ${users.isActive})::int`,
			newUsersThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${monthStart.toISOString()})::int`,
		})
		.from(users)
	return row ?? { totalUsers: 0, activeUsers: 0, newUsersThisMonth: 0 }
}

/** SPEC.md engagementStats: completed sessions and their average overall score (0..1 or null). */
export async function getEngagementStats() {
	const [row] = await db
		.select({
			completedSessions: count(),
			averageScore: sql<number | null>`avg(${interviewSessions.overallScore}::numeric)::float8`,
		})
		.from(interviewSessions)
		.where(eq(interviewSessions.status, 'completed'))
	return { completedSessions: row?.completedSessions ?? 0, averageScore: row?.averageScore ?? null }
}
