/**
 * Account activation (e-mail confirmation), shared by /activate and
 * POST /api/auth/activate + /api/auth/resend-activation.
 * Tokens are single use and stored hashed (app/models/auth-token.server.ts).
 */
import { consumeToken, findAnyToken, findValidToken } from '#app/models/auth-token.server'
import { getUserByEmail, getUserById, updateUser, type UserRow } from '#app/models/user.server'
import { sendActivation, sendWelcomeOnce } from './account-emails.server'
import { getEnv } from './env.server'
import {
	ACTIVATION_RESEND_LIMITED_MESSAGE,
	activationResendLimiter,
	RATE_LIMITED_MESSAGE,
	tokenFailureLimiter,
} from './rate-limit.server'

export const NO_ACTIVATION_TOKEN = 'No activation token provided'
export const INVALID_ACTIVATION_TOKEN =
	'This activation link is invalid. Enter your email address below to get a new one.'
export const EXPIRED_ACTIVATION_TOKEN =
	'This activation link has expired. Request a new one below.'
export const ALREADY_ACTIVE = 'Your account is already active. You can sign in.'
export const ACTIVATION_SENT = 'A new activation link has been sent to your email address.'
export const ACTIVATION_SENT_NEUTRAL =
	'If an account with that email address still needs activating, we have sent it a new activation link.'

export type ActivationResult =
	| { ok: true; user: UserRow; alreadyActive: boolean }
	/** resendToken: the token can still identify the account for "send a new link". */
	| { ok: false; status: 400 | 429; message: string; resendToken?: string }

async function markActivated(user: UserRow) {
	if (user.activatedAt) return user
	return (await updateUser(user.id, { activatedAt: new Date() })) ?? user
}

/** Activate the account a token belongs to; the token is used up. */
export async function activateAccount(
	token: string | null | undefined,
	client: string,
): Promise<ActivationResult> {
	const value = token?.trim()
	if (!value) return { ok: false, status: 400, message: NO_ACTIVATION_TOKEN }
	if (!(await tokenFailureLimiter.check(client))) {
		return { ok: false, status: 429, message: RATE_LIMITED_MESSAGE }
	}
	const row = await findValidToken(value, 'activation')
	if (row && (await consumeToken(row.id))) {
		const user = await getUserById(row.userId)
		if (user) {
			const activated = await markActivated(user)
			if (getEnv().REQUIRE_ACTIVATION) await sendWelcomeOnce(activated)
			return { ok: true, user: activated, alreadyActive: false }
		}
	}
	// Used (perhaps by a mail scanner following the link) or expired.
	const any = await findAnyToken(value, 'activation')
	if (any) {
		const user = await getUserById(any.userId)
		if (user?.activatedAt) return { ok: true, user, alreadyActive: true }
		if (user) return { ok: false, status: 400, message: EXPIRED_ACTIVATION_TOKEN, resendToken: value }
	}
	await tokenFailureLimiter.hit(client)
	return { ok: false, status: 400, message: INVALID_ACTIVATION_TOKEN }
}

export type ResendResult =
	| { ok: true; message: string }
	| { ok: false; status: 400 | 429 | 502; message: string }

async function resendTo(user: UserRow): Promise<ResendResult> {
	if (user.activatedAt) return { ok: true, message: ALREADY_ACTIVE }
	if (!(await activationResendLimiter.hit(`user:${user.id}`))) {
		return { ok: false, status: 429, message: ACTIVATION_RESEND_LIMITED_MESSAGE }
	}
	try {
		await sendActivation(user)
	} catch (error) {
		console.error(`[email] activation e-mail to user ${user.id} failed`, error)
		return { ok: false, status: 502, message: 'Failed to send the activation email. Please try again later.' }
	}
	return { ok: true, message: ACTIVATION_SENT }
}

/**
 * Send a fresh activation link. By token (the holder already knows the
 * account), or by e-mail address with a neutral answer that never says
 * whether the address has an account.
 */
export async function resendActivation(
	input: { token?: string; email?: string },
	client: string,
): Promise<ResendResult> {
	if (input.token) {
		if (!(await tokenFailureLimiter.check(client))) {
			return { ok: false, status: 429, message: RATE_LIMITED_MESSAGE }
		}
		const any = await findAnyToken(input.token, 'activation')
		const user = any ? await getUserById(any.userId) : null
		if (user) return resendTo(user)
		await tokenFailureLimiter.hit(client)
		if (!input.email) return { ok: false, status: 400, message: INVALID_ACTIVATION_TOKEN }
	}
	const email = input.email?.trim().toLowerCase()
	if (!email) return { ok: false, status: 400, message: NO_ACTIVATION_TOKEN }
	if (!(await activationResendLimiter.hit(`email:${email}`))) {
		return { ok: false, status: 429, message: ACTIVATION_RESEND_LIMITED_MESSAGE }
	}
	const user = await getUserByEmail(email)
	if (user && !user.activatedAt && user.isActive) {
		// Not awaited: the answer takes the same time whether or not the account exists.
		sendActivation(user).catch((error: unknown) =>
			console.error(`[email] activation e-mail to user ${user.id} failed`, error),
		)
	}
	return { ok: true, message: ACTIVATION_SENT_NEUTRAL }
}
