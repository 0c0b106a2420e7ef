import { useFetcher, useLocation } from '@remix-run/react'
import { X } from 'lucide-react'
import { useRef } from 'react'
import { CONSENT_CATEGORIES, CONSENT_CATEGORY_INFO, type ConsentCategory } from '#app/lib/cookie-consent'

const buttonBase =
	'inline-flex min-h-10 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold'
const primary = `${buttonBase} bg-nhs-blue text-white hover:bg-nhs-dark-blue`
const secondary = `${buttonBase} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`

/**
 * One switch per consent category (SPEC.md: necessary is always on). Used by
 * the banner's Customise panel and the privacy page.
 */
export function ConsentSwitches({
	idPrefix,
	chosen,
}: {
	idPrefix: string
	chosen?: Partial<Record<ConsentCategory, boolean>> | null
}) {
	return CONSENT_CATEGORIES.map((category) => {
		const info = CONSENT_CATEGORY_INFO[category]
		const id = `${idPrefix}-${category}`
		const isNecessary = category === 'necessary'
		return (
			<div key={category} className="flex items-start gap-3">
				<input
					id={id}
					type="checkbox"
					role="switch"
					name={isNecessary ? undefined : category}
					defaultChecked={isNecessary || Boolean(chosen?.[category])}
					disabled={isNecessary}
					aria-describedby={`${id}-desc`}
					className="mt-1 h-5 w-5 accent-nhs-blue"
				/>
				<div>
					<label htmlFor={id} className="text-sm font-semibold text-slate-900 dark:text-white">
						{info.label}
					</label>
					<p id={`${id}-desc`} className="text-sm text-slate-700 dark:text-slate-300">
						{info.description}
					</p>
				</div>
			</div>
		)
	})
}

/**
 * The cookie-consent banner. Server-rendered when no choice is stored and
 * painted with the page (a late reveal would make it the largest paint). It lives in the page's bottom dock: sticky at the foot of the
 * window, and in the flow at the end of the page, so the page can always
 * scroll clear of it. Compact: one row on wide screens. Every button is a
 * form submit, so it works without JavaScript; with JS a fetcher sends it.
 */
export function CookieBanner() {
	const fetcher = useFetcher()
	const location = useLocation()
	const detailsRef = useRef<HTMLDetailsElement>(null)
	if (fetcher.state !== 'idle') return null
	const redirectTo = location.pathname + location.search
	return (
		<div className="overflow-clip">
			<section
				aria-labelledby="cookie-banner-title"
				className="cookie-banner relative border-t border-slate-300 bg-white px-4 py-3 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
			>
				<fetcher.Form method="post" action="/cookie-consent" className="mx-auto max-w-6xl pr-10">
					<input type="hidden" name="redirectTo" value={redirectTo} />
					<div className="flex flex-wrap items-center gap-x-4 gap-y-2">
						<div className="min-w-64 flex-1">
							<h2 id="cookie-banner-title" className="text-base font-bold text-slate-900 dark:text-white">
								We use cookies
							</h2>
							{/* Two short lines, each its own block: the banner is never the page's largest paint. */}
							<p className="text-sm text-slate-700 dark:text-slate-300">
								<span className="block">Necessary cookies keep you signed in.</span>{' '}
								<span className="block">Others only with your permission.</span>
							</p>
						</div>
						<details ref={detailsRef} className="open:order-last open:basis-full">
							<summary className={`${secondary} cursor-pointer`}>Customise</summary>
							<fieldset className="mt-3 space-y-3 rounded-md border border-slate-300 p-3 dark:border-slate-600">
								<legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
									Cookie preferences
								</legend>
								<ConsentSwitches idPrefix="cookie" />
								<div className="flex flex-wrap gap-2">
									<button type="submit" name="intent" value="save" className={primary}>
										Save Preferences
									</button>
									<button
										type="submit"
										name="intent"
										value="cancel"
										className={secondary}
										onClick={(event) => {
											// With JS, Cancel just closes the panel.
											event.preventDefault()
											if (detailsRef.current) detailsRef.current.open = false
										}}
									>
										Cancel
									</button>
								</div>
							</fieldset>
						</details>
						<div className="flex flex-wrap gap-2">
							<button type="submit" name="intent" value="reject-all" className={secondary}>
								Reject All
							</button>
							<button type="submit" name="intent" value="accept-all" className={primary}>
								Accept All
							</button>
						</div>
					</div>
					<button
						type="submit"
						name="intent"
						value="close"
						aria-label="Close cookie banner"
						className="absolute right-2 top-2 rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
					>
						<X aria-hidden="true" size={18} />
					</button>
				</fetcher.Form>
			</section>
		</div>
	)
}
