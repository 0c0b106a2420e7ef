/**
 * Feedback, written per question kind from small templates: strengths, then
 * improvements (most serious first), recommendations and a short summary. Every
 * quote is one of the candidate's own sentences.
 */
import { type Analysis } from '../offline.server'
import { feedbackContext } from './context.server'
import { writeImprovements } from './improvements.server'
import { writeRecommendations } from './recommendations.server'
import { writeStrengths } from './strengths.server'
import { writeSummary } from './summary.server'

export type Feedback = {
	detailedAnalysis: string
	strengths: string[]
	improvements: string[]
	recommendations: string[]
}

const NON_ENGLISH: Feedback = {
	detailedAnalysis:
		'This answer does not appear to be in English, so the coach could not analyse it. NHS interviews are held in English; write or record your answer in English to get scores and feedback.',
	strengths: [],
	improvements: ['Answer in English so the coach can assess structure, NHS values and clarity.'],
	recommendations: ['Use the STAR method: the Situation, your Task, the Actions you took and the Result.'],
}

const EMPTY: Feedback = {
	detailedAnalysis: 'There was no answer to analyse. Type or record your answer to the question and submit it again to get feedback.',
	strengths: [],
	improvements: ['Give an answer: pick one real example and talk it through from start to finish.'],
	recommendations: [
		'Use the STAR method: the Situation, your Task, the Actions you took and the Result, then what you learnt.',
		'Aim for 3-5 minutes when spoken (roughly 350-750 words).',
	],
}

export function writeFeedback(a: Analysis): Feedback {
	if (a.parsed.nonEnglish && a.parsed.words > 0) return { ...NON_ENGLISH }
	if (a.parsed.words === 0 || !a.parsed.sentences.length) return { ...EMPTY }
	const ctx = feedbackContext(a)
	// strengths first: they claim the best sentences to quote
	const strengths = writeStrengths(ctx)
	return {
		detailedAnalysis: writeSummary(ctx),
		strengths,
		improvements: writeImprovements(ctx),
		recommendations: writeRecommendations(ctx),
	}
}
