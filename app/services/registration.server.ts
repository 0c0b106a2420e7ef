/**
 * Sign-up, shared by the /auth form and POST /api/register.
 * Duplicate usernames and e-mails come back as field errors.
 */
import { type z } from 'zod'
import { type RegisterSchema } from '#app/lib/schemas/auth'
import { createUser, getUserByEmail, getUserByUsername, type UserRow } from '#app/models/user.server'
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
	const requiresActivation = getEnv().REQUIRE_ACTIVATION
	try {
		const user = await createUser({
			username: input.username,
			email: input.email.toLowerCase(),
			passwordHash: await hashPassword(input.password),
			firstName: input.firstName,
			lastName: input.lastName,
			activatedAt: requiresActivation ? null : new Date(),
		})
		return { ok: true, user, requiresActivation }
	} catch (error) {
		// Two sign-ups racing for the same name: the unique index decides.
		if (error instanceof Error && /users_(username|email)_lower_idx/.test(String((error as { cause?: unknown }).cause ?? error.message))) {
			const field = /username/.test(String((error as { cause?: unknown }).cause ?? error.message)) ? 'username' : 'email'
			return { ok: false, fieldErrors: { [field]: field === 'username' ? USERNAME_TAKEN : EMAIL_TAKEN } }
		}
		throw error
	}
}
