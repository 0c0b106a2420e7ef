/** Data access for users. */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { users } from '#drizzle/schema'
import { db } from '#app/services/db.server'

export type UserRow = typeof users.$inferSelect

/** The user as the API and UI see it (never the password hash). */
export type PublicUser = Omit<UserRow, 'passwordHash' | 'googleId' | 'updatedAt'>

export function toPublicUser(user: UserRow): PublicUser {
	const { passwordHash: _p, googleId: _g, updatedAt: _u, ...rest } = user
	return rest
}

export async function getUserById(id: string) {
	const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1)
	return user ?? null
}

export async function getUserByUsername(username: string) {
	const [user] = await db
		.select()
		.from(users)
		.where(sql`lower(${users.username}) = lower(${username})`)
		.limit(1)
	return user ?? null
}

export async function getUserByEmail(email: string) {
	const [user] = await db
		.select()
		.from(users)
		.where(sql`lower(${users.email}) = lower(${email})`)
		.limit(1)
	return user ?? null
}

export async function getUserByGoogleId(googleId: string) {
	const [user] = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1)
	return user ?? null
}

/** Which unique index a failed insert or update hit ('username', 'email', 'google'), if any. */
export function uniqueViolation(error: unknown): 'username' | 'email' | 'google' | null {
	const text = String((error as { cause?: unknown })?.cause ?? '') + String((error as Error)?.message ?? '')
	const match = /users_(username_lower|email_lower|google_id)_idx/.exec(text)
	if (!match) return null
	return match[1] === 'username_lower' ? 'username' : match[1] === 'email_lower' ? 'email' : 'google'
}

export async function createUser(input: {
	username: string
	email: string
	passwordHash: string | null
	firstName: string
	lastName: string
	googleId?: string | null
	profileImageUrl?: string | null
	activatedAt?: Date | null
	isAdmin?: boolean
	isActive?: boolean
}) {
	const [user] = await db.insert(users).values(input).returning()
	return user!
}

export async function updateUser(
	id: string,
	values: Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>,
) {
	const [user] = await db
		.update(users)
		.set({ ...values, updatedAt: new Date() })
		.where(eq(users.id, id))
		.returning()
	return user ?? null
}

export async function deleteUser(id: string) {
	await db.delete(users).where(eq(users.id, id))
}

/** Mark the welcome e-mail as sent; true only for the one caller that set it first. */
export async function claimWelcome(id: string) {
	const rows = await db
		.update(users)
		.set({ welcomeSentAt: new Date() })
		.where(and(eq(users.id, id), isNull(users.welcomeSentAt)))
		.returning({ id: users.id })
	return rows.length === 1
}
