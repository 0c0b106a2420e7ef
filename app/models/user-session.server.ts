/**
 * Signed-in devices (ADR 0010). One row per sign-in; the session cookie holds
 * only the row's id. Every request reads its row (one primary-key lookup
 * joined to the user), so signing out, "sign out of all other devices", a
 * password change and suspension take effect on the very next request, on
 * every app instance.
 */
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm'
import { userSessions, users } from '#drizzle/schema'
import { db } from '#app/services/db.server'
import { isUuid } from '#app/lib/ids'

export type UserSessionRow = typeof userSessions.$inferSelect

/** How long a session lasts after sign-in (the cookie's max-age too). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** last_seen_at is written at most this often per session, so reads stay cheap. */
export const LAST_SEEN_GRANULARITY_MS = 60_000

export async function createUserSession(userId: string, userAgent: string) {
	// Housekeeping: the user's expired sessions go when they sign in again.
	await db.delete(userSessions).where(and(eq(userSessions.userId, userId), lt(userSessions.expiresAt, sql`now()`)))
	const [row] = await db
		.insert(userSessions)
		.values({
			userId,
			userAgent: userAgent.slice(0, 500),
			expiresAt: new Date(Date.now() + SESSION_TTL_MS),
		})
		.returning()
	return row!
}

/** The live session and its user, or null (unknown, signed out or expired). */
export async function getUserSession(sessionId: string) {
	if (!isUuid(sessionId)) return null
	const [row] = await db
		.select({ session: userSessions, user: users })
		.from(userSessions)
		.innerJoin(users, eq(users.id, userSessions.userId))
		.where(and(eq(userSessions.id, sessionId), gt(userSessions.expiresAt, sql`now()`)))
		.limit(1)
	return row ?? null
}

/** Record activity, at most once a minute per session. */
export async function touchUserSession(session: Pick<UserSessionRow, 'id' | 'lastSeenAt'>, now = new Date()) {
	if (now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_GRANULARITY_MS) return
	await db
		.update(userSessions)
		.set({ lastSeenAt: now })
		.where(and(eq(userSessions.id, session.id), lt(userSessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_GRANULARITY_MS))))
}

/** The user's live sessions, most recently used first. */
export async function listUserSessions(userId: string) {
	return db
		.select()
		.from(userSessions)
		.where(and(eq(userSessions.userId, userId), gt(userSessions.expiresAt, sql`now()`)))
		.orderBy(desc(userSessions.lastSeenAt))
}

/** Sign one session out; only the owner's (returns false for anyone else's). */
export async function deleteUserSession(userId: string, sessionId: string) {
	if (!isUuid(sessionId)) return false
	const rows = await db
		.delete(userSessions)
		.where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)))
		.returning({ id: userSessions.id })
	return rows.length === 1
}

/** Sign out every session of the user, except `keep` when given. Returns how many ended. */
export async function deleteUserSessions(userId: string, { keep }: { keep?: string } = {}) {
	const rows = await db
		.delete(userSessions)
		.where(and(eq(userSessions.userId, userId), keep && isUuid(keep) ? ne(userSessions.id, keep) : undefined))
		.returning({ id: userSessions.id })
	return rows.length
}
