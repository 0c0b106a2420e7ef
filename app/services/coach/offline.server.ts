/**
 * The offline coach: deterministic, synchronous, no network. Parses the answer,
 * runs the STAR, values, clarity, relevance and red-flag analysers, combines them
 * into scores and writes feedback that points at the candidate's own sentences.
 */
import { type NhsValue, NHS_VALUES } from '#app/lib/nhs-values'
import { usesStar } from '#app/lib/question-kinds'
import { analyseClarity, type ClarityAnalysis } from './clarity.server'
import { writeFeedback } from './feedback/index.server'
import { parseAnswer } from './nlp.server'
import { isNumberTok } from './patterns.server'
import { analyseQuestion, type AnalysedQuestion } from './question.server'
import { detectRedFlags, redFlagFactor, type RedFlag } from './red-flags.server'
import { withJobTerms } from './job-terms.server'
import { analyseRelevance, type RelevanceAnalysis } from './relevance.server'
import { analyseStar, type StarAnalysis } from './star.server'
import { analyseStructure, type StructureAnalysis } from './structure.server'
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
	/** the structure the question's kind calls for (STAR for behavioural) */
	structure: StructureAnalysis
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
const REFLECTIVE_WEIGHTS = { star: 0.3, values: 0.3, clarity: 0.2, specificity: 0.2 }
/** Situational and knowledge questions: the approach's structure carries most weight. */
const APPROACH_WEIGHTS = { star: 0.4, values: 0.3, clarity: 0.2, specificity: 0.1 }

function weightsFor(kind: Analysis['question']['kind']) {
	if (kind === 'behavioural' || kind === 'values') return OVERALL_WEIGHTS
	if (kind === 'situational' || kind === 'knowledge') return APPROACH_WEIGHTS
	return REFLECTIVE_WEIGHTS
}
const OVERALL_CURVE = 0.72
/** Red flags at or above this severity void the values evidenced. */
const SEVERE_FLAG = 0.6
const RELEVANCE_WEIGHT = 0.75
const SUBSTANTIVE_WORDS = 80
const SUBSTANTIVE_RELEVANCE_FLOOR = 0.7
/** The most an answer about another topic can score overall. */
export const OFF_TOPIC_CAP = 0.35

function combine(a: Omit<Analysis, 'scores'>): Analysis['scores'] {
	const { parsed, star, structure, values, clarity, relevance, redFlags } = a
	if (!parsed.words || !parsed.sentences.length) {
		return { overall: 0, nhsValues: 0, star: 0, clarity: 0 }
	}
	const flagFactor = redFlagFactor(redFlags)
	// Word overlap misses on-topic answers told in other words (a question about
	// "managing performance" answered with "capability", "errors", "the nurse"), so a
	// substantive first-person example is never treated as wholly off-topic.
	const substantive =
		!relevance.offTopic &&
		(usesStar(a.question.kind) ? star.present.situation && star.present.action : structure.score >= 0.5) &&
		parsed.words >= SUBSTANTIVE_WORDS
	const relevanceScore = substantive ? Math.max(relevance.score, SUBSTANTIVE_RELEVANCE_FLOOR) : relevance.score
	const relevanceFactor = 1 - RELEVANCE_WEIGHT + RELEVANCE_WEIGHT * relevanceScore
	const brevity = Math.sqrt(Math.min(1, parsed.words / 30))

	const w = weightsFor(a.question.kind)
	const content =
		w.star * structure.score + w.values * values.score + w.clarity * clarity.score + w.specificity * a.specificity
	let overall = Math.pow(clamp(content), OVERALL_CURVE) * relevanceFactor * flagFactor * brevity
	let starScore = structure.score * (0.8 + 0.2 * relevanceScore)
	let valuesScore = values.score * flagFactor * (0.7 + 0.3 * relevanceScore)
	const clarityScore = clarity.score
	// a strong story about something other than what was asked is capped
	if (relevance.offTopic) {
		overall = Math.min(overall, OFF_TOPIC_CAP)
		starScore = Math.min(starScore, 0.5)
	}
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

/** Scores are kept to whole percentages, so the rings and the feedback text show the same number. */
function wholePercent(s: Analysis['scores']): Analysis['scores'] {
	const r = (x: number) => Math.round(x * 100) / 100
	return { overall: r(s.overall), nhsValues: r(s.nhsValues), star: r(s.star), clarity: r(s.clarity) }
}

/** Run every analyser on an input. Exposed for the calibration report and tests. */
export function analyse(input: CoachInput): Analysis {
	const question = analyseQuestion(input?.question)
	const parsed = parseAnswer(input?.answer)
	const star = analyseStar(parsed, question)
	const values = analyseValues(parsed, question)
	const clarity = analyseClarity(parsed, star)
	const relevance = withJobTerms(analyseRelevance(parsed, question, star), input?.answer, input?.context?.jobKeyTerms)
	const structure = analyseStructure(parsed, question.kind, star)
	const redFlags = detectRedFlags(parsed, question)
	// an answer that discloses disqualifying conduct (breach, cover-up, discrimination,
	// refusal, blame, unsafe practice) does not evidence the NHS values, however warm
	if (redFlags.some((f) => f.severity >= SEVERE_FLAG)) values.evidenced = []
	const base = { question, parsed, star, structure, values, clarity, relevance, redFlags, specificity: specificity(parsed) }
	return { ...base, scores: wholePercent(combine(base)) }
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
		kind: 'behavioural',
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

function analyseOrThrow(input: CoachInput): CoachResult {
	const a = analyse(input)
	const star = usesStar(a.question.kind)
	const starEvidence = Object.fromEntries(
		STAR_PARTS.map((p) => [p, star && a.star.present[p] ? sentenceTexts(a.parsed, a.star.parts[p].sentences) : []]),
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
		starPresent: usesStar(a.question.kind) ? { ...a.star.present } : null,
		kind: a.question.kind,
		evidence: { star: starEvidence, values: valueEvidence },
		provider: 'offline',
	}
}
