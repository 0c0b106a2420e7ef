/**
 * What the learned coach reads of an analysed answer: the pipeline's named
 * signals (../signals.server.ts), plus the hand-set scores as four more
 * signals and the two guards its caps read (the most confident red flag, and
 * no example given where the question asks for one).
 */
import { usesStar } from '#app/lib/question-kinds'
import { analyse, type Analysis } from '../offline.server'
import { signalsOf, type Signals, type SignalsInput } from '../signals.server'
import { type CoachQuestion } from '../types'

export { type Signals, type SignalsInput }

/** Signals from an analysis the offline coach has already run (no second parse). */
export function signalsFromAnalysis(a: Analysis): Signals {
	const s = { ...signalsOf(a) }
	s.flagMax = s.redflag_confidence ?? 0
	s.typeMismatch = a.relevance.typeMismatch ? 1 : 0
	s.ruleOverall = a.scores.overall
	s.ruleValues = a.scores.nhsValues
	s.ruleStar = a.scores.star
	s.ruleClarity = a.scores.clarity
	return {
		kind: a.question.kind,
		signals: s,
		starPresent: usesStar(a.question.kind) ? { ...a.star.present } : null,
		valuesEvidenced: [...a.values.evidenced],
	}
}

export function extractSignals(input: SignalsInput): Signals {
	const question: CoachQuestion = typeof input.question === 'string' ? { text: input.question } : { ...input.question }
	if (input.kind) question.kind = input.kind
	return signalsFromAnalysis(
		analyse({ question, answer: input.answer, interviewType: input.interviewType, experienceLevel: input.experienceLevel }),
	)
}
