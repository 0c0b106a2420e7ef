/**
 * Reads text aloud: with a server text-to-speech provider, the MP3 from
 * POST /api/speech/synthesize; otherwise (or if that fails) the browser's
 * own speechSynthesis. Playback has its own flag (SPEC.md section 4):
 * playing, then stopped or ended.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { SPEECH_MESSAGES } from '#app/lib/speech'
import { fetchSpeech, SpeechRequestError } from './speech-client'

export function browserCanSpeak() {
	return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
}

export function useReadAloud({ serverVoice }: { serverVoice: boolean }) {
	const [playing, setPlaying] = useState(false)
	const [loading, setLoading] = useState(false)
	const [error, setError] = useState<string | null>(null)
	const audio = useRef<HTMLAudioElement | null>(null)
	const objectUrl = useRef<string | null>(null)
	/** bumps on every read or stop, so a late answer from the server is ignored */
	const generation = useRef(0)

	const release = useCallback(() => {
		audio.current?.pause()
		audio.current = null
		if (objectUrl.current) URL.revokeObjectURL(objectUrl.current)
		objectUrl.current = null
		if (browserCanSpeak()) window.speechSynthesis.cancel()
	}, [])

	const stop = useCallback(() => {
		generation.current++
		release()
		setPlaying(false)
		setLoading(false)
	}, [release])

	const speakInBrowser = useCallback((text: string, run: number) => {
		if (!browserCanSpeak()) {
			setError((e) => e ?? 'Reading aloud is not available in this browser.')
			return
		}
		const utterance = new SpeechSynthesisUtterance(text)
		utterance.lang = 'en-GB'
		const done = () => {
			if (run === generation.current) setPlaying(false)
		}
		utterance.onend = done
		utterance.onerror = done
		setPlaying(true)
		window.speechSynthesis.speak(utterance)
	}, [])

	const read = useCallback(
		async (text: string) => {
			stop()
			setError(null)
			const run = ++generation.current
			if (!serverVoice) return speakInBrowser(text, run)
			setLoading(true)
			try {
				const { audio: blob } = await fetchSpeech({ text })
				if (run !== generation.current) return
				objectUrl.current = URL.createObjectURL(blob)
				const player = new Audio(objectUrl.current)
				audio.current = player
				player.onended = () => {
					if (run === generation.current) setPlaying(false)
				}
				setPlaying(true)
				try {
					await player.play()
				} catch {
					if (run === generation.current) {
						setPlaying(false)
						setError(SPEECH_MESSAGES.playbackFailed)
					}
				}
			} catch (e) {
				if (run !== generation.current) return
				const message = e instanceof SpeechRequestError ? e.message : 'Something went wrong.'
				setError(`${SPEECH_MESSAGES.synthesizeFailed} ${message}`)
				// Still read the question, in the browser's own voice.
				speakInBrowser(text, run)
			} finally {
				if (run === generation.current) setLoading(false)
			}
		},
		[serverVoice, speakInBrowser, stop],
	)

	useEffect(() => () => release(), [release])

	return { playing, loading, error, read, stop, available: serverVoice || browserCanSpeak() }
}
