/**
 * The signed-in session's cookie (httpOnly, SameSite=Lax, signed). It holds
 * only the id of a user_sessions row (ADR 0010); auth.server.ts reads it.
 */
import { createCookieSessionStorage } from '@remix-run/node'
import { SESSION_TTL_MS } from '#app/models/user-session.server'
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
		maxAge: SESSION_TTL_MS / 1000,
	},
})

/** The cookie's one value: the user_sessions row id. */
export const SESSION_ID_KEY = 'sid'
