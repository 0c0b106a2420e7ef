/**
 * Per-account and per-address limits (sign-in attempts, reset and activation
 * e-mails, token guesses), counted with rate-limiter-flexible in the
 * database's rate_limits table so every app instance sees the same counts
 * (ADR 0011). Per-IP request limits for whole routes live in server.ts.
 *
 * Keys are stored as SHA-256 hashes: the table never holds a username, an
 * e-mail address, a client address or a reset token.
 */
import crypto from 'node:crypto'
import { RateLimiterDrizzle, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { rateLimits } from '#drizzle/schema'
import { db } from './db.server'
import { getEnv } from './env.server'

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * The one place a store is chosen. Today: our own database (PostgreSQL or
 * PGlite) through drizzle. A Redis store (RateLimiterRedis with the same
 * options) can be returned here when REDIS_URL is set, without touching callers.
 */
function createStore(keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
	return new RateLimiterDrizzle({
		storeClient: db,
		schema: rateLimits,
		keyPrefix,
		points,
		duration: durationSeconds,
	}) as unknown as RateLimiterAbstract
}

function hashKey(key: string) {
	return crypto.createHash('sha256').update(key).digest('base64url')
}

export type Limiter = ReturnType<typeof createLimiter>

/** A fixed-window counter: `max` hits per `windowSeconds` per key. */
export function createLimiter(name: string, { windowSeconds, max }: { windowSeconds: number; max: number }) {
	const store = createStore(name, max, windowSeconds)
	return {
		max,
		/** Record a hit; false when the key was already at its limit. */
		async hit(key: string) {
			try {
				await store.consume(hashKey(key))
				return true
			} catch (error) {
				if (error instanceof RateLimiterRes) return false
				throw error
			}
		},
		/** True when the key may go on, without recording a hit. */
		async check(key: string) {
			return (await this.msBeforeAllowed(key)) === 0
		},
		/** 0 when the key may go on; otherwise how long until it may. */
		async msBeforeAllowed(key: string) {
			const res = await store.get(hashKey(key))
			return res && res.consumedPoints >= max ? Math.max(res.msBeforeNext, 1000) : 0
		},
		/** Hits recorded for the key in its current window. */
		async count(key: string) {
			return (await store.get(hashKey(key)))?.consumedPoints ?? 0
		},
		/** Hold the key at its limit for a while (back-off). */
		async block(key: string, seconds: number) {
			await store.block(hashKey(key), seconds)
		},
		async reset(key: string) {
			await store.delete(hashKey(key))
		},
	}
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.'

/** Per-IP limits scale with RATE_LIMIT_MULTIPLIER (tests share one address); per-account ones do not. */
function perIp(max: number) {
	return Math.round(max * getEnv().RATE_LIMIT_MULTIPLIER)
}

/** Password-reset e-mails per address: 3 in 15 minutes. */
export const resetRequestLimiter = createLimiter('reset_request', { windowSeconds: 15 * MINUTE, max: 3 })
export const RESET_REQUEST_LIMITED_MESSAGE =
	'Too many password reset requests for this email address. Please wait 15 minutes and try again.'

/** Activation e-mails per account or address: 3 in 15 minutes. */
export const activationResendLimiter = createLimiter('activation_resend', { windowSeconds: 15 * MINUTE, max: 3 })
export const ACTIVATION_RESEND_LIMITED_MESSAGE =
	'Too many activation emails requested. Please wait 15 minutes and try again.'

/** Password-reset attempts per token: 5 in 15 minutes. */
export const resetAttemptLimiter = createLimiter('reset_attempt', { windowSeconds: 15 * MINUTE, max: 5 })

/** Unknown activation or reset tokens per client address: 20 in 15 minutes. */
export const tokenFailureLimiter = createLimiter('token_failure', { windowSeconds: 15 * MINUTE, max: perIp(20) })

/** Wrong current passwords per account on the change-password form: 5 in 15 minutes. */
export const changePasswordLimiter = createLimiter('change_password', { windowSeconds: 15 * MINUTE, max: 5 })

/** Test e-mails per account: 10 an hour. */
export const emailTestLimiter = createLimiter('email_test', { windowSeconds: HOUR, max: 10 })
export const EMAIL_TEST_LIMITED_MESSAGE = 'Too many test emails. Please wait an hour and try again.'

/** Transcriptions per account: 30 in 10 minutes (each costs a provider call). */
export const transcribeLimiter = createLimiter('speech_transcribe', { windowSeconds: 10 * MINUTE, max: 30 })
/** Text-to-speech requests per account: 60 in 10 minutes. */
export const synthesizeLimiter = createLimiter('speech_synthesize', { windowSeconds: 10 * MINUTE, max: 60 })
export const SPEECH_LIMITED_MESSAGE = 'Too many speech requests. Please wait a few minutes and try again.'

/** The client's address as Express saw it (server.ts puts it in the load context). */
export function clientAddress(context: unknown) {
	const ip = (context as { clientIp?: unknown } | undefined)?.clientIp
	return typeof ip === 'string' && ip ? ip : 'unknown'
}
