/**
 * /api/speech/* route handlers against local fakes of AssemblyAI, OpenAI and
 * Deepgram, through the real SDKs; and voice answers saved with their
 * speech delivery analytics.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { TTS_TEXT_REQUIRED } from '#app/lib/schemas/speech'
import { UNSUPPORTED_CHARACTERS } from '#app/lib/schemas/text'
import { loader as status } from '#app/routes/api.speech.status'
import { action as synthesize } from '#app/routes/api.speech.synthesize'
import { action as transcribe, loader as transcribeGet } from '#app/routes/api.speech.transcribe'
import { action as respond } from '#app/routes/api.interview.$sessionId.response'
import { action as start } from '#app/routes/api.interview.start'
import { loader as clip } from '#app/routes/speech-test_.audio.$id'
import { resetEnvCache } from '#app/services/env.server'
import { getSpeechProgress } from '#app/services/speech-progress.server'
import { keepAudio } from '#app/services/speech/audio-store.server'
import { AUDIO_MESSAGES } from '#app/services/speech/audio-upload.server'
import { resetSpeechStatusCache } from '#app/services/speech/status.server'
import { TRANSCRIPTION_MESSAGES } from '#app/services/speech/transcription.server'
import { SYNTHESIS_MESSAGES } from '#app/services/speech/synthesis.server'
import { startFakeAssemblyAI, type FakeAssemblyAI } from '#tests/fakes/assemblyai'
import { FAKE_TRANSCRIPT } from '#tests/fakes/audio'
import { startFakeDeepgram, type FakeDeepgram } from '#tests/fakes/deepgram'
import { startFakeOpenAI, type FakeOpenAI } from '#tests/fakes/openai'
import { makeWav } from '#tests/support/wav'
import { apiRequest, call, createTestUser } from './helpers'

let assembly: FakeAssemblyAI
let openai: FakeOpenAI
let deepgram: FakeDeepgram

const SPEECH_ENV = ['ASSEMBLYAI_API_KEY', 'ASSEMBLYAI_BASE_URL', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'DEEPGRAM_API_KEY', 'DEEPGRAM_BASE_URL']

function configure(providers: Array<'assemblyai' | 'openai' | 'deepgram'>) {
	for (const key of SPEECH_ENV) delete process.env[key]
	if (providers.includes('assemblyai')) {
		process.env.ASSEMBLYAI_API_KEY = assembly.apiKey
		process.env.ASSEMBLYAI_BASE_URL = assembly.url
	}
	if (providers.includes('openai')) {
		process.env.OPENAI_API_KEY = 'fake-openai-key'
		process.env.OPENAI_BASE_URL = openai.url
	}
	if (providers.includes('deepgram')) {
		process.env.DEEPGRAM_API_KEY = deepgram.apiKey
		process.env.DEEPGRAM_BASE_URL = deepgram.url
	}
	resetEnvCache()
	resetSpeechStatusCache()
}

function audioRequest(cookie: string | undefined, file: Buffer | null, { name = 'answer.webm', type = 'audio/webm', field = 'audio' } = {}) {
	const form = new FormData()
	if (file) form.append(field, new Blob([new Uint8Array(file)], { type }), name)
	form.append('intent', 'transcribe')
	return new Request('http://localhost/api/speech/transcribe', { method: 'POST', headers: cookie ? { cookie } : {}, body: form })
}

function synthRequest(cookie: string | undefined, json: unknown) {
	return apiRequest('/api/speech/synthesize', { method: 'POST', cookie, json })
}

beforeAll(async () => {
	;[assembly, openai, deepgram] = await Promise.all([startFakeAssemblyAI(), startFakeOpenAI(), startFakeDeepgram()])
})
afterAll(async () => {
	await Promise.all([assembly.close(), openai.close(), deepgram.close()])
})
beforeEach(() => {
	assembly.setMode('ok')
	openai.setMode('ok')
	deepgram.setMode('ok')
})
afterEach(() => configure([]))

describe('POST /api/speech/transcribe', () => {
	test('AssemblyAI through its SDK: text, provider, confidence and word timings in seconds', async () => {
		configure(['assemblyai', 'openai'])
		const { cookie } = await createTestUser()
		const wav = makeWav(2)
		const res = await call(transcribe, audioRequest(cookie, wav, { name: 'answer.wav', type: 'audio/wav' }))
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(body).toMatchObject({ text: FAKE_TRANSCRIPT, provider: 'assemblyai', confidence: 0.93, latencyMs: expect.any(Number) })
		expect(body.words[0]).toEqual({ text: 'Um,', start: 0.4, end: 0.7, confidence: 0.93 })
		expect(body.words).toHaveLength(FAKE_TRANSCRIPT.split(' ').length)
		expect(body.durationSeconds).toEqual(expect.any(Number))
		// The upload reached the provider byte for byte, asking it to keep filler words.
		expect(assembly.uploads.at(-1)!.equals(wav)).toBe(true)
		expect(assembly.transcriptRequests.at(-1)).toMatchObject({ disfluencies: true, punctuate: true, language_code: 'en_uk' })
	})

	test("OpenAI's transcription API when AssemblyAI has no key", async () => {
		configure(['openai'])
		const { cookie } = await createTestUser()
		const res = await call(transcribe, audioRequest(cookie, makeWav(1), { name: 'a.wav', type: 'audio/wav' }))
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(body).toMatchObject({ text: FAKE_TRANSCRIPT, provider: 'openai' })
		expect(body.confidence).toBeCloseTo(Math.exp(-0.105), 3)
		expect(body.words[0]).toEqual({ text: 'Um', start: 0.4, end: 0.7 })
		const sent = openai.requests.filter((r) => r.path.endsWith('/audio/transcriptions')).at(-1)!
		expect(sent.body).toMatchObject({
			model: 'whisper-1',
			response_format: 'verbose_json',
			'timestamp_granularities[]': ['word', 'segment'],
			file: { filename: 'answer.wav', type: 'audio/wav' },
		})
	})

	test('no provider configured: 503 with a message, before reading the body', async () => {
		configure([])
		const { cookie } = await createTestUser()
		const res = await call(transcribe, audioRequest(cookie, makeWav(1)))
		expect(res.status).toBe(503)
		expect(await res.json()).toEqual({ message: TRANSCRIPTION_MESSAGES.notConfigured })
	})

	test('bad audio gets a clear 4xx and never reaches the provider', async () => {
		configure(['assemblyai'])
		const { cookie } = await createTestUser()
		const uploadsBefore = assembly.uploads.length
		const cases: Array<[Request, number, string]> = [
			[audioRequest(cookie, Buffer.from('this is not audio at all, just text')), 415, AUDIO_MESSAGES.unsupported],
			[audioRequest(cookie, Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj')), 415, AUDIO_MESSAGES.unsupported],
			[audioRequest(cookie, Buffer.alloc(0)), 400, AUDIO_MESSAGES.missing],
			[audioRequest(cookie, makeWav(1), { field: 'recording' }), 400, AUDIO_MESSAGES.missing],
			[audioRequest(cookie, null), 400, AUDIO_MESSAGES.missing],
			[apiRequest('/api/speech/transcribe', { method: 'POST', cookie, json: { audio: 'base64...' } }), 415, AUDIO_MESSAGES.notMultipart],
			[
				new Request('http://localhost/api/speech/transcribe', {
					method: 'POST',
					headers: { cookie, 'content-type': 'multipart/form-data; boundary=nope' },
					body: 'garbage without any boundary',
				}),
				400,
				AUDIO_MESSAGES.missing,
			],
			// 10 minutes and 20 seconds of (real) audio: over the duration cap.
			[audioRequest(cookie, makeWav(620, 4000), { name: 'long.wav', type: 'audio/wav' }), 413, AUDIO_MESSAGES.tooLong],
		]
		for (const [request, statusCode, message] of cases) {
			const res = await call(transcribe, request)
			expect(res.status, message).toBe(statusCode)
			expect(await res.json()).toEqual({ message })
		}
		expect(assembly.uploads.length).toBe(uploadsBefore)
	})

	test('too big: refused from the content length, and while streaming when there is none', async () => {
		configure(['assemblyai'])
		const { cookie } = await createTestUser()
		const declared = new Request('http://localhost/api/speech/transcribe', {
			method: 'POST',
			headers: { cookie, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(30 * 1024 * 1024) },
			body: '--x--',
		})
		const res1 = await call(transcribe, declared)
		expect(res1.status).toBe(413)
		expect(await res1.json()).toEqual({ message: AUDIO_MESSAGES.tooLarge })

		// 40 MB streamed in 1 MB chunks with no content length: cut off soon after the 25 MB cap.
		const boundary = 'streamed'
		const encoder = new TextEncoder()
		let sent = 0
		const stream = new ReadableStream<Uint8Array>({
			start(controller) {
				controller.enqueue(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.webm"\r\nContent-Type: audio/webm\r\n\r\n`))
			},
			pull(controller) {
				if (sent >= 40) {
					controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`))
					controller.close()
					return
				}
				sent++
				controller.enqueue(new Uint8Array(1024 * 1024).fill(0x41))
			},
		})
		const streamed = new Request('http://localhost/api/speech/transcribe', {
			method: 'POST',
			headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
			body: stream,
			duplex: 'half',
		} as RequestInit)
		const res2 = await call(transcribe, streamed)
		expect(res2.status).toBe(413)
		expect(await res2.json()).toEqual({ message: AUDIO_MESSAGES.tooLarge })
		expect(sent).toBeLessThan(30)
	})

	test('provider failures are a 502 with a message', async () => {
		configure(['assemblyai'])
		const { cookie } = await createTestUser()
		assembly.setMode('error500')
		const res = await call(transcribe, audioRequest(cookie, makeWav(1), { type: 'audio/wav' }))
		expect(res.status).toBe(502)
		expect(await res.json()).toEqual({ message: TRANSCRIPTION_MESSAGES.unavailable })
	})

	test('signed out 401, suspended 403, GET 405, and a per-account rate limit', async () => {
		configure(['assemblyai'])
		expect((await call(transcribe, audioRequest(undefined, makeWav(1)))).status).toBe(401)
		expect((await transcribeGet()).status).toBe(405)
		const suspended = await createTestUser({ isActive: false })
		const res = await call(transcribe, audioRequest(suspended.cookie, makeWav(1)))
		expect(res.status).toBe(403)
		expect(await res.json()).toEqual({ message: 'Account suspended', suspended: true })
		const { cookie } = await createTestUser()
		const notMultipart = () => call(transcribe, apiRequest('/api/speech/transcribe', { method: 'POST', cookie, json: {} }))
		for (let i = 0; i < 30; i++) expect((await notMultipart()).status).toBe(415)
		const limited = await notMultipart()
		expect(limited.status).toBe(429)
		expect((await limited.json()).message).toBe('Too many speech requests. Please wait a few minutes and try again.')
	})
})

describe('POST /api/speech/synthesize', () => {
	test('auto picks Deepgram, with the voice mapped to an Aura model; MP3 with X-Provider', async () => {
		configure(['deepgram', 'openai'])
		const { cookie } = await createTestUser()
		const res = await call(synthesize, synthRequest(cookie, { text: '  Tell me about a time you showed compassion.  ', voice: 'onyx' }))
		expect(res.status).toBe(200)
		expect(res.headers.get('content-type')).toBe('audio/mpeg')
		expect(res.headers.get('x-provider')).toBe('deepgram')
		const audio = Buffer.from(await res.arrayBuffer())
		expect([...audio.subarray(0, 2)]).toEqual([0xff, 0xfb])
		expect(deepgram.speakRequests.at(-1)).toEqual({ model: 'aura-zeus-en', encoding: 'mp3', text: 'Tell me about a time you showed compassion.' })
	})

	test('OpenAI when chosen (nova by default), or when it is the only provider', async () => {
		configure(['deepgram', 'openai'])
		const { cookie } = await createTestUser()
		const res = await call(synthesize, synthRequest(cookie, { text: 'Hello', provider: 'openai' }))
		expect(res.headers.get('x-provider')).toBe('openai')
		expect(openai.requests.filter((r) => r.path.endsWith('/audio/speech')).at(-1)!.body).toMatchObject({ model: 'tts-1', voice: 'nova', input: 'Hello', response_format: 'mp3' })
		configure(['openai'])
		const auto = await call(synthesize, synthRequest(cookie, { text: 'Hello again' }))
		expect(auto.headers.get('x-provider')).toBe('openai')
	})

	test('validation: empty after trimming, too long, unknown voice or provider, bad JSON', async () => {
		configure(['deepgram'])
		const { cookie } = await createTestUser()
		const cases: Array<[Request, number, string]> = [
			[synthRequest(cookie, { text: '   \n\t ' }), 400, TTS_TEXT_REQUIRED],
			[synthRequest(cookie, {}), 400, TTS_TEXT_REQUIRED],
			[synthRequest(cookie, { text: 42 }), 400, TTS_TEXT_REQUIRED],
			[synthRequest(cookie, { text: 'x'.repeat(4097) }), 400, 'Text is too long. The limit is 4,096 characters.'],
			[synthRequest(cookie, { text: 'Hello\u0000world' }), 400, UNSUPPORTED_CHARACTERS],
			[synthRequest(cookie, { text: 'Bell\u0007' }), 400, UNSUPPORTED_CHARACTERS],
			[synthRequest(cookie, { text: 'Hi', voice: 'robot' }), 400, 'Choose a voice: nova, alloy, echo, fable, onyx, shimmer.'],
			[synthRequest(cookie, { text: 'Hi', provider: 'elevenlabs' }), 400, 'Choose a provider: auto, deepgram, openai.'],
			[apiRequest('/api/speech/synthesize', { method: 'POST', cookie, body: '{"text":' }), 400, 'Request body is not valid JSON.'],
			[apiRequest('/api/speech/synthesize', { method: 'POST', cookie, body: JSON.stringify({ text: 'x'.repeat(40_000) }) }), 413, 'Request body is too large.'],
		]
		for (const [request, statusCode, message] of cases) {
			const res = await call(synthesize, request)
			expect(res.status, message).toBe(statusCode)
			expect(await res.json()).toEqual({ message })
		}
	})

	test('no provider, or the chosen one missing: 503 with a message; provider down: 502', async () => {
		const { cookie } = await createTestUser()
		configure([])
		const none = await call(synthesize, synthRequest(cookie, { text: 'Hello' }))
		expect(none.status).toBe(503)
		expect(await none.json()).toEqual({ message: SYNTHESIS_MESSAGES.notConfigured })
		configure(['deepgram'])
		const missing = await call(synthesize, synthRequest(cookie, { text: 'Hello', provider: 'openai' }))
		expect(missing.status).toBe(503)
		expect(await missing.json()).toEqual({ message: 'OpenAI text-to-speech is not configured on this server.' })
		deepgram.setMode('error500')
		const down = await call(synthesize, synthRequest(cookie, { text: 'Hello' }))
		expect(down.status).toBe(502)
		expect(await down.json()).toEqual({ message: SYNTHESIS_MESSAGES.unavailable })
	})

	test('signed out 401, suspended 403', async () => {
		configure(['deepgram'])
		expect((await call(synthesize, synthRequest(undefined, { text: 'Hi' }))).status).toBe(401)
		const { cookie } = await createTestUser({ isActive: false })
		expect((await call(synthesize, synthRequest(cookie, { text: 'Hi' }))).status).toBe(403)
	})
})

describe('GET /api/speech/status', () => {
	test('nothing configured: every service false, none checked', async () => {
		configure([])
		const { cookie } = await createTestUser()
		const body = await (await call(status, apiRequest('/api/speech/status', { cookie }))).json()
		expect(body.services).toEqual({ assemblyAI: false, deepgram: false, openai: false })
		expect(body.details.assemblyAI).toEqual({ configured: false, reachable: null, latencyMs: null, checkedAt: null, error: null })
	})

	test('configured and reachable through each SDK, cached for a minute; a refused key is reported', async () => {
		configure(['assemblyai', 'openai', 'deepgram'])
		const { cookie } = await createTestUser()
		const body = await (await call(status, apiRequest('/api/speech/status', { cookie }))).json()
		expect(body.services).toEqual({ assemblyAI: true, deepgram: true, openai: true })
		expect(body.details.deepgram).toMatchObject({ configured: true, reachable: true, latencyMs: expect.any(Number), error: null })
		const modelCalls = openai.requests.filter((r) => r.path.endsWith('/models')).length
		await call(status, apiRequest('/api/speech/status', { cookie }))
		expect(openai.requests.filter((r) => r.path.endsWith('/models')).length).toBe(modelCalls)

		configure(['assemblyai'])
		assembly.setMode('unauthorised')
		const refused = await (await call(status, apiRequest('/api/speech/status', { cookie }))).json()
		expect(refused.services.assemblyAI).toBe(false)
		expect(refused.details.assemblyAI).toMatchObject({ configured: true, reachable: false, error: 'Authentication error, API token missing/invalid' })
	})

	test('the last transcription is reported with its provider and latency', async () => {
		configure(['assemblyai'])
		const { cookie } = await createTestUser()
		await call(transcribe, audioRequest(cookie, makeWav(1), { type: 'audio/wav' }))
		const body = await (await call(status, apiRequest('/api/speech/status', { cookie }))).json()
		expect(body.lastTranscription).toEqual({ provider: 'assemblyai', latencyMs: expect.any(Number), at: expect.any(String) })
	})

	test('signed out 401, suspended 403', async () => {
		expect((await call(status, apiRequest('/api/speech/status'))).status).toBe(401)
		const { cookie } = await createTestUser({ isActive: false })
		expect((await call(status, apiRequest('/api/speech/status', { cookie }))).status).toBe(403)
	})
})

describe('voice answers keep their speech delivery analytics', () => {
	const answer = 'Um, I sat with the patient and, you know, explained the plan so she felt calmer before surgery.'
	const takes = [{ transcript: answer, durationSeconds: 8, source: 'assemblyai', words: answer.split(' ').map((w, i) => [w, 0.5 + i * 0.4, 0.8 + i * 0.4]) }]

	async function session(cookie: string) {
		const res = await call(start, apiRequest('/api/interview/start', { method: 'POST', cookie, json: { type: 'nursing', experienceLevel: 'mid', mode: 'voice' } }))
		return res.json()
	}

	test('analysed from what was spoken, even when the answer was edited', async () => {
		const { cookie } = await createTestUser()
		const { session: s, questions } = await session(cookie)
		const edited = 'I sat with the patient and explained the plan so she felt calmer before surgery.'
		const res = await call(
			respond,
			apiRequest(`/api/interview/${s.id}/response`, { method: 'POST', cookie, json: { questionId: questions[0].id, transcriptionText: edited, speech: { takes } } }),
			{ sessionId: s.id },
		)
		const body = await res.json()
		expect(res.status, JSON.stringify(body)).toBe(200)
		const { response } = body
		expect(response.inputMode).toBe('voice')
		expect(response.transcriptionText).toBe(edited)
		expect(response.speechAnalytics).toMatchObject({
			source: 'assemblyai',
			wordCount: 18,
			durationSeconds: 8,
			fillers: { total: 2, items: [{ phrase: 'um', count: 1 }, { phrase: 'you know', count: 1 }] },
			pauses: { longPauses: 0 },
			durationBand: 'short',
		})
		expect(response.speechAnalytics.wordsPerMinute).toBe(Math.round(18 / ((0.8 + 17 * 0.4 - 0.5) / 60)))
	})

	test('unreadable speech data never costs the answer; a typed update clears the analytics', async () => {
		const { cookie } = await createTestUser()
		const { session: s, questions } = await session(cookie)
		const send = (json: Record<string, unknown>) =>
			call(respond, apiRequest(`/api/interview/${s.id}/response`, { method: 'POST', cookie, json: { questionId: questions[0].id, ...json } }), { sessionId: s.id })
		for (const speech of ['{not json', { takes: [] }, { takes: [{ transcript: 'x', durationSeconds: -3, source: 'assemblyai' }] }, 'x'.repeat(1000)]) {
			const res = await send({ transcriptionText: answer, speech })
			expect(res.status).toBe(200)
			expect((await res.json()).response).toMatchObject({ transcriptionText: answer, speechAnalytics: null, inputMode: 'text' })
		}
		await send({ transcriptionText: answer, speech: { takes } })
		const typed = await (await send({ transcriptionText: 'Typed instead.' })).json()
		expect(typed.response).toMatchObject({ speechAnalytics: null, inputMode: 'text' })
	})

	test("progress lists the user's own voice answers, oldest first", async () => {
		const { user, cookie } = await createTestUser()
		const other = await createTestUser()
		for (const who of [{ cookie }, { cookie }, other]) {
			const { session: s, questions } = await session(who.cookie)
			const n = who === other ? 0 : (await getSpeechProgress(user.id)).points.length
			await call(
				respond,
				apiRequest(`/api/interview/${s.id}/response`, { method: 'POST', cookie: who.cookie, json: { questionId: questions[n].id, transcriptionText: answer, speech: { takes } } }),
				{ sessionId: s.id },
			)
		}
		const { points, summary } = await getSpeechProgress(user.id)
		expect(points).toHaveLength(2)
		expect(points[0]!.answeredAt.getTime()).toBeLessThanOrEqual(points[1]!.answeredAt.getTime())
		expect(summary).toMatchObject({ answers: 2, comparable: true })
		expect((await getSpeechProgress(other.user.id)).points).toHaveLength(1)
	})
})

describe('GET /speech-test/audio/{id}', () => {
	test("a generated clip plays for its owner only, and unknown ids are 404", async () => {
		const owner = await createTestUser()
		const stranger = await createTestUser()
		const id = keepAudio(owner.user.id, Buffer.from([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg')
		const mine = await call(clip, apiRequest(`/speech-test/audio/${id}`, { cookie: owner.cookie }), { id })
		expect(mine.status).toBe(200)
		expect(mine.headers.get('content-type')).toBe('audio/mpeg')
		expect((await call(clip, apiRequest(`/speech-test/audio/${id}`, { cookie: stranger.cookie }), { id })).status).toBe(404)
		expect((await call(clip, apiRequest('/speech-test/audio/nope', { cookie: owner.cookie }), { id: 'nope' })).status).toBe(404)
		const signedOut = await call(clip, apiRequest(`/speech-test/audio/${id}`), { id })
		expect(signedOut.status).toBe(302)
	})
})
