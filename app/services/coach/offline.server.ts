/**
 * The offline coach: deterministic, synchronous, no network. Parses the answer,
 * runs the STAR, values, clarity, relevance and red-flag analysers, combines them
 * into scores and writes feedback that points at the candidate's own sentences.
 */
import { type NhsValue, NHS_VALUES } from '#app/lib/nhs-values'
import { analyseClarity, type ClarityAnalysis } from './clarity.server'
import { writeFeedback } from './feedback-writer.server'
import { parseAnswer } from './nlp.server'
import { isNumberTok } from './patterns.server'
import { analyseQuestion, type AnalysedQuestion } from './question.server'
import { detectRedFlags, redFlagFactor, type RedFlag } from './red-flags.server'
import { withJobTerms } from './job-terms.server'
// learned coach (issue 9): see ./model/ and docs/decisions/0020-learned-coach.md
import { capped, coachModel, scoreWithModel } from './model/coach-model.server'
import { signalsFromAnalysis } from './model/signals-shim.server'
import { analyseRelevance, type RelevanceAnalysis } from './relevance.server'
import { analyseStar, type StarAnalysis } from './star.server'
import {
	type CoachInput,
	type CoachResult,
	type ParsedAnswer,
	STAR_PARTS,
	type StarPart,
} from './types'
import { analyseValues, type ValuesAnalysis } from './values.server'

export type Analysis = {
	question: AnalysedQuestion
	parsed: ParsedAnswer
	star: StarAnalysis
	values: ValuesAnalysis
	clarity: ClarityAnalysis
	relevance: RelevanceAnalysis
	redFlags: RedFlag[]
	specificity: number
	scores: { overall: number; nhsValues: number; star: number; clarity: number }
}

const SPECIFIC_ENTITIES = new Set(['DATE', 'TIME', 'DURATION', 'CARDINAL', 'PERCENT', 'MONEY', 'ORDINAL'])

/** Concrete detail: numbers, times, durations, named people and places. */
function specificity(parsed: ParsedAnswer): number {
	let n = 0
	for (const s of parsed.sentences) {
		if (s.vacuous) continue
		let prevEntity = false
		for (const t of s.tokens) {
			const ent = t.entity !== undefined && SPECIFIC_ENTITIES.has(t.entity)
			if ((ent || isNumberTok(t)) && !prevEntity) n++
			prevEntity = ent || isNumberTok(t)
		}
	}
	return Math.min(1, n / 6)
}

const clamp = (x: number) => Math.max(0, Math.min(1, x))

/**
 * Weights of the overall score. Content is a weighted mean of the sub-scores; a
 * concave curve then spreads the middle (a relevant but generic answer is "fair",
 * not "poor"); relevance and red flags multiply. Tuned once against the graded
 * calibration answers (scripts/calibrate.ts) with the weights held to round values.
 */
export const OVERALL_WEIGHTS = { star: 0.3, values: 0.35, clarity: 0.2, specificity: 0.15 }
/** Motivation and self-description questions do not call for a full STAR story. */
const REFLECTIVE_WEIGHTS = { star: 0.15, values: 0.4, clarity: 0.25, specificity: 0.2 }
const OVERALL_CURVE = 0.72
/** Red flags at or above this severity void the values evidenced. */
const SEVERE_FLAG = 0.6
const RELEVANCE_WEIGHT = 0.75
const SUBSTANTIVE_WORDS = 80
const SUBSTANTIVE_RELEVANCE_FLOOR = 0.7

function combine(a: Omit<Analysis, 'scores'>): Analysis['scores'] {
	const { parsed, star, values, clarity, relevance, redFlags } = a
	if (!parsed.words || !parsed.sentences.length) {
		return { overall: 0, nhsValues: 0, star: 0, clarity: 0 }
	}
	const flagFactor = redFlagFactor(redFlags)
	// Word overlap misses on-topic answers told in other words (a question about
	// "managing performance" answered with "capability", "errors", "the nurse"), so a
	// substantive first-person example is never treated as wholly off-topic.
	const substantive = star.present.situation && star.present.action && parsed.words >= SUBSTANTIVE_WORDS
	const relevanceScore = substantive ? Math.max(relevance.score, SUBSTANTIVE_RELEVANCE_FLOOR) : relevance.score
	const relevanceFactor = 1 - RELEVANCE_WEIGHT + RELEVANCE_WEIGHT * relevanceScore
	const brevity = Math.sqrt(Math.min(1, parsed.words / 30))

	const w = a.question.type === 'motivation' || a.question.type === 'self' ? REFLECTIVE_WEIGHTS : OVERALL_WEIGHTS
	const content =
		w.star * star.score + w.values * values.score + w.clarity * clarity.score + w.specificity * a.specificity
	let overall = Math.pow(clamp(content), OVERALL_CURVE) * relevanceFactor * flagFactor * brevity
	let starScore = star.score * (0.8 + 0.2 * relevanceScore)
	let valuesScore = values.score * flagFactor * (0.7 + 0.3 * relevanceScore)
	const clarityScore = clarity.score
	if (parsed.nonEnglish) {
		overall *= 0.2
		starScore *= 0.2
		valuesScore *= 0.2
	}
	return {
		overall: clamp(overall),
		nhsValues: clamp(valuesScore),
		star: clamp(starScore),
		clarity: clamp(clarityScore),
	}
}

/** Run every analyser on an input. Exposed for the calibration report and tests. */
export function analyse(input: CoachInput): Analysis {
	const question = analyseQuestion(input?.question)
	const parsed = parseAnswer(input?.answer)
	const star = analyseStar(parsed, question)
	const values = analyseValues(parsed, question)
	const clarity = analyseClarity(parsed, star)
	const relevance = withJobTerms(analyseRelevance(parsed, question, star), input?.answer, input?.context?.jobKeyTerms)
	const redFlags = detectRedFlags(parsed, question)
	// an answer that discloses disqualifying conduct (breach, cover-up, discrimination,
	// refusal, blame, unsafe practice) does not evidence the NHS values, however warm
	if (redFlags.some((f) => f.severity >= SEVERE_FLAG)) values.evidenced = []
	const base = { question, parsed, star, values, clarity, relevance, redFlags, specificity: specificity(parsed) }
	return { ...base, scores: combine(base) }
}

function sentenceTexts(parsed: ParsedAnswer, indexes: number[]): string[] {
	const seen = new Set<number>()
	const out: string[] = []
	for (const i of indexes) {
		if (seen.has(i)) continue
		seen.add(i)
		const s = parsed.sentences[i]
		if (s) out.push(s.text)
	}
	return out
}

const round3 = (x: number) => Math.round(x * 1000) / 1000

const EMPTY_STAR = { situation: false, task: false, action: false, result: false }

/** A safe result for input the analysers could not handle (never expected; never throws). */
function failedResult(): CoachResult {
	return {
		overall: 0,
		nhsValues: 0,
		star: 0,
		clarity: 0,
		detailedAnalysis:
			'The coach could not analyse this answer. Check that it is plain text in English and try again.',
		strengths: [],
		improvements: ['Give a full answer to the question using one real example.'],
		recommendations: ['Use the STAR method: the Situation, your Task, the Actions you took and the Result.'],
		valuesEvidenced: [],
		starPresent: { ...EMPTY_STAR },
		evidence: { star: { situation: [], task: [], action: [], result: [] }, values: {} },
		provider: 'offline',
	}
}

export function analyseAnswerOffline(input: CoachInput): CoachResult {
	try {
		return analyseOrThrow(input)
	} catch (err) {
		console.warn(`[coach] offline analysis failed: ${err instanceof Error ? err.message : String(err)}`)
		return failedResult()
	}
}

/**
 * LEARNED COACH WIRING. When ./model/coach-model.json holds trained weights, the
 * overall score (and each sub-score, value or STAR part the model beat the rules on
 * in cross-validation) comes from the model; the hand-set scoring above is the
 * fallback. Empty and non-English answers keep the hand-set handling; for answers
 * shorter or longer than every training answer, and where no example was given to a
 * question asking for one (see `capped`), no score exceeds the hand-set one.
 */
function withModel(input: CoachInput, a: Analysis): Analysis {
	if (!coachModel || !a.parsed.words || a.parsed.nonEnglish) return a
	const sig = signalsFromAnalysis(a)
	const m = scoreWithModel(
		coachModel,
		{
			question: a.question.text,
			answer: a.parsed.raw,
			interviewType: input?.interviewType,
			experienceLevel: input?.experienceLevel,
		},
		sig,
	)
	const star = m.starParts ? { ...a.star, present: { ...a.star.present, ...m.starParts } } : a.star
	const values = m.valuesEvidenced ? { ...a.values, evidenced: m.valuesEvidenced } : a.values
	// outside the lengths the model learnt from, a score is never above the hand-set one
	const [fewest, most] = coachModel.wordRange
	const outside = a.parsed.words < fewest || a.parsed.words > most
	const pick = (model: number | undefined, rules: number) =>
		model === undefined ? rules : outside ? Math.min(model, rules) : capped(model, rules, sig)
	return {
		...a,
		star,
		values,
		scores: {
			overall: pick(m.overall, a.scores.overall),
			nhsValues: pick(m.nhsValues, a.scores.nhsValues),
			star: pick(m.star, a.scores.star),
			clarity: pick(m.clarity, a.scores.clarity),
		},
	}
}

function analyseOrThrow(input: CoachInput): CoachResult {
	const a = withModel(input, analyse(input))
	const starEvidence = Object.fromEntries(
		STAR_PARTS.map((p) => [p, a.star.present[p] ? sentenceTexts(a.parsed, a.star.parts[p].sentences) : []]),
	) as Record<StarPart, string[]>
	const valueEvidence: Partial<Record<NhsValue, string[]>> = {}
	for (const v of NHS_VALUES) {
		if (a.values.evidenced.includes(v)) {
			valueEvidence[v] = sentenceTexts(a.parsed, a.values.perValue[v].sentences)
		}
	}
	const feedback = writeFeedback(a)
	return {
		overall: round3(a.scores.overall),
		nhsValues: round3(a.scores.nhsValues),
		star: round3(a.scores.star),
		clarity: round3(a.scores.clarity),
		...feedback,
		valuesEvidenced: [...a.values.evidenced],
		starPresent: { ...a.star.present },
		evidence: { star: starEvidence, values: valueEvidence },
		provider: 'offline',
	}
}
