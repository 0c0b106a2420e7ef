/** Cookie consent (SPEC.md sections 2, 5 and 9). Isomorphic. */
export const CONSENT_VERSION = '1.0'
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing', 'preferences'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

export type CookieConsent = {
	version: string
	necessary: true
	analytics: boolean
	marketing: boolean
	preferences: boolean
	decidedAt: string
}

export const CONSENT_CATEGORY_INFO: Record<ConsentCategory, { label: string; description: string }> = {
	necessary: {
		label: 'Necessary',
		description: 'Keep you signed in and remember these choices. Always on.',
	},
	analytics: {
		label: 'Analytics',
		description: 'Help us understand how the site is used so we can improve it.',
	},
	marketing: {
		label: 'Marketing',
		description: 'Let us measure our campaigns. We never sell your data.',
	},
	preferences: {
		label: 'Preferences',
		description: 'Remember settings such as your colour theme.',
	},
}
