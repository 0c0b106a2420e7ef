/**
 * Records a spoken answer and turns it into text. With a server provider:
 * MediaRecorder (SPEC.md's format preference, 1 s chunks, echo cancellation,
 * noise suppression and auto gain) and POST /api/speech/transcribe. Without
 * one: the browser's own SpeechRecognition where it exists. States follow
 * SPEC.md: idle, recording, processing, back to idle with the text.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import {
	AUDIO_CONSTRAINTS,
	MAX_RECORDING_SECONDS,
	pickRecordingMimeType,
	RECORDING_CHUNK_MS,
	SPEECH_MESSAGES,
	type TimedWord,
	type TranscriptSource,
} from '#app/lib/speech'
import { SpeechRequestError, transcribeRecording } from './speech-client'

export type CaptureMode = 'server' | 'browser' | 'none'
export type CaptureStatus = 'idle' | 'recording' | 'processing'

/** One finished recording and its transcript. */
export type CapturedTake = {
	text: string
	source: TranscriptSource
	durationSeconds: number
	words?: TimedWord[]
	confidence: number | null
	/** server transcriptions: the provider's time and the whole round trip */
	latencyMs?: number
	roundTripMs?: number
}

export type CaptureError = { kind: 'microphone' | 'transcription' | 'no-speech'; message: string }

/* The Web Speech API is not in TypeScript's DOM library. */
type RecognitionResultList = ArrayLike<{ isFinal: boolean; 0: { transcript: string; confidence: number } }>
type Recognition = {
	lang: string
	continuous: boolean
	interimResults: boolean
	onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null
	onerror: ((event: { error: string }) => void) | null
	onend: (() => void) | null
	start(): void
	stop(): void
	abort(): void
}
type RecognitionConstructor = new () => Recognition

function recognitionConstructor(): RecognitionConstructor | null {
	const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor }
	return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null
}

function canRecord() {
	return typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia)
}

/** Which way this browser can capture speech, given whether the server can transcribe. */
export function detectCaptureMode(serverTranscription: boolean): CaptureMode {
	if (serverTranscription && canRecord()) return 'server'
	if (recognitionConstructor()) return 'browser'
	return 'none'
}

const RECOGNITION_MESSAGES: Record<string, CaptureError> = {
	'not-allowed': { kind: 'microphone', message: SPEECH_MESSAGES.microphoneRefused },
	'service-not-allowed': { kind: 'microphone', message: SPEECH_MESSAGES.microphoneRefused },
	'audio-capture': { kind: 'microphone', message: SPEECH_MESSAGES.microphoneRefused },
	'no-speech': { kind: 'no-speech', message: 'No speech was detected. Please try again, or type your answer.' },
}

export function useVoiceCapture({
	serverTranscription,
	onTake,
}: {
	serverTranscription: boolean
	onTake: (take: CapturedTake) => void
}) {
	const [mode, setMode] = useState<CaptureMode | null>(null)
	const [status, setStatus] = useState<CaptureStatus>('idle')
	const [seconds, setSeconds] = useState(0)
	const [error, setError] = useState<CaptureError | null>(null)
	const startedAt = useRef(0)
	const timer = useRef<ReturnType<typeof setInterval> | null>(null)
	const stopRef = useRef<(() => void) | null>(null)
	const cancelRef = useRef<(() => void) | null>(null)
	/** true while the browser asks for the microphone, so a second press starts nothing */
	const starting = useRef(false)
	const mounted = useRef(true)
	const onTakeRef = useRef(onTake)
	onTakeRef.current = onTake

	useEffect(() => setMode(detectCaptureMode(serverTranscription)), [serverTranscription])

	const stopTimer = useCallback(() => {
		if (timer.current) clearInterval(timer.current)
		timer.current = null
	}, [])

	const startTimer = useCallback(() => {
		startedAt.current = Date.now()
		setSeconds(0)
		stopTimer()
		timer.current = setInterval(() => {
			const elapsed = Math.floor((Date.now() - startedAt.current) / 1000)
			setSeconds(elapsed)
			// The limit: stop by ourselves, keeping everything said so far.
			if (elapsed >= MAX_RECORDING_SECONDS) stopRef.current?.()
		}, 1000)
	}, [stopTimer])

	const finish = useCallback((take: CapturedTake | null, failure: CaptureError | null) => {
		setStatus('idle')
		if (failure) setError(failure)
		else if (!take || !take.text.trim()) setError(RECOGNITION_MESSAGES['no-speech']!)
		else onTakeRef.current(take)
	}, [])

	const startServer = useCallback(async () => {
		let stream: MediaStream
		try {
			stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS })
		} catch {
			if (mounted.current) setError({ kind: 'microphone', message: SPEECH_MESSAGES.microphoneRefused })
			return
		}
		// The page moved on while the browser asked for the microphone: let it go again.
		if (!mounted.current) {
			stream.getTracks().forEach((track) => track.stop())
			return
		}
		const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type))
		const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined)
		const chunks: Blob[] = []
		let cancelled = false
		const release = () => stream.getTracks().forEach((track) => track.stop())
		recorder.ondataavailable = (event) => {
			if (event.data.size) chunks.push(event.data)
		}
		recorder.onstop = async () => {
			release()
			stopTimer()
			if (cancelled) return
			const durationSeconds = Math.round((Date.now() - startedAt.current) / 100) / 10
			setStatus('processing')
			try {
				const result = await transcribeRecording(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }))
				finish(
					{
						text: result.text,
						source: result.provider,
						durationSeconds,
						words: result.words,
						confidence: result.confidence,
						latencyMs: result.latencyMs,
						roundTripMs: result.roundTripMs,
					},
					null,
				)
			} catch (e) {
				const message = e instanceof SpeechRequestError ? e.message : 'Something went wrong. Please try again.'
				finish(null, { kind: 'transcription', message: `${SPEECH_MESSAGES.transcribeFailed} ${message}` })
			}
		}
		stopRef.current = () => {
			if (recorder.state !== 'inactive') recorder.stop()
		}
		cancelRef.current = () => {
			cancelled = true
			if (recorder.state !== 'inactive') recorder.stop()
			else release()
		}
		recorder.start(RECORDING_CHUNK_MS)
		setStatus('recording')
		startTimer()
	}, [finish, startTimer, stopTimer])

	const startBrowser = useCallback(() => {
		const Ctor = recognitionConstructor()
		if (!Ctor) return
		const recognition = new Ctor()
		recognition.lang = 'en-GB'
		recognition.continuous = true
		recognition.interimResults = false
		const parts: string[] = []
		const confidences: number[] = []
		let failure: CaptureError | null = null
		let cancelled = false
		recognition.onresult = (event) => {
			for (let i = event.resultIndex; i < event.results.length; i++) {
				const result = event.results[i]!
				if (result.isFinal) {
					parts.push(result[0].transcript.trim())
					confidences.push(result[0].confidence)
				}
			}
		}
		recognition.onerror = (event) => {
			if (event.error === 'aborted') return
			failure = RECOGNITION_MESSAGES[event.error] ?? {
				kind: 'transcription',
				message: `${SPEECH_MESSAGES.transcribeFailed} your browser's speech recognition is unavailable (${event.error}). Please type your answer.`,
			}
		}
		recognition.onend = () => {
			stopTimer()
			if (cancelled) return
			const durationSeconds = Math.round((Date.now() - startedAt.current) / 100) / 10
			const text = parts.filter(Boolean).join(' ')
			const confidence = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : null
			finish(failure && !text ? null : { text, source: 'browser', durationSeconds, confidence }, text ? null : failure)
		}
		stopRef.current = () => {
			setStatus('processing')
			recognition.stop()
		}
		cancelRef.current = () => {
			cancelled = true
			recognition.abort()
		}
		try {
			recognition.start()
		} catch {
			setError({ kind: 'microphone', message: SPEECH_MESSAGES.microphoneRefused })
			return
		}
		setStatus('recording')
		startTimer()
	}, [finish, startTimer, stopTimer])

	const start = useCallback(() => {
		if (status !== 'idle' || starting.current || !mode || mode === 'none') return
		setError(null)
		starting.current = true
		if (mode === 'server') {
			void startServer().finally(() => {
				starting.current = false
			})
		} else {
			startBrowser()
			starting.current = false
		}
	}, [mode, status, startServer, startBrowser])

	/** Stopping records nothing if no recording is active (SPEC.md section 5). */
	const stop = useCallback(() => {
		if (status !== 'recording') return
		stopRef.current?.()
	}, [status])

	// Leaving the page mid-recording releases the microphone and sends nothing.
	useEffect(() => {
		mounted.current = true
		return () => {
			mounted.current = false
			cancelRef.current?.()
			stopTimer()
		}
	}, [stopTimer])

	return { mode, status, seconds, error, start, stop, clearError: () => setError(null) }
}
