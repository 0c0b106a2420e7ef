/**
 * In-process sliding-window limiter for per-account limits (e.g. sign-in
 * attempts per username). Per-IP limits live in server.ts.
 */
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
		reset(key: string) {
			buckets.delete(key)
		},
	}
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.'

/** Failed sign-ins per username: 5 in 15 minutes. */
export const signInLimiter = createLimiter({ windowMs: 15 * 60_000, max: 5 })
