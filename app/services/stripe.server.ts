/**
 * The Stripe SDK for the current payment mode (test or live, chosen by an
 * admin: payment-mode.server.ts). STRIPE_API_BASE points the SDK at a local
 * fake (tests). No secret key for the mode -> null: billing is unavailable
 * and the free plan still works.
 */
import Stripe from 'stripe'
import { getEnv } from './env.server'
import { getPaymentMode, type PaymentMode } from './payment-mode.server'

export type StripeKeys = {
	secretKey: string | undefined
	publishableKey: string | undefined
	webhookSecret: string | undefined
}

export function stripeKeysFor(mode: PaymentMode): StripeKeys {
	const env = getEnv()
	return mode === 'live'
		? {
				secretKey: env.STRIPE_SECRET_KEY_LIVE,
				publishableKey: env.STRIPE_PUBLISHABLE_KEY_LIVE,
				webhookSecret: env.STRIPE_WEBHOOK_SECRET_LIVE,
			}
		: {
				secretKey: env.STRIPE_SECRET_KEY,
				publishableKey: env.STRIPE_PUBLISHABLE_KEY,
				webhookSecret: env.STRIPE_WEBHOOK_SECRET,
			}
}

/** A publishable key has the test or live prefix (SPEC.md section 5). */
export function isValidPublishableKey(key: string | undefined | null): key is string {
	return typeof key === 'string' && /^pk_(test|live)_/.test(key)
}

const clients = new Map<string, Stripe>()

/** The SDK for a secret key (one client per key, reused). */
export function stripeClient(secretKey: string) {
	let client = clients.get(secretKey)
	if (!client) {
		const base = getEnv().STRIPE_API_BASE ? new URL(getEnv().STRIPE_API_BASE!) : null
		client = new Stripe(secretKey, {
			maxNetworkRetries: 1,
			timeout: 15_000,
			telemetry: false,
			appInfo: { name: 'NHS Interview Coach' },
			...(base
				? {
						host: base.hostname,
						port: base.port || (base.protocol === 'https:' ? 443 : 80),
						protocol: base.protocol.replace(':', '') as 'http' | 'https',
					}
				: {}),
		})
		clients.set(secretKey, client)
	}
	return client
}

/** The SDK and mode payments use now, or null when the mode has no secret key. */
export async function getStripe(): Promise<{ stripe: Stripe; mode: PaymentMode } | null> {
	const mode = await getPaymentMode()
	const { secretKey } = stripeKeysFor(mode)
	return secretKey ? { stripe: stripeClient(secretKey), mode } : null
}

/** The SDK for a given mode (a subscription stays in the mode it was made in). */
export function getStripeFor(mode: PaymentMode) {
	const { secretKey } = stripeKeysFor(mode)
	return secretKey ? stripeClient(secretKey) : null
}

export const PUBLIC_KEY_MISSING = 'The Stripe public key is not properly configured.'

/** GET /api/stripe/public-key's payload: the key of the mode payments use now. */
export async function getPublicKeyPayload() {
	const mode = await getPaymentMode()
	const { publishableKey } = stripeKeysFor(mode)
	const isLive = mode === 'live'
	return publishableKey
		? { publicKey: publishableKey, isLive, mode }
		: { publicKey: null, isLive, mode, message: PUBLIC_KEY_MISSING }
}

/** What /stripe-debug and /stripe-test show about the current mode's publishable key (never the secret). */
export async function describePublishableKey() {
	const mode = await getPaymentMode()
	const key = stripeKeysFor(mode).publishableKey ?? ''
	return {
		mode,
		hasKey: key.length > 0,
		isValid: isValidPublishableKey(key),
		length: key.length,
		prefix: key.startsWith('pk_live_') ? 'pk_live_' : key.startsWith('pk_test_') ? 'pk_test_' : key ? key.slice(0, 3) : '',
		firstChars: key.slice(0, 15),
		checkedAt: new Date().toISOString(),
	}
}
