/**
 * Which speech providers this deployment has keys for, read from the
 * environment. Knowing costs no network call, so pages can ask on every load.
 */
import { type SpeechCapabilities, type TtsProvider } from '#app/lib/speech'
import { getEnv } from '#app/services/env.server'

export type SpeechKeys = {
	assemblyAI: { apiKey: string; baseUrl?: string } | null
	openai: { apiKey: string; baseURL?: string } | null
	deepgram: { apiKey: string; baseUrl: string } | null
}

export const DEEPGRAM_DEFAULT_BASE_URL = 'https://api.deepgram.com'

export function speechKeys(): SpeechKeys {
	const env = getEnv()
	return {
		assemblyAI: env.ASSEMBLYAI_API_KEY ? { apiKey: env.ASSEMBLYAI_API_KEY, baseUrl: env.ASSEMBLYAI_BASE_URL } : null,
		openai: env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL } : null,
		deepgram: env.DEEPGRAM_API_KEY
			? { apiKey: env.DEEPGRAM_API_KEY, baseUrl: (env.DEEPGRAM_BASE_URL ?? DEEPGRAM_DEFAULT_BASE_URL).replace(/\/$/, '') }
			: null,
	}
}

/** Text-to-speech providers in the order 'auto' tries them. */
export function configuredTtsProviders(keys = speechKeys()): TtsProvider[] {
	return [keys.deepgram ? 'deepgram' : null, keys.openai ? 'openai' : null].filter((p): p is TtsProvider => p !== null)
}

/** Transcription uses AssemblyAI when it has a key, else OpenAI; synthesis 'auto' prefers Deepgram. */
export function speechCapabilities(keys = speechKeys()): SpeechCapabilities {
	return {
		transcription: keys.assemblyAI ? 'assemblyai' : keys.openai ? 'openai' : null,
		synthesis: configuredTtsProviders(keys)[0] ?? null,
	}
}

/** A failure to show the user as `{message}` with an HTTP status. */
export class SpeechError extends Error {
	constructor(
		message: string,
		public status: number,
	) {
		super(message)
	}
}

export function speechErrorResponse(error: unknown) {
	if (error instanceof SpeechError) return Response.json({ message: error.message }, { status: error.status })
	throw error
}
