/**
 * /privacy: what we keep and why, cookies (with a form to change the choice
 * the banner stored) and accessibility. Public; the footer links here.
 */
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { ConsentSwitches } from '#app/components/cookie-banner'
import { buttonStyles } from '#app/components/forms'
import { PRODUCT_NAME } from '#app/components/logo'
import { getCookieConsent } from '#app/services/cookie-consent.server'
import { pageMeta } from '#app/utils/meta'
import { type HydrationHandle } from '#app/utils/hydration'

export const meta: MetaFunction = () =>
	pageMeta(`Privacy, cookies and accessibility | ${PRODUCT_NAME}`, 'What NHS Interview Coach keeps and why, your cookie choices and our accessibility statement.')

/** Reading and one plain form: the page loads no JavaScript. */
export const handle: HydrationHandle = { hydrate: false }

export async function loader({ request }: LoaderFunctionArgs) {
	const consent = getCookieConsent(request)
	return { consent: consent ? { analytics: consent.analytics, marketing: consent.marketing, preferences: consent.preferences } : null }
}

const section = 'mt-10 scroll-mt-5'

export default function Privacy() {
	const { consent } = useLoaderData<typeof loader>()
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold">Privacy, cookies and accessibility</h1>
			<p className="mt-4 text-lg">
				{PRODUCT_NAME} is an independent practice tool. It is not run by the NHS.
			</p>

			<section id="your-data" aria-labelledby="your-data-title" className={section}>
				<h2 id="your-data-title" className="text-2xl font-bold">Your data (GDPR)</h2>
				<ul className="mt-3 list-disc space-y-2 pl-5">
					<li>We keep your account details (username, name, e-mail address), your practice sessions, your answers and their feedback, and any CV or job description you upload.</li>
					<li>We use them only to run your practice: to choose and personalise questions, score your answers and show your progress.</li>
					<li>Passwords are stored only as a one-way hash.</li>
					<li>
						You can change your details on your profile, and delete your account and everything in it at any time from{' '}
						<Link to="/settings#danger-zone" className={buttonStyles.link}>Settings</Link>.
					</li>
				</ul>
			</section>

			<section id="cookies" aria-labelledby="cookies-title" className={section}>
				<h2 id="cookies-title" className="text-2xl font-bold">Cookies</h2>
				<p className="mt-3">
					Necessary cookies keep you signed in and remember your choices; the others are used only with your permission.
					{consent ? ' Your current choice is shown below; change it at any time.' : ' You have not made a choice yet.'}
				</p>
				<Form method="post" action="/cookie-consent" className="mt-4 space-y-3">
					<input type="hidden" name="redirectTo" value="/privacy#cookies" />
					<fieldset className="space-y-3 rounded-md border border-slate-300 p-4 dark:border-slate-600">
						<legend className="px-1 font-semibold">Cookie preferences</legend>
						<ConsentSwitches idPrefix="privacy-cookie" chosen={consent} />
					</fieldset>
					<button type="submit" name="intent" value="save" className={buttonStyles.primary}>
						Save Preferences
					</button>
				</Form>
			</section>

			<section id="accessibility" aria-labelledby="accessibility-title" className={section}>
				<h2 id="accessibility-title" className="text-2xl font-bold">Accessibility</h2>
				<p className="mt-3">
					We build {PRODUCT_NAME} to WCAG 2.1 AA: every page works with a keyboard and a screen reader, in light and dark
					themes and on small screens, and the whole text interview works without JavaScript. You can answer by typing or
					by voice.
				</p>
			</section>
		</div>
	)
}
