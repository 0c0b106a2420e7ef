/**
 * The learned coach at run time: reads the weights `npm run train-coach` saved in
 * ./coach-model.json and scores one answer from its signals. Weights act on raw
 * features (standardisation is folded in at save time); where the file has boosted
 * trees (./gbdt.ts) for the overall, a value or a STAR part, their output is mixed in
 * at the share saved beside them. When the file is absent or unreadable,
 * `coachModel` is undefined and the hand-set scoring stays in charge.
 */
import { type NhsValue, NHS_VALUES } from '#app/lib/nhs-values'
import { STAR_PARTS, type StarPart, type StarPresent } from '../types'
import modelJson from './coach-model.json'
import { SEVERE_FLAG } from '../red-flags.server'
import { OFF_TOPIC_CAP } from '../score.server'
import { coachModelSchema, type CoachModel, dot, type LinearJson } from './model-schema'
import { buildFeatures, treeFeatures, type FeatureInput } from './features.server'
import { type Boosted, boostedOutput } from './gbdt'
import { sigmoid } from './linalg'
import { type Signals } from './model-signals.server'

function load(): CoachModel | undefined {
	const parsed = coachModelSchema.safeParse(modelJson)
	return parsed.success ? parsed.data : undefined
}

export const coachModel: CoachModel | undefined = load()

const clamp01 = (x: number) => Math.max(0, Math.min(1, x))

/** A severe red flag (SEVERE_FLAG): it guards the overall (`capped`) and voids the values evidenced, as in the hand-set coach. */
export const severelyFlagged = (sig: Signals) => (sig.signals.flagMax ?? 0) >= SEVERE_FLAG

/**
 * The learned score is at most a trust band above the hand-set one: the model ranks
 * answers better overall and may mark an answer down freely, but the analysers'
 * findings (structure the kind calls for, relevance, flags) bound how far it lifts
 * one. Where the analysis doubts the answer in a way the rules already price (the
 * question asked for an example and the answer gives none, or a severe red flag
 * read with stance: the candidate did or endorsed the act), the narrower guard band
 * bounds it instead; an answer about something else (off topic) is never lifted above
 * the rules' cap, as the issue asks and the feedback says; and where the answer
 * shares nothing with the question (relevance 0) it scores no more than an off-topic
 * answer may (OFF_TOPIC_CAP) unless the rules already score it higher. Both bands are
 * chosen out of fold by `npm run train-coach` (the narrowest that ranks within a hair
 * of the best; see `chooseBands`) and saved in the model file; TRUST_BAND and no guard
 * band where the file has none. Used at run time and in cross-validation.
 */
export const TRUST_BAND = 0.15
export function capped(model: number, rules: number, sig: Signals, band = TRUST_BAND, guardBand = 0): number {
	const s = sig.signals
	const banded = Math.min(rules + band, model)
	// a story about something else is capped as the rules cap it, and told so
	if ((s.off_topic ?? 0) > 0) return Math.min(banded, rules)
	if ((s.typeMismatch ?? 0) > 0 || severelyFlagged(sig)) return Math.min(banded, rules + guardBand)
	// nothing of the question in the answer: at most what an answer on another topic may score
	return (s.relevance ?? 1) <= 0 ? Math.min(banded, Math.max(rules, OFF_TOPIC_CAP)) : banded
}

/**
 * Whether a STAR part counts as present by the model's probability. As for the overall: where
 * the question asked for an example and the answer gives none, the model may drop a part the
 * analysers found but not add one they did not. Used at run time and in cross-validation.
 */
export function learnedStarPart(probability: number, sig: Signals, part: StarPart): boolean {
	return probability >= 0.5 && ((sig.signals.typeMismatch ?? 0) <= 0 || Boolean(sig.starPresent?.[part]))
}

export type ModelScores = {
	/** fractions 0..1; a sub-score is present only where the model beat the rules in cross-validation */
	overall: number
	nhsValues?: number
	star?: number
	clarity?: number
	/** replaces the rules' list only when the value classifiers beat them */
	valuesEvidenced?: NhsValue[]
	/** parts the model decides; the rest stay with the rules */
	starParts?: Partial<StarPresent>
}

/** A classifier's probability, with its boosted trees' mixed in at their share where the model has them. */
function probability(linear: LinearJson, x: Float64Array, trees: { share: number; trees: Partial<Record<string, Boosted>> } | undefined, key: string, t: () => Float64Array): number {
	const p = sigmoid(dot(linear, x))
	const b = trees?.trees[key]
	return b ? (1 - trees.share) * p + trees.share * sigmoid(boostedOutput(b, t())) : p
}

/** `x`: the answer's feature vector for `model.spec`, when the caller has already built it. */
export function scoreWithModel(model: CoachModel, input: FeatureInput, sig: Signals, x = buildFeatures(model.spec, input, sig)): ModelScores {
	let t: Float64Array | undefined
	const treeView = () => (t ??= treeFeatures(model.spec, sig))
	const r = model.regression
	const b = model.boosted
	const linear = dot(r.overall, x)
	const overall = b ? (1 - b.blend) * linear + b.blend * boostedOutput(b, treeView()) : linear
	const out: ModelScores = { overall: clamp01(overall / 100) }
	if (r.nhsValues) out.nhsValues = clamp01(dot(r.nhsValues, x) / 100)
	if (r.star) out.star = clamp01(dot(r.star, x) / 100)
	if (r.clarity) out.clarity = clamp01(dot(r.clarity, x) / 100)
	const vc = model.values
	// a disqualifying red flag voids the values evidenced (as in the hand-set coach)
	if (Object.keys(vc).length && !severelyFlagged(sig)) {
		const evidenced = new Set(sig.valuesEvidenced)
		for (const v of NHS_VALUES) {
			const c = vc[v]
			if (!c) continue
			if (probability(c, x, model.valueTrees, v, treeView) >= (model.valueThresholds?.[v] ?? 0.5)) evidenced.add(v)
			else evidenced.delete(v)
		}
		out.valuesEvidenced = NHS_VALUES.filter((v) => evidenced.has(v))
	}
	if (sig.starPresent) {
		const parts: Partial<StarPresent> = {}
		for (const p of STAR_PARTS as readonly StarPart[]) {
			const c = model.star[p]
			if (c) parts[p] = learnedStarPart(probability(c, x, model.starTrees, p, treeView), sig, p)
		}
		if (Object.keys(parts).length) out.starParts = parts
	}
	return out
}
