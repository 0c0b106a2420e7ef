/**
 * /stripe-test: re-checks the configured publishable key every 5 seconds
 * (never a hard-coded one: DESIGN.md's departure). Refresh is a plain GET
 * form, so it works without JavaScript.
 */
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import { Badge, card } from '#app/components/card'
import { buttonStyles } from '#app/components/forms'
import { requireUserId } from '#app/services/auth.server'
import { describePublishableKey } from '#app/services/stripe.server'

export const meta: MetaFunction = () => [{ title: 'Stripe test | NHS Interview Coach' }]

const RECHECK_MS = 5_000

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUserId(request)
	return describePublishableKey()
}

export default function StripeTest() {
	const key = useLoaderData<typeof loader>()
	const revalidator = useRevalidator()
	useEffect(() => {
		const timer = setInterval(() => {
			if (revalidator.state === 'idle') revalidator.revalidate()
		}, RECHECK_MS)
		return () => clearInterval(timer)
	}, [revalidator])
	const checking = revalidator.state !== 'idle'
	return (
		<div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
			<h1 className="text-3xl font-bold">Stripe test</h1>
			<section aria-labelledby="status-heading" className={card}>
				<div className="flex flex-wrap items-center justify-between gap-3">
					<h2 id="status-heading" className="text-xl font-bold">Key status ({key.mode} mode)</h2>
					<Form method="get">
						<button type="submit" className={buttonStyles.secondary}>
							Refresh
						</button>
					</Form>
				</div>
				<dl className="mt-3 grid grid-cols-2 gap-2">
					<dt>Status</dt>
					<dd aria-live="polite">
						{checking ? <Badge tone="grey">Checking</Badge> : key.isValid ? <Badge tone="green">Valid</Badge> : <Badge tone="red">Invalid</Badge>}
					</dd>
					<dt>Length</dt>
					<dd className="font-semibold">{key.length}</dd>
					<dt>Format prefix</dt>
					<dd className="font-mono font-semibold">{key.prefix || 'none'}</dd>
					<dt>Last checked</dt>
					<dd className="font-semibold">
						<time dateTime={key.checkedAt}>{new Date(key.checkedAt).toLocaleTimeString('en-GB', { timeZone: 'UTC' })} UTC</time>
					</dd>
				</dl>
			</section>
			<section aria-labelledby="links-heading" className={card}>
				<h2 id="links-heading" className="text-xl font-bold">Test checkout</h2>
				<ul className="mt-3 flex flex-wrap gap-3">
					<li>
						<Link to="/checkout?plan=pro_15" className={buttonStyles.primary}>Checkout Pro 15</Link>
					</li>
					<li>
						<Link to="/checkout?plan=pro_30" className={buttonStyles.primary}>Checkout Pro 30</Link>
					</li>
				</ul>
			</section>
		</div>
	)
}
