/**
 * Google sign-in: find the account for a Google profile, link it to an
 * existing account with the same verified e-mail, or create one.
 */
import crypto from 'node:crypto'
import {
	createUser,
	getUserByEmail,
	getUserByGoogleId,
	getUserByUsername,
	uniqueViolation,
	updateUser,
	type UserRow,
} from '#app/models/user.server'
import { deleteUserSessions } from '#app/models/user-session.server'
import { sendWelcomeOnce } from './account-emails.server'

/** A failure whose message is meant for the person signing in. */
export class GoogleSignInError extends Error {}

export const GOOGLE_EMAIL_NOT_VERIFIED =
	'Your Google account does not have a verified email address, so we cannot sign you in with it.'
export const GOOGLE_ACCOUNT_MISMATCH =
	'This email address is already linked to a different Google account.'

export type GoogleIdentity = {
	googleId: string
	email: string | undefined
	emailVerified: boolean
	firstName: string | undefined
	lastName: string | undefined
	picture: string | undefined
}

function usernameBase(email: string) {
	const local = email.split('@')[0]!.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 30)
	return local.length >= 3 ? local : `${local}user`.slice(0, 30)
}

async function freeUsername(email: string) {
	const base = usernameBase(email)
	if (!(await getUserByUsername(base))) return base
	for (let i = 0; i < 5; i++) {
		const candidate = `${base}_${crypto.randomInt(1000, 99999)}`
		if (!(await getUserByUsername(candidate))) return candidate
	}
	return `${base}_${crypto.randomBytes(4).toString('hex')}`
}

function httpsUrl(value: string | undefined) {
	return value && value.startsWith('https://') ? value : null
}

export async function findOrCreateGoogleUser(identity: GoogleIdentity): Promise<UserRow> {
	const email = identity.email?.trim().toLowerCase()
	if (!email || !identity.emailVerified) throw new GoogleSignInError(GOOGLE_EMAIL_NOT_VERIFIED)

	const linked = await getUserByGoogleId(identity.googleId)
	if (linked) return linked

	const existing = await getUserByEmail(email)
	if (existing) {
		if (existing.googleId && existing.googleId !== identity.googleId) {
			throw new GoogleSignInError(GOOGLE_ACCOUNT_MISMATCH)
		}
		// Google vouches for the address. If nobody had confirmed it yet, a
		// password set by whoever registered it must not keep working.
		const updated = await updateUser(existing.id, {
			googleId: identity.googleId,
			activatedAt: existing.activatedAt ?? new Date(),
			...(existing.activatedAt ? {} : { passwordHash: null, passwordChangedAt: new Date() }),
			profileImageUrl: existing.profileImageUrl ?? httpsUrl(identity.picture),
		})
		// ...nor may anyone already signed in with that password stay signed in.
		if (!existing.activatedAt) await deleteUserSessions(existing.id)
		return updated ?? existing
	}

	try {
		const created = await createUser({
			username: await freeUsername(email),
			email,
			passwordHash: null,
			firstName: identity.firstName?.trim() || email.split('@')[0]!,
			lastName: identity.lastName?.trim() ?? '',
			googleId: identity.googleId,
			profileImageUrl: httpsUrl(identity.picture),
			activatedAt: new Date(),
		})
		await sendWelcomeOnce(created)
		return created
	} catch (error) {
		// A simultaneous first sign-in created it a moment ago.
		if (uniqueViolation(error)) {
			const again = await getUserByGoogleId(identity.googleId)
			if (again) return again
		}
		throw error
	}
}
