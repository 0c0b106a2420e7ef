/** Shape of ./coach-model.json, written by `npm run train-coach`. */
import { z } from 'zod'
import { NHS_VALUES } from '#app/lib/nhs-values'
import { featureCount } from './features.server'

const linear = z.object({ bias: z.number(), weights: z.array(z.number()) })
export type LinearJson = z.infer<typeof linear>

export const coachModelSchema = z
	.object({
		format: z.literal(1),
		/** which signal extractor the features came from */
		signals: z.string(),
		/** fewest and most words among the training answers: outside them the hand-set scoring decides */
		wordRange: z.tuple([z.number(), z.number()]),
		spec: z.object({
			signals: z.array(z.string()),
			crossed: z.array(z.string()),
			ngramBuckets: z.number().int().min(0),
			overlapBuckets: z.number().int().min(0),
		}),
		/** regressions on the graded 0..100 scores; a sub-score is absent when the rules did better */
		regression: z.object({
			overall: linear,
			nhsValues: linear.optional(),
			star: linear.optional(),
			clarity: linear.optional(),
		}),
		values: z.record(z.enum(NHS_VALUES), linear),
		/** probability above which a value counts as shown; 0.5 where absent */
		valueThresholds: z.record(z.enum(NHS_VALUES), z.number().min(0).max(1)).optional(),
		/** how far the learned overall may rise above the hand-set one (chosen out of fold); TRUST_BAND where absent */
		trustBand: z.number().min(0).max(1).optional(),
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
		return all.every((l) => !l || l.weights.length === d)
	}, 'weights do not match the feature spec')

export type CoachModel = z.infer<typeof coachModelSchema>
