/**
 * Sign-in throttling that slows password guessing without letting anyone
 * lock the owner out (ADR 0011). Only failed attempts count, in three
 * counters shared by every app instance (rate_limits table):
 *
 * - username + client address: 5 failures in 15 minutes, then that address
 *   may not try that username until the window ends. This is the tight one,
 *   and it stops a single attacker long before the looser ceilings below.
 * - username, from any address: 30 failures in an hour trips a back-off
 *   (15 minutes, doubling on each trip within a day, at most 24 hours).
 *   Only a guesser spread over many addresses reaches it.
 * - client address, any username: 100 failures in an hour (password spraying).
 *
 * So a guesser hammering an account from one address stops at 5 attempts,
 * and the owner signing in from their own address is not affected.
 */
import { createLimiter } from './rate-limit.server'
import { getEnv } from './env.server'

const MINUTE = 60
const HOUR = 60 * MINUTE

export const PAIR_FAILURES = 5
export const USERNAME_FAILURES = 30
export const ADDRESS_FAILURES = 100
const BACKOFF_START_SECONDS = 15 * MINUTE
const BACKOFF_MAX_SECONDS = 24 * HOUR

const pairLimiter = createLimiter('signin_pair', { windowSeconds: 15 * MINUTE, max: PAIR_FAILURES })
const usernameLimiter = createLimiter('signin_user', { windowSeconds: HOUR, max: USERNAME_FAILURES })
/** How many times the username ceiling tripped today: each trip doubles the back-off. */
const usernameTrips = createLimiter('signin_user_trips', { windowSeconds: 24 * HOUR, max: 1_000 })
const addressLimiter = createLimiter('signin_ip', {
	windowSeconds: HOUR,
	max: Math.round(ADDRESS_FAILURES * getEnv().RATE_LIMIT_MULTIPLIER),
})

function keys(username: string, address: string) {
	const user = username.trim().toLowerCase()
	return { pair: `${user}\n${address}`, user, address }
}

/** 0 when this address may try this username now; otherwise milliseconds to wait. */
export async function signInWaitMs(username: string, address: string) {
	const k = keys(username, address)
	const waits = await Promise.all([
		pairLimiter.msBeforeAllowed(k.pair),
		usernameLimiter.msBeforeAllowed(k.user),
		addressLimiter.msBeforeAllowed(k.address),
	])
	return Math.max(...waits)
}

export async function recordFailedSignIn(username: string, address: string) {
	const k = keys(username, address)
	const [, userAllowed] = await Promise.all([
		pairLimiter.hit(k.pair),
		usernameLimiter.hit(k.user),
		addressLimiter.hit(k.address),
	])
	const userAtCeiling = !userAllowed || !(await usernameLimiter.check(k.user))
	if (userAtCeiling) {
		await usernameTrips.hit(k.user)
		const trips = await usernameTrips.count(k.user)
		const seconds = Math.min(BACKOFF_START_SECONDS * 2 ** Math.max(0, trips - 1), BACKOFF_MAX_SECONDS)
		await usernameLimiter.block(k.user, seconds)
	}
}

/** A correct password from this address forgives its earlier failures. */
export async function recordSuccessfulSignIn(username: string, address: string) {
	await pairLimiter.reset(keys(username, address).pair)
}
