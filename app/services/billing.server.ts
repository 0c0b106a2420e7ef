/**
 * Paid plans through Stripe. The truth about a subscription is always read
 * from Stripe (never from the browser): create, sync, force-activate,
 * webhooks and cancel all end in applyStripeSubscription, which copies
 * Stripe's subscription onto the user's one subscriptions row.
 */
import type Stripe from 'stripe'
import {
	getPlanBySlug,
	getSessionsUsed,
	getSubscription,
	getSubscriptionByCustomer,
	getSubscriptionByStripeId,
	listPlans,
	upsertSubscription,
	type PlanRow,
} from '#app/models/plan.server'
import { type PaymentMode } from './payment-mode.server'
import { ACTIVE_SUBSCRIPTION_STATUSES, getCurrentPlan } from './quota.server'
import { getStripe, getStripeFor } from './stripe.server'

export const BILLING_MESSAGES = {
	planNotFound: 'The requested subscription plan was not found.',
	noPlan: 'No subscription plan specified.',
	freePlan: 'The free plan needs no payment.',
	unavailable: 'The payment system is not properly configured. Please contact support.',
	samePlan: 'You are already on this plan.',
	otherMode: 'Your subscription was set up in another payment mode. Please contact support to change it.',
	setupFailed: 'Failed to setup payment',
	noSubscription: 'No subscription found to activate.',
	notPaid: 'Your payment has not completed yet. If you have just paid, try again in a moment.',
	activateFailed: 'Unable to activate subscription.',
	noActiveSubscription: 'You have no paid subscription to change.',
} as const

/** Statuses of a subscription a new checkout replaces (cancelled in Stripe first). */
const REPLACEABLE_STATUSES: ReadonlySet<string> = new Set(['incomplete', 'past_due', 'unpaid'])

export class BillingError extends Error {
	constructor(
		message: string,
		public status: number,
	) {
		super(message)
	}
}

/** Prices are found (or made) by lookup key, so each plan and amount has one price per account. */
export function lookupKeyFor(plan: Pick<PlanRow, 'slug' | 'pricePence'>) {
	return `nhs_coach_${plan.slug}_gbp_${plan.pricePence}_monthly`
}

function planSlugFromPrice(price: Stripe.Price | null | undefined) {
	const match = /^nhs_coach_(.+)_gbp_\d+_monthly$/.exec(price?.lookup_key ?? '')
	return match?.[1] ?? price?.metadata?.planSlug ?? null
}

async function priceFor(stripe: Stripe, plan: PlanRow) {
	const lookupKey = lookupKeyFor(plan)
	const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })
	if (found.data[0]) return found.data[0].id
	const product = await stripe.products.create(
		{ name: `NHS Interview Coach ${plan.name}`, description: plan.description, metadata: { planSlug: plan.slug } },
		{ idempotencyKey: `product-${lookupKey}` },
	)
	const price = await stripe.prices.create(
		{
			product: product.id,
			currency: 'gbp',
			unit_amount: plan.pricePence,
			recurring: { interval: 'month' },
			lookup_key: lookupKey,
			metadata: { planSlug: plan.slug },
		},
		{ idempotencyKey: `price-${lookupKey}` },
	)
	return price.id
}

function clientSecretOf(subscription: Stripe.Subscription) {
	const invoice = subscription.latest_invoice
	if (!invoice || typeof invoice === 'string') return null
	return invoice.confirmation_secret?.client_secret ?? null
}

function idOf(value: string | { id: string } | null | undefined) {
	if (!value) return null
	return typeof value === 'string' ? value : value.id
}

export type CheckoutUser = { id: string; email: string; firstName: string; lastName: string }

/**
 * POST /api/subscription/create: an incomplete subscription to the plan (or,
 * for a subscriber, a plan change applied only once paid) and the client
 * secret of the payment that completes it.
 */
export async function createSubscription(user: CheckoutUser, planSlug: string) {
	const plan = await getPlanBySlug(planSlug)
	if (!plan || !plan.isActive) throw new BillingError(BILLING_MESSAGES.planNotFound, 404)
	if (plan.pricePence <= 0) throw new BillingError(BILLING_MESSAGES.freePlan, 400)
	const client = await getStripe()
	if (!client) throw new BillingError(BILLING_MESSAGES.unavailable, 503)
	const { stripe, mode } = client
	const current = await getSubscription(user.id)
	const row = current?.subscription ?? null
	const price = await priceFor(stripe, plan)

	if (row && ACTIVE_SUBSCRIPTION_STATUSES.has(row.status) && row.stripeSubscriptionId) {
		if (row.mode !== mode) throw new BillingError(BILLING_MESSAGES.otherMode, 409)
		if (current!.plan.id === plan.id) throw new BillingError(BILLING_MESSAGES.samePlan, 409)
		// A plan change: Stripe applies the new price only if its invoice is paid.
		const existing = await stripe.subscriptions.retrieve(row.stripeSubscriptionId)
		const item = existing.items.data[0]
		const updated = await stripe.subscriptions.update(row.stripeSubscriptionId, {
			items: [{ id: item?.id, price }],
			proration_behavior: 'always_invoice',
			payment_behavior: 'pending_if_incomplete',
			cancel_at_period_end: false,
			expand: ['latest_invoice.confirmation_secret'],
		})
		await applyStripeSubscription(updated, mode)
		const clientSecret = clientSecretOf(updated)
		if (!clientSecret) throw new BillingError(BILLING_MESSAGES.setupFailed, 502)
		return { clientSecret, subscriptionId: updated.id }
	}

	const customerId =
		(row?.mode === mode ? row.stripeCustomerId : null) ??
		(
			await stripe.customers.create(
				{
					email: user.email,
					name: `${user.firstName} ${user.lastName}`.trim(),
					metadata: { userId: user.id },
				},
				{ idempotencyKey: `customer-${user.id}-${mode}` },
			)
		).id

	// An unpaid subscription from an earlier visit is replaced, never left to pile up.
	if (row?.stripeSubscriptionId && row.mode === mode && REPLACEABLE_STATUSES.has(row.status)) {
		await stripe.subscriptions.cancel(row.stripeSubscriptionId).catch(() => undefined)
	}
	const subscription = await stripe.subscriptions.create({
		customer: customerId,
		items: [{ price }],
		payment_behavior: 'default_incomplete',
		payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
		metadata: { userId: user.id, planSlug: plan.slug },
		expand: ['latest_invoice.confirmation_secret'],
	})
	await writeSubscription(user.id, subscription, mode, plan.id)
	const clientSecret = clientSecretOf(subscription)
	if (!clientSecret) throw new BillingError(BILLING_MESSAGES.setupFailed, 502)
	return { clientSecret, subscriptionId: subscription.id }
}

async function writeSubscription(userId: string, subscription: Stripe.Subscription, mode: PaymentMode, planId: string) {
	const item = subscription.items.data[0]
	return upsertSubscription(userId, {
		planId,
		status: subscription.status,
		mode,
		stripeCustomerId: idOf(subscription.customer),
		stripeSubscriptionId: subscription.id,
		currentPeriodStart: item ? new Date(item.current_period_start * 1000) : null,
		currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
		cancelAtPeriodEnd: subscription.cancel_at_period_end,
	})
}

/**
 * Copy Stripe's view of a subscription onto its user's row. The user is the
 * one whose row already names this subscription, else its customer, else
 * the userId we put in its metadata. An older subscription never replaces a
 * newer one: a row naming another subscription changes only when this one
 * grants a plan and the row's does not.
 */
export async function applyStripeSubscription(subscription: Stripe.Subscription, mode: PaymentMode) {
	const customerId = idOf(subscription.customer)
	const byId = await getSubscriptionByStripeId(subscription.id)
	const row = byId ?? (customerId ? await getSubscriptionByCustomer(customerId) : null)
	const userId = row?.userId ?? subscription.metadata?.userId
	if (!userId) return null
	const current = row ?? (await getSubscription(userId))?.subscription ?? null
	if (current && current.stripeSubscriptionId && current.stripeSubscriptionId !== subscription.id) {
		const grants = ACTIVE_SUBSCRIPTION_STATUSES.has(subscription.status)
		if (!grants || ACTIVE_SUBSCRIPTION_STATUSES.has(current.status)) return null
	}
	const slug = planSlugFromPrice(subscription.items.data[0]?.price) ?? subscription.metadata?.planSlug
	const plan = slug ? await getPlanBySlug(slug) : null
	if (!plan) return null
	return writeSubscription(userId, subscription, mode, plan.id)
}

/** POST /api/subscription/sync: read the user's subscription from Stripe and store it. */
export async function syncSubscription(userId: string) {
	const row = (await getSubscription(userId))?.subscription
	if (!row?.stripeSubscriptionId) return { success: false as const, status: 'none', error: BILLING_MESSAGES.noSubscription }
	const stripe = getStripeFor(row.mode)
	if (!stripe) throw new BillingError(BILLING_MESSAGES.unavailable, 503)
	let subscription: Stripe.Subscription = await stripe.subscriptions.retrieve(row.stripeSubscriptionId)
	// Another subscription of the customer may have been paid (a second tab): prefer one that grants a plan.
	if (!ACTIVE_SUBSCRIPTION_STATUSES.has(subscription.status) && row.stripeCustomerId) {
		const others = await stripe.subscriptions.list({ customer: row.stripeCustomerId, status: 'active', limit: 1 })
		if (others.data[0]) subscription = others.data[0]
	}
	const stored = await applyStripeSubscription(subscription, row.mode)
	const status = stored?.status ?? subscription.status
	return { success: ACTIVE_SUBSCRIPTION_STATUSES.has(status), status }
}

/** POST /api/subscription/force-activate: sync, and say whether the plan is now active. */
export async function forceActivate(userId: string) {
	const result = await syncSubscription(userId)
	if (result.success) return { success: true as const, status: result.status }
	return {
		success: false as const,
		status: result.status,
		error: result.status === 'none' ? BILLING_MESSAGES.noSubscription : BILLING_MESSAGES.notPaid,
	}
}

/** Downgrade to free at the end of the period (cancel true), or keep the plan after all. */
export async function setCancelAtPeriodEnd(userId: string, cancel: boolean) {
	const row = (await getSubscription(userId))?.subscription
	if (!row?.stripeSubscriptionId || !ACTIVE_SUBSCRIPTION_STATUSES.has(row.status)) {
		throw new BillingError(BILLING_MESSAGES.noActiveSubscription, 409)
	}
	const stripe = getStripeFor(row.mode)
	if (!stripe) throw new BillingError(BILLING_MESSAGES.unavailable, 503)
	const updated = await stripe.subscriptions.update(row.stripeSubscriptionId, { cancel_at_period_end: cancel })
	return applyStripeSubscription(updated, row.mode)
}

/** SPEC.md's Plan shape (price in pounds). */
export function serializePlan(plan: PlanRow) {
	return {
		id: plan.id,
		slug: plan.slug,
		name: plan.name,
		description: plan.description,
		pricePerMonth: (plan.pricePence / 100).toFixed(2),
		monthlySessionsLimit: plan.monthlySessionsLimit,
		features: plan.features,
	}
}

export async function listPlansForSale() {
	return (await listPlans()).map(serializePlan)
}

/** GET /api/subscription/status: SPEC.md's shape, plus when a cancelled plan ends. */
export async function getSubscriptionStatus(userId: string) {
	const { plan, status, period, subscription } = await getCurrentPlan(userId)
	const used = await getSessionsUsed(userId, period)
	const paid = ACTIVE_SUBSCRIPTION_STATUSES.has(status)
	return {
		currentPlan: { slug: plan.slug, name: plan.name },
		subscriptionStatus: status,
		sessionUsage: { used, limit: plan.monthlySessionsLimit },
		cancelAtPeriodEnd: paid ? (subscription?.cancelAtPeriodEnd ?? false) : false,
		currentPeriodEnd: paid ? (subscription?.currentPeriodEnd?.toISOString() ?? null) : null,
	}
}
