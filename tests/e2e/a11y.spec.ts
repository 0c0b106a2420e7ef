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
]

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
				if (pageCase.auth !== 'visitor') {
					const user = await signUp(page)
					if (pageCase.auth === 'super_admin') await grantRole(user.username, 'super_admin')
				}
				const path = typeof pageCase.path === 'string' ? pageCase.path : await pageCase.path(page)
				await page.context().clearCookies({ name: 'nhs_cookie_consent' })
				await page.goto(path)
				// Let the cookie banner (shown after one second) join the check.
				await settledCookieBanner(page)
				await pageCase.then?.(page)
				await expectNoViolations(page)
			})
		}
	}
})
