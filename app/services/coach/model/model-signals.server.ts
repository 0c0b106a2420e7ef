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
import { findTrapSentences, trapSentencesModel } from './trap-sentences.server'

export { type Signals, type SignalsInput }

/**
 * Signals from an analysis the offline coach has already run (no second parse). With the
 * trap-sentence finder loaded, `trap_sentence` is the probability of the answer's most
 * trap-like sentence (in training, each answer's out-of-fold one replaces it).
 */
export function signalsFromAnalysis(a: Analysis): Signals {
	const s = { ...signalsOf(a) }
	const trapSentences = trapSentencesModel
		? findTrapSentences(
				trapSentencesModel,
				a.parsed.wholeSentences.map((w) => w.text),
				a.question.kind,
			)
		: undefined
	if (trapSentences) s.trap_sentence = trapSentences.top < 0 ? 0 : trapSentences.probabilities[trapSentences.top]
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
		...(trapSentences ? { trapSentences } : {}),
	}
}

export function extractSignals(input: SignalsInput): Signals {
	const question: CoachQuestion = typeof input.question === 'string' ? { text: input.question } : { ...input.question }
	if (input.kind) question.kind = input.kind
	return signalsFromAnalysis(
		analyse({ question, answer: input.answer, interviewType: input.interviewType, experienceLevel: input.experienceLevel }),
	)
}
