import { Link } from '@remix-run/react'
import { PRODUCT_NAME } from './logo'

type FooterLink = { label: string; to: string }

/** What the Features column points at: the landing page's sections for visitors, the app for users. */
const FEATURES: Record<'visitor' | 'user', FooterLink[]> = {
	visitor: [
		{ label: 'Voice and text practice', to: '/#features' },
		{ label: 'The six NHS values', to: '/#values' },
		{ label: 'Create a free account', to: '/auth?tab=signup' },
	],
	user: [
		{ label: 'Start a practice interview', to: '/interview-setup' },
		{ label: 'Your progress', to: '/' },
		{ label: 'Plans and sessions', to: '/subscription' },
	],
}

const RESOURCES: FooterLink[] = [
	{ label: 'STAR method guide', to: '/resources#star' },
	{ label: 'NHS values guide', to: '/resources#values' },
	{ label: 'Interview checklists', to: '/resources#checklists' },
]

const PRIVACY: FooterLink[] = [
	{ label: 'Your data (GDPR)', to: '/privacy#your-data' },
	{ label: 'Cookies', to: '/privacy#cookies' },
	{ label: 'Accessibility', to: '/privacy#accessibility' },
]

const COLUMNS = (signedIn: boolean) => [
	{ title: 'Features', links: FEATURES[signedIn ? 'user' : 'visitor'] },
	{ title: 'Resources', links: RESOURCES },
	{ title: 'Privacy & Compliance', links: PRIVACY },
]

/**
 * The site footer (SPEC.md: columns Features, Resources, Privacy &
 * Compliance; copyright 2025). Outside <main>, so it is the page's
 * contentinfo landmark; every item is a real link.
 */
export function SiteFooter({ signedIn }: { signedIn: boolean }) {
	return (
		<footer className="border-t border-slate-200 bg-white px-4 py-10 dark:border-slate-800 dark:bg-slate-950">
			<div className="mx-auto grid max-w-6xl gap-8 sm:grid-cols-3">
				{COLUMNS(signedIn).map((column) => (
					<nav key={column.title} aria-labelledby={`footer-${column.title.replace(/\W+/g, '-').toLowerCase()}`}>
						<h2 id={`footer-${column.title.replace(/\W+/g, '-').toLowerCase()}`} className="text-base font-bold">
							{column.title}
						</h2>
						<ul className="mt-3 space-y-2 text-sm">
							{column.links.map((link) => (
								<li key={link.to}>
									<Link
										to={link.to}
										className="text-slate-800 underline underline-offset-2 hover:text-nhs-blue dark:text-slate-200 dark:hover:text-nhs-light-blue"
									>
										{link.label}
									</Link>
								</li>
							))}
						</ul>
					</nav>
				))}
			</div>
			<p className="mx-auto mt-10 max-w-6xl text-sm text-slate-700 dark:text-slate-300">
				© 2025 {PRODUCT_NAME}. An independent practice tool, not affiliated with or run by the NHS.
			</p>
		</footer>
	)
}
