/**
 * Accessibility sweep: every page, signed out and signed in, light and dark,
 * desktop and 360 px wide, must have zero WCAG 2.1 AA violations (axe).
 * A new page joins by adding one line to PAGES.
 */
import { expect, test, type Page } from '@playwright/test'
import { createPlainUser, grantRole } from './db'
import { expectNoViolations, VARIANTS } from './axe'
import { fixtureText } from '../support/document-fixtures'
import { freshEmailedLink } from './mail'
import { acceptCookies, settledCookieBanner, signUp } from './utils'

type PageCase = {
	/** a path, or a function that prepares data and returns the path */
	path: string | ((page: Page) => Promise<string>)
	auth: 'visitor' | 'user' | 'super_admin'
	name?: string
	/** something to do on the page before checking it (open a dialog) */
	then?: (page: Page) => Promise<void>
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

/** A user whose month of sessions is used up (three sessions of different types). */
async function monthUsedUp(page: Page) {
	for (const type of ['general', 'nursing', 'medical']) {
		expect((await page.request.post('/api/interview/start', { data: { type, experienceLevel: 'mid' } })).status()).toBe(201)
	}
	return '/interview-setup'
}

/** Upload a CV and a job description, so the slots show what was understood and the criteria checklist. */
async function withDocuments(page: Page) {
	for (const [type, kind] of [['cv', 'cv'], ['job_description', 'jd']] as const) {
		const document = { name: `${kind}.txt`, mimeType: 'text/plain', buffer: Buffer.from(fixtureText('ward-manager', kind)) }
		expect((await page.request.post('/api/documents/upload', { multipart: { type, document } })).status()).toBe(201)
	}
}

/** A voice session: the voice panel open above the answer form. */
async function voiceInterview(page: Page) {
	await page.goto('/interview-setup')
	await page.getByRole('button', { name: 'Voice Interview' }).click()
	await expect(page).toHaveURL(/mode=voice/)
	return page.url()
}

/** Two voice answers with speech delivery (sent as the voice panel sends them), then /progress. */
async function progressWithVoiceAnswers(page: Page) {
	const url = await voiceInterview(page)
	const sessionId = new URL(url).pathname.split('/').pop()!
	const { questions } = await (await page.request.get(`/api/interview/sessions/${sessionId}`)).json()
	const transcript = 'Um, I sat with the patient and, you know, explained the plan until she felt calm before her operation.'
	for (const [i, question] of questions.slice(0, 2).entries()) {
		const words = transcript.split(' ').map((w, n) => [w, 0.5 + n * (0.35 + i * 0.1), 0.8 + n * (0.35 + i * 0.1)])
		const response = await page.request.post(`/api/interview/${sessionId}/response`, {
			data: { questionId: question.id, transcriptionText: transcript, speech: { takes: [{ transcript, durationSeconds: 12, source: 'assemblyai', words }] } },
		})
		expect(response.status()).toBe(200)
	}
	return '/progress'
}

/** A question answered, then tried again with a longer answer: the comparison, attempts and outline show. */
async function answeredTwice(page: Page, { finish = false } = {}) {
	const url = await answeredInterview(page)
	await page.getByRole('link', { name: 'Try this question again' }).click()
	await page.getByRole('textbox', { name: 'Your answer, attempt 2' }).fill(
		'On my ward a patient in her seventies was anxious before surgery. My task was to prepare her safely. I sat with her, explained the plan, checked her consent and asked the anaesthetist to visit. As a result she felt calmer, the operation went ahead on time, and I learnt to involve the team early. '.repeat(2),
	)
	await page.getByRole('button', { name: 'Submit Attempt 2' }).click()
	await expect(page.getByRole('heading', { name: 'Attempt 1 and attempt 2 compared' })).toBeVisible()
	if (!finish) return url
	await page.getByRole('button', { name: 'Finish Interview' }).first().click()
	await expect(page).toHaveURL(/\/results\//)
	return new URL(page.url()).pathname
}

export const PAGES: PageCase[] = [
	{ path: '/', auth: 'visitor', name: 'landing' },
	{ path: '/auth', auth: 'visitor' },
	{ path: '/auth?tab=signup', auth: 'visitor' },
	{ path: '/auth?suspended=true', auth: 'visitor' },
	{ path: '/no-such-page', auth: 'visitor', name: '404' },
	{ path: '/', auth: 'user', name: 'first-time dashboard' },
	{ path: '/no-such-page', auth: 'user', name: '404 signed in' },
	{ path: '/interview-setup', auth: 'user' },
	{ path: '/resources', auth: 'user' },
	{ path: answeredInterview, auth: 'user', name: 'interview session with feedback' },
	{ path: completedInterview, auth: 'user', name: 'results' },
	{
		path: async (page) => (await answeredInterview(page)).replace('focus=feedback', 'focus=restart'),
		auth: 'user',
		name: 'restart confirmation (page)',
	},
	{
		path: answeredInterview,
		auth: 'user',
		name: 'restart confirmation (dialog)',
		then: async (page) => {
			await page.getByRole('link', { name: 'Restart Question' }).click()
			await expect(page.getByRole('dialog', { name: /^Restart question/ })).toBeVisible()
		},
	},
	{ path: monthUsedUp, auth: 'user', name: 'set-up with the month used up' },
	{ path: async (page) => (await monthUsedUp(page), '/'), auth: 'user', name: 'dashboard with the month used up' },
	{ path: '/privacy', auth: 'visitor' },
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
	{ path: '/admin', auth: 'user', name: 'admin Access Denied' },
	{ path: '/admin', auth: 'super_admin', name: 'admin User Management' },
	{ path: async () => `/admin?tab=users&confirm=${(await createPlainUser()).id}`, auth: 'super_admin', name: 'admin suspend confirmation' },
	{ path: '/admin?tab=health', auth: 'super_admin', name: 'admin System Health' },
	{ path: '/admin?tab=analytics', auth: 'super_admin', name: 'admin Analytics' },
	{ path: '/admin?tab=settings', auth: 'super_admin', name: 'admin Settings' },
	{ path: '/admin?tab=audit', auth: 'super_admin', name: 'admin Audit Log' },
	{ path: async (page) => (await withDocuments(page), '/'), auth: 'user', name: 'dashboard with documents and criteria' },
	{ path: async (page) => (await withDocuments(page), '/interview-setup'), auth: 'user', name: 'setup with documents and criteria' },
	{ path: '/speech-test', auth: 'user' },
	{ path: voiceInterview, auth: 'user', name: 'voice interview session' },
	{ path: '/progress', auth: 'user', name: 'progress without voice answers' },
	{ path: progressWithVoiceAnswers, auth: 'user', name: 'progress with voice answers' },
	{ path: '/subscription', auth: 'user' },
	{ path: '/checkout?plan=pro_15', auth: 'user', name: 'checkout without Stripe keys' },
	{ path: '/stripe-debug', auth: 'user' },
	{ path: '/stripe-test', auth: 'user' },
	{ path: answeredTwice, auth: 'user', name: 'interview with two attempts compared' },
	{ path: async (page) => (await answeredTwice(page), '/progress'), auth: 'user', name: 'progress with practice trends' },
	{ path: (page) => answeredTwice(page, { finish: true }), auth: 'user', name: 'results with attempts and summary' },
	{
		path: async (page) => (await answeredInterview(page)).replace(/&focus=feedback/, ''),
		auth: 'user',
		name: 'confidentiality warning',
		then: async (page) => {
			await page.getByRole('link', { name: 'Try this question again' }).click()
			await page.getByRole('textbox', { name: 'Your answer, attempt 2' }).fill('Mrs Smith, 84, in bed 12 was confused, NHS number 485 777 3456.')
			await page.getByRole('button', { name: 'Submit Attempt 2' }).click()
			await expect(page.getByRole('region', { name: 'Check your answer for patient details' })).toBeVisible()
		},
	},
]

test.describe('accessibility sweep @js-only', () => {
	// Some cases sign up and answer a question first.
	test.describe.configure({ timeout: 60_000 })
	for (const pageCase of PAGES) {
		// Each page is prepared and loaded once, in the first look, then restyled in place for each
		// look (a visit can use up what was prepared: an activation link, an attempt submitted).
		test(`${pageCase.name ?? String(pageCase.path)} as ${pageCase.auth}`, async ({ page }) => {
			const [first] = VARIANTS
			await page.setViewportSize({ width: first.width, height: first.height })
			await page.context().addCookies([{ name: 'nhs_theme', value: first.theme, domain: 'localhost', path: '/' }])
			// Prepare with the cookie banner out of the way (it could cover a button mid-click),
			// then bring it back for the page under test.
			await acceptCookies(page)
			if (pageCase.auth !== 'visitor') {
				const user = await signUp(page)
				if (pageCase.auth === 'super_admin') await grantRole(user.username, 'super_admin')
			}
			const path = typeof pageCase.path === 'string' ? pageCase.path : await pageCase.path(page)
			await page.context().clearCookies({ name: 'nhs_cookie_consent' })
			await page.goto(path)
			await settledCookieBanner(page)
			await pageCase.then?.(page)
			for (const look of VARIANTS) {
				await test.step(`${look.theme}, ${look.width}px`, async () => {
					await page.setViewportSize({ width: look.width, height: look.height })
					await showTheme(page, look.theme)
					await expectNoViolations(page)
				})
			}
		})
	}
})

/** Switch the theme the way the toggle does once the page is up: the class on <html>. */
async function showTheme(page: Page, theme: 'light' | 'dark') {
	await page.evaluate((t) => {
		document.documentElement.className = t
	}, theme)
	await expect(page.locator('html')).toHaveClass(theme)
}
