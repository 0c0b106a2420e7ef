/**
 * SHIM until the analysis pipeline lands `extractSignals` in ../signals.server.ts:
 * the same signature, built from today's analysers (STAR parts, values, clarity,
 * relevance, red flags, word counts, hedging). After the merge, import
 * `extractSignals` from '../signals.server' in ./coach-model.server.ts and the
 * scripts, then run `npm run train-coach` (the feature names will differ).
 */
import { type NhsValue, NHS_VALUES } from '#app/lib/nhs-values'
import { analyseClarity, type ClarityAnalysis } from '../clarity.server'
import { parseAnswer } from '../nlp.server'
import { type Analysis } from '../offline.server'
import { isNumberTok } from '../patterns.server'
import { analyseQuestion, type AnalysedQuestion } from '../question.server'
import { detectRedFlags, redFlagFactor, type RedFlag, type RedFlagKind } from '../red-flags.server'
import { analyseRelevance, type RelevanceAnalysis } from '../relevance.server'
import { analyseStar, type StarAnalysis } from '../star.server'
import { type ParsedAnswer, STAR_PARTS, type StarPresent } from '../types'
import { analyseValues, type ValuesAnalysis } from '../values.server'

export const QUESTION_KINDS = [
	'behavioural',
	'situational',
	'motivation',
	'self',
	'strengths',
	'values',
	'knowledge',
] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

export type SignalsInput = {
	question: string
	answer: string
	interviewType?: string
	experienceLevel?: string
	kind?: QuestionKind | string
}

export type Signals = {
	kind: QuestionKind
	signals: Record<string, number>
	/** null where STAR does not apply to the kind */
	starPresent: StarPresent | null
	valuesEvidenced: NhsValue[]
}

const isKind = (k: unknown): k is QuestionKind => (QUESTION_KINDS as readonly unknown[]).includes(k)

/** Today's question types mapped onto DESIGN.md's kinds (the real classifier replaces this). */
export function kindOf(q: AnalysedQuestion): QuestionKind {
	const text = q.text.toLowerCase()
	switch (q.type) {
		case 'behavioural':
			return /\bvalues?\b/.test(text) && /\bmean\b/.test(text) ? 'values' : 'behavioural'
		case 'hypothetical':
			return 'situational'
		case 'motivation':
			return 'motivation'
		case 'knowledge':
			return /\bvalues?\b|\bmean(s)? to you\b/.test(text) ? 'values' : 'knowledge'
		case 'self':
			return /\b(strengths?|weakness(es)?|development (area|need)s?|improve)\b/.test(text) ? 'strengths' : 'self'
		default:
			if (/\bvalues?\b|\bmean(s)? to you\b/.test(text)) return 'values'
			if (/\bstrengths?|weakness/.test(text)) return 'strengths'
			if (/\b(know|understand)\b/.test(text)) return 'knowledge'
			return 'behavioural'
	}
}

const SPECIFIC_ENTITIES = new Set(['DATE', 'TIME', 'DURATION', 'CARDINAL', 'PERCENT', 'MONEY', 'ORDINAL'])

function specificity(parsed: ParsedAnswer): number {
	let n = 0
	for (const s of parsed.sentences) {
		if (s.vacuous) continue
		let prev = false
		for (const t of s.tokens) {
			const ent = (t.entity !== undefined && SPECIFIC_ENTITIES.has(t.entity)) || isNumberTok(t)
			if (ent && !prev) n++
			prev = ent
		}
	}
	return n
}

const HEDGES = new Set(['maybe', 'perhaps', 'probably', 'guess', 'hopefully', 'somehow', 'kind', 'sort', 'basically', 'stuff', 'things'])
const RED_FLAG_KINDS: RedFlagKind[] = [
	'confidentiality',
	'blame',
	'refusal',
	'dishonesty',
	'unsafe',
	'disrespect',
	'self-interest',
	'no-insight',
]
const VALUE_KEY: Record<NhsValue, string> = {
	'Care and compassion': 'care',
	'Dignity and respect': 'dignity',
	'Commitment to quality of care': 'quality',
	'Improving lives': 'lives',
	'Working together for patients': 'together',
	'Everyone counts': 'everyone',
}

type Parts = {
	question: AnalysedQuestion
	parsed: ParsedAnswer
	star: StarAnalysis
	values: ValuesAnalysis
	clarity: ClarityAnalysis
	relevance: RelevanceAnalysis
	redFlags: RedFlag[]
	scores?: Analysis['scores']
}

/** Signals from an analysis the offline coach has already run (no second parse). */
export function signalsFromAnalysis(a: Parts, kindHint?: string): Signals {
	const { parsed, star, values, clarity, relevance, redFlags } = a
	const kind = isKind(kindHint) ? kindHint : kindOf(a.question)
	const s: Record<string, number> = {}
	const words = parsed.words
	const w = Math.max(1, words)
	s.logWords = Math.log1p(words)
	s.sentences = Math.log1p(parsed.wholeSentences.length)
	s.meanSentenceWords = clarity.meanSentenceWords
	s.longSentences = clarity.longSentences
	s.fillerRate = clarity.fillerRate
	s.repetition = clarity.repetition
	s.clarity = clarity.score
	s.oovRate = parsed.oovRate
	s.nonEnglish = parsed.nonEnglish ? 1 : 0
	s.vacuousShare = parsed.sentences.filter((x) => x.vacuous).length / Math.max(1, parsed.sentences.length)
	s.habitualShare = parsed.sentences.filter((x) => x.habitual).length / Math.max(1, parsed.sentences.length)
	let i = 0
	let we = 0
	let you = 0
	let hedges = 0
	let numbers = 0
	for (const sent of parsed.sentences) {
		for (const t of sent.tokens) {
			if (t.norm === 'i' || t.norm === 'my' || t.norm === 'me') i++
			else if (t.norm === 'we' || t.norm === 'our' || t.norm === 'us') we++
			else if (t.norm === 'you' || t.norm === 'your') you++
			if (HEDGES.has(t.norm)) hedges++
			if (isNumberTok(t)) numbers++
		}
	}
	s.iRate = i / w
	s.weRate = we / w
	s.youRate = you / w
	s.hedgeRate = hedges / w
	s.numberRate = numbers / w
	s.specificity = Math.min(1, specificity(parsed) / 6)
	// STAR
	s.starScore = star.score
	for (const p of STAR_PARTS) {
		s[`star_${p}`] = star.parts[p].strength
		s[`starPresent_${p}`] = star.present[p] ? 1 : 0
	}
	s.reflection = star.reflection.strength
	s.ownActions = Math.log1p(star.ownActions.length)
	s.teamActions = Math.log1p(star.teamActions.length)
	s.hypotheticalShare = star.hypotheticalShare
	s.genericClauses = Math.log1p(star.genericClauses)
	s.narrativeClauses = Math.log1p(star.narrativeClauses)
	s.ordered = star.ordered ? 1 : 0
	s.labelStuffing = star.labelStuffing ? 1 : 0
	// values
	s.valuesScore = values.score
	for (const v of NHS_VALUES) {
		s[`value_${VALUE_KEY[v]}`] = Math.min(3, values.perValue[v].total)
		s[`valuePartial_${VALUE_KEY[v]}`] = Math.min(3, values.perValue[v].partial)
		s[`valueRule_${VALUE_KEY[v]}`] = values.evidenced.includes(v) ? 1 : 0
	}
	s.valuesEvidenced = values.evidenced.length
	s.valuesNamed = values.named.length
	s.namingSentences = Math.log1p(values.namingSentences.length)
	// relevance
	s.relevance = relevance.score
	s.typeMismatch = relevance.typeMismatch ? 1 : 0
	s.relevanceFamilies = relevance.families.length
	s.relevanceMatched = Math.log1p(relevance.matched.length)
	// red flags
	s.flagFactor = redFlagFactor(redFlags)
	s.flagMax = redFlags.reduce((m, f) => Math.max(m, f.severity), 0)
	s.flagCount = Math.log1p(redFlags.length)
	for (const k of RED_FLAG_KINDS) {
		s[`flag_${k}`] = redFlags.filter((f) => f.kind === k).reduce((m, f) => Math.max(m, f.severity), 0)
	}
	// the hand-set scores, as one more signal each
	if (a.scores) {
		s.ruleOverall = a.scores.overall
		s.ruleValues = a.scores.nhsValues
		s.ruleStar = a.scores.star
		s.ruleClarity = a.scores.clarity
	}
	const starApplies = kind === 'behavioural' || kind === 'values'
	return {
		kind,
		signals: s,
		starPresent: starApplies ? { ...star.present } : null,
		valuesEvidenced: [...values.evidenced],
	}
}

/**
 * Same signature as the pipeline's `extractSignals` (../signals.server.ts, coming).
 * Without the hand-set scores: the model is trained on `signalsFromAnalysis(analyse(input))`.
 */
export function extractSignals(input: SignalsInput): Signals {
	const question = analyseQuestion(input.question)
	const parsed = parseAnswer(input.answer)
	const star = analyseStar(parsed, question)
	const values = analyseValues(parsed, question)
	const clarity = analyseClarity(parsed, star)
	const relevance = analyseRelevance(parsed, question, star)
	const redFlags = detectRedFlags(parsed, question)
	if (redFlags.some((f) => f.severity >= 0.6)) values.evidenced = []
	return signalsFromAnalysis({ question, parsed, star, values, clarity, relevance, redFlags }, input.kind)
}
