/**
 * A local fake of Deepgram's REST API for text to speech:
 *   POST /v1/speak?model=aura-...  {text} -> audio/mpeg
 *   GET  /v1/projects              the status check
 * Authorization is "Token <key>"; errors use Deepgram's {err_code, err_msg} shape.
 * Modes: ok; error500.
 */
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { silentMp3 } from './audio'

export type FakeDeepgram = {
	url: string
	apiKey: string
	/** every /v1/speak request: its model and text */
	speakRequests: Array<{ model: string | null; encoding: string | null; text: string }>
	setMode(mode: 'ok' | 'error500'): void
	close(): Promise<void>
}

export async function startFakeDeepgram(options: { apiKey?: string } = {}): Promise<FakeDeepgram> {
	const apiKey = options.apiKey ?? 'fake-deepgram-key'
	let mode: 'ok' | 'error500' = 'ok'
	const speakRequests: FakeDeepgram['speakRequests'] = []
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (c: Buffer) => chunks.push(c))
		req.on('end', () => {
			const send = (status: number, payload: unknown, type = 'application/json') => {
				res.writeHead(status, { 'content-type': type })
				res.end(Buffer.isBuffer(payload) ? payload : JSON.stringify(payload))
			}
			if (req.headers.authorization !== `Token ${apiKey}`) {
				send(401, { err_code: 'INVALID_AUTH', err_msg: 'Invalid credentials.', request_id: 'fake' })
				return
			}
			if (mode === 'error500') {
				send(500, { err_code: 'INTERNAL_SERVER_ERROR', err_msg: 'Something went wrong.', request_id: 'fake' })
				return
			}
			const url = new URL(req.url ?? '/', 'http://fake.local')
			if (req.method === 'GET' && url.pathname === '/v1/projects') {
				send(200, { projects: [{ project_id: 'fake-project', name: 'Fake project' }] })
				return
			}
			if (req.method === 'POST' && url.pathname === '/v1/speak') {
				let text = ''
				try {
					text = String(JSON.parse(Buffer.concat(chunks).toString('utf8')).text ?? '')
				} catch {
					// falls through to the 400 below
				}
				if (!text.trim()) {
					send(400, { err_code: 'INVALID_QUERY', err_msg: 'Text is required.', request_id: 'fake' })
					return
				}
				speakRequests.push({ model: url.searchParams.get('model'), encoding: url.searchParams.get('encoding'), text })
				send(200, silentMp3(Math.min(10, 0.5 + text.length / 15)), 'audio/mpeg')
				return
			}
			send(404, { err_code: 'NOT_FOUND', err_msg: 'Not found.', request_id: 'fake' })
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return {
		url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		apiKey,
		speakRequests,
		setMode(m) {
			mode = m
		},
		close() {
			server.closeAllConnections()
			return new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
}
