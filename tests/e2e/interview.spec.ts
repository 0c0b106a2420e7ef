import { expect, test, type Page } from '@playwright/test'
import { acceptCookies, signUp } from './utils'

const GOOD_ANSWER =
	'In my last placement on a busy surgical ward, an elderly patient with dementia became distressed during the evening medication round. ' +
	'My responsibility was to give her medicines safely while keeping her calm. I knelt to her eye level, introduced myself by name, ' +
	'and explained quietly what each tablet was for. I asked her daughter, who was visiting, about her routines and learnt she was calmer with music. ' +
	'I handed this over to the night staff and added it to her care plan. As a result she took her medication without distress for the rest of her stay, ' +
	'and the ward adopted a "what matters to me" sheet. I learnt that small personal details make care safer and kinder.'

test.beforeEach(async ({ page }) => {
	await acceptCookies(page)
})

async function startInterview(page: Page, type = 'Nursing Interview', level = 'Entry Level / Graduate') {
	await page.goto('/interview-setup')
	await page.getByLabel('Interview type').selectOption({ label: type })
	await page.getByLabel('Experience level').selectOption({ label: level })
	await page.getByRole('button', { name: 'Text-Based' }).click()
	await expect(page).toHaveURL(/\/interview\/[0-9a-f-]{36}\?mode=text/)
	await expect(page.getByText('Your personalized interview session has begun. Good luck!', { exact: true })).toBeVisible()
	const total = Number((await page.getByRole('heading', { name: /^Question 1 of \d$/ }).textContent())!.match(/of (\d)/)![1])
	return total
}

test('a full text interview from set-up to results', async ({ page }) => {
	const user = await signUp(page)
	const total = await startInterview(page)
	expect(total).toBeGreaterThanOrEqual(5)
	expect(total).toBeLessThanOrEqual(7)
	await expect(page.getByText('Suggested time: 3-5 minutes')).toBeVisible()
	await expect(page.getByRole('list', { name: 'NHS values being assessed' })).toBeVisible()

	for (let n = 1; n <= total; n++) {
		await expect(page.getByRole('heading', { name: `Question ${n} of ${total}` })).toBeVisible()
		await page.getByLabel('Your answer').fill(GOOD_ANSWER)
		await page.getByRole('button', { name: 'Submit Answer' }).click()
		await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toBeVisible()
		await expect(page.getByText('Your answer has been recorded and analyzed.', { exact: true })).toBeVisible()
		const panel = page.getByRole('region', { name: 'AI Feedback Analysis' })
		for (const label of ['Overall Score', 'NHS Values', 'STAR Structure', 'Clarity']) {
			await expect(panel.getByText(new RegExp(`^${label}: \\d+%`))).toBeAttached()
		}
		await expect(panel.getByRole('heading', { name: 'Key Strengths' })).toBeVisible()
		await expect(page.getByText(`${n} / ${total}`)).toBeVisible()
		if (n < total) await page.getByRole('button', { name: 'Continue' }).click()
	}
	await page.getByRole('button', { name: 'Finish Interview' }).first().click()
	await expect(page).toHaveURL(/\/results\//)
	await expect(page.getByRole('heading', { name: 'Interview results' })).toBeVisible()
	await expect(page.getByText(`${total}/${total}`)).toBeVisible()
	await expect(page.getByText('Nursing Interview', { exact: true })).toBeVisible()
	await expect(page.getByText(/^Overall Score: \d+%/)).toBeAttached()

	await page.getByRole('link', { name: 'Back to Dashboard' }).click()
	await expect(page.getByRole('heading', { name: `Welcome back, ${user.firstName}!` })).toBeVisible()
	const recent = page.getByRole('region', { name: 'Recent Interview Sessions' })
	await expect(recent.getByText('Nursing Interview')).toBeVisible()
	await expect(recent.getByRole('listitem').getByText('Completed', { exact: true })).toBeVisible()
	await expect(recent.getByRole('link', { name: 'Click to View Results' })).toBeVisible()
})

test('empty answers are refused with a message and nothing is lost', async ({ page }) => {
	await signUp(page)
	await startInterview(page, 'General NHS Interview', 'Mid-Level 2-5 years')
	await page.getByRole('button', { name: 'Submit Answer' }).click()
	await expect(page.getByText('Please write your answer before submitting.')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toHaveCount(0)
})

test('skip, previous, restart and save & exit', async ({ page }) => {
	await signUp(page)
	await startInterview(page, 'Administrative Role', 'Mid-Level 2-5 years')
	await expect(page.getByRole('button', { name: 'Previous Question' })).toBeDisabled()
	await page.getByRole('button', { name: 'Skip Question' }).click()
	await expect(page.getByRole('heading', { name: /^Question 2 of/ })).toBeVisible()
	await page.getByLabel('Your answer').fill('I would check the patient record and confirm the details with the ward before booking.')
	await page.getByRole('button', { name: 'Submit Answer' }).click()
	await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toBeVisible()
	await page.getByRole('link', { name: 'Restart Question' }).click()
	await page.getByRole('button', { name: 'Delete and restart' }).click()
	await expect(page.getByLabel('Your answer')).toHaveValue('')
	await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toHaveCount(0)
	await page.getByRole('button', { name: 'Previous Question' }).click()
	await expect(page.getByRole('heading', { name: /^Question 1 of/ })).toBeVisible()
	await page.getByRole('button', { name: 'Save & Exit' }).click()
	const recent = page.getByRole('region', { name: 'Recent Interview Sessions' })
	await expect(recent.getByText('In Progress', { exact: true })).toBeVisible()
	await recent.getByRole('link', { name: 'Continue Interview' }).click()
	await expect(page.getByRole('heading', { name: /^Question 1 of/ })).toBeVisible()
})

test("another user's session is not found", async ({ page, browser }) => {
	await signUp(page)
	await startInterview(page)
	const url = page.url()
	const other = await browser.newPage()
	await acceptCookies(other)
	await signUp(other)
	const response = await other.goto(url)
	expect(response?.status()).toBe(404)
	await expect(other.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
	const results = await other.goto(url.replace('/interview/', '/results/').replace(/\?.*$/, ''))
	expect(results?.status()).toBe(404)
	await other.close()
})

test('a completed interview is read-only', async ({ page }) => {
	await signUp(page)
	await startInterview(page)
	await page.getByLabel('Your answer').fill(GOOD_ANSWER)
	await page.getByRole('button', { name: 'Submit Answer' }).click()
	await page.getByRole('button', { name: 'Finish Interview' }).first().click()
	await expect(page).toHaveURL(/\/results\//)
	await expect(page.getByText('1/')).toBeVisible()
	await page.goBack()
	await page.reload()
	await expect(page.getByText('This interview is complete and read-only.')).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveCount(0)
})

test('keyboard only: start an interview and answer a question @js-only', async ({ page }) => {
	await signUp(page)
	await page.goto('/interview-setup')
	const type = page.getByLabel('Interview type')
	await type.focus()
	await expect(type).toBeFocused()
	// Tab to the level select, then to the two mode buttons; Enter on "Text-Based".
	await page.keyboard.press('Tab')
	await expect(page.getByLabel('Experience level')).toBeFocused()
	await page.keyboard.press('Tab')
	await expect(page.getByRole('button', { name: 'Voice Interview' })).toBeFocused()
	await page.keyboard.press('Tab')
	await expect(page.getByRole('button', { name: 'Text-Based' })).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('heading', { name: /^Question 1 of/ })).toBeVisible()
	const answer = page.getByLabel('Your answer')
	await answer.focus()
	await page.keyboard.type('When a patient was upset about a cancelled appointment, I listened, apologised and rebooked her the same week.')
	await page.keyboard.press('Tab')
	await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toBeVisible()
})

test('markup in an answer is shown as text, never run', async ({ page }) => {
	await signUp(page)
	await startInterview(page)
	const answer =
		'<script>window.__pwned = true</script><b>I</b> comforted a frightened patient and stayed with her until her daughter arrived. 😊'
	await page.getByLabel('Your answer').fill(answer)
	await page.getByRole('button', { name: 'Submit Answer' }).click()
	await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue(answer)
	await expect(page.locator('b', { hasText: /^I$/ })).toHaveCount(0)
	await page.getByRole('button', { name: 'Finish Interview' }).first().click()
	await expect(page.getByText('<script>window.__pwned = true</script>', { exact: false })).toBeVisible()
	if (test.info().project.name === 'js') {
		expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined()
	}
})

/** The id of the focused element (after any focus move has happened). */
async function expectFocusOn(page: Page, id: string) {
	await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe(id)
}

test('focus lands on the question, then on the feedback whose scores are announced', async ({ page }) => {
	await signUp(page)
	await startInterview(page, 'Nursing Interview', 'Mid-Level 2-5 years')
	await expectFocusOn(page, 'question-heading')

	await page.getByLabel('Your answer').fill(GOOD_ANSWER)
	await page.getByRole('button', { name: 'Submit Answer' }).click()
	await expectFocusOn(page, 'feedback-title')
	// The focused heading names the four scores, and a polite live region says them.
	const scores = /Overall Score \d+%, NHS Values \d+%, STAR Structure \d+%, Clarity \d+%/
	await expect(page.locator('#feedback-title')).toHaveAccessibleName(new RegExp(`^AI Feedback Analysis ?: ${scores.source}$`))
	const live = page.getByRole('status').filter({ hasText: 'Feedback for question 1' })
	await expect(live).toHaveText(new RegExp(`^Feedback for question 1: ${scores.source}\\.$`))
	await expect(live).toHaveAttribute('role', 'status')

	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(page.getByRole('heading', { name: /^Question 2 of/ })).toBeVisible()
	await expectFocusOn(page, 'question-heading')
	await page.getByRole('button', { name: 'Previous Question' }).click()
	await expect(page.getByRole('heading', { name: /^Question 1 of/ })).toBeVisible()
	await expectFocusOn(page, 'question-heading')
})

test('a typed draft survives Skip, Previous, Continue and Save & Exit', async ({ page }) => {
	await signUp(page)
	await startInterview(page, 'General NHS Interview', 'Senior Level 5+ years')
	const answer = page.getByLabel('Your answer')
	const draft1 = 'First thoughts on question one: the time I covered a colleague’s shift at short notice'
	await answer.fill(draft1)
	await page.getByRole('button', { name: 'Skip Question' }).click()
	await expect(page.getByRole('heading', { name: /^Question 2 of/ })).toBeVisible()
	await expect(answer).toHaveValue('')
	const draft2 = 'Notes for question two, not finished yet'
	await answer.fill(draft2)
	await page.getByRole('button', { name: 'Previous Question' }).click()
	await expect(page.getByRole('heading', { name: /^Question 1 of/ })).toBeVisible()
	await expect(answer).toHaveValue(draft1)
	await expect(page.getByText('Draft kept, not yet submitted:')).toBeVisible()

	// A submitted answer replaces the draft; an edit that is not submitted is kept as a new draft.
	await page.getByRole('button', { name: 'Submit Answer' }).click()
	await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toBeVisible()
	await expect(page.getByText('Draft kept, not yet submitted:')).toHaveCount(0)
	await answer.fill(`${draft1}, and what I learnt from it`)
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(answer).toHaveValue(draft2)
	await page.getByRole('button', { name: 'Save & Exit' }).click()
	await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible()

	await page.getByRole('region', { name: 'Recent Interview Sessions' }).getByRole('link', { name: 'Continue Interview' }).click()
	await expect(page.getByRole('heading', { name: /^Question 1 of/ })).toBeVisible()
	await expect(answer).toHaveValue(`${draft1}, and what I learnt from it`)
	// The submitted answer still has its feedback.
	await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toBeVisible()
	await expect(page.getByText('1 / ')).toBeVisible()
})

test('restarting a question with a saved answer asks first and says what will be lost', async ({ page }) => {
	await signUp(page)
	await startInterview(page, 'Management Position', 'Leadership Role')
	// Nothing saved yet: restart just clears the box.
	await page.getByLabel('Your answer').fill('Half a thought')
	await page.getByRole('button', { name: 'Restart Question' }).click()
	await expect(page.getByLabel('Your answer')).toHaveValue('')

	await page.getByLabel('Your answer').fill(GOOD_ANSWER)
	await page.getByRole('button', { name: 'Submit Answer' }).click()
	await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toBeVisible()
	const score = (await page.locator('#feedback-title').textContent())!.match(/Overall Score (\d+)%/)![1]

	await page.getByRole('link', { name: 'Restart Question' }).click()
	const js = test.info().project.name === 'js'
	const confirm = js ? page.getByRole('dialog', { name: 'Restart question 1?' }) : page.getByRole('region', { name: 'Restart question 1?' })
	await expect(confirm).toBeVisible()
	await expect(confirm).toContainText(`Restarting deletes your submitted answer and its feedback (Overall Score ${score}%). This cannot be undone.`)
	if (js) {
		// A modal dialog: focus starts and stays inside; Escape returns to the link.
		for (let i = 0; i < 4; i++) {
			expect(await confirm.evaluate((d) => d.contains(document.activeElement))).toBe(true)
			await page.keyboard.press('Tab')
		}
		await page.keyboard.press('Escape')
		await expect(confirm).toHaveCount(0)
		await expect(page.getByRole('link', { name: 'Restart Question' })).toBeFocused()
		await page.getByRole('link', { name: 'Restart Question' }).click()
	} else {
		await expectFocusOn(page, 'restart-title')
		await confirm.getByRole('link', { name: 'Cancel' }).click()
		await expect(confirm).toHaveCount(0)
		await page.getByRole('link', { name: 'Restart Question' }).click()
	}
	await expect(page.getByLabel('Your answer')).toHaveValue(GOOD_ANSWER)
	await confirm.getByRole('button', { name: 'Delete and restart' }).click()
	await expect(page.getByText('Question restarted. Take your time.', { exact: true })).toBeVisible()
	await expect(page.getByLabel('Your answer')).toHaveValue('')
	await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toHaveCount(0)
	await expectFocusOn(page, 'question-heading')
})

test('the question shows what the panel looks for, collapsed until opened', async ({ page }) => {
	await signUp(page)
	await startInterview(page)
	const details = page.locator('details', { has: page.getByText('What the panel looks for', { exact: true }) })
	await expect(details).toHaveCount(1)
	await expect(details).not.toHaveAttribute('open', '')
	await expect(details.getByText('Type of question:')).toBeHidden()
	await details.getByText('What the panel looks for', { exact: true }).click()
	await expect(details).toHaveAttribute('open', '')
	await expect(details.getByText('Type of question:')).toBeVisible()
	expect(await details.getByRole('listitem').count()).toBeGreaterThanOrEqual(3)
})
