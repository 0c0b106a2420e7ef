/** The Settings tab: Stripe's payment mode (test or live), a form that works without JavaScript. */
import { Form } from '@remix-run/react'
import { FormAlert, StatusButton, useIsPending } from '../forms'
import { Badge, card } from '../card'

const ACTION = '/admin?tab=settings'

export type PaymentModeView = {
	currentMode: 'test' | 'live'
	isLive: boolean
	hasTestKeys: boolean
	hasLiveKeys: boolean
	isLiveAvailable: boolean
}

export function PaymentSettings({ mode, error }: { mode: PaymentModeView; error?: string }) {
	const isPending = useIsPending({ formAction: ACTION, intent: 'set-payment-mode' })
	return (
		<div className="space-y-6">
			<h2 className="text-2xl font-bold">Settings</h2>
			<section aria-labelledby="payment-mode-title" className={card}>
				<h3 id="payment-mode-title" className="text-lg font-bold">
					Payment mode
				</h3>
				<p className="mt-2">
					Payments are in{' '}
					{mode.isLive ? <Badge tone="red">Live mode</Badge> : <Badge tone="amber">Test mode</Badge>}
				</p>
				<ul className="mt-2 list-disc pl-6 text-slate-700 dark:text-slate-300">
					<li>Test keys: {mode.hasTestKeys ? 'configured' : 'not configured'}</li>
					<li>Live keys: {mode.hasLiveKeys ? 'configured' : 'not configured'}</li>
				</ul>
				<FormAlert title="Error" errors={error ? [error] : undefined} />
				<Form method="post" action={ACTION} className="mt-4 space-y-4">
					<input type="hidden" name="intent" value="set-payment-mode" />
					<fieldset>
						<legend className="font-semibold">Mode</legend>
						<div className="mt-2 space-y-2">
							<label className="flex items-start gap-2">
								<input type="radio" name="mode" value="test" defaultChecked={!mode.isLive} className="mt-1 h-5 w-5 accent-nhs-blue" />
								<span>Test: test cards only, no real charges</span>
							</label>
							<label className="flex items-start gap-2">
								<input
									type="radio"
									name="mode"
									value="live"
									defaultChecked={mode.isLive}
									disabled={!mode.isLiveAvailable}
									aria-describedby={mode.isLiveAvailable ? undefined : 'live-unavailable'}
									className="mt-1 h-5 w-5 accent-nhs-blue"
								/>
								<span>Live: real cards are charged</span>
							</label>
							{mode.isLiveAvailable ? null : (
								<p id="live-unavailable" className="text-sm text-slate-700 dark:text-slate-300">
									Live mode needs STRIPE_SECRET_KEY_LIVE and STRIPE_PUBLISHABLE_KEY_LIVE to be set.
								</p>
							)}
						</div>
					</fieldset>
					<StatusButton type="submit" pending={isPending}>
						Save payment mode
					</StatusButton>
				</Form>
			</section>
		</div>
	)
}
