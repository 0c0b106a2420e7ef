/**
 * A local fake of AssemblyAI's v2 REST API, speaking its wire format so the
 * real `assemblyai` SDK can be pointed at it (baseUrl):
 *   POST /v2/upload          raw bytes -> {upload_url}
 *   POST /v2/transcript      {audio_url, ...params} -> a queued transcript
 *   GET  /v2/transcript/:id  processing on the first poll, then completed (or error)
 *   GET  /v2/transcript      a page of transcripts (the status check)
 * Modes: ok; error500 (every call fails with HTTP 500); unauthorised (401).
 * An upload that is not audio gives a transcript with status "error", as the real service does.
 */
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { FAKE_TRANSCRIPT, looksLikeAudio, timeWords } from './audio'

export type FakeAssemblyAIMode = 'ok' | 'error500' | 'unauthorised'

type StoredTranscript = { id: string; params: Record<string, unknown>; polls: number; upload: Buffer | null }

export type FakeAssemblyAI = {
	url: string
	apiKey: string
	uploads: Buffer[]
	/** the body of every POST /v2/transcript */
	transcriptRequests: Array<Record<string, unknown>>
	setMode(mode: FakeAssemblyAIMode): void
	setTranscript(text: string): void
	close(): Promise<void>
}

export async function startFakeAssemblyAI(options: { apiKey?: string; transcript?: string } = {}): Promise<FakeAssemblyAI> {
	const apiKey = options.apiKey ?? 'fake-assemblyai-key'
	let mode: FakeAssemblyAIMode = 'ok'
	let text = options.transcript ?? FAKE_TRANSCRIPT
	const uploads: Buffer[] = []
	const transcriptRequests: Array<Record<string, unknown>> = []
	const transcripts = new Map<string, StoredTranscript>()
	let base = ''
	let n = 0

	const transcriptBody = (t: StoredTranscript) => {
		const common = {
			id: t.id,
			language_model: 'assemblyai_default',
			acoustic_model: 'assemblyai_default',
			language_code: t.params.language_code ?? 'en_us',
			audio_url: t.params.audio_url,
			punctuate: t.params.punctuate ?? true,
			format_text: t.params.format_text ?? true,
			disfluencies: t.params.disfluencies ?? false,
			speech_model: null,
			webhook_auth: false,
			auto_highlights: false,
			summarization: false,
			redact_pii: false,
			speaker_labels: false,
		}
		if (t.polls === 0) return { ...common, status: 'processing', text: null, words: null, confidence: null, audio_duration: null }
		if (!t.upload || !looksLikeAudio(t.upload)) {
			return {
				...common,
				status: 'error',
				error: 'Transcoding failed. File does not appear to contain audio. File type is text/plain (ASCII text).',
				text: null,
				words: null,
			}
		}
		const words = timeWords(text, { pauseBefore: 10 }).map((w) => ({
			text: w.text,
			start: Math.round(w.start * 1000),
			end: Math.round(w.end * 1000),
			confidence: 0.93,
			speaker: null,
		}))
		return {
			...common,
			status: 'completed',
			text,
			words,
			confidence: 0.93,
			audio_duration: Math.ceil((words.at(-1)?.end ?? 0) / 1000 + 0.5),
			utterances: null,
		}
	}

	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (c: Buffer) => chunks.push(c))
		req.on('end', () => {
			const body = Buffer.concat(chunks)
			const send = (status: number, payload: unknown) => {
				res.writeHead(status, { 'content-type': 'application/json' })
				res.end(JSON.stringify(payload))
			}
			if (mode === 'unauthorised' || req.headers.authorization !== apiKey) {
				send(401, { error: 'Authentication error, API token missing/invalid' })
				return
			}
			if (mode === 'error500') {
				send(500, { error: 'Internal server error' })
				return
			}
			const url = new URL(req.url ?? '/', base)
			if (req.method === 'POST' && url.pathname === '/v2/upload') {
				uploads.push(body)
				send(200, { upload_url: `${base}/uploads/${uploads.length - 1}` })
				return
			}
			if (req.method === 'POST' && url.pathname === '/v2/transcript') {
				let params: Record<string, unknown>
				try {
					params = JSON.parse(body.toString('utf8'))
				} catch {
					send(400, { error: 'Invalid JSON body' })
					return
				}
				transcriptRequests.push(params)
				const match = String(params.audio_url ?? '').match(/\/uploads\/(\d+)$/)
				const id = `fake-${++n}`
				const stored = { id, params, polls: 0, upload: match ? (uploads[Number(match[1])] ?? null) : null }
				transcripts.set(id, stored)
				send(200, { ...transcriptBody(stored), status: 'queued' })
				return
			}
			const one = url.pathname.match(/^\/v2\/transcript\/([\w-]+)$/)
			if (req.method === 'GET' && one) {
				const stored = transcripts.get(one[1]!)
				if (!stored) {
					send(404, { error: 'Transcript not found' })
					return
				}
				const payload = transcriptBody(stored)
				stored.polls++
				send(200, payload)
				return
			}
			if (req.method === 'GET' && url.pathname === '/v2/transcript') {
				const limit = Number(url.searchParams.get('limit') ?? 10)
				const items = [...transcripts.values()].slice(-limit).map((t) => ({
					id: t.id,
					resource_url: `${base}/v2/transcript/${t.id}`,
					status: 'completed',
					created: new Date().toISOString(),
					completed: new Date().toISOString(),
					audio_url: t.params.audio_url,
					error: null,
				}))
				send(200, {
					page_details: { limit, result_count: items.length, current_url: url.href, prev_url: null, next_url: null },
					transcripts: items,
				})
				return
			}
			send(404, { error: 'Not found' })
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return {
		url: base,
		apiKey,
		uploads,
		transcriptRequests,
		setMode(m) {
			mode = m
		},
		setTranscript(t) {
			text = t
		},
		close() {
			server.closeAllConnections()
			return new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
}
