import { useFetcher, useLocation } from '@remix-run/react'
import { X } from 'lucide-react'
import { useRef } from 'react'
import { CONSENT_CATEGORIES, CONSENT_CATEGORY_INFO } from '#app/lib/cookie-consent'

const buttonBase =
	'inline-flex min-h-10 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold'
const primary = `${buttonBase} bg-nhs-blue text-white hover:bg-nhs-dark-blue`
const secondary = `${buttonBase} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`

/**
 * The cookie-consent banner. Server-rendered when no choice is stored; CSS
 * reveals it after one second. Every button is a form submit, so it works
 * without JavaScript; with JS the choice is sent by a fetcher.
 */
export function CookieBanner() {
	const fetcher = useFetcher()
	const location = useLocation()
	const detailsRef = useRef<HTMLDetailsElement>(null)
	if (fetcher.state !== 'idle') return null
	const redirectTo = location.pathname + location.search
	return (
		<section
			aria-labelledby="cookie-banner-title"
			className="cookie-banner fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white p-4 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
		>
			<fetcher.Form method="post" action="/cookie-consent" className="mx-auto max-w-5xl">
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<div className="flex items-start justify-between gap-4">
					<div>
						<h2 id="cookie-banner-title" className="text-base font-bold text-slate-900 dark:text-white">
							We use cookies
						</h2>
						<p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
							Necessary cookies keep you signed in. With your permission we also use analytics,
							marketing and preference cookies. You can change your choice at any time.
						</p>
					</div>
					<button
						type="submit"
						name="intent"
						value="close"
						aria-label="Close cookie banner"
						className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
					>
						<X aria-hidden="true" size={18} />
					</button>
				</div>
				<details ref={detailsRef} className="mt-3">
					<summary className={`${secondary} cursor-pointer`}>Customise</summary>
					<fieldset className="mt-3 space-y-3 rounded-md border border-slate-300 p-3 dark:border-slate-600">
						<legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
							Cookie preferences
						</legend>
						{CONSENT_CATEGORIES.map((category) => {
							const info = CONSENT_CATEGORY_INFO[category]
							const id = `cookie-${category}`
							const isNecessary = category === 'necessary'
							return (
								<div key={category} className="flex items-start gap-3">
									<input
										id={id}
										type="checkbox"
										role="switch"
										name={isNecessary ? undefined : category}
										defaultChecked={isNecessary}
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
						})}
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
				<div className="mt-3 flex flex-wrap gap-2">
					<button type="submit" name="intent" value="accept-all" className={primary}>
						Accept All
					</button>
					<button type="submit" name="intent" value="reject-all" className={secondary}>
						Reject All
					</button>
				</div>
			</fetcher.Form>
		</section>
	)
}
