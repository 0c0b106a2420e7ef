/**
 * Forgot / reset password, shared by /forgot-password, /reset-password and
 * POST /api/auth/{forgot-password,verify-reset-token,reset-password}.
 * The request answer is neutral; reset tokens last 1 hour, are single use,
 * stored hashed, and a new one revokes the old (issueToken).
 */
import { consumeToken, findValidToken } from '#app/models/auth-token.server'
import { getUserByEmail, getUserById, updateUser } from '#app/models/user.server'
import { deleteUserSessions } from '#app/models/user-session.server'
import { sendPasswordReset } from './account-emails.server'
import { hashPassword } from './password.server'
import {
	RATE_LIMITED_MESSAGE,
	RESET_REQUEST_LIMITED_MESSAGE,
	resetAttemptLimiter,
	resetRequestLimiter,
	tokenFailureLimiter,
} from './rate-limit.server'

export const RESET_REQUESTED =
	'If an account with that email exists, you will receive a password reset link'
export const INVALID_RESET_TOKEN = 'This password reset link is invalid or has expired. Please request a new one.'
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in with your new password.'

type Failure = { ok: false; status: 400 | 429; message: string }

/** Always the same neutral answer, whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<{ ok: true; message: string } | Failure> {
	const address = email.trim().toLowerCase()
	if (!(await resetRequestLimiter.hit(address))) {
		return { ok: false, status: 429, message: RESET_REQUEST_LIMITED_MESSAGE }
	}
	const user = await getUserByEmail(address)
	if (user?.isActive) {
		// Not awaited: the answer takes the same time whether or not the account exists.
		sendPasswordReset(user).catch((error: unknown) =>
			console.error(`[email] password reset e-mail to user ${user.id} failed`, error),
		)
	}
	return { ok: true, message: RESET_REQUESTED }
}

/** Is this a live reset token? Does not use it up. */
export async function checkResetToken(
	token: string | null | undefined,
	client: string,
): Promise<{ ok: true; userId: string; tokenId: string } | Failure> {
	const value = token?.trim()
	if (!value) return { ok: false, status: 400, message: INVALID_RESET_TOKEN }
	if (!(await tokenFailureLimiter.check(client))) return { ok: false, status: 429, message: RATE_LIMITED_MESSAGE }
	const row = await findValidToken(value, 'password_reset')
	if (!row) {
		await tokenFailureLimiter.hit(client)
		return { ok: false, status: 400, message: INVALID_RESET_TOKEN }
	}
	// A link sent before the account was suspended must not let anyone back in.
	const owner = await getUserById(row.userId)
	if (!owner?.isActive) return { ok: false, status: 400, message: INVALID_RESET_TOKEN }
	return { ok: true, userId: row.userId, tokenId: row.id }
}

/** Set a new password with a reset token, using the token up. */
export async function resetPassword(
	token: string,
	password: string,
	client: string,
): Promise<{ ok: true; message: string } | Failure> {
	if (!(await resetAttemptLimiter.hit(token.trim()))) return { ok: false, status: 429, message: RATE_LIMITED_MESSAGE }
	const checked = await checkResetToken(token, client)
	if (!checked.ok) return checked
	if (!(await consumeToken(checked.tokenId))) return { ok: false, status: 400, message: INVALID_RESET_TOKEN }
	const user = await getUserById(checked.userId)
	if (!user?.isActive) return { ok: false, status: 400, message: INVALID_RESET_TOKEN }
	await updateUser(user.id, {
		passwordHash: await hashPassword(password),
		passwordChangedAt: new Date(),
		// The link came to their inbox, so the address is confirmed too.
		activatedAt: user.activatedAt ?? new Date(),
	})
	// Whoever knew the old password is signed out everywhere.
	await deleteUserSessions(user.id)
	await resetAttemptLimiter.reset(token.trim())
	return { ok: true, message: PASSWORD_RESET_DONE }
}
