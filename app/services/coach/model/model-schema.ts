/** Shape of ./coach-model.json, written by `npm run train-coach`. */
import { z } from 'zod'
import { NHS_VALUES } from '#app/lib/nhs-values'
import { STAR_PARTS } from '../types'
import { QUESTION_KINDS } from '#app/lib/question-kinds'
import { featureCount } from './features.server'
import { maxFeature, wellFormed } from './gbdt'

export const linear = z.object({ bias: z.number(), weights: z.array(z.number()) })
export type LinearJson = z.infer<typeof linear>

/** A saved linear model's output on raw features (standardisation is folded into its weights). */
export function dot(m: LinearJson, x: Float64Array): number {
	let s = m.bias
	const w = m.weights
	for (let j = 0; j < w.length; j++) s += w[j] * x[j]
	return s
}

/** The feature spec a model file was trained with (./features.server.ts). */
export const featureSpec = z.object({
	signals: z.array(z.string()),
	crossed: z.array(z.string()),
	embedding: z.number().int().min(0).optional(),
	embeddingByKind: z.boolean().optional(),
	ngramBuckets: z.number().int().min(0),
	overlapBuckets: z.number().int().min(0),
})

const tree = z.object({ feature: z.array(z.number().int().min(-1)), value: z.array(z.number()), right: z.array(z.number().int()) })
const boosted = z.object({ base: z.number(), rate: z.number(), trees: z.array(tree) })
/** boosted trees per value or STAR part, whose probability takes `share` of the classifier's */
const classifierTrees = <K extends readonly [string, ...string[]]>(keys: K) =>
	z.object({ share: z.number().min(0).max(1), trees: z.record(z.enum(keys), boosted) })

export const coachModelSchema = z
	.object({
		format: z.literal(1),
		/** which signal extractor the features came from */
		signals: z.string(),
		/** fewest and most words among the training answers: outside them the hand-set scoring decides */
		wordRange: z.tuple([z.number(), z.number()]),
		spec: featureSpec,
		/** regressions on the graded 0..100 scores; a sub-score is absent when the rules did better */
		regression: z.object({
			overall: linear,
			nhsValues: linear.optional(),
			star: linear.optional(),
			clarity: linear.optional(),
		}),
		/**
		 * boosted trees over the signals and kind (see ./gbdt.ts); the overall is
		 * (1 - blend) x the linear regression + blend x the trees' score
		 */
		boosted: boosted.extend({ blend: z.number().min(0).max(1) }).optional(),
		valueTrees: classifierTrees(NHS_VALUES).optional(),
		starTrees: classifierTrees(STAR_PARTS).optional(),
		values: z.record(z.enum(NHS_VALUES), linear),
		/** probability above which a value counts as shown; 0.5 where absent */
		valueThresholds: z.record(z.enum(NHS_VALUES), z.number().min(0).max(1)).optional(),
		/** how far the learned overall may rise above the hand-set one (chosen out of fold); TRUST_BAND where absent */
		trustBand: z.number().min(0).max(1).optional(),
		/** how far it may rise where the analysers doubt the answer (chosen out of fold); 0 where absent */
		guardBand: z.number().min(0).max(1).optional(),
		star: z.object({
			situation: linear.optional(),
			task: linear.optional(),
			action: linear.optional(),
			result: linear.optional(),
		}),
		training: z.record(z.unknown()),
	})
	.refine((m) => {
		const d = featureCount(m.spec)
		const all = [m.regression.overall, m.regression.nhsValues, m.regression.star, m.regression.clarity]
			.concat(Object.values(m.values))
			.concat(Object.values(m.star))
		const ensembles = [m.boosted, ...Object.values(m.valueTrees?.trees ?? {}), ...Object.values(m.starTrees?.trees ?? {})]
		const treesFit = ensembles.every((b) => !b || (wellFormed(b) && maxFeature(b) < m.spec.signals.length + QUESTION_KINDS.length))
		return treesFit && all.every((l) => !l || l.weights.length === d)
	}, 'weights do not match the feature spec')

export type CoachModel = z.infer<typeof coachModelSchema>
