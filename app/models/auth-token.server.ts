/**
 * Single-use tokens for activation and password reset. Only a SHA-256 hash
 * is stored; issuing a new token revokes the user's earlier ones.
 */
import crypto from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { authTokens } from '#drizzle/schema'
import { db } from '#app/services/db.server'

export type TokenPurpose = 'activation' | 'password_reset'

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
	activation: 7 * 24 * 60 * 60 * 1000,
	password_reset: 60 * 60 * 1000,
}

export function hashToken(token: string) {
	return crypto.createHash('sha256').update(token).digest('hex')
}

/** Create a token and return its plain value (only ever sent by e-mail). */
export async function issueToken(userId: string, purpose: TokenPurpose) {
	const token = crypto.randomBytes(32).toString('base64url')
	await db.transaction(async (tx) => {
		await tx
			.delete(authTokens)
			.where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)))
		await tx.insert(authTokens).values({
			userId,
			purpose,
			tokenHash: hashToken(token),
			expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
		})
	})
	return token
}

/** The live (unused, unexpired) token row, or null. */
export async function findValidToken(token: string, purpose: TokenPurpose) {
	const [row] = await db
		.select()
		.from(authTokens)
		.where(
			and(
				eq(authTokens.tokenHash, hashToken(token)),
				eq(authTokens.purpose, purpose),
				isNull(authTokens.usedAt),
				gt(authTokens.expiresAt, new Date()),
			),
		)
		.limit(1)
	return row ?? null
}

/** Any token row for this value (used or expired too): lets "resend" find the user. */
export async function findAnyToken(token: string, purpose: TokenPurpose) {
	const [row] = await db
		.select()
		.from(authTokens)
		.where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.purpose, purpose)))
		.limit(1)
	return row ?? null
}

/** Mark a token used; returns false if someone else used it first. */
export async function consumeToken(id: string) {
	const rows = await db
		.update(authTokens)
		.set({ usedAt: new Date() })
		.where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
		.returning({ id: authTokens.id })
	return rows.length === 1
}

/** Retire every unused e-mailed link of the user (e.g. when the account is suspended). */
export async function revokeUnusedTokens(userId: string) {
	await db
		.update(authTokens)
		.set({ usedAt: new Date() })
		.where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)))
}
