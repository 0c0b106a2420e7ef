/**
 * Accessibility sweep: every page, signed out and signed in, light and dark,
 * desktop and 360 px wide, must have zero WCAG 2.1 AA violations (axe).
 * A new page joins by adding one line to PAGES.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { freshEmailedLink } from './mail'
import { acceptCookies, signUp } from './utils'

type PageCase = {
	/** a path, or a function that prepares data and returns the path */
	path: string | ((page: Page) => Promise<string>)
	auth: 'visitor' | 'user'
	name?: string
}

/** Start an interview and answer its first question; returns the session URL. */
async function answeredInterview(page: Page) {
	await page.goto('/interview-setup')
	await page.getByRole('button', { name: 'Text-Based' }).click()
	await page.getByLabel('Your answer').fill(
		'On my ward a patient was anxious before surgery. I sat with her, explained the plan and asked the anaesthetist to visit. She felt calmer and the operation went ahead on time.',
	)
	await page.getByRole('button', { name: 'Submit Answer' }).click()
	await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toBeVisible()
	return page.url().replace(/#.*$/, '')
}

async function completedInterview(page: Page) {
	const url = await answeredInterview(page)
	await page.getByRole('button', { name: 'Finish Interview' }).first().click()
	await expect(page).toHaveURL(/\/results\//)
	return url.replace('/interview/', '/results/').replace(/\?.*$/, '')
}

export const PAGES: PageCase[] = [
	{ path: '/', auth: 'visitor', name: 'landing' },
	{ path: '/auth', auth: 'visitor' },
	{ path: '/auth?tab=signup', auth: 'visitor' },
	{ path: '/auth?suspended=true', auth: 'visitor' },
	{ path: '/no-such-page', auth: 'visitor', name: '404' },
	{ path: '/', auth: 'user', name: 'dashboard' },
	{ path: '/no-such-page', auth: 'user', name: '404 signed in' },
	{ path: '/interview-setup', auth: 'user' },
	{ path: '/resources', auth: 'user' },
	{ path: answeredInterview, auth: 'user', name: 'interview session with feedback' },
	{ path: completedInterview, auth: 'user', name: 'results' },
	{ path: async (page) => (await completedInterview(page), '/'), auth: 'user', name: 'dashboard with history' },
	{ path: '/forgot-password', auth: 'visitor' },
	{ path: '/forgot-password?sent=1', auth: 'visitor', name: 'forgot-password sent' },
	{ path: '/reset-password', auth: 'visitor', name: 'reset-password invalid link' },
	{ path: (page) => freshEmailedLink(page, 'reset'), auth: 'visitor', name: 'reset-password form' },
	{ path: '/activate', auth: 'visitor', name: 'activate without token' },
	{ path: (page) => freshEmailedLink(page, 'activation'), auth: 'visitor', name: 'activate success' },
	{ path: '/profile', auth: 'user' },
	{ path: '/profile?edit=1', auth: 'user', name: 'profile edit' },
	{ path: '/settings', auth: 'user' },
	{ path: '/settings?delete=1', auth: 'user', name: 'settings delete confirmation' },
	{ path: '/email-test', auth: 'user' },
]

const VARIANTS = [
	{ theme: 'light', width: 1280, height: 900 },
	{ theme: 'dark', width: 1280, height: 900 },
	{ theme: 'light', width: 360, height: 740 },
	{ theme: 'dark', width: 360, height: 740 },
] as const

async function expectNoViolations(page: Page) {
	const results = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze()
	const summary = results.violations.map(
		(v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
	)
	expect(summary, summary.join('\n')).toEqual([])
}

test.describe('accessibility sweep @js-only', () => {
	// Some cases sign up and answer a question first.
	test.describe.configure({ timeout: 60_000 })
	for (const pageCase of PAGES) {
		for (const variant of VARIANTS) {
			const title = `${pageCase.name ?? String(pageCase.path)} as ${pageCase.auth}, ${variant.theme}, ${variant.width}px`
			test(title, async ({ page }) => {
				await page.setViewportSize({ width: variant.width, height: variant.height })
				await page.context().addCookies([{ name: 'nhs_theme', value: variant.theme, domain: 'localhost', path: '/' }])
				// Prepare with the cookie banner out of the way (it could cover a button mid-click),
				// then bring it back for the page under test.
				await acceptCookies(page)
				if (pageCase.auth === 'user') await signUp(page)
				const path = typeof pageCase.path === 'string' ? pageCase.path : await pageCase.path(page)
				await page.context().clearCookies({ name: 'nhs_cookie_consent' })
				await page.goto(path)
				// Let the cookie banner (shown after one second) join the check.
				await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible()
				await expectNoViolations(page)
			})
		}
	}
})
