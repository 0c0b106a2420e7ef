/** Billing schemas shared by the pages and the /api/subscription and /api/admin/stripe endpoints. */
import { z } from 'zod'

export const NO_PLAN_MESSAGE = 'No subscription plan specified.'

export const CreateSubscriptionSchema = z.object({
	planSlug: z
		.string({ required_error: NO_PLAN_MESSAGE, invalid_type_error: NO_PLAN_MESSAGE })
		.trim()
		.min(1, NO_PLAN_MESSAGE)
		.max(64, 'The requested subscription plan was not found.'),
})

export const ToggleLiveModeSchema = z.object({
	isLive: z.boolean({
		required_error: 'Say whether live mode should be on (isLive: true or false).',
		invalid_type_error: 'isLive must be true or false.',
	}),
})

export const LIVE_UNAVAILABLE =
	'Live mode needs the live Stripe keys (STRIPE_SECRET_KEY_LIVE and STRIPE_PUBLISHABLE_KEY_LIVE).'
