/**
 * remix-auth strategies: username + password (FormStrategy) and, when
 * GOOGLE_CLIENT_ID is set, Google. Each resolves to a user id; the caller
 * creates the session so it can rotate the cookie and flash a toast.
 */
import { Authenticator, AuthorizationError } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { GoogleStrategy } from 'remix-auth-google'
import { getUserByUsername } from '#app/models/user.server'
import { getEnv } from './env.server'
import { findOrCreateGoogleUser, GoogleSignInError } from './google-account.server'
import { verifyDummy, verifyPassword } from './password.server'
import { authSessionStorage } from './session.server'

export const INVALID_CREDENTIALS = 'Invalid username or password'
export const NOT_ACTIVATED =
	'Please activate your account first. Check your email for the activation link.'
export const ACCOUNT_SUSPENDED = 'Account suspended'

/** A deliberate refusal whose message the person may see; anything else thrown is a fault. */
class SignInRefused extends Error {}

export const authenticator = new Authenticator<string>(authSessionStorage, {
	// Unused: we never let remix-auth write the session (auth.server.ts creates it).
	sessionKey: 'authenticatorUserId',
	throwOnError: true,
})

authenticator.use(
	new FormStrategy(async ({ form }) => {
		const username = String(form.get('username') ?? '').trim()
		const password = String(form.get('password') ?? '')
		const user = await getUserByUsername(username)
		if (!user) {
			await verifyDummy(password)
			throw new SignInRefused(INVALID_CREDENTIALS)
		}
		if (!(await verifyPassword(user.passwordHash, password))) {
			throw new SignInRefused(INVALID_CREDENTIALS)
		}
		if (!user.isActive) throw new SignInRefused(ACCOUNT_SUSPENDED)
		if (getEnv().REQUIRE_ACTIVATION && !user.activatedAt) throw new SignInRefused(NOT_ACTIVATED)
		return user.id
	}),
	'form',
)

/**
 * Verify username + password; resolves to the user id or one of the three
 * refusals above. Anything else (the database failing) is thrown, never
 * shown: remix-auth would otherwise turn its message (SQL and all) into the
 * sign-in error.
 */
export async function verifyCredentials(
	request: Request,
	credentials: { username: string; password: string },
): Promise<{ userId: string } | { error: string }> {
	const formData = new FormData()
	formData.set('username', credentials.username)
	formData.set('password', credentials.password)
	try {
		// The body was already read; remix-auth clones the request, so give it a bodiless one.
		const bare = new Request(request.url, { method: 'POST', headers: request.headers })
		const userId = await authenticator.authenticate('form', bare, {
			context: { formData },
		})
		return { userId }
	} catch (error) {
		if (error instanceof AuthorizationError) {
			if (error.cause instanceof SignInRefused) return { error: error.cause.message }
			throw error.cause ?? error
		}
		throw error
	}
}

export const GOOGLE_DISABLED = 'Google sign-in is not available on this server.'
export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.'

export function isGoogleEnabled() {
	const env = getEnv()
	return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
}

if (isGoogleEnabled()) {
	const env = getEnv()
	authenticator.use(
		new GoogleStrategy(
			{
				clientID: env.GOOGLE_CLIENT_ID!,
				clientSecret: env.GOOGLE_CLIENT_SECRET!,
				callbackURL: `${env.APP_URL}/auth/google/callback`,
				prompt: 'select_account',
			},
			async ({ profile }) => {
				const user = await findOrCreateGoogleUser({
					googleId: profile.id,
					email: profile._json?.email ?? profile.emails?.[0]?.value,
					emailVerified: profile._json?.email_verified === true,
					firstName: profile.name?.givenName,
					lastName: profile.name?.familyName,
					picture: profile.photos?.[0]?.value,
				})
				return user.id
			},
		),
		'google',
	)
}

/**
 * Run the Google strategy: on /auth/google it throws the redirect to Google;
 * on the callback it resolves to the user id or a message for the person.
 */
export async function authenticateWithGoogle(
	request: Request,
): Promise<{ userId: string } | { error: string }> {
	if (!isGoogleEnabled()) return { error: GOOGLE_DISABLED }
	try {
		return { userId: await authenticator.authenticate('google', request) }
	} catch (error) {
		if (error instanceof Response) throw error
		if (error instanceof AuthorizationError) {
			return { error: error.cause instanceof GoogleSignInError ? error.cause.message : GOOGLE_FAILED }
		}
		console.error('Google sign-in failed', error)
		return { error: GOOGLE_FAILED }
	}
}
