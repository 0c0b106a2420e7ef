/** Cookie storage for the signed-in session (httpOnly, SameSite=Lax, signed). */
import { createCookieSessionStorage } from '@remix-run/node'
import { getEnv } from './env.server'

const env = getEnv()

/** Secure cookies in production, unless the app is deliberately served over plain http. */
export const secureCookies =
	env.NODE_ENV === 'production' && !env.APP_URL.startsWith('http://')

export const authSessionStorage = createCookieSessionStorage({
	cookie: {
		name: 'nhs_session',
		sameSite: 'lax',
		path: '/',
		httpOnly: true,
		secrets: env.SESSION_SECRET.split(','),
		secure: secureCookies,
		maxAge: 60 * 60 * 24 * 30,
	},
})

export const SESSION_USER_KEY = 'userId'
/** when the session was issued (ms since epoch), to end older sessions after a password change */
export const SESSION_ISSUED_AT_KEY = 'issuedAt'
