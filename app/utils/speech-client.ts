/**
 * Browser calls to /api/speech/*, with SPEC.md's error rule: the JSON
 * message if present, else the status text, else the raw text. A 403 with
 * suspended true sends the browser to /auth?suspended=true.
 */
import { type TranscriptionResult, type TtsProviderChoice, type Voice } from '#app/lib/speech'

export class SpeechRequestError extends Error {}

async function errorMessage(response: Response) {
	const text = await response.text().catch(() => '')
	try {
		const body = JSON.parse(text) as { message?: unknown; suspended?: unknown }
		if (response.status === 403 && body.suspended === true) window.location.assign('/auth?suspended=true')
		if (typeof body.message === 'string' && body.message) return body.message
	} catch {
		// not JSON
	}
	return response.statusText || text || `HTTP ${response.status}`
}

const EXTENSIONS: Array<[RegExp, string]> = [
	[/webm/, 'webm'],
	[/ogg/, 'ogg'],
	[/mp4|m4a|aac/, 'mp4'],
	[/wav/, 'wav'],
	[/mpeg|mp3/, 'mp3'],
]

/** POST the recording to /api/speech/transcribe; throws SpeechRequestError with the server's message. */
export async function transcribeRecording(blob: Blob): Promise<TranscriptionResult & { roundTripMs: number }> {
	const extension = EXTENSIONS.find(([pattern]) => pattern.test(blob.type))?.[1] ?? 'webm'
	const form = new FormData()
	form.append('audio', blob, `answer.${extension}`)
	const started = performance.now()
	let response: Response
	try {
		response = await fetch('/api/speech/transcribe', { method: 'POST', body: form, credentials: 'same-origin' })
	} catch {
		throw new SpeechRequestError('The server could not be reached. Check your connection and try again.')
	}
	if (!response.ok) throw new SpeechRequestError(await errorMessage(response))
	const result = (await response.json()) as TranscriptionResult
	return { ...result, roundTripMs: Math.round(performance.now() - started) }
}

/** POST /api/speech/synthesize; the MP3 and the provider that spoke it. */
export async function fetchSpeech(input: { text: string; voice?: Voice; provider?: TtsProviderChoice }) {
	let response: Response
	try {
		response = await fetch('/api/speech/synthesize', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(input),
			credentials: 'same-origin',
		})
	} catch {
		throw new SpeechRequestError('The server could not be reached. Check your connection and try again.')
	}
	if (!response.ok) throw new SpeechRequestError(await errorMessage(response))
	return { audio: await response.blob(), provider: response.headers.get('x-provider') }
}
