/**
 * The signed-in user's own account: edit profile, change password, delete.
 * Shared by /profile and /settings and by the /api/user/* endpoints.
 */
import fs from 'node:fs/promises'
import { type z } from 'zod'
import { type ProfileSchema } from '#app/lib/schemas/auth'
import {
	deleteUser,
	getUserByEmail,
	uniqueViolation,
	updateUser,
	type UserRow,
} from '#app/models/user.server'
import { deleteUserSessions } from '#app/models/user-session.server'
import { listStoragePaths } from '#app/models/document.server'
import { sendActivation } from './account-emails.server'
import { deleteUpload, userUploadsDir } from './documents/storage.server'
import { hashPassword, verifyPassword } from './password.server'
import { changePasswordLimiter, RATE_LIMITED_MESSAGE } from './rate-limit.server'
import { EMAIL_TAKEN } from './registration.server'

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect'
export const NO_PASSWORD_YET =
	'Your account signs in with Google and has no password yet. Use "Forgot your password?" on the sign-in page to set one.'

export type ProfileResult =
	| { ok: true; user: UserRow; emailChanged: boolean }
	| { ok: false; status: 409; fieldErrors: { email: string } }

/**
 * Update name and e-mail. A new address must be confirmed again, so it gets
 * a fresh activation e-mail (and Google can only link verified addresses).
 */
export async function updateProfile(
	user: UserRow,
	input: z.infer<typeof ProfileSchema>,
): Promise<ProfileResult> {
	const email = input.email.toLowerCase()
	const emailChanged = email !== user.email.toLowerCase()
	if (emailChanged) {
		const owner = await getUserByEmail(email)
		if (owner && owner.id !== user.id) return { ok: false, status: 409, fieldErrors: { email: EMAIL_TAKEN } }
	}
	let updated: UserRow | null
	try {
		updated = await updateUser(user.id, {
			firstName: input.firstName,
			lastName: input.lastName,
			email,
			...(emailChanged ? { activatedAt: null } : {}),
		})
	} catch (error) {
		if (uniqueViolation(error) === 'email') return { ok: false, status: 409, fieldErrors: { email: EMAIL_TAKEN } }
		throw error
	}
	if (!updated) throw new Error(`user ${user.id} vanished during a profile update`)
	if (emailChanged) {
		try {
			await sendActivation(updated)
		} catch (error) {
			console.error(`[email] confirmation e-mail to user ${user.id} failed`, error)
		}
	}
	return { ok: true, user: updated, emailChanged }
}

export type ChangePasswordResult =
	| { ok: true }
	| { ok: false; status: 400 | 429; field?: 'currentPassword'; message: string }

/** Change the password after checking the current one (wrong guesses are rate limited). */
export async function changePassword(
	user: UserRow,
	input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordResult> {
	if (!user.passwordHash) return { ok: false, status: 400, field: 'currentPassword', message: NO_PASSWORD_YET }
	if (!(await changePasswordLimiter.check(user.id))) return { ok: false, status: 429, message: RATE_LIMITED_MESSAGE }
	if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
		await changePasswordLimiter.hit(user.id)
		return { ok: false, status: 400, field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }
	}
	await updateUser(user.id, { passwordHash: await hashPassword(input.newPassword), passwordChangedAt: new Date() })
	// Every session ends, this one too; the caller starts a fresh one for this device (ADR 0010).
	await deleteUserSessions(user.id)
	await changePasswordLimiter.reset(user.id)
	return { ok: true }
}

/**
 * Delete the account: every row hangs off users with ON DELETE CASCADE, and
 * the user's uploaded files go too. Files in a bucket are deleted first, so a
 * storage failure leaves the account in place to try again rather than
 * orphaning files; the local uploads folder goes last.
 */
export async function deleteAccount(userId: string) {
	const dir = userUploadsDir(userId)
	const remote = (await listStoragePaths(userId)).filter((p) => p.startsWith('s3://'))
	await Promise.all(remote.map((p) => deleteUpload(p)))
	await deleteUser(userId)
	await fs.rm(dir, { recursive: true, force: true })
}
