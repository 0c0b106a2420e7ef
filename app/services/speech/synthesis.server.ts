/**
 * Text to speech: OpenAI's speech API (openai SDK) or Deepgram's Aura voices
 * (its REST API). 'auto' takes the first configured of Deepgram, OpenAI.
 * Without either, the browser's own speechSynthesis reads aloud instead.
 */
import OpenAI from 'openai'
import { PROVIDER_LABELS, type TtsProvider, type TtsProviderChoice, type Voice } from '#app/lib/speech'
import { configuredTtsProviders, SpeechError, speechKeys } from './config.server'

const SYNTHESIS_TIMEOUT_MS = 30_000

/** Deepgram's Aura voices closest to each OpenAI voice. */
export const DEEPGRAM_VOICES: Record<Voice, string> = {
	nova: 'aura-asteria-en',
	alloy: 'aura-luna-en',
	echo: 'aura-orion-en',
	fable: 'aura-helios-en',
	onyx: 'aura-zeus-en',
	shimmer: 'aura-stella-en',
}

export const SYNTHESIS_MESSAGES = {
	notConfigured: "No text-to-speech provider is configured on this server, so your browser's own voice is used.",
	providerNotConfigured: (provider: TtsProvider) => `${PROVIDER_LABELS[provider]} text-to-speech is not configured on this server.`,
	unavailable: 'The text-to-speech service is unavailable right now. Please try again.',
} as const

export type SynthesisResult = { audio: Buffer; contentType: string; provider: TtsProvider; latencyMs: number }

function chooseProvider(choice: TtsProviderChoice): TtsProvider {
	const configured = configuredTtsProviders()
	if (choice === 'auto') {
		if (!configured[0]) throw new SpeechError(SYNTHESIS_MESSAGES.notConfigured, 503)
		return configured[0]
	}
	if (!configured.includes(choice)) throw new SpeechError(SYNTHESIS_MESSAGES.providerNotConfigured(choice), 503)
	return choice
}

async function viaOpenAI(text: string, voice: Voice) {
	const keys = speechKeys().openai!
	const client = new OpenAI({ apiKey: keys.apiKey, baseURL: keys.baseURL, timeout: SYNTHESIS_TIMEOUT_MS, maxRetries: 1 })
	try {
		const response = await client.audio.speech.create({ model: 'tts-1', voice, input: text, response_format: 'mp3' })
		return Buffer.from(await response.arrayBuffer())
	} catch (error) {
		console.error('OpenAI text-to-speech failed', error)
		throw new SpeechError(SYNTHESIS_MESSAGES.unavailable, 502)
	}
}

async function viaDeepgram(text: string, voice: Voice) {
	const keys = speechKeys().deepgram!
	const url = `${keys.baseUrl}/v1/speak?${new URLSearchParams({ model: DEEPGRAM_VOICES[voice], encoding: 'mp3' })}`
	let response: Response
	try {
		response = await fetch(url, {
			method: 'POST',
			headers: { authorization: `Token ${keys.apiKey}`, 'content-type': 'application/json' },
			body: JSON.stringify({ text }),
			signal: AbortSignal.timeout(SYNTHESIS_TIMEOUT_MS),
		})
	} catch (error) {
		console.error('Deepgram text-to-speech failed', error)
		throw new SpeechError(SYNTHESIS_MESSAGES.unavailable, 502)
	}
	if (!response.ok) {
		console.error('Deepgram text-to-speech failed', response.status, (await response.text()).slice(0, 500))
		throw new SpeechError(SYNTHESIS_MESSAGES.unavailable, 502)
	}
	return Buffer.from(await response.arrayBuffer())
}

/** Speak `text` (already validated by SynthesizeSchema) as MP3. */
export async function synthesizeSpeech(input: { text: string; voice: Voice; provider: TtsProviderChoice }): Promise<SynthesisResult> {
	const provider = chooseProvider(input.provider)
	const started = performance.now()
	const audio = provider === 'openai' ? await viaOpenAI(input.text, input.voice) : await viaDeepgram(input.text, input.voice)
	if (!audio.length) throw new SpeechError(SYNTHESIS_MESSAGES.unavailable, 502)
	return { audio, contentType: 'audio/mpeg', provider, latencyMs: Math.round(performance.now() - started) }
}
