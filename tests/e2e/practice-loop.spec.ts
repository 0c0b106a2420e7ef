/**
 * The practice loop, with and without JavaScript: answer a question, try it
 * again and compare; the confidentiality guard holds an answer naming a
 * patient and offers the anonymised version in one click; the results page
 * shows full answers, sub-scores, attempts and a session summary whose button
 * starts a session aimed at the weakest value.
 */
import { expect, test, type Page } from '@playwright/test'
import { acceptCookies, signUp } from './utils'

const FIRST =
	'On a night shift on the stroke ward a patient became distressed. I stayed with her and we called for help.'
const SECOND =
	'On a night shift on the stroke ward a patient in her eighties became distressed and frightened. My task was to keep her safe while the team was stretched. ' +
	'I sat with her, explained calmly what was happening, checked her observations and escalated to the nurse in charge using SBAR. ' +
	'As a result she settled, slept through the night and her family thanked us. I learnt to ask for help early.'

test.beforeEach(async ({ page }) => {
	await acceptCookies(page)
})

async function startText(page: Page) {
	await page.goto('/interview-setup')
	await page.getByRole('button', { name: 'Text-Based' }).click()
	await expect(page).toHaveURL(/\/interview\/[0-9a-f-]{36}\?mode=text/)
}

async function submit(page: Page, text: string, button: string | RegExp = 'Submit Answer') {
	await page.getByRole('textbox', { name: /^Your answer/ }).fill(text)
	await page.getByRole('button', { name: button }).click()
}

test('answer a question twice and see the two attempts compared', async ({ page }) => {
	await signUp(page)
	await startText(page)
	await submit(page, FIRST)
	await expect(page.getByRole('heading', { name: /^AI Feedback Analysis/ })).toBeVisible()

	await page.getByRole('link', { name: 'Try this question again' }).click()
	await expect(page).toHaveURL(/attempt=new/)
	await expect(page.getByRole('textbox', { name: 'Your answer, attempt 2' })).toHaveValue('')
	await submit(page, SECOND, 'Submit Attempt 2')

	const comparison = page.getByRole('region', { name: 'Attempt 1 and attempt 2 compared' })
	await expect(comparison).toBeVisible()
	await expect(comparison.getByText(/^Change: [+-±]\d+ Overall, [+-±]\d+ Values, [+-±]\d+ STAR, [+-±]\d+ Clarity$/)).toBeVisible()
	await expect(comparison.getByRole('row', { name: /^STAR Structure \d+% \d+% [+-±]\d+$/ })).toBeVisible()
	await expect(comparison.getByText(/^\d+ words? added, \d+ removed$/)).toBeVisible()
	// the diff says "added" and "removed" in text, not only in colour
	await expect(comparison.locator('ins').first()).toContainText('[added:')
	await expect(page.getByRole('region', { name: 'Your attempts' }).getByText(/counts for this session/)).toBeVisible()
	await expect(page.getByText('Outline of a strong answer')).toBeVisible()

	// The latest attempt is the one the form updates.
	await expect(page.getByRole('textbox', { name: 'Your answer, attempt 2' })).toHaveValue(SECOND)

	// The API lists both attempts, oldest first.
	const sessionId = new URL(page.url()).pathname.split('/').pop()!
	const detail = await (await page.request.get(`/api/interview/sessions/${sessionId}`)).json()
	const attempts = detail.questions[0].attempts
	expect(attempts.map((a: { transcriptionText: string }) => a.transcriptionText)).toEqual([FIRST, SECOND])
	expect(attempts[1].feedback.overallScore).toBeGreaterThan(0)
	// STAR parts are listed only where the question's kind uses STAR (the opener is often a motivation question)
	const starParts = comparison.getByText(/STAR parts: Situation (shown|missing)/)
	if (attempts[1].feedback.starPresent) await expect(starParts.first()).toBeVisible()
	else await expect(starParts).toHaveCount(0)

	// Results: attempts per answer, full answer, four sub-scores, a summary.
	await page.getByRole('button', { name: 'Finish Interview' }).first().click()
	await expect(page).toHaveURL(/\/results\//)
	await expect(page.getByText(/^Answered in 2 attempts; showing the best, attempt [12]\.$/)).toBeVisible()
	const summary = page.getByRole('region', { name: 'Session summary' })
	await expect(summary.getByText('Strongest value')).toBeVisible()
	await expect(summary.getByText('The one thing to practise next')).toBeVisible()
	const practise = summary.getByRole('button', { name: /^Practise / })
	const value = (await practise.textContent())!.replace('Practise ', '')
	await practise.click()
	await expect(page).toHaveURL(/\/interview\/[0-9a-f-]{36}\?mode=text/)
	// the new session is aimed at that value: (nearly) all its questions test it
	const aimed = await (await page.request.get(`/api/interview/sessions/${new URL(page.url()).pathname.split('/').pop()}`)).json()
	const testing = aimed.questions.filter((q: { nhsValues: string[] }) => q.nhsValues.includes(value)).length
	expect(testing).toBeGreaterThanOrEqual(aimed.questions.length - 1)
})

test('the confidentiality guard holds an answer naming a patient and anonymises it in one click', async ({ page }) => {
	await signUp(page)
	await startText(page)
	await submit(page, 'On the night shift Mrs Smith, 84, in bed 12 was confused. I sat with her and reassured her until she settled.')
	const warning = page.getByRole('region', { name: 'Check your answer for patient details' })
	await expect(warning).toBeVisible()
	await expect(warning.getByText(/has not been saved yet/)).toBeVisible()
	await expect(warning.locator('mark')).toHaveCount(2)
	await expect(warning.locator('mark').first()).toHaveText('Mrs Smith, 84 (a name)')
	await expect(warning.getByText('A patient in her eighties, in a bed was confused.', { exact: false })).toBeVisible()
	await expect(page.getByRole('heading', { name: /^AI Feedback Analysis/ })).toHaveCount(0)
	// the typed text stays in the box to edit
	await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue(/Mrs Smith/)

	await warning.getByRole('button', { name: 'Use the anonymised version' }).click()
	await expect(page.getByRole('heading', { name: /^AI Feedback Analysis/ })).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue(/^On the night shift a patient in her eighties, in a bed was confused\./)
})

test('an answer with identifiers can be submitted as written, and hedging is counted', async ({ page }) => {
	await signUp(page)
	await startText(page)
	await submit(page, 'I think maybe I sort of helped Dr Patel, I guess, when the ward was busy, and the patient was fine.')
	await page.getByRole('region', { name: 'Check your answer for patient details' }).getByRole('button', { name: 'Submit as written' }).click()
	const panel = page.getByRole('region', { name: /^AI Feedback Analysis/ })
	await expect(panel).toBeVisible()
	const hedging = panel.getByRole('region', { name: 'Hedging and filler' })
	await expect(hedging.getByText(/^3 hedges, 0 filler words: “i think maybe”, “sort of”, “i guess”\.$/)).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue(/Dr Patel/)
})

test('a clean answer is saved straight away', async ({ page }) => {
	await signUp(page)
	await startText(page)
	await submit(page, 'As a staff nurse on Ward 7 in 2021 I escalated a deteriorating patient to the registrar, and Mr or Mrs is how I address patients.')
	await expect(page.getByRole('heading', { name: /^AI Feedback Analysis/ })).toBeVisible()
	await expect(page.getByRole('region', { name: 'Check your answer for patient details' })).toHaveCount(0)
})

test('a long answer on the results page is shown in full behind Show all', async ({ page }) => {
	await signUp(page)
	await startText(page)
	const long = `${SECOND} `.repeat(3).trim() + ' The end of my answer.'
	await submit(page, long)
	await expect(page.getByRole('heading', { name: /^AI Feedback Analysis/ })).toBeVisible()
	await page.getByRole('button', { name: 'Finish Interview' }).first().click()
	await expect(page).toHaveURL(/\/results\//)
	await expect(page.getByText('The end of my answer.')).toBeHidden()
	await page.getByText(/^Show all \(\d+ words\)$/).click()
	await expect(page.getByText(/The end of my answer\.$/)).toBeVisible()
	for (const label of ['Overall Score', 'NHS Values', 'STAR Structure', 'Clarity']) {
		await expect(page.getByRole('definition').filter({ hasText: /^\d+%$/ }).first()).toBeVisible()
		await expect(page.getByText(label, { exact: true }).first()).toBeVisible()
	}
})

test('POST /api/answer-check and newAttempt over the API', async ({ page }) => {
	await signUp(page)
	const check = await page.request.post('/api/answer-check', { data: { text: 'Her NHS number is 485 777 3456 and I sort of knew.' } })
	expect(check.status()).toBe(200)
	const body = await check.json()
	expect(body.identifiers).toEqual([{ start: 18, end: 30, kind: 'nhs_number', text: '485 777 3456' }])
	expect(body.hedges).toEqual([{ start: 37, end: 44, text: 'sort of', kind: 'hedge' }])
	expect(body.anonymised).toBe('Her NHS number is (removed) and I sort of knew.')
	expect((await page.request.post('/api/answer-check', { data: { text: 5 } })).status()).toBe(400)
	expect((await page.request.get('/api/answer-check')).status()).toBe(405)

	const start = await page.request.post('/api/interview/start', { data: { type: 'general', experienceLevel: 'mid' } })
	const { session, questions } = await start.json()
	const post = (data: Record<string, unknown>) => page.request.post(`/api/interview/${session.id}/response`, { data: { questionId: questions[0].id, ...data } })
	expect((await post({ transcriptionText: FIRST })).status()).toBe(200)
	expect((await post({ transcriptionText: `${FIRST} Updated.` })).status()).toBe(200)
	const second = await post({ transcriptionText: SECOND, newAttempt: true })
	expect(second.status()).toBe(200)
	const added = await second.json()
	expect(added.response.attempt).toBe(2)
	expect(added.feedback.overallScore).toBeGreaterThan(0)
	const detail = await (await page.request.get(`/api/interview/sessions/${session.id}`)).json()
	expect(detail.questions[0].attempts.map((a: { transcriptionText: string }) => a.transcriptionText)).toEqual([`${FIRST} Updated.`, SECOND])
	expect(detail.responses).toHaveLength(1)
	expect(detail.responses[0].transcriptionText).toBe(SECOND)
})

test('progress shows values and STAR parts over sessions and the questions practised most', async ({ page }) => {
	await signUp(page)
	const start = await page.request.post('/api/interview/start', { data: { type: 'nursing', experienceLevel: 'mid' } })
	const { session, questions } = await start.json()
	for (const [i, text] of [FIRST, SECOND].entries()) {
		const reply = await page.request.post(`/api/interview/${session.id}/response`, { data: { questionId: questions[0].id, transcriptionText: text, newAttempt: i > 0 } })
		expect(reply.status()).toBe(200)
	}
	await page.goto('/progress')
	await expect(page.getByRole('heading', { name: 'NHS values over time' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'STAR parts over time' })).toBeVisible()
	const practised = page.getByRole('region', { name: 'Questions you have practised most' })
	await expect(practised.getByRole('row', { name: new RegExp(`${questions[0].questionText.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* 2 \\d+%$`) })).toBeVisible()
	await expect(page.getByText('Show as a table').first()).toBeVisible()

	const api = await (await page.request.get('/api/progress/practice')).json()
	expect(api.mostPractised[0]).toMatchObject({ questionId: questions[0].id, attempts: 2 })
	expect(Object.keys(api.star)).toEqual(['situation', 'task', 'action', 'result'])
	expect(Object.keys(api.values)).toHaveLength(6)
})
