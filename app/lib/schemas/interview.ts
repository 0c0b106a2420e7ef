/** Interview schemas shared by the page actions and the /api/interview endpoints. */
import { z } from 'zod'
import { EXPERIENCE_LEVELS, INTERVIEW_TYPES } from '#app/lib/interview-types'
import { NHS_VALUES } from '#app/lib/nhs-values'
import { CONTROL_CHARACTERS_EXCEPT_NEWLINES, plainText } from './text'
import { speechField } from './speech'

import { MAX_ANSWER_CHARS } from '#app/lib/answer-length'

export { MAX_ANSWER_CHARS }
const ANSWER_TOO_LONG = `Your answer is too long. Please keep it under ${MAX_ANSWER_CHARS.toLocaleString('en-GB')} characters.`

/** true, "true", "on" or "1" (a checkbox or hidden field, or JSON); anything else is false. */
const booleanField = z
	.union([z.boolean(), z.string()])
	.optional()
	.transform((v) => v === true || v === 'true' || v === 'on' || v === '1')

export const StartInterviewSchema = z.object({
	type: z.enum(INTERVIEW_TYPES, {
		errorMap: () => ({ message: 'Please choose an interview type' }),
	}),
	experienceLevel: z.enum(EXPERIENCE_LEVELS, {
		errorMap: () => ({ message: 'Please choose an experience level' }),
	}),
	mode: z.enum(['text', 'voice']).default('text'),
	/** "Practise the gaps": questions aimed at the job description's criteria not yet evidenced */
	focus: z.enum(['gaps']).optional(),
	/** a session aimed at a weakness (the results page's "Practise ..." button): questions testing this value */
	focusValue: z.enum(NHS_VALUES).optional().catch(undefined),
})

export const SubmitResponseSchema = z.object({
	questionId: z.string({ required_error: 'Missing question' }).uuid('Unknown question'),
	transcriptionText: plainText(
		{ required: 'Please write your answer before submitting.' },
		z.string().trim().min(1, 'Please write your answer before submitting.').max(MAX_ANSWER_CHARS, ANSWER_TOO_LONG),
		{ multiline: true },
	),
	responseTime: z.coerce.number().int().min(0).max(24 * 60 * 60).optional().nullable().catch(null),
	sessionId: z.string().optional(),
	inputMode: z.enum(['text', 'voice']).default('text'),
	/** the recordings behind a voice answer, for speech delivery analytics */
	speech: speechField,
	/** "Try this question again": add an attempt to an answered question instead of replacing the latest one */
	newAttempt: booleanField,
	/**
	 * The confidentiality guard (the answer form only): the candidate saw the
	 * warning and chose to submit as written, or took the anonymised version.
	 */
	privacy: z.enum(['checked', 'as-written', 'anonymised']).optional().catch(undefined),
})

/** POST /api/answer-check {text}: the confidentiality guard and hedging check. */
export const AnswerCheckSchema = z.object({
	text: plainText(
		{ required: 'Please write your answer before submitting.' },
		z.string().max(MAX_ANSWER_CHARS, ANSWER_TOO_LONG),
		{ multiline: true },
	),
})

/** What the answer form sends when the candidate moves on without submitting: the text is kept as a draft. */
export const SaveDraftSchema = z.object({
	questionId: z.string({ required_error: 'Missing question' }).uuid('Unknown question'),
	transcriptionText: z
		.string()
		.max(MAX_ANSWER_CHARS, ANSWER_TOO_LONG)
		.default('')
		// A draft is kept as typed, minus control characters a database cannot store (tabs and new lines stay).
		.transform((text) => text.replace(new RegExp(CONTROL_CHARACTERS_EXCEPT_NEWLINES.source, 'g'), '')),
})

/** Where the answer form's buttons go: submit for feedback, or move on keeping a draft. */
export const ANSWER_FORM_INTENTS = ['submit', 'previous', 'next', 'exit'] as const
export type AnswerFormIntent = (typeof ANSWER_FORM_INTENTS)[number]
