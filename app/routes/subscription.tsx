/**
 * /subscription: the current plan and its usage, the plans on sale, the
 * "Activate My Subscription" check after paying, and cancelling (back to free
 * at the end of the period). Every action is a plain form (works without JS).
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { ArrowLeft, Crown, Sparkles, Star } from 'lucide-react'
import { Badge, card } from '#app/components/card'
import { StatusButton, buttonStyles, useIsPending } from '#app/components/forms'
import { requireUserId } from '#app/services/auth.server'
import { PAYMENT_SYSTEM_ERROR } from '#app/services/billing-api.server'
import {
	BillingError,
	forceActivate,
	getSubscriptionStatus,
	listPlansForSale,
	setCancelAtPeriodEnd,
	syncSubscription,
} from '#app/services/billing.server'
import { formatError } from '#app/services/errors.server'
import { redirectWithToast } from '#app/services/toast.server'
import { cn } from '#app/utils/misc'

export const meta: MetaFunction = () => [{ title: 'Subscription | NHS Interview Coach' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const justPaid = new URL(request.url).searchParams.get('success') === 'true'
	// Back from a payment: read the subscription from Stripe now rather than wait for its webhook.
	if (justPaid) await syncSubscription(userId).catch((error: unknown) => console.error('sync after payment failed', formatError(error)))
	const [plans, status] = await Promise.all([listPlansForSale(), getSubscriptionStatus(userId)])
	return { plans, status, justPaid }
}

const ACTIVATED = { type: 'success', title: 'Subscription Activated!', description: 'Your subscription has been successfully activated.' } as const

function failureMessage(error: unknown) {
	if (error instanceof BillingError) return error.message
	console.error('subscription action failed', formatError(error))
	return PAYMENT_SYSTEM_ERROR
}

export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const intent = (await request.formData()).get('intent')
	try {
		if (intent === 'activate') {
			const result = await forceActivate(userId)
			return result.success
				? redirectWithToast('/subscription', ACTIVATED)
				: redirectWithToast('/subscription', { type: 'error', title: 'Activation Failed', description: result.error ?? 'Unable to activate subscription.' })
		}
		if (intent === 'cancel' || intent === 'resume') {
			const cancel = intent === 'cancel'
			const row = await setCancelAtPeriodEnd(userId, cancel)
			const ends = row?.currentPeriodEnd ? formatDate(row.currentPeriodEnd) : 'the end of this billing period'
			return redirectWithToast('/subscription', {
				type: 'success',
				title: cancel ? 'Subscription cancelled' : 'Subscription kept',
				description: cancel ? `Your plan stays until ${ends}, then you move to the free plan.` : 'Your plan will renew as usual.',
			})
		}
	} catch (error) {
		const title = intent === 'activate' ? 'Activation Failed' : 'Subscription not changed'
		return redirectWithToast('/subscription', { type: 'error', title, description: failureMessage(error) })
	}
	return redirectWithToast('/subscription', { type: 'error', title: 'Error', description: 'Unknown action.' })
}

function formatDate(date: Date | string) {
	return new Date(date).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}

const PLAN_ICONS = { free: Star, pro_15: Sparkles, pro_30: Crown } as const

export default function SubscriptionPage() {
	const { plans, status, justPaid } = useLoaderData<typeof loader>()
	const activating = useIsPending({ intent: 'activate' })
	const changing = useIsPending({ intent: status.cancelAtPeriodEnd ? 'resume' : 'cancel' })
	const { used, limit } = status.sessionUsage
	const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0
	const onFree = status.currentPlan.slug === 'free'
	return (
		<div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
			<Link to="/" className={cn(buttonStyles.link, 'inline-flex items-center gap-1')}>
				<ArrowLeft aria-hidden="true" size={18} /> Back to Dashboard
			</Link>
			<h1 className="text-3xl font-bold">Subscription</h1>

			{justPaid ? (
				<div role="status" className="rounded-md border-l-4 border-nhs-green bg-green-50 p-4 text-green-950 dark:bg-green-950 dark:text-green-50">
					{onFree
						? 'Thank you. Your payment is being confirmed: if your plan has not changed in a minute, use Activate My Subscription below.'
						: `Thank you. Your ${status.currentPlan.name} plan is active.`}
				</div>
			) : null}

			<section aria-labelledby="current-heading" className={card}>
				<h2 id="current-heading" className="text-xl font-bold">Current Subscription</h2>
				<div className="mt-3 flex flex-wrap items-center gap-3">
					<p className="text-2xl font-semibold">{status.currentPlan.name}</p>
					{status.subscriptionStatus !== 'none' ? (
						<Badge tone={status.subscriptionStatus === 'active' ? 'green' : 'amber'}>{status.subscriptionStatus}</Badge>
					) : null}
				</div>
				<p className="mt-3" id="usage-label">
					{used}/{limit} monthly sessions used
				</p>
				<div
					role="progressbar"
					aria-labelledby="usage-label"
					aria-valuemin={0}
					aria-valuemax={100}
					aria-valuenow={percent}
					className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
				>
					<div className="h-full bg-nhs-blue" style={{ width: `${percent}%` }} />
				</div>
				{status.cancelAtPeriodEnd && status.currentPeriodEnd ? (
					<p className="mt-3">Your {status.currentPlan.name} plan ends on {formatDate(status.currentPeriodEnd)}; you then move to the free plan.</p>
				) : !onFree && status.currentPeriodEnd ? (
					<p className="mt-3">Renews on {formatDate(status.currentPeriodEnd)}. Your sessions reset at each renewal.</p>
				) : null}
				{!onFree ? (
					<Form method="post" className="mt-4">
						<input type="hidden" name="intent" value={status.cancelAtPeriodEnd ? 'resume' : 'cancel'} />
						<StatusButton pending={changing} variant="secondary">
							{status.cancelAtPeriodEnd ? 'Keep My Subscription' : 'Cancel at Period End'}
						</StatusButton>
					</Form>
				) : (
					<div className="mt-4 rounded-md border border-blue-300 bg-blue-50 p-4 text-blue-950 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-50">
						<p>Just completed a payment? Click below to activate your subscription immediately.</p>
						<Form method="post" className="mt-3">
							<input type="hidden" name="intent" value="activate" />
							<StatusButton pending={activating}>{activating ? 'Activating Subscription...' : 'Activate My Subscription'}</StatusButton>
						</Form>
					</div>
				)}
			</section>

			<section aria-labelledby="plans-heading">
				<h2 id="plans-heading" className="text-xl font-bold">Plans</h2>
				<ul className="mt-4 grid gap-6 md:grid-cols-3">
					{plans.map((plan) => {
						const current = plan.slug === status.currentPlan.slug
						const Icon = PLAN_ICONS[plan.slug as keyof typeof PLAN_ICONS] ?? Star
						return (
							<li
								key={plan.id}
								className={cn(card, 'flex flex-col', current && 'ring-4 ring-nhs-blue')}
								aria-current={current ? 'true' : undefined}
							>
								<div className="flex items-center justify-between gap-2">
									<h3 className="flex items-center gap-2 text-lg font-bold">
										<Icon aria-hidden="true" className="text-nhs-blue" /> {plan.name}
									</h3>
									{plan.slug !== 'free' ? <Badge tone="blue">Popular</Badge> : null}
								</div>
								<p className="mt-2">{plan.description}</p>
								<p className="mt-3 text-3xl font-bold">
									£{plan.pricePerMonth}
									<span className="text-base font-normal">/month</span>
								</p>
								<p className="mt-2">
									<span className="font-semibold">{plan.monthlySessionsLimit}</span> Interview sessions
								</p>
								<ul className="mt-3 flex-1 list-disc space-y-1 pl-5">
									{plan.features.map((feature) => (
										<li key={feature}>{feature}</li>
									))}
								</ul>
								<div className="mt-5">
									{current ? (
										<button type="button" disabled className={cn(buttonStyles.secondary, 'w-full')}>
											Current Plan
										</button>
									) : plan.slug === 'free' ? (
										<button type="button" disabled className={cn(buttonStyles.secondary, 'w-full')}>
											Free Plan
										</button>
									) : (
										<Link to={`/checkout?plan=${plan.slug}`} className={cn(buttonStyles.primary, 'w-full')}>
											Upgrade to {plan.name}
										</Link>
									)}
								</div>
							</li>
						)
					})}
				</ul>
			</section>
		</div>
	)
}
