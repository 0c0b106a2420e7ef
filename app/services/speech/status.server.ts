/**
 * GET /api/speech/status and the /speech-test status card: for each speech
 * provider, whether it is configured and whether it answered a cheap
 * authenticated request (cached for a minute, so polling costs nothing),
 * plus the last transcription this server made. Measured facts only.
 */
import { AssemblyAI } from 'assemblyai'
import OpenAI from 'openai'
import { SPEECH_SERVICES, type ServiceStatus, type SpeechService, type SpeechStatus, type TranscriptionProvider } from '#app/lib/speech'
import { speechKeys } from './config.server'

const CACHE_MS = 60_000
const PROBE_TIMEOUT_MS = 5_000

let lastTranscription: SpeechStatus['lastTranscription'] = null

export function recordTranscription(entry: { provider: TranscriptionProvider; latencyMs: number }) {
	lastTranscription = { ...entry, at: new Date().toISOString() }
}

function withTimeout<T>(promise: Promise<T>, ms: number) {
	let timer: NodeJS.Timeout
	return Promise.race([
		promise,
		new Promise<never>((_, reject) => {
			timer = setTimeout(() => reject(new Error(`No answer within ${ms / 1000} seconds`)), ms)
		}),
	]).finally(() => clearTimeout(timer))
}

/** One cheap authenticated request per provider (only called when it has a key). */
const PROBES: Record<SpeechService, () => Promise<void>> = {
	assemblyAI: async () => {
		const keys = speechKeys().assemblyAI!
		const client = new AssemblyAI({ apiKey: keys.apiKey, ...(keys.baseUrl ? { baseUrl: keys.baseUrl } : {}) })
		await client.transcripts.list({ limit: 1 })
	},
	openai: async () => {
		const keys = speechKeys().openai!
		const client = new OpenAI({ apiKey: keys.apiKey, baseURL: keys.baseURL, timeout: PROBE_TIMEOUT_MS, maxRetries: 0 })
		await client.models.list()
	},
	deepgram: async () => {
		const keys = speechKeys().deepgram!
		const response = await fetch(`${keys.baseUrl}/v1/projects`, {
			headers: { authorization: `Token ${keys.apiKey}` },
			signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
		})
		await response.body?.cancel()
		if (!response.ok) throw new Error(`HTTP ${response.status}`)
	},
}

type CacheEntry = { at: number; status: Promise<ServiceStatus> }
const cache = new Map<SpeechService, CacheEntry>()

async function probe(service: SpeechService): Promise<ServiceStatus> {
	if (!speechKeys()[service]) return { configured: false, reachable: null, latencyMs: null, checkedAt: null, error: null }
	const started = performance.now()
	try {
		await withTimeout(PROBES[service](), PROBE_TIMEOUT_MS)
		return { configured: true, reachable: true, latencyMs: Math.round(performance.now() - started), checkedAt: new Date().toISOString(), error: null }
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error)
		return { configured: true, reachable: false, latencyMs: null, checkedAt: new Date().toISOString(), error: message.slice(0, 200) }
	}
}

function cachedProbe(service: SpeechService, now: number) {
	const entry = cache.get(service)
	if (entry && now - entry.at < CACHE_MS) return entry.status
	const status = probe(service)
	cache.set(service, { at: now, status })
	return status
}

export async function getSpeechStatus(now = Date.now()): Promise<SpeechStatus> {
	const results = await Promise.all(SPEECH_SERVICES.map((s) => cachedProbe(s, now)))
	const details = Object.fromEntries(SPEECH_SERVICES.map((s, i) => [s, results[i]!])) as Record<SpeechService, ServiceStatus>
	const services = Object.fromEntries(SPEECH_SERVICES.map((s) => [s, details[s].reachable === true])) as Record<SpeechService, boolean>
	return { services, details, lastTranscription }
}

/** For tests that change the configuration between cases. */
export function resetSpeechStatusCache() {
	cache.clear()
	lastTranscription = null
}
