/**
 * Train the learned trap-sentence finder (./trap-sentences.server.ts).
 *
 * Rows are sentences. A sentence of a graded trap that overlaps a passage its author or an
 * annotator flagged is a positive; every sentence of every answer that is not a trap is a
 * negative (bait answers, which sound alarming but are handled well, among them); the other
 * sentences of a trap are left out, and so are traps nobody annotated. The finder is L2
 * logistic regression on those rows; the concern classifier is softmax regression on the
 * positives, with each trap's concern as the label. Both are fitted in the primal by L-BFGS
 * (./sparse-logistic.ts).
 *
 * Out of fold (grouped 5-fold by question, the folds the scorer and the trap check use), each
 * answer's most trap-like sentence gives its probability of being a trap; the regularisation
 * is the one whose probabilities rank traps above other answers best (AUC). Those out-of-fold
 * probabilities are what the trap check and the scorer learn from (the `trap_sentence` signal),
 * so they learn how far to trust the finder on questions it has not seen. Deterministic.
 */
import { TRAP_CONCERNS } from '../types'
import { sentenceFeatureCount, sentenceRow, type SentenceSpec } from './sentence-features.server'
import { fitSparse, type SparseLinear, sparseLogits, type SparseRow } from './sparse-logistic'
import { type Prepared, questionFolds } from './train.server'
import { concernFromLogits, type TrapSentencesModel } from './trap-sentences.server'
import { auc } from './train-trap.server'
import { sigmoid } from './linalg'

export type SentenceTrainOptions = {
	spec: SentenceSpec
	concernSpec: SentenceSpec
	lambdas: number[]
	concernLambda: number
	iterations: number
	/** weight of a bait answer's sentences (hard negatives) */
	baitWeight: number
	folds: number
}

export const SENTENCE_OPTIONS: SentenceTrainOptions = {
	spec: { ngramBuckets: 16384, contextBuckets: 4096, contextScale: 0.5, embedding: 100 },
	concernSpec: { ngramBuckets: 4096, contextBuckets: 0, contextScale: 0, embedding: 100 },
	lambdas: [3e-7, 1e-6, 3e-6, 1e-5],
	concernLambda: 1e-5,
	iterations: 300,
	baitWeight: 1,
	folds: 5,
}

const normalise = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim()

/**
 * Which of `sentences` carry the flagged passages: a sentence does when the two overlap by at
 * least half of the shorter (found in the answer's text with case, quotes and spaces folded).
 */
export function flaggedSentences(answer: string, sentences: readonly string[], flagged: readonly string[]): boolean[] {
	const text = normalise(answer)
	let cursor = 0
	const spans = sentences.map((s) => {
		const n = normalise(s)
		const at = text.indexOf(n, cursor)
		if (at < 0) return undefined
		cursor = at + n.length
		return [at, at + n.length] as const
	})
	const passages = flagged.map(normalise).filter(Boolean)
	const marks = passages.flatMap((n) => {
		const at = text.indexOf(n)
		return at < 0 ? [] : [[at, at + n.length] as const]
	})
	return spans.map((span, i) => {
		if (!span) {
			// not found in order (the coach cleaned the text): fall back to containment
			const n = normalise(sentences[i])
			return !!n && passages.some((f) => f.includes(n) || n.includes(f))
		}
		return marks.some(([a, b]) => {
			const overlap = Math.min(b, span[1]) - Math.max(a, span[0])
			return overlap > 0 && overlap >= 0.5 * Math.min(b - a, span[1] - span[0])
		})
	})
}

export type SentenceRows = {
	rows: SparseRow[]
	/** 1: carries a trap's concern */
	y: Uint8Array
	/** the answer (index into prepared) each row came from */
	item: Int32Array
	weight: Float64Array
	/** the trap's concern (index into TRAP_CONCERNS) for positives, else -1 */
	concern: Int8Array
}

/** Every labelled sentence of the prepared answers as a feature row of `spec`. */
export function sentenceRows(prepared: Prepared[], spec: SentenceSpec, baitWeight: number): SentenceRows {
	const rows: SparseRow[] = []
	const y: number[] = []
	const item: number[] = []
	const weight: number[] = []
	const concern: number[] = []
	prepared.forEach((p, i) => {
		const { trap, flagged, bait } = p.item
		if (trap && !flagged?.length) return
		const marked = trap ? flaggedSentences(p.item.answer, p.sentences, flagged!) : p.sentences.map(() => false)
		// a trap whose flagged passages match no sentence teaches nothing
		if (trap && !marked.some(Boolean)) return
		p.sentences.forEach((_, s) => {
			if (trap && !marked[s]) return
			rows.push(sentenceRow(spec, p.sentences, s, p.sig.kind))
			y.push(trap ? 1 : 0)
			item.push(i)
			weight.push(bait ? baitWeight : 1)
			concern.push(trap && p.item.concern ? TRAP_CONCERNS.indexOf(p.item.concern) : -1)
		})
	})
	return { rows, y: Uint8Array.from(y), item: Int32Array.from(item), weight: Float64Array.from(weight), concern: Int8Array.from(concern) }
}

/** An answer's most trap-like sentence under `m` (every sentence, labelled or not) and its probability; -1 and 0 without sentences. */
export function mostTrapLike(m: SparseLinear, spec: SentenceSpec, p: Prepared): { top: number; probability: number } {
	let top = -1
	let probability = 0
	p.sentences.forEach((_, s) => {
		const q = sigmoid(sparseLogits(m, sentenceRow(spec, p.sentences, s, p.sig.kind))[0])
		if (top < 0 || q > probability) {
			top = s
			probability = q
		}
	})
	return { top, probability }
}

function concernModel(data: SentenceRows, rows: number[], o: SentenceTrainOptions): SparseLinear {
	const use = rows.filter((r) => data.concern[r] >= 0)
	return fitSparse(
		use.map((r) => data.rows[r]),
		use.map((r) => data.concern[r]),
		sentenceFeatureCount(o.concernSpec),
		TRAP_CONCERNS.length,
		{ lambda: o.concernLambda, iterations: o.iterations },
	)
}

export type TrapSentenceFigures = {
	answers: number
	traps: number
	/** traps whose flagged passages are known (and match a sentence) */
	annotated: number
	sentences: number
	positives: number
	lambda: number
	/** out of fold, by answer: each answer's most trap-like sentence, traps against every other answer */
	auc: number
	byLambda: Record<string, number>
	/** out of fold: annotated traps whose most trap-like sentence is one of their flagged ones */
	quotedRight: number
	/** out of fold: annotated traps whose concern the classifier's likeliest is */
	concernRight: number
	/** the probability at which a concern is named (the lowest at which 4 in 5 named are right out of fold) */
	concernConfidence: number
	/** out of fold, at that confidence: annotated traps whose concern is named, and named right */
	concernNamed: number
	concernNamedRight: number
}

/** candidate probabilities at which to name a concern, lowest first */
const CONFIDENCE = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9]
/** of the concerns named out of fold, at least this share must be right */
const CONCERN_PRECISION = 0.8

const round = (x: number) => (!Number.isFinite(x) || x === 0 ? 0 : Number(x.toPrecision(4)))

export function trainTrapSentences(
	prepared: Prepared[],
	o: SentenceTrainOptions = SENTENCE_OPTIONS,
	log: (msg: string) => void = () => {},
): { model: TrapSentencesModel; figures: TrapSentenceFigures; /** each answer's out-of-fold probability */ outOfFold: Float64Array } {
	const data = sentenceRows(prepared, o.spec, o.baitWeight)
	const concernData = sentenceRows(prepared, o.concernSpec, o.baitWeight)
	const dims = sentenceFeatureCount(o.spec)
	const folds = questionFolds(prepared, o.folds)
	const annotated = new Set<number>()
	data.item.forEach((i, r) => data.y[r] && annotated.add(i))
	const oof = o.lambdas.map(() => new Float64Array(prepared.length))
	// each answer's most trap-like sentence, by lambda, and each fold's concern classifier
	const topBy = o.lambdas.map(() => new Int32Array(prepared.length))
	const concernByFold: SparseLinear[] = []
	for (let f = 0; f < o.folds; f++) {
		const train = [...data.item.keys()].filter((r) => folds[data.item[r]] !== f)
		const test = prepared.flatMap((_, i) => (folds[i] === f ? [i] : []))
		o.lambdas.forEach((lambda, li) => {
			const m = fitSparse(
				train.map((r) => data.rows[r]),
				train.map((r) => data.y[r]),
				dims,
				1,
				{ lambda, iterations: o.iterations, rowWeight: Float64Array.from(train, (r) => data.weight[r]) },
			)
			for (const i of test) {
				const found = mostTrapLike(m, o.spec, prepared[i])
				oof[li][i] = found.probability
				topBy[li][i] = found.top
			}
		})
		concernByFold[f] = concernModel(concernData, train, o)
		log(`trap sentences: fold ${f + 1} of ${o.folds}`)
	}
	const traps = prepared.flatMap((p, i) => (p.item.trap ? [i] : []))
	const others = prepared.flatMap((p, i) => (p.item.trap ? [] : [i]))
	const aucs = oof.map((p) => auc(traps.map((i) => p[i]), others.map((i) => p[i])))
	const li = aucs.indexOf(Math.max(...aucs))
	// out of fold, at the chosen lambda: does the most trap-like sentence carry the concern, and which concern is named, how surely?
	let quotedRight = 0
	const named: Array<{ right: boolean; probability: number }> = []
	for (const i of annotated) {
		const p = prepared[i]
		const top = topBy[li][i]
		if (top < 0) continue
		if (flaggedSentences(p.item.answer, p.sentences, p.item.flagged!)[top]) quotedRight++
		const c = concernFromLogits(sparseLogits(concernByFold[folds[i]], sentenceRow(o.concernSpec, p.sentences, top, p.sig.kind)))
		named.push({ right: c.concern === p.item.concern, probability: c.probability })
	}
	const sure = (t: number) => named.filter((n) => n.probability >= t)
	const confidence = CONFIDENCE.find((t) => sure(t).length && sure(t).filter((n) => n.right).length / sure(t).length >= CONCERN_PRECISION) ?? 1
	const all = [...data.item.keys()]
	const finder = fitSparse(
		all.map((r) => data.rows[r]),
		all.map((r) => data.y[r]),
		dims,
		1,
		{ lambda: o.lambdas[li], iterations: o.iterations, rowWeight: data.weight },
	)
	const concerns = concernModel(concernData, all, o)
	const cdims = sentenceFeatureCount(o.concernSpec)
	const figures: TrapSentenceFigures = {
		answers: prepared.length,
		traps: traps.length,
		annotated: annotated.size,
		sentences: data.rows.length,
		positives: data.y.reduce((s, v) => s + v, 0),
		lambda: o.lambdas[li],
		auc: Math.round(aucs[li] * 1000) / 1000,
		byLambda: Object.fromEntries(o.lambdas.map((l, i) => [String(l), Math.round(aucs[i] * 1000) / 1000])),
		quotedRight,
		concernRight: named.filter((n) => n.right).length,
		concernConfidence: confidence,
		concernNamed: sure(confidence).length,
		concernNamedRight: sure(confidence).filter((n) => n.right).length,
	}
	const model: TrapSentencesModel = {
		format: 1,
		spec: o.spec,
		finder: { bias: round(finder.bias[0]), weights: Array.from(finder.weights, round) },
		concerns: {
			spec: o.concernSpec,
			bias: Array.from(concerns.bias, round),
			weights: TRAP_CONCERNS.map((_, c) => Array.from(concerns.weights.subarray(c * cdims, (c + 1) * cdims), round)),
			confidence,
		},
		training: { ...figures },
	}
	return { model, figures, outOfFold: oof[li] }
}

export function formatTrapSentenceFigures(f: TrapSentenceFigures): string {
	return (
		`${f.answers} answers, ${f.traps} traps (${f.annotated} annotated); ${f.sentences} sentences, ${f.positives} flagged; lambda ${f.lambda}; ` +
		`out of fold: AUC ${f.auc.toFixed(3)} (${Object.entries(f.byLambda)
			.map(([l, a]) => `${l}: ${a.toFixed(3)}`)
			.join(', ')}), ` +
		`the most trap-like sentence is a flagged one for ${f.quotedRight} of ${f.annotated}; its likeliest concern is right for ${f.concernRight}, ` +
		`and at probability ${f.concernConfidence} or more the concern is named for ${f.concernNamed}, ${f.concernNamedRight} of them right`
	)
}
