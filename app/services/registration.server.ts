/**
 * Sign-up, shared by the /auth form and POST /api/register.
 * Duplicate usernames and e-mails come back as field errors.
 *
 * `activatedAt` records that the e-mail address was confirmed. Every new
 * account gets an activation e-mail; REQUIRE_ACTIVATION decides whether
 * signing in has to wait for it.
 */
import { type z } from 'zod'
import { type RegisterSchema } from '#app/lib/schemas/auth'
import {
	createUser,
	getUserByEmail,
	getUserByUsername,
	uniqueViolation,
	type UserRow,
} from '#app/models/user.server'
import { sendActivation, sendWelcomeOnce } from './account-emails.server'
import { getEnv } from './env.server'
import { hashPassword } from './password.server'

export const USERNAME_TAKEN = 'That username is already taken'
export const EMAIL_TAKEN = 'An account with this email address already exists'

type RegisterInput = z.infer<typeof RegisterSchema>

export type RegisterResult =
	| { ok: true; user: UserRow; requiresActivation: boolean }
	| { ok: false; fieldErrors: Partial<Record<'username' | 'email', string>> }

export async function registerUser(input: RegisterInput): Promise<RegisterResult> {
	const [byUsername, byEmail] = await Promise.all([
		getUserByUsername(input.username),
		getUserByEmail(input.email),
	])
	if (byUsername || byEmail) {
		return {
			ok: false,
			fieldErrors: {
				...(byUsername ? { username: USERNAME_TAKEN } : {}),
				...(byEmail ? { email: EMAIL_TAKEN } : {}),
			},
		}
	}
	try {
		const user = await createUser({
			username: input.username,
			email: input.email.toLowerCase(),
			passwordHash: await hashPassword(input.password),
			firstName: input.firstName,
			lastName: input.lastName,
			activatedAt: null,
		})
		return { ok: true, user, requiresActivation: getEnv().REQUIRE_ACTIVATION }
	} catch (error) {
		// Two sign-ups racing for the same name: the unique index decides.
		const field = uniqueViolation(error)
		if (field === 'username') return { ok: false, fieldErrors: { username: USERNAME_TAKEN } }
		if (field === 'email') return { ok: false, fieldErrors: { email: EMAIL_TAKEN } }
		throw error
	}
}

/** Register, then e-mail the activation link (and the welcome). A failed e-mail does not undo the account. */
export async function registerAndSendActivation(input: RegisterInput): Promise<RegisterResult> {
	const result = await registerUser(input)
	if (result.ok) {
		try {
			await sendActivation(result.user)
		} catch (error) {
			console.error(`[email] activation e-mail to user ${result.user.id} failed`, error)
		}
		// When activation is required, the welcome waits for it (activation.server.ts).
		if (!result.requiresActivation) await sendWelcomeOnce(result.user)
	}
	return result
}
