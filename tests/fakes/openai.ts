/**
 * A tiny local fake of the OpenAI API, shape-compatible with the official SDK:
 * POST /v1/chat/completions, and for speech POST /v1/audio/transcriptions
 * (multipart; verbose_json with word timings), POST /v1/audio/speech (MP3) and
 * GET /v1/models (the status check). Modes (for the audio endpoints only ok,
 * error500 and slow apply):
 *   ok        a chat.completion whose message content is the JSON from `content`
 *   garbage   a chat.completion whose content is not JSON
 *   invalid   a chat.completion whose content is JSON that does not match the schema
 *   error500  HTTP 500 with an OpenAI-style error body
 *   slow      waits `delayMs` before answering like 'ok' (for timeouts)
 *   html      HTTP 200 with an HTML body
 */
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { FAKE_TRANSCRIPT, looksLikeAudio, silentMp3, timeWords } from './audio'

export type FakeOpenAIMode = 'ok' | 'garbage' | 'invalid' | 'error500' | 'slow' | 'html'

export type FakeRequest = {
	method: string
	path: string
	headers: http.IncomingHttpHeaders
	/** parsed JSON, the text fields of a multipart form (files as {filename, type, size}), or the raw text */
	body: unknown
}

type ContentFn = (request: FakeRequest) => unknown

export type FakeOpenAI = {
	/** base URL for the SDK, including /v1 */
	url: string
	requests: FakeRequest[]
	setMode(mode: FakeOpenAIMode): void
	setContent(content: unknown | ContentFn): void
	/** what /audio/transcriptions hears */
	setTranscript(text: string): void
	close(): Promise<void>
}

/** A valid assessment in the shape the coach asks for. */
export const DEFAULT_ASSESSMENT = {
	overall: 82,
	nhsValues: 75,
	star: 88,
	clarity: 80,
	detailedAnalysis:
		'A clear, specific example with your own actions and a measurable result. Values are shown through behaviour. Add a little more reflection.',
	strengths: ['You described your own actions clearly.'],
	improvements: ['Say more about what you learnt.'],
	recommendations: ['Quantify the result where you can.'],
	valuesEvidenced: ['Commitment to quality of care', 'Working together for patients'],
	starPresent: { situation: true, task: true, action: true, result: true },
	evidence: {
		situation: [] as string[],
		task: [] as string[],
		action: [] as string[],
		result: [] as string[],
		values: [] as Array<{ value: string; quotes: string[] }>,
	},
}

function completion(model: string, content: string) {
	return {
		id: 'chatcmpl-fake-1',
		object: 'chat.completion',
		created: Math.floor(Date.now() / 1000),
		model,
		choices: [
			{
				index: 0,
				message: { role: 'assistant', content, refusal: null },
				logprobs: null,
				finish_reason: 'stop',
			},
		],
		usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
		system_fingerprint: 'fp_fake',
	}
}

export async function startFakeOpenAI(
	options: { mode?: FakeOpenAIMode; content?: unknown | ContentFn; delayMs?: number } = {},
): Promise<FakeOpenAI> {
	let mode: FakeOpenAIMode = options.mode ?? 'ok'
	let content: unknown | ContentFn = options.content ?? DEFAULT_ASSESSMENT
	const delayMs = options.delayMs ?? 2_000
	const requests: FakeRequest[] = []
	const pending = new Set<NodeJS.Timeout>()

	let transcript = FAKE_TRANSCRIPT

	/** Multipart bodies, read the way a server would (undici's own parser). */
	async function readMultipart(raw: Buffer, contentType: string) {
		const form = await new Request('http://fake.local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(raw) }).formData()
		const fields: Record<string, unknown> = {}
		let file: Buffer | null = null
		for (const [key, value] of form.entries()) {
			if (typeof value === 'string') {
				fields[key] = key in fields ? [fields[key], value].flat() : value
			} else {
				file = Buffer.from(await value.arrayBuffer())
				fields[key] = { filename: value.name, type: value.type, size: value.size }
			}
		}
		return { fields, file }
	}

	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (c: Buffer) => chunks.push(c))
		req.on('end', async () => {
			const raw = Buffer.concat(chunks)
			const contentType = req.headers['content-type'] ?? ''
			let body: unknown = undefined
			let file: Buffer | null = null
			if (contentType.startsWith('multipart/form-data')) {
				try {
					;({ fields: body, file } = await readMultipart(raw, contentType))
				} catch {
					body = raw.toString('latin1')
				}
			} else {
				try {
					body = JSON.parse(raw.toString('utf8'))
				} catch {
					body = raw.toString('utf8')
				}
			}
			const request: FakeRequest = {
				method: req.method ?? 'GET',
				path: req.url ?? '/',
				headers: req.headers,
				body,
			}
			requests.push(request)
			const send = (status: number, payload: unknown, type = 'application/json') => {
				if (res.writableEnded || res.destroyed) return
				res.writeHead(status, { 'content-type': type })
				res.end(typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload))
			}
			const later = (fn: () => void) => {
				if (mode !== 'slow') return fn()
				const t = setTimeout(() => {
					pending.delete(t)
					fn()
				}, delayMs)
				pending.add(t)
			}
			const path = (req.url ?? '').replace(/\?.*$/, '')
			if (mode === 'error500' && !/\/chat\/completions$/.test(path)) {
				send(500, { error: { message: 'The server had an error', type: 'server_error' } })
				return
			}
			if (req.method === 'GET' && /\/models$/.test(path)) {
				later(() => send(200, { object: 'list', data: ['gpt-4o-mini', 'whisper-1', 'tts-1'].map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'openai' })) }))
				return
			}
			if (req.method === 'POST' && /\/audio\/transcriptions$/.test(path)) {
				const fields = (body ?? {}) as Record<string, unknown>
				if (!file || !fields.model) {
					send(400, { error: { message: "you must provide a model parameter and a 'file'", type: 'invalid_request_error', param: null, code: null } })
					return
				}
				if (!looksLikeAudio(file)) {
					send(400, {
						error: {
							message: "Invalid file format. Supported formats: ['flac', 'm4a', 'mp3', 'mp4', 'mpeg', 'mpga', 'oga', 'ogg', 'wav', 'webm']",
							type: 'invalid_request_error',
							param: null,
							code: null,
						},
					})
					return
				}
				const words = timeWords(transcript, { pauseBefore: 10 }).map((w) => ({ word: w.text.replace(/[^\p{L}\p{N}']/gu, ''), start: w.start, end: w.end }))
				const duration = Math.ceil((words.at(-1)?.end ?? 0) + 0.5)
				later(() =>
					send(200, {
						task: 'transcribe',
						language: 'english',
						duration,
						text: transcript,
						words,
						segments: [
							{ id: 0, seek: 0, start: 0, end: duration, text: transcript, tokens: [], temperature: 0, avg_logprob: -0.105, compression_ratio: 1.3, no_speech_prob: 0.01 },
						],
						usage: { type: 'duration', seconds: duration },
					}),
				)
				return
			}
			if (req.method === 'POST' && /\/audio\/speech$/.test(path)) {
				const input = body && typeof body === 'object' && 'input' in body ? String((body as { input: unknown }).input) : ''
				if (!input) {
					send(400, { error: { message: "Missing required parameter: 'input'.", type: 'invalid_request_error', param: 'input', code: 'missing_required_parameter' } })
					return
				}
				later(() => send(200, silentMp3(Math.min(10, 0.5 + input.length / 15)), 'audio/mpeg'))
				return
			}
			if (req.method !== 'POST' || !/\/chat\/completions$/.test(path)) {
				send(404, { error: { message: 'not found', type: 'invalid_request_error' } })
				return
			}
			const model =
				body && typeof body === 'object' && 'model' in body ? String((body as { model: unknown }).model) : 'fake'
			const okPayload = () => {
				const value = typeof content === 'function' ? (content as ContentFn)(request) : content
				return completion(model, typeof value === 'string' ? value : JSON.stringify(value))
			}
			switch (mode) {
				case 'ok':
					send(200, okPayload())
					return
				case 'garbage':
					send(200, completion(model, 'Sure! Here is my assessment: the answer was great {not json'))
					return
				case 'invalid':
					send(200, completion(model, JSON.stringify({ overall: 'high', strengths: 'many' })))
					return
				case 'error500':
					send(500, { error: { message: 'The server had an error', type: 'server_error' } })
					return
				case 'html':
					send(200, '<html><body>Bad gateway</body></html>', 'text/html')
					return
				case 'slow': {
					const t = setTimeout(() => {
						pending.delete(t)
						send(200, okPayload())
					}, delayMs)
					pending.add(t)
					return
				}
			}
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}/v1`,
		requests,
		setMode(m) {
			mode = m
		},
		setContent(c) {
			content = c
		},
		setTranscript(t) {
			transcript = t
		},
		close() {
			for (const t of pending) clearTimeout(t)
			pending.clear()
			server.closeAllConnections()
			return new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
}
