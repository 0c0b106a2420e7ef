/**
 * A tiny local fake of the OpenAI chat completions endpoint (POST /v1/chat/completions),
 * shape-compatible with the official SDK. Modes:
 *   ok        a chat.completion whose message content is the JSON from `content`
 *   garbage   a chat.completion whose content is not JSON
 *   invalid   a chat.completion whose content is JSON that does not match the schema
 *   error500  HTTP 500 with an OpenAI-style error body
 *   slow      waits `delayMs` before answering like 'ok' (for timeouts)
 *   html      HTTP 200 with an HTML body
 */
import http from 'node:http'
import { type AddressInfo } from 'node:net'

export type FakeOpenAIMode = 'ok' | 'garbage' | 'invalid' | 'error500' | 'slow' | 'html'

export type FakeRequest = {
	method: string
	path: string
	headers: http.IncomingHttpHeaders
	body: unknown
}

type ContentFn = (request: FakeRequest) => unknown

export type FakeOpenAI = {
	/** base URL for the SDK, including /v1 */
	url: string
	requests: FakeRequest[]
	setMode(mode: FakeOpenAIMode): void
	setContent(content: unknown | ContentFn): void
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

	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (c: Buffer) => chunks.push(c))
		req.on('end', () => {
			let body: unknown = undefined
			try {
				body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
			} catch {
				body = Buffer.concat(chunks).toString('utf8')
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
				res.end(typeof payload === 'string' ? payload : JSON.stringify(payload))
			}
			if (req.method !== 'POST' || !/\/chat\/completions$/.test(req.url ?? '')) {
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
		close() {
			for (const t of pending) clearTimeout(t)
			pending.clear()
			server.closeAllConnections()
			return new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
}
