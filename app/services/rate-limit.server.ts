/**
 * In-process sliding-window limiter for per-account limits (e.g. sign-in
 * attempts per username). Per-IP limits live in server.ts.
 */
import { getEnv } from './env.server'

type Bucket = { hits: number[] }

export function createLimiter({ windowMs, max }: { windowMs: number; max: number }) {
	const buckets = new Map<string, Bucket>()
	return {
		/** Record a hit; returns false when the key is over its limit. */
		hit(key: string, now = Date.now()) {
			const bucket = buckets.get(key) ?? { hits: [] }
			bucket.hits = bucket.hits.filter((t) => now - t < windowMs)
			if (bucket.hits.length >= max) {
				buckets.set(key, bucket)
				return false
			}
			bucket.hits.push(now)
			buckets.set(key, bucket)
			if (buckets.size > 10_000) {
				// Drop the oldest keys so memory stays bounded.
				for (const k of buckets.keys()) {
					buckets.delete(k)
					if (buckets.size <= 5_000) break
				}
			}
			return true
		},
		/** True when the key may go on, without recording a hit. */
		check(key: string, now = Date.now()) {
			const bucket = buckets.get(key)
			if (!bucket) return true
			return bucket.hits.filter((t) => now - t < windowMs).length < max
		},
		reset(key: string) {
			buckets.delete(key)
		},
	}
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.'

/** Failed sign-ins per username: 5 in 15 minutes. */
export const signInLimiter = createLimiter({ windowMs: 15 * 60_000, max: 5 })

const MINUTE = 60_000

/** Per-IP limits scale with RATE_LIMIT_MULTIPLIER (tests share one address); per-account ones do not. */
function perIp(max: number) {
	return Math.round(max * getEnv().RATE_LIMIT_MULTIPLIER)
}

/** Password-reset e-mails per address: 3 in 15 minutes. */
export const resetRequestLimiter = createLimiter({ windowMs: 15 * MINUTE, max: 3 })
export const RESET_REQUEST_LIMITED_MESSAGE =
	'Too many password reset requests for this email address. Please wait 15 minutes and try again.'

/** Activation e-mails per account or address: 3 in 15 minutes. */
export const activationResendLimiter = createLimiter({ windowMs: 15 * MINUTE, max: 3 })
export const ACTIVATION_RESEND_LIMITED_MESSAGE =
	'Too many activation emails requested. Please wait 15 minutes and try again.'

/** Password-reset attempts per token: 5 in 15 minutes. */
export const resetAttemptLimiter = createLimiter({ windowMs: 15 * MINUTE, max: 5 })

/** Unknown activation or reset tokens per client address: 20 in 15 minutes. */
export const tokenFailureLimiter = createLimiter({ windowMs: 15 * MINUTE, max: perIp(20) })

/** Wrong current passwords per account on the change-password form: 5 in 15 minutes. */
export const changePasswordLimiter = createLimiter({ windowMs: 15 * MINUTE, max: 5 })

/** Test e-mails per account: 10 an hour. */
export const emailTestLimiter = createLimiter({ windowMs: 60 * MINUTE, max: 10 })
export const EMAIL_TEST_LIMITED_MESSAGE = 'Too many test emails. Please wait an hour and try again.'

/** The client's address as Express saw it (server.ts puts it in the load context). */
export function clientAddress(context: unknown) {
	const ip = (context as { clientIp?: unknown } | undefined)?.clientIp
	return typeof ip === 'string' && ip ? ip : 'unknown'
}
