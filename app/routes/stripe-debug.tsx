/** /stripe-debug: is the configured Stripe publishable key there and well formed (SPEC.md, developer pages). */
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { card } from '#app/components/card'
import { buttonStyles } from '#app/components/forms'
import { requireUserId } from '#app/services/auth.server'
import { describePublishableKey } from '#app/services/stripe.server'

export const meta: MetaFunction = () => [{ title: 'Stripe debug | NHS Interview Coach' }]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUserId(request)
	return describePublishableKey()
}

export default function StripeDebug() {
	const key = useLoaderData<typeof loader>()
	return (
		<div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
			<h1 className="text-3xl font-bold">Stripe debug</h1>
			<section aria-labelledby="key-heading" className={card}>
				<h2 id="key-heading" className="text-xl font-bold">Publishable key ({key.mode} mode)</h2>
				<dl className="mt-3 grid grid-cols-2 gap-2">
					<dt>Key present</dt>
					<dd className="font-semibold">{key.hasKey ? 'Yes' : 'No'}</dd>
					<dt>Format valid (pk_test_ or pk_live_)</dt>
					<dd className="font-semibold">{key.isValid ? 'Yes' : 'No'}</dd>
					<dt>Length</dt>
					<dd className="font-semibold">{key.length}</dd>
					<dt>First 15 characters</dt>
					<dd className="font-mono font-semibold break-all">{key.firstChars || 'none'}</dd>
				</dl>
			</section>
			<section aria-labelledby="setup-heading" className={card}>
				<h2 id="setup-heading" className="text-xl font-bold">Setup instructions</h2>
				<ol className="mt-3 list-decimal space-y-1 pl-5">
					<li>In the Stripe dashboard, open Developers, then API keys.</li>
					<li>Set STRIPE_PUBLISHABLE_KEY (pk_test_...) and STRIPE_SECRET_KEY (sk_test_...) in the environment.</li>
					<li>Add a webhook endpoint for /api/stripe/webhook and set STRIPE_WEBHOOK_SECRET (whsec_...).</li>
					<li>For live payments add the _LIVE variants, then switch to live mode in Admin, Settings.</li>
					<li>Restart the app.</li>
				</ol>
			</section>
			<Link to="/checkout?plan=pro_15" className={buttonStyles.primary}>
				Test checkout with Pro 15
			</Link>
		</div>
	)
}
