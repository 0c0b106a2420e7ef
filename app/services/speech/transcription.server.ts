/**
 * Speech to text: AssemblyAI (assemblyai SDK) when it has a key, else
 * OpenAI's transcription API (openai SDK). Both keep filler words, because
 * the delivery analytics count them, and both return word timings.
 */
import { AssemblyAI } from 'assemblyai'
import OpenAI, { toFile } from 'openai'
import { type TimedWord, type TranscriptionProvider, type TranscriptionResult } from '#app/lib/speech'
import { type AudioUpload } from './audio-upload.server'
import { SpeechError, speechCapabilities, speechKeys } from './config.server'
import { recordTranscription } from './status.server'

/** How long we wait for a transcript before giving up. */
const TRANSCRIPTION_TIMEOUT_MS = 120_000

export const TRANSCRIPTION_MESSAGES = {
	notConfigured:
		"Speech-to-text is not configured on this server. Use your browser's speech recognition, or type your answer.",
	unavailable: 'The transcription service is unavailable right now. Please try again, or type your answer.',
	rejected: 'The transcription service could not process the recording:',
} as const

/** Whisper keeps hesitations when its prompt has them (OpenAI's own advice). */
const KEEP_FILLERS_PROMPT = 'Umm, let me think like, hmm... Okay, here is what I, uh, did.'

export type TranscribeOptions = {
	/** AssemblyAI polling interval (the SDK's default is 3 s) */
	pollingIntervalMs?: number
}

const round3 = (n: number) => Math.round(n * 1000) / 1000

async function viaAssemblyAI(audio: AudioUpload, options: TranscribeOptions): Promise<Omit<TranscriptionResult, 'latencyMs'>> {
	const keys = speechKeys().assemblyAI!
	const client = new AssemblyAI({ apiKey: keys.apiKey, ...(keys.baseUrl ? { baseUrl: keys.baseUrl } : {}) })
	let transcript
	try {
		transcript = await client.transcripts.transcribe(
			{ audio: audio.bytes, disfluencies: true, punctuate: true, format_text: true, language_code: 'en_uk' },
			{ pollingInterval: options.pollingIntervalMs ?? 1000, pollingTimeout: TRANSCRIPTION_TIMEOUT_MS },
		)
	} catch (error) {
		console.error('AssemblyAI transcription failed', error)
		throw new SpeechError(TRANSCRIPTION_MESSAGES.unavailable, 502)
	}
	if (transcript.status === 'error') {
		throw new SpeechError(`${TRANSCRIPTION_MESSAGES.rejected} ${transcript.error ?? 'unknown error'}`.slice(0, 300), 422)
	}
	const words: TimedWord[] = (transcript.words ?? []).map((w) => ({
		text: w.text,
		start: round3(w.start / 1000),
		end: round3(w.end / 1000),
		confidence: w.confidence,
	}))
	return {
		text: transcript.text ?? '',
		provider: 'assemblyai',
		confidence: transcript.confidence ?? null,
		words,
		durationSeconds: transcript.audio_duration ?? null,
	}
}

async function viaOpenAI(audio: AudioUpload): Promise<Omit<TranscriptionResult, 'latencyMs'>> {
	const keys = speechKeys().openai!
	const client = new OpenAI({ apiKey: keys.apiKey, baseURL: keys.baseURL, timeout: TRANSCRIPTION_TIMEOUT_MS, maxRetries: 1 })
	let result
	try {
		result = await client.audio.transcriptions.create({
			file: await toFile(audio.bytes, `answer.${audio.format}`, { type: audio.mimeType }),
			model: 'whisper-1',
			response_format: 'verbose_json',
			timestamp_granularities: ['word', 'segment'],
			language: 'en',
			prompt: KEEP_FILLERS_PROMPT,
		})
	} catch (error) {
		if (error instanceof OpenAI.APIError && error.status && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) {
			throw new SpeechError(`${TRANSCRIPTION_MESSAGES.rejected} ${error.message}`.slice(0, 300), 422)
		}
		console.error('OpenAI transcription failed', error)
		throw new SpeechError(TRANSCRIPTION_MESSAGES.unavailable, 502)
	}
	// Confidence: the mean per-segment probability (exp of the average log-probability).
	const segments = result.segments ?? []
	const confidence = segments.length
		? Math.min(1, Math.max(0, segments.reduce((sum, s) => sum + Math.exp(s.avg_logprob), 0) / segments.length))
		: null
	return {
		text: result.text.trim(),
		provider: 'openai',
		confidence: confidence === null ? null : round3(confidence),
		words: (result.words ?? []).map((w) => ({ text: w.word, start: round3(w.start), end: round3(w.end) })),
		durationSeconds: result.duration ?? null,
	}
}

/** Transcribe a checked recording with the configured provider. */
export async function transcribeAudio(audio: AudioUpload, options: TranscribeOptions = {}): Promise<TranscriptionResult> {
	const provider: TranscriptionProvider | null = speechCapabilities().transcription
	if (!provider) throw new SpeechError(TRANSCRIPTION_MESSAGES.notConfigured, 503)
	const started = performance.now()
	const result = provider === 'assemblyai' ? await viaAssemblyAI(audio, options) : await viaOpenAI(audio)
	const latencyMs = Math.round(performance.now() - started)
	recordTranscription({ provider, latencyMs })
	return { ...result, latencyMs }
}
