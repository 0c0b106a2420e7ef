/**
 * The dashboard and set-up page from a candidate's point of view: the
 * greeting, the averages, reopening an unanswered session, and start buttons
 * once the month's sessions are used up.
 */
import { expect, test, type Page } from '@playwright/test'
import { acceptCookies, signUp } from './utils'

test.beforeEach(async ({ page }) => {
	await acceptCookies(page)
})

const GOOD_ANSWER =
	'On a busy surgical ward an elderly patient with dementia became distressed during the evening medication round. ' +
	'My task was to give her medicines safely while keeping her calm. I knelt to her eye level, introduced myself and explained each tablet. ' +
	'I asked her daughter about her routines, handed this over to the night staff and added it to her care plan. ' +
	'As a result she took her medication calmly for the rest of her stay. I learnt that small personal details make care safer.'

async function start(page: Page, type: string, level: string) {
	await page.goto('/interview-setup')
	await page.getByLabel('Interview type').selectOption({ label: type })
	await page.getByLabel('Experience level').selectOption({ label: level })
	await page.getByRole('button', { name: 'Text-Based' }).click()
	await expect(page.getByRole('heading', { name: /^Question 1 of \d$/ })).toBeVisible()
}

async function answer(page: Page, text: string) {
	await page.getByLabel('Your answer').fill(text)
	await page.getByRole('button', { name: 'Submit Answer' }).click()
	await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toBeVisible()
}

test('a new candidate is welcomed as a first-timer; after practising, as a returning one', async ({ page }) => {
	const user = await signUp(page)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${user.firstName}!`)
	await expect(page.getByText('Your practice starts here.')).toBeVisible()
	await start(page, 'General NHS Interview', 'Mid-Level 2-5 years')
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${user.firstName}!`)
	await expect(page.getByText('Your practice starts here.')).toHaveCount(0)
})

test('Overall Score and the recent sessions Average agree while an interview is in progress', async ({ page }) => {
	await signUp(page)
	await start(page, 'General NHS Interview', 'Mid-Level 2-5 years')
	await answer(page, GOOD_ANSWER)
	await page.getByRole('button', { name: 'Finish Interview' }).first().click()
	await expect(page).toHaveURL(/\/results\//)
	// A weak answer in an interview still in progress.
	await start(page, 'Nursing Interview', 'Entry Level / Graduate')
	await answer(page, 'I do not know.')
	await page.goto('/')

	const overall = (await page.getByText(/^Overall Score: \d+%/).first().textContent())!.match(/(\d+)%/)![1]
	const recent = page.getByRole('region', { name: 'Recent Interview Sessions' })
	await expect(recent.locator('div:has(> dt:text-is("Average score")) > dd')).toHaveText(`${overall}%`)
	await expect(recent.getByRole('listitem').filter({ hasText: 'In Progress' })).toHaveCount(1)
	// The definition is stated.
	await expect(page.getByText('Scores are averages over your completed interviews, each counting once.', { exact: false })).toBeVisible()
	await expect(recent.getByText('Average of completed interviews, the same as your Overall Score.')).toBeVisible()
})

test('starting the same interview again reopens the unanswered one and says so', async ({ page }) => {
	await signUp(page)
	await start(page, 'Nursing Interview', 'Mid-Level 2-5 years')
	const firstUrl = page.url().replace(/\?.*$/, '')
	await start(page, 'Nursing Interview', 'Mid-Level 2-5 years')
	expect(page.url().replace(/\?.*$/, '')).toBe(firstUrl)
	await expect(
		page.getByText("You already had an unanswered Nursing interview, so we've reopened it. It doesn't count against your monthly sessions.", { exact: true }),
	).toBeVisible()
	await page.goto('/interview-setup')
	await expect(page.getByText('Sessions this month: 1 of 3 used.')).toBeVisible()
})

test('with the month used up, the start buttons are disabled and say why, with a way to more sessions', async ({ page }) => {
	await signUp(page)
	for (const type of ['general', 'nursing', 'medical']) {
		expect((await page.request.post('/api/interview/start', { data: { type, experienceLevel: 'mid' } })).status()).toBe(201)
	}
	for (const path of ['/interview-setup', '/']) {
		await page.goto(path)
		const form = path === '/' ? page.getByRole('region', { name: 'Configure Your Interview' }) : page.getByRole('main')
		for (const name of ['Voice Interview', 'Text-Based']) {
			const button = form.getByRole('button', { name, exact: true })
			await expect(button).toBeDisabled()
			await expect(button).toHaveAccessibleDescription(/You've used all 3 of this month's sessions\./)
		}
		await expect(form.getByText("You've used all 3 of this month's sessions.", { exact: true })).toBeVisible()
		await expect(form.getByRole('link', { name: 'See plans for more sessions' })).toHaveAttribute('href', '/subscription')
	}
	// The server still refuses a new session.
	expect((await page.request.post('/api/interview/start', { data: { type: 'support', experienceLevel: 'mid' } })).status()).toBe(402)
})
