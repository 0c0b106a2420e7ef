/**
 * Speech constants shared by the browser (recorder, read-aloud) and the
 * server (/api/speech/*): SPEC.md section 9 limits and section 8 messages.
 */

/** MediaRecorder formats in order of preference (SPEC.md section 9); '' = the browser's default. */
export const RECORDING_MIME_PREFERENCE = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'] as const

/** The first preferred format the browser can record, or '' for the browser's default. */
export function pickRecordingMimeType(isTypeSupported: (type: string) => boolean) {
	return RECORDING_MIME_PREFERENCE.find((type) => isTypeSupported(type)) ?? ''
}

/** Audio capture constraints (SPEC.md section 9). */
export const AUDIO_CONSTRAINTS = {
	echoCancellation: true,
	noiseSuppression: true,
	autoGainControl: true,
} as const

/** MediaRecorder delivers a chunk every second; the recording timer ticks every second. */
export const RECORDING_CHUNK_MS = 1000

/** The longest recording we accept: twice the upper end of the 3-5 minute guidance. */
export const MAX_RECORDING_SECONDS = 10 * 60

/** The largest upload we accept (OpenAI's transcription limit). */
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024

/** The longest transcript we keep for one recording (the answer box's own limit). */
export const MAX_TRANSCRIPT_CHARS = 20_000

/** The longest text we read aloud (OpenAI's text-to-speech limit). */
export const MAX_TTS_CHARS = 4096

/** Characters of the last transcript shown in the 'Last Response' preview. */
export const LAST_RESPONSE_PREVIEW_CHARS = 150

export const VOICES = ['nova', 'alloy', 'echo', 'fable', 'onyx', 'shimmer'] as const
export type Voice = (typeof VOICES)[number]
export const DEFAULT_VOICE: Voice = 'nova'

export const TTS_PROVIDERS = ['auto', 'deepgram', 'openai'] as const
export type TtsProviderChoice = (typeof TTS_PROVIDERS)[number]
export type TtsProvider = Exclude<TtsProviderChoice, 'auto'>

export const TRANSCRIPTION_PROVIDERS = ['assemblyai', 'openai'] as const
export type TranscriptionProvider = (typeof TRANSCRIPTION_PROVIDERS)[number]
/** Where a transcript came from: a server provider or the browser's own recognition. */
export type TranscriptSource = TranscriptionProvider | 'browser'

export const PROVIDER_LABELS: Record<TranscriptSource | TtsProvider, string> = {
	assemblyai: 'AssemblyAI',
	openai: 'OpenAI',
	deepgram: 'Deepgram',
	browser: 'your browser',
}

/** Which server speech services this deployment has keys for (no network needed to know). */
export type SpeechCapabilities = {
	transcription: TranscriptionProvider | null
	synthesis: TtsProvider | null
}

/** The services GET /api/speech/status reports on. */
export const SPEECH_SERVICES = ['assemblyAI', 'deepgram', 'openai'] as const
export type SpeechService = (typeof SPEECH_SERVICES)[number]

export type ServiceStatus = {
	configured: boolean
	/** null when not configured (never checked) */
	reachable: boolean | null
	latencyMs: number | null
	checkedAt: string | null
	error: string | null
}

/** GET /api/speech/status: a service is true when configured and it answered its last check. */
export type SpeechStatus = {
	services: Record<SpeechService, boolean>
	details: Record<SpeechService, ServiceStatus>
	lastTranscription: { provider: TranscriptionProvider; latencyMs: number; at: string } | null
}

/** A word with its timing in seconds, as the transcription API returns it. */
export type TimedWord = { text: string; start: number; end: number; confidence?: number }

/** POST /api/speech/transcribe's response. */
export type TranscriptionResult = {
	text: string
	provider: TranscriptionProvider
	confidence: number | null
	words?: TimedWord[]
	/** the audio's duration as the provider measured it, when it says */
	durationSeconds: number | null
	/** time the provider took, measured on the server */
	latencyMs: number
}

/** SPEC.md section 8 (speech). */
export const SPEECH_MESSAGES = {
	microphoneRefused: 'Could not access microphone. Please check permissions.',
	microphoneRefusedShort: 'Could not access microphone',
	recordingErrorTitle: 'Recording Error',
	transcribeFailed: 'Failed to transcribe audio:',
	synthesizeFailed: 'Failed to generate speech:',
	playbackFailed: 'Failed to play audio',
	transcriptionFailedTitle: 'Transcription Failed',
	speechGenerationFailedTitle: 'Speech Generation Failed',
} as const
