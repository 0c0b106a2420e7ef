/**
 * /speech-test: the speech services' status, a speech-to-text recorder (and a
 * file upload that works without JavaScript) and a text-to-speech generator.
 * It shows measured facts (what is configured, what answered, how long it
 * took), not marketing figures (DESIGN.md departure).
 */
import { getFormProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Loader2, Mic, Square } from 'lucide-react'
import { useState } from 'react'
import { FormAlert, StatusButton, TextareaField, inputClass, useIsPending } from '#app/components/forms'
import { formatRecordingTime } from '#app/components/interview/voice-recorder'
import { SpeechStatusCard } from '#app/components/speech-test/status-card'
import { SynthesizeSchema } from '#app/lib/schemas/speech'
import {
	MAX_AUDIO_BYTES,
	MAX_TTS_CHARS,
	PROVIDER_LABELS,
	SPEECH_MESSAGES,
	TTS_PROVIDERS,
	type TranscriptSource,
	VOICES,
} from '#app/lib/speech'
import { requireUser } from '#app/services/auth.server'
import { SPEECH_LIMITED_MESSAGE, synthesizeLimiter, transcribeLimiter } from '#app/services/rate-limit.server'
import { keepAudio } from '#app/services/speech/audio-store.server'
import { readAudioUpload } from '#app/services/speech/audio-upload.server'
import { SpeechError, speechCapabilities } from '#app/services/speech/config.server'
import { getSpeechStatus } from '#app/services/speech/status.server'
import { synthesizeSpeech } from '#app/services/speech/synthesis.server'
import { TRANSCRIPTION_MESSAGES, transcribeAudio } from '#app/services/speech/transcription.server'
import { cn } from '#app/utils/misc'
import { useHydrated } from '#app/utils/use-hydrated'
import { browserCanSpeak } from '#app/utils/use-read-aloud'
import { type CapturedTake, useVoiceCapture } from '#app/utils/use-voice-capture'
import { useZodForm } from '#app/utils/use-zod-form'
import { pageMeta } from '#app/utils/meta'

export const meta: MetaFunction = () =>
	pageMeta('Speech test | NHS Interview Coach', 'Test speech recognition and speech synthesis for voice interview practice.')

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUser(request)
	return { status: await getSpeechStatus(), capabilities: speechCapabilities() }
}

type Transcription = {
	text: string
	source: TranscriptSource
	confidence: number | null
	words: number
	durationSeconds: number | null
	latencyMs: number | null
	roundTripMs: number | null
}

async function transcribeUpload(request: Request, userId: string) {
	const fail = (message: string, status: number) =>
		data({ intent: 'transcribe' as const, transcription: null, error: `${SPEECH_MESSAGES.transcribeFailed} ${message}` }, { status })
	if (!(await transcribeLimiter.hit(userId))) return fail(SPEECH_LIMITED_MESSAGE, 429)
	if (!speechCapabilities().transcription) return fail(TRANSCRIPTION_MESSAGES.notConfigured, 503)
	try {
		const { audio } = await readAudioUpload(request)
		const result = await transcribeAudio(audio)
		const transcription: Transcription = {
			text: result.text,
			source: result.provider,
			confidence: result.confidence,
			words: result.words?.length ?? 0,
			durationSeconds: result.durationSeconds ?? audio.durationSeconds,
			latencyMs: result.latencyMs,
			roundTripMs: null,
		}
		return data({ intent: 'transcribe' as const, transcription, error: null })
	} catch (error) {
		if (error instanceof SpeechError) return fail(error.message, error.status)
		throw error
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
		return transcribeUpload(request, user.id)
	}
	const submission = parseWithZod(await request.formData(), { schema: SynthesizeSchema })
	if (submission.status !== 'success') {
		return data({ intent: 'synthesize' as const, speech: null, result: submission.reply() }, { status: 400 })
	}
	const fail = (message: string, status: number) =>
		data(
			{ intent: 'synthesize' as const, speech: null, result: submission.reply({ formErrors: [`${SPEECH_MESSAGES.synthesizeFailed} ${message}`] }) },
			{ status },
		)
	if (!(await synthesizeLimiter.hit(user.id))) return fail(SPEECH_LIMITED_MESSAGE, 429)
	try {
		const result = await synthesizeSpeech(submission.value)
		const id = keepAudio(user.id, result.audio, result.contentType)
		return data({
			intent: 'synthesize' as const,
			speech: { url: `/speech-test/audio/${id}`, provider: result.provider, latencyMs: result.latencyMs, bytes: result.audio.length },
			result: submission.reply(),
		})
	} catch (error) {
		if (error instanceof SpeechError) return fail(error.message, error.status)
		throw error
	}
}

const card = 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900'
const selectClass = cn(inputClass, 'w-auto')

export default function SpeechTestPage() {
	const { status, capabilities } = useLoaderData<typeof loader>()
	return (
		<div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
			<h1 className="text-3xl font-bold">Speech test</h1>
			<p className="text-slate-700 dark:text-slate-300">
				Check which speech services this server uses and try them: record or upload speech to transcribe, and turn text
				into speech. Figures here are measured on this server, on your requests.
			</p>
			<SpeechStatusCard initial={status} className={card} />
			<TranscriptionCard serverTranscription={capabilities.transcription !== null} />
			<GeneratorCard serverVoice={capabilities.synthesis !== null} />
		</div>
	)
}

function TranscriptionResult({ transcription }: { transcription: Transcription }) {
	return (
		<div role="status" className="rounded-md border-l-4 border-nhs-green bg-green-50 p-4 text-green-950 dark:bg-green-950 dark:text-green-50">
			<h3 className="font-bold">Transcript</h3>
			<p className="mt-1 whitespace-pre-line">{transcription.text || '(no speech detected)'}</p>
			<dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
				<div><dt className="font-semibold">Provider</dt><dd>{PROVIDER_LABELS[transcription.source]}</dd></div>
				<div><dt className="font-semibold">Confidence</dt><dd>{transcription.confidence === null ? 'not given' : `${Math.round(transcription.confidence * 100)}%`}</dd></div>
				<div><dt className="font-semibold">Timed words</dt><dd>{transcription.words}</dd></div>
				<div><dt className="font-semibold">Audio length</dt><dd>{transcription.durationSeconds === null ? 'unknown' : `${transcription.durationSeconds} s`}</dd></div>
				<div><dt className="font-semibold">Provider time</dt><dd>{transcription.latencyMs === null ? '–' : `${transcription.latencyMs} ms`}</dd></div>
				<div><dt className="font-semibold">Round trip</dt><dd>{transcription.roundTripMs === null ? '–' : `${transcription.roundTripMs} ms`}</dd></div>
			</dl>
		</div>
	)
}

function TranscriptionCard({ serverTranscription }: { serverTranscription: boolean }) {
	const hydrated = useHydrated()
	const actionData = useActionData<typeof action>()
	const uploaded = actionData?.intent === 'transcribe' ? actionData : null
	const uploading = useIsPending({ intent: 'transcribe' })
	const [recorded, setRecorded] = useState<Transcription | null>(null)
	const capture = useVoiceCapture({
		serverTranscription,
		onTake: (take: CapturedTake) =>
			setRecorded({
				text: take.text,
				source: take.source,
				confidence: take.confidence,
				words: take.words?.length ?? 0,
				durationSeconds: take.durationSeconds,
				latencyMs: take.latencyMs ?? null,
				roundTripMs: take.roundTripMs ?? null,
			}),
	})
	const { status } = capture
	return (
		<section aria-labelledby="stt-title" className={cn(card, 'space-y-4')}>
			<h2 id="stt-title" className="text-xl font-bold">
				Speech to text
			</h2>
			{hydrated && capture.mode && capture.mode !== 'none' ? (
				<div className="space-y-3">
					<p>
						{capture.mode === 'server'
							? 'Record a few sentences; the recording is sent to the configured speech-to-text service.'
							: "No speech-to-text service is configured, so your browser's own speech recognition is used."}
					</p>
					<div className="flex flex-wrap items-center gap-3">
						<button type="button" onClick={() => { setRecorded(null); capture.start() }} disabled={status !== 'idle'} className="inline-flex min-h-11 items-center gap-2 rounded-md bg-nhs-blue px-5 py-2.5 font-semibold text-white hover:bg-nhs-dark-blue disabled:cursor-not-allowed disabled:opacity-60">
							<Mic aria-hidden="true" size={18} /> Start recording
						</button>
						<button type="button" onClick={capture.stop} aria-disabled={status !== 'recording'} className="inline-flex min-h-11 items-center gap-2 rounded-md bg-nhs-red px-5 py-2.5 font-semibold text-white hover:bg-nhs-dark-red aria-disabled:cursor-not-allowed aria-disabled:opacity-60">
							<Square aria-hidden="true" size={18} /> Stop recording
						</button>
						<p aria-live="polite" className="font-semibold">
							{status === 'recording' ? `Recording ${formatRecordingTime(capture.seconds)}` : status === 'processing' ? 'Processing with AI...' : 'Click to start recording'}
						</p>
					</div>
					{capture.error ? (
						capture.error.kind === 'microphone' ? (
							<FormAlert title={SPEECH_MESSAGES.recordingErrorTitle} errors={[SPEECH_MESSAGES.microphoneRefusedShort]} />
						) : (
							<FormAlert title={SPEECH_MESSAGES.transcriptionFailedTitle} errors={[capture.error.message]} />
						)
					) : null}
					{recorded ? <TranscriptionResult transcription={recorded} /> : null}
				</div>
			) : hydrated && capture.mode === 'none' ? (
				<p>No speech-to-text service is configured, and this browser has no speech recognition of its own, so recording is not available.</p>
			) : (
				<p>Recording needs JavaScript and a microphone. You can still transcribe an audio file below.</p>
			)}

			<Form method="post" encType="multipart/form-data" className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
				<h3 className="font-bold">Transcribe an audio file</h3>
				<input type="hidden" name="intent" value="transcribe" />
				<div className="space-y-1">
					<label htmlFor="audio-file" className="block text-sm font-semibold">
						Audio file
					</label>
					<p id="audio-file-hint" className="text-sm text-slate-700 dark:text-slate-300">
						WebM, Ogg, MP4, WAV or MP3, up to {MAX_AUDIO_BYTES / (1024 * 1024)} MB and 10 minutes.
					</p>
					<input id="audio-file" name="audio" type="file" required accept="audio/*,.webm,.ogg,.mp4,.m4a,.wav,.mp3" aria-describedby="audio-file-hint" className={inputClass} />
				</div>
				<StatusButton type="submit" pending={uploading} variant="secondary" disabled={!serverTranscription}>
					Transcribe file
				</StatusButton>
				{!serverTranscription ? <p className="text-sm">File transcription needs a speech-to-text service (AssemblyAI or OpenAI).</p> : null}
				{uploaded?.error ? <FormAlert title={SPEECH_MESSAGES.transcriptionFailedTitle} errors={[uploaded.error]} /> : null}
				{uploaded?.transcription ? <TranscriptionResult transcription={uploaded.transcription} /> : null}
			</Form>
		</section>
	)
}

function GeneratorCard({ serverVoice }: { serverVoice: boolean }) {
	const hydrated = useHydrated()
	const actionData = useActionData<typeof action>()
	const synthesized = actionData?.intent === 'synthesize' ? actionData : null
	const pending = useIsPending({ intent: 'synthesize' })
	const [browserSpoke, setBrowserSpoke] = useState(false)
	const [form, fields] = useZodForm({
		schema: SynthesizeSchema,
		id: 'tts-form',
		lastResult: synthesized?.result,
		defaultValue: { text: 'Tell me about a time you showed compassion to a patient.', voice: 'nova', provider: 'auto' },
		shouldValidate: 'onSubmit',
		onSubmit: (event, { submission }) => {
			// No provider: speak in the browser's own voice instead of posting.
			if (serverVoice || !browserCanSpeak() || submission?.status !== 'success') return
			event.preventDefault()
			const utterance = new SpeechSynthesisUtterance(submission.value.text)
			utterance.lang = 'en-GB'
			window.speechSynthesis.cancel()
			window.speechSynthesis.speak(utterance)
			setBrowserSpoke(true)
		},
	})
	const speech = synthesized?.speech
	return (
		<section aria-labelledby="tts-title" className={cn(card, 'space-y-4')}>
			<h2 id="tts-title" className="text-xl font-bold">
				Text to speech
			</h2>
			{!serverVoice ? (
				<p>
					No text-to-speech service is configured
					{hydrated && browserCanSpeak() ? ", so your browser's own voice reads the text (the voice and provider choices do not apply)." : '.'}
				</p>
			) : null}
			<Form method="post" className="space-y-4" {...getFormProps(form)}>
				<FormAlert id={form.errorId} title={SPEECH_MESSAGES.speechGenerationFailedTitle} errors={form.errors} />
				<input type="hidden" name="intent" value="synthesize" />
				<TextareaField
					labelProps={{ children: 'Text to speak' }}
					hint={`Up to ${MAX_TTS_CHARS.toLocaleString('en-GB')} characters.`}
					textareaProps={{ ...getTextareaProps(fields.text), rows: 4, maxLength: MAX_TTS_CHARS }}
					errors={fields.text.errors}
				/>
				<div className="flex flex-wrap gap-4">
					<div className="space-y-1">
						<label htmlFor={fields.voice.id} className="block text-sm font-semibold">Voice</label>
						<select {...getSelectProps(fields.voice)} className={selectClass}>
							{VOICES.map((v) => <option key={v} value={v}>{v}</option>)}
						</select>
					</div>
					<div className="space-y-1">
						<label htmlFor={fields.provider.id} className="block text-sm font-semibold">Provider</label>
						<select {...getSelectProps(fields.provider)} className={selectClass}>
							{TTS_PROVIDERS.map((p) => <option key={p} value={p}>{p === 'auto' ? 'auto' : PROVIDER_LABELS[p]}</option>)}
						</select>
					</div>
				</div>
				<StatusButton type="submit" pending={pending}>
					Generate speech
				</StatusButton>
			</Form>
			{speech ? (
				<div role="status" className="space-y-2 rounded-md border-l-4 border-nhs-green bg-green-50 p-4 text-green-950 dark:bg-green-950 dark:text-green-50">
					<p>
						Spoken by {PROVIDER_LABELS[speech.provider]} in {speech.latencyMs} ms ({(speech.bytes / 1024).toFixed(1)} KB of MP3).
					</p>
					<audio controls src={speech.url} className="w-full">
						<a href={speech.url}>Download the audio</a>
					</audio>
				</div>
			) : null}
			{browserSpoke ? <p role="status">Spoken by your browser&apos;s own voice.</p> : null}
			{pending ? <p className="inline-flex items-center gap-2"><Loader2 aria-hidden="true" className="animate-spin" size={18} /> Generating speech...</p> : null}
		</section>
	)
}
