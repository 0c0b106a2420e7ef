/** Interview schemas shared by the page actions and the /api/interview endpoints. */
import { z } from 'zod'
import { EXPERIENCE_LEVELS, INTERVIEW_TYPES } from '#app/lib/interview-types'

/** The longest answer we accept: far beyond a 5-minute spoken answer (~750 words). */
export const MAX_ANSWER_CHARS = 20_000

export const StartInterviewSchema = z.object({
	type: z.enum(INTERVIEW_TYPES, {
		errorMap: () => ({ message: 'Please choose an interview type' }),
	}),
	experienceLevel: z.enum(EXPERIENCE_LEVELS, {
		errorMap: () => ({ message: 'Please choose an experience level' }),
	}),
	mode: z.enum(['text', 'voice']).default('text'),
})

export const SubmitResponseSchema = z.object({
	questionId: z.string({ required_error: 'Missing question' }).uuid('Unknown question'),
	transcriptionText: z
		.string({ required_error: 'Please write your answer before submitting.' })
		.trim()
		.min(1, 'Please write your answer before submitting.')
		.max(MAX_ANSWER_CHARS, `Your answer is too long. Please keep it under ${MAX_ANSWER_CHARS.toLocaleString('en-GB')} characters.`),
	responseTime: z.coerce.number().int().min(0).max(24 * 60 * 60).optional().nullable().catch(null),
	sessionId: z.string().optional(),
	inputMode: z.enum(['text', 'voice']).default('text'),
})
