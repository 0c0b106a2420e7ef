/**
 * The learned trap check at run time. A trap is an answer a panel would treat as
 * disqualifying (the candidate describes or endorses something unsafe, dishonest or
 * disrespectful), often told fluently and without any word a rule could catch. A
 * logistic classifier over the scorer's features (signals, among them the trap-sentence
 * finder's `trap_sentence`, kind and the answer's hashed n-grams), trained by
 * `npm run train-coach` on the graded corpus's traps (./train-trap.server.ts), gives the
 * probability that an answer is one. At or above the saved threshold (where the check cuts,
 * chosen out of fold: see `chooseCut`) the coach treats it as a severe concern: it caps the
 * score, voids the values evidenced and quotes the sentence the finder found most trap-like
 * (./trap-sentences.server.ts; without the finder, the sentence whose words weigh most
 * towards a trap). Below the threshold, where the file has a shade (chosen with it), a
 * likely-but-unconfirmed trap's overall moves part of the way towards that cap as its
 * probability rises (`shadedOverall`): a learned part of the score, never told as a
 * concern. When ./trap-model.json is absent or unreadable the check is off.
 */
import { z } from 'zod'
import modelJson from './trap-model.json'
import { buildFeatures, featureCount, ngramBuckets, ngramOffset, type FeatureInput } from './features.server'
import { sigmoid } from './linalg'
import { dot, featureSpec, linear } from './model-schema'
import { type Signals } from './model-signals.server'

export const trapModelSchema = z
	.object({
		format: z.literal(1),
		// the quoted sentence is found by its n-grams: there must be some
		spec: featureSpec.extend({ ngramBuckets: z.number().int().min(1) }),
		classifier: linear,
		/** a probability at or above this is a trap */
		threshold: z.number().min(0).max(1),
		/** below the threshold: from `from`, the overall moves up to `strength` of the way to TRAP_CAP */
		shade: z.object({ from: z.number().min(0).max(1), strength: z.number().min(0).max(1) }).optional(),
		training: z.record(z.string(), z.unknown()),
	})
	.refine((m) => m.classifier.weights.length === featureCount(m.spec), 'weights do not match the feature spec')
	.refine((m) => !m.shade || m.shade.from < m.threshold, 'the shade must start below the threshold')
export type TrapModel = z.infer<typeof trapModelSchema>

function load(): TrapModel | undefined {
	const parsed = trapModelSchema.safeParse(modelJson)
	return parsed.success ? parsed.data : undefined
}

export const trapModel: TrapModel | undefined = load()

/** The most a likely trap scores, overall and for values: the rubric's ceiling for a trap. */
export const TRAP_CAP = 0.25

export type TrapShade = NonNullable<TrapModel['shade']>

/**
 * An overall (0..1) below the threshold, shaded: from `shade.from` up to the threshold, it moves
 * linearly further towards TRAP_CAP, reaching `shade.strength` of the way there at the threshold.
 * An overall already at or below the cap, or a probability at or below `from`, is left alone.
 */
export function shadedOverall(overall: number, probability: number, threshold: number, shade: TrapShade | undefined): number {
	if (!shade || shade.strength <= 0 || probability <= shade.from || overall <= TRAP_CAP) return overall
	if (threshold <= shade.from) return overall
	const reach = Math.min(1, (probability - shade.from) / (threshold - shade.from))
	return overall - shade.strength * reach * (overall - TRAP_CAP)
}

/** `x`: the answer's feature vector for `model.spec`, when the caller has already built it. */
export function trapProbability(model: TrapModel, input: FeatureInput, sig: Signals, x = buildFeatures(model.spec, input, sig)): number {
	return sigmoid(dot(model.classifier, x))
}

/** The sentence whose n-grams weigh most towards a trap: the one the feedback quotes. */
export function trapSentence(model: TrapModel, sentences: string[]): number {
	const from = ngramOffset(model.spec)
	let best = 0
	let bestWeight = -Infinity
	sentences.forEach((text, i) => {
		let weight = 0
		for (const b of ngramBuckets(text, model.spec.ngramBuckets)) weight += model.classifier.weights[from + b]
		if (weight > bestWeight) {
			bestWeight = weight
			best = i
		}
	})
	return best
}
