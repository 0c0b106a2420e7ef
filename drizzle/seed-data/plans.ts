/**
 * Subscription plans (GBP). Prices are in pence. See docs/decisions/0004-plans-and-quotas.md.
 */
export type SeedPlan = {
	slug: 'free' | 'pro_15' | 'pro_30'
	name: string
	description: string
	pricePence: number
	monthlySessionsLimit: number
	features: string[]
	sortOrder: number
}

export const PLANS: SeedPlan[] = [
	{
		slug: 'free',
		name: 'Free',
		description: 'Start practising today. No credit card required.',
		pricePence: 0,
		monthlySessionsLimit: 3,
		features: [
			'3 interview sessions a month',
			'AI feedback on every answer',
			'NHS values and STAR scoring',
			'Progress tracking',
		],
		sortOrder: 0,
	},
	{
		slug: 'pro_15',
		name: 'Pro 15',
		description: 'Regular practice for an upcoming interview.',
		pricePence: 999,
		monthlySessionsLimit: 15,
		features: [
			'15 interview sessions a month',
			'Personalised questions from your CV and job description',
			'Voice practice with transcription',
			'Detailed values mastery analytics',
		],
		sortOrder: 1,
	},
	{
		slug: 'pro_30',
		name: 'Pro 30',
		description: 'Intensive preparation for several applications.',
		pricePence: 1799,
		monthlySessionsLimit: 30,
		features: [
			'30 interview sessions a month',
			'Everything in Pro 15',
			'Priority AI feedback',
			'Data export on request',
		],
		sortOrder: 2,
	},
]
