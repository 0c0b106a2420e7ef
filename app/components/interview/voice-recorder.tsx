/**
 * The open voice recorder panel (SPEC.md), loaded on first use by
 * voice-panel.tsx: read the question aloud, record an answer, and put the transcript in the answer box to review and edit before
 * submitting. It sits beside the plain answer form and talks to it only
 * through the DOM: it appends to the form's `transcriptionText` box (firing
 * an input event, so the form's own logic sees the change) and adds a hidden
 * `speech` field (form attribute) carrying the recordings for the delivery
 * analytics. Rendered only after hydration: without JavaScript the form is
 * the whole story.
 */
import { Loader2, Mic, Square, Volume2, VolumeX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { buttonStyles } from '#app/components/forms'
import { type SpeechTakes } from '#app/lib/schemas/speech'
import { LAST_RESPONSE_PREVIEW_CHARS, type SpeechCapabilities } from '#app/lib/speech'
import { cn } from '#app/utils/misc'
import { useReadAloud } from '#app/utils/use-read-aloud'
import { type CapturedTake, useVoiceCapture } from '#app/utils/use-voice-capture'

export type Props = {
	/** id of the answer form whose box receives the transcript */
	formId: string
	questionText: string
	capabilities: SpeechCapabilities
	/** voice sessions open the panel; text sessions offer a button to open it */
	defaultOpen: boolean
}

const card = 'rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900'

function answerBox(formId: string) {
	return document.querySelector<HTMLTextAreaElement>(`form[id="${CSS.escape(formId)}"] textarea[name="transcriptionText"]`)
}

/** Append text to the answer box as if typed, so the form (and anything listening) sees it. */
function appendToAnswer(formId: string, text: string) {
	const box = answerBox(formId)
	if (!box) return
	const current = box.value.replace(/\s+$/, '')
	const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
	setValue?.call(box, current ? `${current} ${text.trim()}` : text.trim())
	box.dispatchEvent(new Event('input', { bubbles: true }))
	box.focus()
	box.setSelectionRange(box.value.length, box.value.length)
}

export function formatRecordingTime(seconds: number) {
	return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

export function previewText(text: string) {
	return text.length > LAST_RESPONSE_PREVIEW_CHARS ? `${text.slice(0, LAST_RESPONSE_PREVIEW_CHARS)}...` : text
}

function toTake(take: CapturedTake): SpeechTakes['takes'][number] {
	return {
		transcript: take.text,
		durationSeconds: take.durationSeconds,
		source: take.source,
		words: take.words?.map((w) => [w.text, w.start, w.end]),
	}
}

/** The open panel (loaded with the first use: a voice session, or Answer by voice in a text one). */
export function OpenVoicePanel({ formId, questionText, capabilities, defaultOpen }: Props) {
	const [takes, setTakes] = useState<SpeechTakes['takes']>([])
	const [announcement, setAnnouncement] = useState('')
	const stopButton = useRef<HTMLButtonElement>(null)
	const recordButton = useRef<HTMLButtonElement>(null)
	const panel = useRef<HTMLElement>(null)
	const reader = useReadAloud({ serverVoice: capabilities.synthesis !== null })
	const capture = useVoiceCapture({
		serverTranscription: capabilities.transcription !== null,
		onTake: (take) => {
			setTakes((all) => [...all, toTake(take)])
			appendToAnswer(formId, take.text)
			setAnnouncement('Transcript added to your answer. Review and edit it, then submit.')
		},
	})
	const { status } = capture

	// A text session opened the panel: take the keyboard there.
	useEffect(() => {
		if (!defaultOpen) panel.current?.focus()
	}, [defaultOpen])

	// Emptying the answer box discards the recordings behind it.
	useEffect(() => {
		const box = answerBox(formId)
		if (!box) return
		const onInput = () => {
			if (!box.value.trim()) setTakes([])
		}
		box.addEventListener('input', onInput)
		return () => box.removeEventListener('input', onInput)
	}, [formId])

	useEffect(() => {
		if (status === 'recording') {
			setAnnouncement('Recording started. Select Stop recording when you finish.')
			stopButton.current?.focus()
		} else if (status === 'processing') {
			setAnnouncement('Recording stopped. Processing with AI...')
		}
	}, [status])

	useEffect(() => {
		if (capture.error) recordButton.current?.focus()
	}, [capture.error])

	useEffect(() => {
		if (reader.playing) setAnnouncement('Reading the question aloud.')
	}, [reader.playing])

	const lastTake = takes.at(-1)
	const typeInstead = (
		<a
			href={`#${formId}`}
			className={buttonStyles.link}
			onClick={(event) => {
				event.preventDefault()
				answerBox(formId)?.focus()
			}}
		>
			Type your answer instead
		</a>
	)

	return (
		<section ref={panel} tabIndex={-1} aria-labelledby="voice-title" className={cn(card, 'space-y-4 outline-none')}>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="voice-title" className="text-lg font-bold">
					Voice answer
				</h2>
				{reader.playing ? (
					<span className="rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-nhs-dark-blue dark:bg-blue-950 dark:text-blue-100">
						Reading aloud...
					</span>
				) : null}
			</div>

			{reader.available ? (
				<div className="flex flex-wrap gap-3">
					<button
						type="button"
						className={buttonStyles.secondary}
						onClick={() => void reader.read(questionText)}
						disabled={status !== 'idle'}
					>
						{reader.loading ? <Loader2 aria-hidden="true" size={18} className="animate-spin" /> : <Volume2 aria-hidden="true" size={18} />}
						Read Question
					</button>
					<button
						type="button"
						className={cn(buttonStyles.secondary, 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
						// aria-disabled, not disabled: the button keeps focus when reading ends.
						aria-disabled={!reader.playing && !reader.loading}
						onClick={() => {
							if (!reader.playing && !reader.loading) return
							reader.stop()
							setAnnouncement('Stopped reading.')
						}}
					>
						<VolumeX aria-hidden="true" size={18} /> Stop Reading
					</button>
				</div>
			) : null}
			{reader.error ? (
				<p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
					{reader.error}
				</p>
			) : null}

			{capture.mode === 'none' ? (
				<div role="status" className="rounded-md border-l-4 border-nhs-blue bg-blue-50 p-4 text-slate-900 dark:bg-slate-800 dark:text-white">
					<p>
						Voice answers need a speech-to-text service, and none is configured here (nor does this browser have speech
						recognition of its own).
					</p>
					<p className="mt-2">{typeInstead} in the box below.</p>
				</div>
			) : capture.mode ? (
				<div className="flex flex-col items-center gap-3 text-center">
					<div className="flex items-center gap-4">
						<button
							ref={recordButton}
							type="button"
							onClick={capture.start}
							disabled={status !== 'idle'}
							aria-label="Start recording"
							aria-describedby="voice-state"
							className="inline-flex size-16 items-center justify-center rounded-full bg-nhs-blue text-white hover:bg-nhs-dark-blue disabled:cursor-not-allowed disabled:opacity-60"
						>
							<Mic aria-hidden="true" size={28} />
						</button>
						<button
							ref={stopButton}
							type="button"
							onClick={capture.stop}
							// aria-disabled, not disabled: focus stays here while the recording is processed.
							aria-disabled={status !== 'recording'}
							aria-label="Stop recording"
							className="inline-flex size-16 items-center justify-center rounded-full bg-nhs-red text-white hover:bg-nhs-dark-red aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
						>
							<Square aria-hidden="true" size={24} />
						</button>
					</div>
					<p id="voice-state" className="min-h-6 font-semibold">
						{status === 'recording' ? (
							<span className="inline-flex items-center gap-2">
								<span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-nhs-red" />
								Recording {formatRecordingTime(capture.seconds)}
							</span>
						) : status === 'processing' ? (
							<span className="inline-flex items-center gap-2">
								<Loader2 aria-hidden="true" size={18} className="animate-spin" /> Processing with AI...
							</span>
						) : (
							'Click to start recording'
						)}
					</p>
					{capture.mode === 'browser' ? (
						<p className="text-sm text-slate-700 dark:text-slate-300">
							No speech-to-text service is configured, so your browser&apos;s own speech recognition is used.
						</p>
					) : null}
				</div>
			) : null}

			{capture.error ? (
				<div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
					<p className="font-semibold">{capture.error.message}</p>
					<p className="mt-1">{typeInstead}, or try recording again.</p>
				</div>
			) : null}

			<p role="status" aria-live="polite" className="sr-only">
				{announcement}
			</p>

			{lastTake ? (
				<div className="rounded-md bg-slate-100 p-4 dark:bg-slate-800">
					<h3 className="text-sm font-bold">Last Response</h3>
					<p className="mt-1 text-sm">{previewText(lastTake.transcript)}</p>
				</div>
			) : null}

			<ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
				<li>Select Read Question to hear the question, then the microphone to start recording.</li>
				<li>Speak your answer and select Stop recording: your words appear in the answer box to review and edit.</li>
				<li>Aim for 3-5 minutes, structured as Situation, Task, Action and Result.</li>
			</ul>

			{takes.length ? <input type="hidden" name="speech" form={formId} value={JSON.stringify({ takes })} /> : null}
		</section>
	)
}
