/**
 * Voice on a fresh install: no speech-to-text or text-to-speech keys. The
 * API says so with a 503 {message}, the pages fall back to the browser's own
 * speech and to typing. (With providers: tests/e2e-voice, its own run.)
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { suspendUser } from './db'
import { acceptCookies, signUp, uniqueUser } from './utils'
import { makeWav } from '../support/wav'

const wav = () => ({ audio: { name: 'answer.wav', mimeType: 'audio/wav', buffer: makeWav(1) } })

async function apiUser(request: APIRequestContext) {
	const user = uniqueUser('speech')
	expect((await request.post('/api/register', { data: user })).status()).toBe(201)
	return user
}

test.describe('speech API without providers, over HTTP @js-only', () => {
	test('signed out: 401 from every endpoint; wrong method: 405', async ({ request }) => {
		for (const response of [
			await request.post('/api/speech/transcribe', { multipart: wav() }),
			await request.post('/api/speech/synthesize', { data: { text: 'Hello' } }),
			await request.get('/api/speech/status'),
		]) {
			expect(response.status()).toBe(401)
			expect(await response.json()).toEqual({ message: 'Not authenticated' })
		}
		expect((await request.get('/api/speech/transcribe')).status()).toBe(405)
		expect((await request.get('/api/speech/synthesize')).status()).toBe(405)
	})

	test('no provider: 503 with a message; status all false; bad input still a 4xx', async ({ request }) => {
		await apiUser(request)
		const transcribed = await request.post('/api/speech/transcribe', { multipart: wav() })
		expect(transcribed.status()).toBe(503)
		expect((await transcribed.json()).message).toBe(
			"Speech-to-text is not configured on this server. Use your browser's speech recognition, or type your answer.",
		)
		const spoken = await request.post('/api/speech/synthesize', { data: { text: 'Tell me about yourself.', voice: 'nova' } })
		expect(spoken.status()).toBe(503)
		expect((await spoken.json()).message).toBe("No text-to-speech provider is configured on this server, so your browser's own voice is used.")
		const status = await (await request.get('/api/speech/status')).json()
		expect(status.services).toEqual({ assemblyAI: false, deepgram: false, openai: false })

		const empty = await request.post('/api/speech/synthesize', { data: { text: ' \n ' } })
		expect(empty.status()).toBe(400)
		expect(await empty.json()).toEqual({ message: 'Please enter some text to convert to speech.' })
		const notMultipart = await request.post('/api/speech/transcribe', { data: { audio: 'AAAA' } })
		expect(notMultipart.status()).toBe(415)
		const tooBig = await request.post('/api/speech/transcribe', {
			multipart: { audio: { name: 'huge.webm', mimeType: 'audio/webm', buffer: Buffer.alloc(26 * 1024 * 1024) } },
		})
		expect(tooBig.status()).toBe(413)
		expect(await tooBig.json()).toEqual({ message: 'The recording is too large. The limit is 25 MB.' })
	})

	test('a suspended account gets 403 {suspended: true}', async ({ request }) => {
		const user = await apiUser(request)
		await suspendUser(user.username)
		// The first 403 also clears the session cookie, so each call sends the copied cookie.
		const cookie = (await request.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ')
		const headers = { cookie }
		for (const response of [
			await request.post('/api/speech/transcribe', { multipart: wav(), headers }),
			await request.post('/api/speech/synthesize', { data: { text: 'Hello' }, headers }),
			await request.get('/api/speech/status', { headers }),
		]) {
			expect(response.status()).toBe(403)
			expect(await response.json()).toEqual({ message: 'Account suspended', suspended: true })
		}
	})
})

test.describe('voice pages without providers', () => {
	test.beforeEach(async ({ page }) => {
		await acceptCookies(page)
	})

	test('the speech test page says what is not configured', async ({ page, javaScriptEnabled }) => {
		await signUp(page)
		await page.goto('/speech-test')
		const status = page.getByRole('region', { name: 'Speech services' })
		await expect(status.getByRole('cell', { name: 'Not configured' })).toHaveCount(3)
		await expect(status.getByText('No transcriptions on this server since it started.')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Transcribe file' })).toBeDisabled()
		const tts = page.getByRole('region', { name: 'Text to speech' })
		await expect(tts.getByText('No text-to-speech service is configured', { exact: false })).toBeVisible()
		if (!javaScriptEnabled) {
			await tts.getByRole('button', { name: 'Generate speech' }).click()
			const alert = page.getByRole('alert').filter({ hasText: 'Speech Generation Failed' })
			await expect(alert).toContainText("Failed to generate speech: No text-to-speech provider is configured on this server, so your browser's own voice is used.")
		}
	})

	test('a voice session offers the browser recognition or typing, and the answer form always works', async ({ page, javaScriptEnabled }) => {
		await signUp(page)
		await page.goto('/interview-setup')
		await page.getByRole('button', { name: 'Voice Interview' }).click()
		await expect(page).toHaveURL(/mode=voice/)
		const panel = page.getByRole('region', { name: 'Voice answer' })
		if (javaScriptEnabled) {
			await expect(panel).toBeVisible()
			// Chromium has speech recognition of its own; without a microphone it cannot use it.
			await expect(panel.getByText("No speech-to-text service is configured, so your browser's own speech recognition is used.")).toBeVisible()
			await panel.getByRole('button', { name: 'Start recording' }).click()
			const alert = panel.getByRole('alert')
			await expect(alert).toBeVisible()
			await alert.getByRole('link', { name: 'Type your answer instead' }).click()
			await expect(page.getByLabel('Your answer')).toBeFocused()
		} else {
			await expect(panel).toHaveCount(0)
		}
		await page.getByLabel('Your answer').fill('I listened to the patient, explained the plan and checked she was comfortable.')
		await page.getByRole('button', { name: 'Submit Answer' }).click()
		await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toBeVisible()
	})

	test('the progress page before any voice answer', async ({ page }) => {
		await signUp(page)
		await page.getByRole('link', { name: 'View your progress' }).click()
		await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible()
		await expect(page.getByText('No voice answers yet.', { exact: false })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Start a voice interview' })).toHaveAttribute('href', '/interview-setup')
	})
})
