/**
 * The learned trap-sentence finder at run time. A trap (an answer a panel would treat as
 * disqualifying) usually turns on one or two sentences: the candidate describes, as if it
 * were fine, sharing a patient's details, signing for a check not done, overriding a refusal.
 * A logistic classifier over each sentence's features (./sentence-features.server.ts), trained
 * by `npm run train-coach` on the sentences annotators marked in graded traps against every
 * sentence of every other answer (./train-trap-sentences.server.ts), gives each sentence the
 * probability that it is such a sentence; a softmax classifier names the concern it raises.
 * The answer's most trap-like sentence feeds the trap check and the scorer as a signal, and is
 * the sentence the feedback quotes. When ./trap-sentences.json is absent or unreadable the
 * finder is off.
 */
import { z } from 'zod'
import { type QuestionKind } from '#app/lib/question-kinds'
import { TRAP_CONCERNS, type TrapConcern } from '../types'
import modelJson from './trap-sentences.json'
import { sentenceFeatureCount, sentenceRow } from './sentence-features.server'
import { type SparseRow } from './sparse-logistic'
import { sigmoid } from './linalg'

const sentenceSpec = z.object({
	ngramBuckets: z.number().int().min(1),
	contextBuckets: z.number().int().min(0),
	contextScale: z.number().min(0),
	embedding: z.number().int().min(0),
})

export const trapSentencesSchema = z
	.object({
		format: z.literal(1),
		spec: sentenceSpec,
		/** a sentence's logit: bias + weights . row */
		finder: z.object({ bias: z.number(), weights: z.array(z.number()) }),
		/**
		 * per concern, in TRAP_CONCERNS order; a concern is named only where its probability
		 * reaches `confidence` (chosen out of fold, so that most concerns named are right)
		 */
		concerns: z.object({
			spec: sentenceSpec,
			bias: z.array(z.number()),
			weights: z.array(z.array(z.number())),
			confidence: z.number().min(0).max(1).default(1),
		}),
		training: z.record(z.string(), z.unknown()),
	})
	.refine((m) => m.finder.weights.length === sentenceFeatureCount(m.spec), 'finder weights do not match the spec')
	.refine(
		(m) =>
			m.concerns.bias.length === TRAP_CONCERNS.length &&
			m.concerns.weights.length === TRAP_CONCERNS.length &&
			m.concerns.weights.every((w) => w.length === sentenceFeatureCount(m.concerns.spec)),
		'concern weights do not match the spec',
	)
export type TrapSentencesModel = z.infer<typeof trapSentencesSchema>

function load(): TrapSentencesModel | undefined {
	const parsed = trapSentencesSchema.safeParse(modelJson)
	return parsed.success ? parsed.data : undefined
}

export const trapSentencesModel: TrapSentencesModel | undefined = load()

const dotRow = (weights: readonly number[], bias: number, r: SparseRow) => {
	let s = bias
	for (let k = 0; k < r.idx.length; k++) s += weights[r.idx[k]] * r.val[k]
	return s
}

export type TrapSentences = {
	/** each sentence's probability of carrying a trap's concern */
	probabilities: number[]
	/** the most trap-like sentence (-1 when there are none) */
	top: number
	/** the concern that sentence most likely raises, where the classifier is confident of it */
	concern?: TrapConcern
}

/** The finder's reading of an answer's whole sentences, for a question of `kind`. */
export function findTrapSentences(model: TrapSentencesModel, sentences: readonly string[], kind: QuestionKind): TrapSentences {
	const probabilities = sentences.map((_, i) => sigmoid(dotRow(model.finder.weights, model.finder.bias, sentenceRow(model.spec, sentences, i, kind))))
	const top = probabilities.reduce((best, p, i) => (best < 0 || p > probabilities[best] ? i : best), -1)
	const named = top < 0 ? undefined : concernOf(model, sentences, top, kind)
	return { probabilities, top, ...(named && named.probability >= model.concerns.confidence ? { concern: named.concern } : {}) }
}

/** The concern sentence `i` most likely raises, and its probability. */
export function concernOf(
	model: TrapSentencesModel,
	sentences: readonly string[],
	i: number,
	kind: QuestionKind,
): { concern: TrapConcern; probability: number } {
	return concernFromLogits(concernLogits(model.concerns, sentenceRow(model.concerns.spec, sentences, i, kind)))
}

function concernLogits(m: Pick<TrapSentencesModel['concerns'], 'weights' | 'bias'>, row: SparseRow): number[] {
	return TRAP_CONCERNS.map((_, c) => dotRow(m.weights[c], m.bias[c], row))
}

/** The likeliest concern and its softmax probability. */
export function concernFromLogits(logits: ArrayLike<number>): { concern: TrapConcern; probability: number } {
	const z = Array.from(logits)
	const max = Math.max(...z)
	const sum = z.reduce((s, v) => s + Math.exp(v - max), 0)
	const best = z.indexOf(max)
	return { concern: TRAP_CONCERNS[best], probability: 1 / sum }
}
