/**
 * The checkout's Payment Details card (SPEC.md section 4's checkout flow):
 * load the public key, load Stripe.js, create the subscription for its
 * client secret, mount the Payment Element, then confirm without a redirect
 * unless the card needs one; after success, force-activate (sync as the
 * fallback; a webhook covers both failing) and go to /subscription?success=true.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { type Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { Link, useNavigate } from '@remix-run/react'
import { Loader2 } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { card } from '#app/components/card'
import { StatusButton, buttonStyles } from '#app/components/forms'
import { showToast } from '#app/utils/client-toast'
import { cn } from '#app/utils/misc'
import { useHydrated } from '#app/utils/use-hydrated'
import { PaymentProblem } from './payment-problem'

export type CheckoutPlan = { slug: string; name: string; pricePerMonth: string }

/** Give up waiting for the form's ready event after this long (SPEC.md section 9). */
const FORM_FALLBACK_MS = 10_000

function loadScript(src: string) {
	return new Promise<void>((resolve, reject) => {
		const script = document.createElement('script')
		script.src = src
		script.async = true
		script.onload = () => resolve()
		script.onerror = () => reject(new Error('Failed to load Stripe.js'))
		document.head.appendChild(script)
	})
}

/**
 * Stripe.js through @stripe/stripe-js's loadStripe. With STRIPE_JS_URL set
 * (tests) the script comes from there first; loadStripe then finds
 * window.Stripe and uses it instead of injecting js.stripe.com's.
 */
async function loadStripeJs(publicKey: string, stripeJsUrl: string | null) {
	if (stripeJsUrl && !window.Stripe) await loadScript(stripeJsUrl)
	return loadStripe(publicKey)
}

type Stage =
	| { name: 'setup' }
	| { name: 'ready'; stripe: Stripe; clientSecret: string }
	| { name: 'setup-error' }
	| { name: 'unavailable' }
	| { name: 'config-error' }

export function CheckoutPayment({ plan, stripeJsUrl }: { plan: CheckoutPlan; stripeJsUrl: string | null }) {
	const hydrated = useHydrated()
	const [stage, setStage] = useState<Stage>({ name: 'setup' })

	useEffect(() => {
		let cancelled = false
		const set = (next: Stage) => {
			if (!cancelled) setStage(next)
		}
		void (async () => {
			let publicKey: string
			try {
				const res = await fetch('/api/stripe/public-key')
				const body = (await res.json().catch(() => ({}))) as { publicKey?: string | null }
				if (!res.ok || !body.publicKey) {
					showToast({ type: 'error', title: 'Payment System Error', description: 'Unable to initialize payment system. Please try again.' })
					return set({ name: 'config-error' })
				}
				publicKey = body.publicKey
			} catch {
				showToast({ type: 'error', title: 'Connection Error', description: 'Unable to connect to payment system.' })
				return set({ name: 'unavailable' })
			}
			const stripe = await loadStripeJs(publicKey, stripeJsUrl).catch(() => null)
			if (!stripe) return set({ name: 'unavailable' })
			try {
				const res = await fetch('/api/subscription/create', {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ planSlug: plan.slug }),
				})
				const body = (await res.json().catch(() => ({}))) as { clientSecret?: string; message?: string }
				if (!res.ok || !body.clientSecret) {
					showToast({ type: 'error', title: 'Setup Error', description: body.message ?? 'Failed to setup payment' })
					return set({ name: 'setup-error' })
				}
				set({ name: 'ready', stripe, clientSecret: body.clientSecret })
			} catch {
				showToast({ type: 'error', title: 'Setup Error', description: 'Failed to setup payment' })
				set({ name: 'setup-error' })
			}
		})()
		return () => {
			cancelled = true
		}
	}, [plan.slug, stripeJsUrl])

	if (!hydrated) {
		return (
			<section aria-labelledby="payment-heading" className={card}>
				<h2 id="payment-heading" className="text-xl font-bold">Payment Details</h2>
				<noscript>
					<p className="mt-2">Card payment needs JavaScript. Please turn it on to pay, or go back to the plans.</p>
					<Link to="/subscription" className={cn(buttonStyles.secondary, 'mt-4')}>Back to Subscriptions</Link>
				</noscript>
			</section>
		)
	}
	if (stage.name === 'unavailable') {
		return <PaymentProblem title="Payment System Unavailable" text="The payment system is not properly configured. Please contact support." />
	}
	if (stage.name === 'config-error') {
		return <PaymentProblem title="Payment System Configuration Error" text="The Stripe public key is not properly configured. Please contact support." />
	}
	if (stage.name === 'setup-error') {
		return <PaymentProblem title="Payment Setup Error" text="We could not set up your payment. No money has been taken." />
	}
	if (stage.name === 'setup') {
		return (
			<section aria-labelledby="payment-heading" className={card}>
				<h2 id="payment-heading" className="text-xl font-bold">Payment Details</h2>
				<p role="status" className="mt-3 flex items-center gap-2">
					<Loader2 aria-hidden="true" className="animate-spin" /> Setting up your subscription...
				</p>
			</section>
		)
	}
	return (
		<Elements stripe={stage.stripe} options={{ clientSecret: stage.clientSecret, appearance: { theme: 'stripe' } }}>
			<PaymentForm plan={plan} />
		</Elements>
	)
}

function PaymentForm({ plan }: { plan: CheckoutPlan }) {
	const stripe = useStripe()
	const elements = useElements()
	const navigate = useNavigate()
	const [ready, setReady] = useState(false)
	const [processing, setProcessing] = useState(false)

	useEffect(() => {
		const timer = setTimeout(() => setReady(true), FORM_FALLBACK_MS)
		return () => clearTimeout(timer)
	}, [])

	async function onSubmit(event: FormEvent) {
		event.preventDefault()
		if (!stripe || !elements || !ready) {
			showToast({ type: 'error', title: 'Payment System Loading', description: 'Please wait for the payment system to load completely.' })
			return
		}
		setProcessing(true)
		try {
			const { error: submitError } = await elements.submit()
			if (submitError) {
				showToast({ type: 'error', title: 'Form Validation Error', description: submitError.message ?? 'Please complete all payment fields correctly.' })
				return
			}
			const { error, paymentIntent } = await stripe.confirmPayment({
				elements,
				confirmParams: {
					return_url: `${window.location.origin}/subscription?success=true`,
					payment_method_data: { billing_details: { address: { country: 'GB', line2: '' } } },
				},
				redirect: 'if_required',
			})
			if (error) {
				showToast({ type: 'error', title: 'Payment Failed', description: error.message ?? 'Payment failed. Please try again.' })
				return
			}
			if (paymentIntent?.status !== 'succeeded') {
				showToast({ type: 'message', title: 'Payment Processing', description: `Your payment is ${paymentIntent?.status ?? 'processing'}.` })
				return
			}
			showToast({ type: 'success', title: 'Payment Successful!', description: `You've successfully upgraded to ${plan.name}` })
			try {
				const activated = (await (await fetch('/api/subscription/force-activate', { method: 'POST' })).json()) as { success?: boolean }
				if (!activated.success) await fetch('/api/subscription/sync', { method: 'POST' })
			} catch {
				// the webhook activates the plan
			}
			navigate('/subscription?success=true')
		} catch {
			showToast({ type: 'error', title: 'Payment Error', description: 'An unexpected error occurred. Please try again.' })
		} finally {
			setProcessing(false)
		}
	}

	return (
		<form onSubmit={onSubmit} aria-labelledby="payment-heading" className={card}>
			<h2 id="payment-heading" className="text-xl font-bold">Payment Details</h2>
			<div className="mt-4">
				<PaymentElement
					options={{
						layout: 'tabs',
						paymentMethodOrder: ['card'],
						fields: {
							billingDetails: {
								address: { country: 'auto', line1: 'auto', line2: 'never', city: 'auto', state: 'auto', postalCode: 'auto' },
							},
						},
						defaultValues: { billingDetails: { address: { country: 'GB' } } },
					}}
					onReady={() => setReady(true)}
					onLoadError={() => setReady(true)}
				/>
			</div>
			<div className="mt-6 flex flex-wrap gap-3">
				<Link to="/subscription" className={buttonStyles.secondary}>
					Cancel
				</Link>
				<StatusButton type="submit" pending={processing} disabled={!ready}>
					{processing ? 'Processing...' : ready ? `Pay £${plan.pricePerMonth}` : 'Loading...'}
				</StatusButton>
			</div>
		</form>
	)
}
