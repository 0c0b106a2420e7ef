/** Speech schemas shared by /api/speech/*, the /speech-test forms and the answer form. */
import { z } from 'zod'
import { plainText } from './text'
import { DEFAULT_VOICE, MAX_RECORDING_SECONDS, MAX_TRANSCRIPT_CHARS, MAX_TTS_CHARS, TTS_PROVIDERS, VOICES } from '#app/lib/speech'

export const TTS_TEXT_REQUIRED = 'Please enter some text to convert to speech.'

export const SynthesizeSchema = z.object({
	text: plainText(
		{ required: TTS_TEXT_REQUIRED },
		z.string().trim().min(1, TTS_TEXT_REQUIRED).max(MAX_TTS_CHARS, `Text is too long. The limit is ${MAX_TTS_CHARS.toLocaleString('en-GB')} characters.`),
		{ multiline: true },
	),
	voice: z.enum(VOICES, { errorMap: () => ({ message: `Choose a voice: ${VOICES.join(', ')}.` }) }).default(DEFAULT_VOICE),
	provider: z
		.enum(TTS_PROVIDERS, { errorMap: () => ({ message: `Choose a provider: ${TTS_PROVIDERS.join(', ')}.` }) })
		.default('auto'),
})

const MAX_TAKES = 20
/** About 200 words a minute for the longest recording, with room to spare. */
const MAX_WORDS_PER_TAKE = 4000
const seconds = z.number().finite().min(0).max(MAX_RECORDING_SECONDS + 60)

/** The recordings behind a voice answer, as the voice panel sends them with the answer form. */
export const SpeechTakesSchema = z.object({
	takes: z
		.array(
			z.object({
				transcript: z.string().max(MAX_TRANSCRIPT_CHARS),
				durationSeconds: seconds,
				source: z.enum(['assemblyai', 'openai', 'browser']),
				words: z.array(z.tuple([z.string().max(100), seconds, seconds])).max(MAX_WORDS_PER_TAKE).optional(),
			}),
		)
		.min(1)
		.max(MAX_TAKES),
})
export type SpeechTakes = z.infer<typeof SpeechTakesSchema>

/**
 * The answer form's optional `speech` field: JSON text from the form, an object from the API.
 * Anything unreadable is dropped, never the answer: speech analytics are a bonus.
 */
export const speechField = z
	.preprocess((value) => {
		if (typeof value !== 'string') return value
		if (!value.trim()) return undefined
		try {
			return JSON.parse(value)
		} catch {
			return undefined
		}
	}, SpeechTakesSchema.optional())
	.catch(undefined)
