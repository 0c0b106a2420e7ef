/**
 * The hand-set score: sub-scores from the analysers, weighted per question kind,
 * multiplied by relevance and confident red flags, capped when off topic. The
 * learned scorer (./model/) replaces the overall where its weights file exists;
 * this stays as the fallback.
 */
import { usesStar } from '#app/lib/question-kinds'
import { type Analysis } from './offline.server'
import { isNumberTok } from './patterns.server'
import { redFlagFactor } from './red-flags.server'
import { type ParsedAnswer } from './types'

const SPECIFIC_ENTITIES = new Set(['DATE', 'TIME', 'DURATION', 'CARDINAL', 'PERCENT', 'MONEY', 'ORDINAL'])

/** Concrete detail: numbers, times, durations, named people and places. */
export function specificity(parsed: ParsedAnswer): number {
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
const RELEVANCE_WEIGHT = 0.75
const SUBSTANTIVE_WORDS = 80
const SUBSTANTIVE_RELEVANCE_FLOOR = 0.7
/** The most an answer about another topic can score overall. */
export const OFF_TOPIC_CAP = 0.35

export function handSetScores(a: Omit<Analysis, 'scores'>): Analysis['scores'] {
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
export function wholePercent(s: Analysis['scores']): Analysis['scores'] {
	const r = (x: number) => Math.round(x * 100) / 100
	return { overall: r(s.overall), nhsValues: r(s.nhsValues), star: r(s.star), clarity: r(s.clarity) }
}

