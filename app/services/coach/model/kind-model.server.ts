/**
 * The learned kind classifier at run time: one-vs-rest logistic regression over
 * ./kind-features.server.ts, weights in ./kind-model.json (written by
 * `npm run train-coach`). Undefined when the file is absent or unreadable; the
 * hand-written rules decide then.
 */
import { z } from 'zod'
import { type QuestionKind, QUESTION_KINDS } from '#app/lib/question-kinds'
import modelJson from './kind-model.json'
import { kindFeatureCount, kindFeatures } from './kind-features.server'

export const kindModelSchema = z
	.object({
		format: z.literal(1),
		spec: z.object({ buckets: z.number().int().positive() }),
		kinds: z.array(z.enum(QUESTION_KINDS)).length(QUESTION_KINDS.length),
		bias: z.array(z.number()),
		/** one row of weights per kind */
		weights: z.array(z.array(z.number())),
		training: z.record(z.string(), z.unknown()),
	})
	.refine((m) => m.bias.length === m.kinds.length && m.weights.length === m.kinds.length)
	.refine((m) => m.weights.every((w) => w.length === kindFeatureCount(m.spec)))
export type KindModel = z.infer<typeof kindModelSchema>

function load(): KindModel | undefined {
	const parsed = kindModelSchema.safeParse(modelJson)
	return parsed.success ? parsed.data : undefined
}

export const kindModel: KindModel | undefined = load()

/** Each kind's score (log-odds) for the question. */
export function kindLogits(model: KindModel, text: string): Record<QuestionKind, number> {
	const x = kindFeatures(model.spec, text)
	const out = {} as Record<QuestionKind, number>
	model.kinds.forEach((k, c) => {
		let s = model.bias[c]
		const w = model.weights[c]
		for (let j = 0; j < w.length; j++) if (x[j] !== 0) s += w[j] * x[j]
		out[k] = s
	})
	return out
}

export function predictKind(model: KindModel, text: string): QuestionKind {
	const logits = kindLogits(model, text)
	let best: QuestionKind = model.kinds[0]
	for (const k of model.kinds) if (logits[k] > logits[best]) best = k
	return best
}
