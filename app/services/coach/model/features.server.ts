/**
 * Feature vector of one answer for the learned coach: the analyser's signals, the
 * question kind (one-hot, and crossed with a few key signals), interview type and
 * level, the answer's mean word vector (./word-vectors.server.ts; also crossed with
 * the kind), and hashed word uni/bi-grams of the answer and of the answer words that
 * also appear in the question. Raw values; standardisation is folded into the saved
 * weights (see ./train.server.ts).
 */
import { EXPERIENCE_LEVELS, INTERVIEW_TYPES } from '#app/lib/interview-types'
import { QUESTION_KINDS } from '#app/lib/question-kinds'
import { type Signals } from './model-signals.server'
import { meanVector } from './word-vectors.server'

export type FeatureSpec = {
	/** signal names in a fixed order */
	signals: string[]
	/** signals crossed with each kind */
	crossed: string[]
	/** dimensions of the answer's mean word vector (0 or absent: none) */
	embedding?: number
	/** the vector again in the question kind's own columns (zeros in the other kinds'), so each kind can weigh it its own way */
	embeddingByKind?: boolean
	/** hashed answer uni/bi-gram buckets */
	ngramBuckets: number
	/** hashed question-overlap word buckets */
	overlapBuckets: number
}

export const DEFAULT_CROSSED = [
	'star_score',
	'hypothetical_share',
	'ruleOverall',
	'values_score',
	'relevance',
	'log_words',
	'reflection',
	'flagMax',
]

export type FeatureInput = {
	question: string
	answer: string
	interviewType?: string
	experienceLevel?: string
}

const STOP = new Set(
	(
		'a an the and or but if of to in on at by for with from as is are was were be been being am it its this that these those ' +
		'i me my we our us you your he she him her his they them their there here so then than too very can could would should will ' +
		'shall may might must do does did done have has had not no yes what which who whom whose when where why how about into ' +
		'over under up down out off again just also only all any some each both more most other such own same s t'
	).split(' '),
)

/** A word too common to carry meaning on its own (it still counts inside bigrams). */
export const isStopWord = (w: string): boolean => STOP.has(w)

export function words(text: string): string[] {
	return (text.toLowerCase().replace(/[’‘]/g, "'").match(/[a-z][a-z']*/g) ?? []).map((w) => w.replace(/'s$|'$/, ''))
}

/** FNV-1a, 32 bits. */
export function hash(s: string): number {
	let h = 0x811c9dc5
	for (let i = 0; i < s.length; i++) {
		h ^= s.charCodeAt(i)
		h = Math.imul(h, 0x01000193)
	}
	return h >>> 0
}

export function featureNames(spec: FeatureSpec): string[] {
	const names: string[] = [...spec.signals]
	for (const k of QUESTION_KINDS) names.push(`kind_${k}`)
	for (const k of QUESTION_KINDS) for (const c of spec.crossed) names.push(`${k}_x_${c}`)
	for (const t of INTERVIEW_TYPES) names.push(`type_${t}`)
	for (const l of EXPERIENCE_LEVELS) names.push(`level_${l}`)
	for (let j = 0; j < (spec.embedding ?? 0); j++) names.push(`vector_${j}`)
	if (spec.embeddingByKind) for (const k of QUESTION_KINDS) for (let j = 0; j < (spec.embedding ?? 0); j++) names.push(`${k}_x_vector_${j}`)
	for (let b = 0; b < spec.ngramBuckets; b++) names.push(`ngram_${b}`)
	for (let b = 0; b < spec.overlapBuckets; b++) names.push(`overlap_${b}`)
	return names
}

const vectorColumns = (spec: FeatureSpec) => (spec.embedding ?? 0) * (spec.embeddingByKind ? 1 + QUESTION_KINDS.length : 1)

export function featureCount(spec: FeatureSpec): number {
	return (
		spec.signals.length +
		QUESTION_KINDS.length * (1 + spec.crossed.length) +
		INTERVIEW_TYPES.length +
		EXPERIENCE_LEVELS.length +
		vectorColumns(spec) +
		spec.ngramBuckets +
		spec.overlapBuckets
	)
}

/**
 * The boosted trees' view of an answer: the analyser's signals in the spec's order and
 * the question kind (one-hot). Dense and small; the words themselves stay with the
 * linear model's n-grams.
 */
export function treeFeatures(spec: Pick<FeatureSpec, 'signals'>, sig: Signals): Float64Array {
	const x = new Float64Array(spec.signals.length + QUESTION_KINDS.length)
	spec.signals.forEach((name, j) => {
		const v = sig.signals[name]
		x[j] = Number.isFinite(v) ? v : 0
	})
	x[spec.signals.length + QUESTION_KINDS.indexOf(sig.kind)] = 1
	return x
}

/** The hashed uni/bi-gram buckets a text fills (unigrams without stop words). */
export function ngramBuckets(text: string, buckets: number): Set<number> {
	return wordBuckets(words(text), buckets)
}

function wordBuckets(ws: string[], buckets: number): Set<number> {
	const seen = new Set<number>()
	for (let i = 0; i < ws.length; i++) {
		if (!STOP.has(ws[i])) seen.add(hash(`u:${ws[i]}`) % buckets)
		if (i + 1 < ws.length) seen.add(hash(`b:${ws[i]} ${ws[i + 1]}`) % buckets)
	}
	return seen
}

/** Where the answer n-gram buckets start in the feature vector. */
export const ngramOffset = (spec: FeatureSpec) => featureCount(spec) - spec.ngramBuckets - spec.overlapBuckets

export function buildFeatures(spec: FeatureSpec, input: FeatureInput, sig: Signals): Float64Array {
	const x = new Float64Array(featureCount(spec))
	let o = 0
	for (const name of spec.signals) {
		const v = sig.signals[name]
		x[o++] = Number.isFinite(v) ? v : 0
	}
	const kindIndex = QUESTION_KINDS.indexOf(sig.kind)
	x[o + kindIndex] = 1
	o += QUESTION_KINDS.length
	for (let k = 0; k < QUESTION_KINDS.length; k++) {
		for (const c of spec.crossed) {
			const v = sig.signals[c]
			x[o++] = k === kindIndex && Number.isFinite(v) ? v : 0
		}
	}
	const t = (INTERVIEW_TYPES as readonly string[]).indexOf(input.interviewType ?? '')
	if (t >= 0) x[o + t] = 1
	o += INTERVIEW_TYPES.length
	const l = (EXPERIENCE_LEVELS as readonly string[]).indexOf(input.experienceLevel ?? '')
	if (l >= 0) x[o + l] = 1
	o += EXPERIENCE_LEVELS.length
	const answerWords = words(input.answer)
	if (spec.embedding) {
		const v = meanVector(answerWords.filter((w) => !STOP.has(w))).subarray(0, spec.embedding)
		x.set(v, o)
		if (spec.embeddingByKind) x.set(v, o + spec.embedding * (1 + kindIndex))
		o += vectorColumns(spec)
	}
	if (spec.ngramBuckets > 0) {
		const seen = wordBuckets(answerWords, spec.ngramBuckets)
		// unit length: how many n-grams an answer has must not stand in for its length
		for (const b of seen) x[o + b] = 1 / Math.sqrt(seen.size)
		o += spec.ngramBuckets
	}
	if (spec.overlapBuckets > 0) {
		const qs = new Set(words(input.question).filter((w) => !STOP.has(w) && w.length > 2))
		const seen = new Set<number>()
		for (const w of answerWords) if (qs.has(w)) seen.add(hash(`o:${w}`) % spec.overlapBuckets)
		for (const b of seen) x[o + b] = 1 / Math.sqrt(Math.max(1, qs.size))
		o += spec.overlapBuckets
	}
	return x
}
