/**
 * /checkout?plan={slug}: pay for a plan with Stripe's Payment Element.
 * The loader checks the plan (missing or unknown -> back to /subscription
 * with SPEC.md's toast) and which keys exist; the payment itself needs
 * JavaScript (components/billing/checkout-payment.tsx).
 */
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ArrowLeft } from 'lucide-react'
import { CheckoutPayment } from '#app/components/billing/checkout-payment'
import { PaymentProblem } from '#app/components/billing/payment-problem'
import { card } from '#app/components/card'
import { buttonStyles } from '#app/components/forms'
import { NO_PLAN_MESSAGE } from '#app/lib/schemas/billing'
import { getPlanBySlug } from '#app/models/plan.server'
import { requireUserId } from '#app/services/auth.server'
import { BILLING_MESSAGES, serializePlan } from '#app/services/billing.server'
import { getEnv } from '#app/services/env.server'
import { getPaymentMode } from '#app/services/payment-mode.server'
import { isValidPublishableKey, stripeKeysFor } from '#app/services/stripe.server'
import { redirectWithToast } from '#app/services/toast.server'
import { cn } from '#app/utils/misc'

export const meta: MetaFunction = () => [{ title: 'Checkout | NHS Interview Coach' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUserId(request)
	const slug = new URL(request.url).searchParams.get('plan')?.trim()
	if (!slug) throw await redirectWithToast('/subscription', { type: 'error', title: 'Invalid Plan', description: NO_PLAN_MESSAGE })
	const plan = await getPlanBySlug(slug.slice(0, 64))
	if (!plan || !plan.isActive) {
		throw await redirectWithToast('/subscription', { type: 'error', title: 'Plan Not Found', description: BILLING_MESSAGES.planNotFound })
	}
	if (plan.pricePence <= 0) {
		throw await redirectWithToast('/subscription', { type: 'message', title: 'Free Plan', description: BILLING_MESSAGES.freePlan })
	}
	const mode = await getPaymentMode()
	const keys = stripeKeysFor(mode)
	const system = !keys.secretKey ? 'unavailable' : !isValidPublishableKey(keys.publishableKey) ? 'config-error' : 'ok'
	return { plan: serializePlan(plan), isLive: mode === 'live', system, stripeJsUrl: getEnv().STRIPE_JS_URL ?? null } as const
}

export default function Checkout() {
	const { plan, isLive, system, stripeJsUrl } = useLoaderData<typeof loader>()
	return (
		<div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
			<Link to="/subscription" className={cn(buttonStyles.link, 'inline-flex items-center gap-1')}>
				<ArrowLeft aria-hidden="true" size={18} /> Back to plans
			</Link>
			<h1 className="text-3xl font-bold">Complete Your Subscription</h1>

			<section aria-labelledby="summary-heading" className={card}>
				<h2 id="summary-heading" className="text-xl font-bold">Upgrading to {plan.name}</h2>
				<dl className="mt-3 grid grid-cols-2 gap-2">
					<dt>Monthly sessions</dt>
					<dd className="font-semibold">{plan.monthlySessionsLimit}</dd>
					<dt>Monthly price</dt>
					<dd className="font-semibold">£{plan.pricePerMonth}</dd>
				</dl>
				<h3 className="mt-4 font-semibold">Features</h3>
				<ul className="mt-1 list-disc pl-5">
					{plan.features.map((feature) => (
						<li key={feature}>{feature}</li>
					))}
				</ul>
			</section>

			{system === 'ok' ? (
				isLive ? (
					<section aria-labelledby="mode-heading" className="rounded-lg border-2 border-red-700 bg-red-50 p-5 text-red-950 dark:bg-red-950 dark:text-red-50">
						<h2 id="mode-heading" className="font-bold">Live payment</h2>
						<p>This is a live payment: real charges will be made to your card.</p>
					</section>
				) : (
					<section aria-labelledby="mode-heading" className="rounded-lg border-2 border-amber-500 bg-amber-50 p-5 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
						<h2 id="mode-heading" className="font-bold">Test mode</h2>
						<p>No real money is taken. Use these test card details:</p>
						<ul className="mt-2 list-disc pl-5">
							<li>Card number: 4242 4242 4242 4242</li>
							<li>Expiry: any future date</li>
							<li>CVC: any 3 digits</li>
							<li>Postcode: any valid postcode</li>
						</ul>
					</section>
				)
			) : null}

			{system === 'unavailable' ? (
				<PaymentProblem title="Payment System Unavailable" text="The payment system is not properly configured. Please contact support." />
			) : system === 'config-error' ? (
				<PaymentProblem title="Payment System Configuration Error" text="The Stripe public key is not properly configured. Please contact support." />
			) : (
				<CheckoutPayment plan={plan} stripeJsUrl={stripeJsUrl} />
			)}
		</div>
	)
}
