/** Data access for the admin audit log. */
import { desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { adminAuditLog, users } from '#drizzle/schema'
import { type AuditAction } from '#app/lib/admin'
import { db } from '#app/services/db.server'

export type AuditDetails = Record<string, string | number | boolean | null>

export async function addAuditEntry(entry: {
	actorUserId: string | null
	action: AuditAction
	targetUserId?: string | null
	details?: AuditDetails
}) {
	await db.insert(adminAuditLog).values({
		actorUserId: entry.actorUserId,
		action: entry.action,
		targetUserId: entry.targetUserId ?? null,
		details: entry.details ?? {},
	})
}

const actor = alias(users, 'actor')
const target = alias(users, 'target')

/** Newest first, with the usernames of both people (null once an account is deleted). */
export async function listAuditEntries({ limit, offset }: { limit: number; offset: number }) {
	const [rows, [count]] = await Promise.all([
		db
			.select({
				id: adminAuditLog.id,
				action: adminAuditLog.action,
				details: adminAuditLog.details,
				createdAt: adminAuditLog.createdAt,
				actorUserId: adminAuditLog.actorUserId,
				actorUsername: actor.username,
				targetUserId: adminAuditLog.targetUserId,
				targetUsername: target.username,
			})
			.from(adminAuditLog)
			.leftJoin(actor, eq(actor.id, adminAuditLog.actorUserId))
			.leftJoin(target, eq(target.id, adminAuditLog.targetUserId))
			.orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
			.limit(limit)
			.offset(offset),
		db.select({ total: sql<number>`count(*)::int` }).from(adminAuditLog),
	])
	return { rows, total: count?.total ?? 0 }
}

/** Entries about the user (as target) and, for an admin, the actions they took. */
export async function listAuditEntriesForUser(userId: string) {
	const columns = {
		action: adminAuditLog.action,
		details: adminAuditLog.details,
		createdAt: adminAuditLog.createdAt,
	}
	const [about, by] = await Promise.all([
		db.select(columns).from(adminAuditLog).where(eq(adminAuditLog.targetUserId, userId)).orderBy(desc(adminAuditLog.createdAt)),
		db.select(columns).from(adminAuditLog).where(eq(adminAuditLog.actorUserId, userId)).orderBy(desc(adminAuditLog.createdAt)),
	])
	return { about, by }
}
