/**
 * POST /api/stripe/webhook. The raw body's signature is checked against the
 * webhook secret of each mode that has one (a forged or stale event is a 400
 * and changes nothing). Each event id is handled once: it is claimed in
 * webhook_events first, and given back if handling fails so Stripe's retry
 * is handled. Events only say which subscription changed: its current state
 * is read from Stripe, so events arriving out of order cannot undo a newer one.
 */
import type Stripe from 'stripe'
import { claimWebhookEvent, releaseWebhookEvent } from '#app/models/webhook-event.server'
import { applyStripeSubscription } from './billing.server'
import { PAYMENT_MODES, type PaymentMode } from './payment-mode.server'
import { getStripeFor, stripeClient, stripeKeysFor } from './stripe.server'

export type WebhookResult = { status: number; body: { received?: boolean; duplicate?: boolean; message?: string } }

const HANDLED = new Set([
	'checkout.session.completed',
	'invoice.paid',
	'invoice.payment_succeeded',
	'invoice.payment_failed',
	'customer.subscription.created',
	'customer.subscription.updated',
	'customer.subscription.deleted',
])

function verify(rawBody: string, signature: string): { event: Stripe.Event; mode: PaymentMode } | null {
	for (const mode of PAYMENT_MODES) {
		const { webhookSecret, secretKey } = stripeKeysFor(mode)
		if (!webhookSecret) continue
		try {
			const webhooks = stripeClient(secretKey ?? 'sk_unused').webhooks
			return { event: webhooks.constructEvent(rawBody, signature, webhookSecret), mode }
		} catch {
			// not signed with this mode's secret: try the next
		}
	}
	return null
}

/** The subscription an event is about, if any. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
	const object = event.data.object as unknown as Record<string, unknown>
	const id = (value: unknown) =>
		typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null
	switch (event.type) {
		case 'checkout.session.completed':
			return id(object.subscription)
		case 'invoice.paid':
		case 'invoice.payment_succeeded':
		case 'invoice.payment_failed': {
			const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined
			return id(parent?.subscription_details?.subscription) ?? id(object.subscription)
		}
		case 'customer.subscription.created':
		case 'customer.subscription.updated':
		case 'customer.subscription.deleted':
			return id(object.id)
		default:
			return null
	}
}

export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookResult> {
	const configured = PAYMENT_MODES.some((mode) => stripeKeysFor(mode).webhookSecret)
	if (!configured) return { status: 503, body: { message: 'Stripe webhooks are not configured.' } }
	if (!signature) return { status: 400, body: { message: 'Missing Stripe-Signature header.' } }
	const verified = verify(rawBody, signature)
	if (!verified) return { status: 400, body: { message: 'Invalid webhook signature.' } }
	const { event, mode } = verified
	if (!HANDLED.has(event.type)) return { status: 200, body: { received: true } }
	if (!(await claimWebhookEvent(event.id, event.type))) return { status: 200, body: { received: true, duplicate: true } }
	try {
		const subscriptionId = subscriptionIdOf(event)
		const stripe = getStripeFor(mode)
		if (subscriptionId && stripe) {
			const subscription = await stripe.subscriptions.retrieve(subscriptionId).catch((error: unknown) => {
				// A subscription Stripe does not know (deleted test data): nothing to apply.
				if ((error as { statusCode?: number }).statusCode === 404) return null
				throw error
			})
			if (subscription) await applyStripeSubscription(subscription, mode)
		}
		return { status: 200, body: { received: true } }
	} catch (error) {
		await releaseWebhookEvent(event.id)
		throw error
	}
}
