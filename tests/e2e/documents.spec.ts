/**
 * Uploading a CV and job description as a candidate would, with JavaScript
 * (drag and drop, keyboard, real upload progress) and without (plain
 * multipart form, pasted text), rejections, removal, the criteria checklist
 * and "Practise the gaps".
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { EXTRACTION_MESSAGES, UPLOAD_MESSAGES } from '#app/lib/documents'
import { fixtureText, PNG_BYTES } from '../support/document-fixtures'
import { acceptCookies, signUp } from './utils'

const txt = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) })

/** A real CV padded with more real lines to about 1.5 MB, so the upload takes a moment on a throttled link. */
function largeCv() {
	const cv = fixtureText('nurse', 'cv')
	const filler = '\n• Completed the ward safety huddle and handover for the team on each shift.'.repeat(20_000)
	return txt('long-cv.txt', cv + filler)
}

async function throttleUploads(page: Page, bytesPerSecond: number) {
	const cdp = await page.context().newCDPSession(page)
	await cdp.send('Network.enable')
	await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: bytesPerSecond })
	return cdp
}

async function expectNoA11yViolations(page: Page) {
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
	expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

test.beforeEach(async ({ page }) => {
	await acceptCookies(page)
	await signUp(page)
})

test.describe('with JavaScript @js-only', () => {
	// choosing a file uploads it once the enhanced upload has loaded (after hydration, lazily);
	// until then the plain form is there, whose Upload button does it
	test.beforeEach(async ({ page }) => {
		await expect(page.getByRole('region', { name: 'Upload Your Documents' }).getByRole('button', { name: 'Choose CV file' })).toBeVisible()
	})

	test('upload a CV from the keyboard: real progress while uploading, then "Uploaded and processed"', async ({ page }) => {
		const cdp = await throttleUploads(page, 256 * 1024)
		const card = page.getByRole('region', { name: 'Upload Your Documents' })
		const choose = card.getByRole('button', { name: 'Choose CV file' })
		await choose.focus()
		const chooser = page.waitForEvent('filechooser')
		await page.keyboard.press('Enter')
		await (await chooser).setFiles(largeCv())

		await expect(card.getByText('Uploading...')).toBeVisible()
		const bar = card.getByRole('progressbar', { name: 'Uploading long-cv.txt' })
		await expect(bar).toBeVisible()
		// progress comes from real upload events: it moves before the upload ends
		await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0)
		expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100)
		await expectNoA11yViolations(page)
		await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })

		await expect(page.getByText('Upload successful', { exact: true })).toBeVisible({ timeout: 30_000 })
		await expect(page.getByText('long-cv.txt has been uploaded successfully.', { exact: true })).toBeVisible()
		await expect(card.getByText(UPLOAD_MESSAGES.processed)).toBeVisible()
		await expect(card.getByText('long-cv.txt')).toBeVisible()
		await expect(card.getByText(/^1\.\d MB$/)).toBeVisible()
		await expect(card.getByRole('listitem').filter({ hasText: 'Respiratory Ward 4' }).first()).toBeVisible()
	})

	test('drop a job description on the drop zone: what was understood and the criteria checklist', async ({ page }) => {
		const card = page.getByRole('region', { name: 'Upload Your Documents' })
		await card.getByText('Add Details').click()
		const dataTransfer = await page.evaluateHandle((text) => {
			const dt = new DataTransfer()
			dt.items.add(new File([text], 'ward-manager-jd.txt', { type: 'text/plain' }))
			return dt
		}, fixtureText('ward-manager', 'jd'))
		await page.getByTestId('job_description-drop-zone').dispatchEvent('drop', { dataTransfer })
		await expect(card.getByText(UPLOAD_MESSAGES.processed)).toBeVisible()
		await expect(card.getByText('Ward Manager, Band 7')).toBeVisible()
		await expect(card.getByRole('listitem').filter({ hasText: /^Budget management$/ })).toBeVisible()
		const checklist = card.getByRole('region', { name: 'Person specification' })
		await expect(checklist.getByText('Ability to manage a budget (Not yet practised)')).toBeVisible()
		await expect(checklist.getByRole('button', { name: 'Practise the gaps' })).toBeVisible()
		await expectNoA11yViolations(page)
	})

	test('rejections: SPEC\'s messages inline and as a toast', async ({ page }) => {
		const card = page.getByRole('region', { name: 'Upload Your Documents' })
		// the server checks the bytes: a PNG called cv.pdf
		await card.getByLabel('CV file').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG_BYTES })
		await expect(card.getByRole('alert')).toContainText(UPLOAD_MESSAGES.failureTitle)
		await expect(card.getByRole('alert')).toContainText(UPLOAD_MESSAGES.invalidType)
		// the same text as a toast
		await expect(page.getByRole('region', { name: /Notifications/ }).getByText(UPLOAD_MESSAGES.invalidType)).toBeVisible()
		await expectNoA11yViolations(page)
		// too large: refused before uploading
		await card.getByLabel('CV file').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 0x25) })
		await expect(card.getByRole('alert')).toContainText(UPLOAD_MESSAGES.tooLarge)
		// readable type, unreadable content
		await card.getByLabel('CV file').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n' + 'x'.repeat(500)) })
		await expect(card.getByRole('alert')).toContainText(EXTRACTION_MESSAGES.corrupt)
	})
})

test.describe('without JavaScript @nojs-only', () => {
	test('upload with the plain form, paste a job description, see a rejection inline', async ({ page }) => {
		await page.goto('/interview-setup')
		const box = page.getByRole('region', { name: 'Your CV and job description (optional)' })
		await box.getByLabel('CV file').setInputFiles(txt('my-cv.txt', fixtureText('physio', 'cv')))
		await box.getByRole('button', { name: 'Upload CV' }).click()
		await expect(page.getByText('my-cv.txt has been uploaded successfully.', { exact: true })).toBeVisible()
		await expect(box.getByText(UPLOAD_MESSAGES.processed)).toBeVisible()
		await expect(page.getByRole('region', { name: 'Your documents' }).getByText('my-cv.txt')).toBeVisible()

		await box.getByLabel('Job description file').setInputFiles({ name: 'jd.pdf', mimeType: 'application/pdf', buffer: PNG_BYTES })
		await box.getByRole('button', { name: 'Upload Job description' }).click()
		await expect(box.getByRole('alert')).toContainText(UPLOAD_MESSAGES.invalidType)

		await box.getByLabel('Or paste the job description').fill(fixtureText('physio', 'jd'))
		await box.getByRole('button', { name: 'Save job description' }).click()
		await expect(page.getByText('Pasted job description has been uploaded successfully.', { exact: true })).toBeVisible()
		await expect(box.getByText('Musculoskeletal Physiotherapist, Band 6')).toBeVisible()
		await expect(box.getByText('Experience of running exercise classes or groups (Not yet practised)')).toBeVisible()
	})
})

test('remove a document', async ({ page }) => {
	await page.goto('/interview-setup')
	const js = test.info().project.use.javaScriptEnabled !== false
	const box = page.getByRole('region', { name: 'Your CV and job description (optional)' })
	// with JS, choosing the file uploads it once the enhanced upload has loaded; without, the form's button does
	if (js) await expect(box.getByRole('button', { name: 'Choose CV file' })).toBeVisible()
	await box.getByLabel('CV file').setInputFiles(txt('old-cv.txt', fixtureText('hca', 'cv')))
	if (!js) await box.getByRole('button', { name: 'Upload CV' }).click()
	await expect(box.getByText(UPLOAD_MESSAGES.processed)).toBeVisible()
	await box.getByRole('button', { name: 'Remove old-cv.txt' }).click()
	await expect(page.getByText('old-cv.txt has been removed.', { exact: true })).toBeVisible()
	await expect(box.getByText(UPLOAD_MESSAGES.processed)).toBeHidden()
	await expect(page.getByText('No documents uploaded yet.', { exact: false })).toBeVisible()
})

test('"Practise the gaps" starts an interview aimed at the criteria not yet covered', async ({ page }) => {
	await page.goto('/interview-setup')
	const box = page.getByRole('region', { name: 'Your CV and job description (optional)' })
	await box.getByLabel('Or paste the job description').fill(fixtureText('nurse', 'jd'))
	await box.getByRole('button', { name: 'Save job description' }).click()
	await expect(box.getByText(UPLOAD_MESSAGES.processed)).toBeVisible()
	await box.getByRole('button', { name: 'Practise the gaps' }).click()
	await expect(page).toHaveURL(/\/interview\/[0-9a-f-]{36}\?mode=text/)
	// the motivation question opens; the next ones name the criteria
	await page.goto(`${page.url()}&q=2`)
	await expect(page.getByText(/The person specification asks for|criteria include/).first()).toBeVisible()
})
