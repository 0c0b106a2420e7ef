/**
 * A spoken answer end to end: Chromium's fake microphone plays an espeak-ng
 * recording, MediaRecorder records it, the app sends it to the local fake
 * AssemblyAI through the real SDK, and the transcript lands in the answer box
 * to edit and submit; the feedback shows the speech delivery.
 */
import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { acceptCookies, signUp } from '../e2e/utils'
import { VOICE_TEXT, VOICE_WAV } from './voice-wav'

test.beforeEach(async ({ page }) => {
	await acceptCookies(page)
})

async function startVoiceInterview(page: Page) {
	await page.goto('/interview-setup')
	await page.getByRole('button', { name: 'Voice Interview' }).click()
	await expect(page).toHaveURL(/\/interview\/[0-9a-f-]{36}\?mode=voice/)
}

test.describe('voice answers @js-only', () => {
	test('record with the keyboard, review the transcript, submit, see the speech delivery', async ({ page }) => {
		await signUp(page)
		await startVoiceInterview(page)
		const panel = page.getByRole('region', { name: 'Voice answer' })
		await expect(panel.getByText('Click to start recording')).toBeVisible()
		await expect(panel.getByRole('listitem')).toHaveCount(3)

		await panel.getByRole('button', { name: 'Start recording' }).press('Enter')
		const stop = panel.getByRole('button', { name: 'Stop recording' })
		await expect(stop).toBeFocused()
		await expect(panel.getByText(/^Recording 0:0[3-9]$/)).toBeVisible()
		await expect(page.getByRole('status').filter({ hasText: 'Recording started.' })).toBeAttached()
		await page.keyboard.press('Space')

		const answer = page.getByLabel('Your answer')
		await expect(answer).toHaveValue(VOICE_TEXT)
		await expect(answer).toBeFocused()
		await expect(page.getByRole('status').filter({ hasText: 'Transcript added to your answer.' })).toBeAttached()
		await expect(panel.getByRole('heading', { name: 'Last Response' })).toBeVisible()
		await expect(panel.getByText(VOICE_TEXT.length > 150 ? `${VOICE_TEXT.slice(0, 150)}...` : VOICE_TEXT)).toBeVisible()

		// The candidate tidies the transcript before submitting; delivery is measured on what was said.
		await answer.fill(VOICE_TEXT.replace('Um, when', 'When').replace(' and, you know,', ' and'))
		await page.getByRole('button', { name: 'Submit Answer' }).click()
		const feedback = page.getByRole('region', { name: 'AI Feedback Analysis' })
		await expect(feedback).toBeVisible()
		const delivery = feedback.getByRole('region', { name: 'Speech delivery' })
		await expect(delivery.getByText('Speaking rate')).toBeVisible()
		await expect(delivery.getByText(/^\d+ words per minute \((slow|steady|fast)\)$/)).toBeVisible()
		await expect(delivery.getByText('Heard: "um" 1, "you know" 1')).toBeVisible()
		await expect(delivery.getByText(/^1 of 2 seconds or more$/)).toBeVisible()
		await expect(delivery.getByText('transcribed by AssemblyAI', { exact: false })).toBeVisible()
		await expect(delivery.getByText(/^Your answer lasted \d+ seconds?\. Aim for 3-5 minutes/)).toBeVisible()

		await page.goto('/')
		await page.getByRole('link', { name: 'View your progress' }).click()
		await expect(page.getByRole('heading', { name: 'Your Progress' })).toBeVisible()
		await expect(page.getByRole('img', { name: /Words per minute in each voice answer\./ })).toBeVisible()
	})

	test('read the question aloud with the server voice, and stop reading', async ({ page }) => {
		await signUp(page)
		await startVoiceInterview(page)
		const panel = page.getByRole('region', { name: 'Voice answer' })
		const synthesized = page.waitForResponse((r) => r.url().endsWith('/api/speech/synthesize'))
		await panel.getByRole('button', { name: 'Read Question' }).click()
		const response = await synthesized
		expect(response.headers()['x-provider']).toBe('deepgram')
		await expect(panel.getByText('Reading aloud...')).toBeVisible()
		await panel.getByRole('button', { name: 'Stop Reading' }).click()
		await expect(panel.getByText('Reading aloud...')).toHaveCount(0)
		await expect(panel.getByRole('button', { name: 'Stop Reading' })).toBeFocused()
	})

	test('a text session can open the voice panel', async ({ page }) => {
		await signUp(page)
		await page.goto('/interview-setup')
		await page.getByRole('button', { name: 'Text-Based' }).click()
		await expect(page.getByRole('region', { name: 'Voice answer' })).toHaveCount(0)
		await page.getByRole('button', { name: 'Answer by voice' }).click()
		await expect(page.getByRole('region', { name: 'Voice answer' })).toBeFocused()
		await expect(page.getByRole('button', { name: 'Start recording' })).toBeEnabled()
	})

	test('a refused microphone says so and offers typing', async ({ page }) => {
		await page.addInitScript(() => {
			navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
		})
		await signUp(page)
		await startVoiceInterview(page)
		await page.getByRole('button', { name: 'Start recording' }).click()
		const alert = page.getByRole('alert').filter({ hasText: 'Could not access microphone. Please check permissions.' })
		await expect(alert).toBeVisible()
		await alert.getByRole('link', { name: 'Type your answer instead' }).click()
		await expect(page.getByLabel('Your answer')).toBeFocused()
	})

	test('the speech test page: live status, a recording transcribed, speech generated', async ({ page }) => {
		await signUp(page)
		await page.goto('/speech-test')
		const status = page.getByRole('region', { name: 'Speech services' })
		await expect(status.getByRole('cell', { name: 'Reachable' })).toHaveCount(3)
		await expect(status.getByText('93.4%')).toHaveCount(0)

		const stt = page.getByRole('region', { name: 'Speech to text' })
		await stt.getByRole('button', { name: 'Start recording' }).click()
		await expect(stt.getByText(/^Recording 0:0[2-9]$/)).toBeVisible()
		await stt.getByRole('button', { name: 'Stop recording' }).click()
		await expect(stt.getByText(VOICE_TEXT)).toBeVisible()
		await expect(stt.getByRole('definition').filter({ hasText: 'AssemblyAI' })).toBeVisible()
		await expect(stt.getByText(/^\d+ ms$/).first()).toBeVisible()
		// The status card reports the transcription just made (on the next refresh).
		await status.getByRole('link', { name: 'Refresh' }).click()
		await expect(status.getByText(/^Last transcription on this server: AssemblyAI, \d+ ms, at /)).toBeVisible()

		const tts = page.getByRole('region', { name: 'Text to speech' })
		await tts.getByLabel('Text to speak').fill('   ')
		await tts.getByRole('button', { name: 'Generate speech' }).click()
		await expect(tts.getByText('Please enter some text to convert to speech.')).toBeVisible()
		await tts.getByLabel('Text to speak').fill('Welcome to your practice interview.')
		await tts.getByLabel('Voice').selectOption('fable')
		await tts.getByLabel('Provider').selectOption('OpenAI')
		await tts.getByRole('button', { name: 'Generate speech' }).click()
		await expect(tts.getByText(/^Spoken by OpenAI in \d+ ms/)).toBeVisible()
		const src = await tts.locator('audio').getAttribute('src')
		const clip = await page.request.get(src!)
		expect(clip.headers()['content-type']).toBe('audio/mpeg')
	})
})

test.describe('without JavaScript @nojs-only', () => {
	test('the speech test page transcribes an uploaded file and generates speech', async ({ page }) => {
		await signUp(page)
		await page.goto('/speech-test')
		await expect(page.getByText('Recording needs JavaScript and a microphone.')).toBeVisible()
		await page.getByLabel('Audio file').setInputFiles(VOICE_WAV)
		await page.getByRole('button', { name: 'Transcribe file' }).click()
		await expect(page.getByText(VOICE_TEXT)).toBeVisible()
		await expect(page.getByRole('definition').filter({ hasText: 'AssemblyAI' })).toBeVisible()

		await page.getByLabel('Text to speak').fill('Welcome.')
		await page.getByRole('button', { name: 'Generate speech' }).click()
		await expect(page.getByText(/^Spoken by Deepgram in \d+ ms/)).toBeVisible()
	})

	test('a voice session still takes a typed answer', async ({ page }) => {
		await signUp(page)
		await startVoiceInterview(page)
		await expect(page.getByRole('region', { name: 'Voice answer' })).toHaveCount(0)
		await page.getByLabel('Your answer').fill('I stayed with the patient and explained each step until she felt calm.')
		await page.getByRole('button', { name: 'Submit Answer' }).click()
		await expect(page.getByRole('heading', { name: 'AI Feedback Analysis' })).toBeVisible()
		await expect(page.getByRole('region', { name: 'Speech delivery' })).toHaveCount(0)
	})
})

test.describe('speech API with providers, over HTTP @js-only', () => {
	test('transcribe a real recording, synthesize with each provider, status all reachable', async ({ page, request }) => {
		await signUp(page)
		const api = page.request
		const transcribed = await api.post('/api/speech/transcribe', {
			multipart: { audio: { name: 'answer.wav', mimeType: 'audio/wav', buffer: fs.readFileSync(VOICE_WAV) } },
		})
		expect(transcribed.status()).toBe(200)
		const body = await transcribed.json()
		expect(body).toMatchObject({ text: VOICE_TEXT, provider: 'assemblyai', confidence: 0.93 })
		expect(body.words.length).toBeGreaterThan(10)

		const wrongType = await api.post('/api/speech/transcribe', {
			multipart: { audio: { name: 'answer.webm', mimeType: 'audio/webm', buffer: Buffer.from('<html>not audio</html>') } },
		})
		expect(wrongType.status()).toBe(415)
		expect(await wrongType.json()).toEqual({ message: 'Unsupported audio format. Please record in WebM, Ogg, MP4, WAV or MP3.' })

		for (const [provider, expected] of [['auto', 'deepgram'], ['deepgram', 'deepgram'], ['openai', 'openai']] as const) {
			const spoken = await api.post('/api/speech/synthesize', { data: { text: 'Tell me about yourself.', voice: 'shimmer', provider } })
			expect(spoken.status()).toBe(200)
			expect(spoken.headers()['content-type']).toBe('audio/mpeg')
			expect(spoken.headers()['x-provider']).toBe(expected)
			expect((await spoken.body()).length).toBeGreaterThan(1000)
		}

		const status = await (await api.get('/api/speech/status')).json()
		expect(status.services).toEqual({ assemblyAI: true, deepgram: true, openai: true })
		expect(status.lastTranscription).toMatchObject({ provider: 'assemblyai' })

		expect((await request.post('/api/speech/transcribe', { multipart: { audio: { name: 'a.wav', mimeType: 'audio/wav', buffer: fs.readFileSync(VOICE_WAV) } } })).status()).toBe(401)
	})
})
