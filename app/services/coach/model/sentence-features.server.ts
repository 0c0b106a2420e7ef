/**
 * Features of one sentence of an answer, in its place among the others, for the learned
 * trap-sentence finder (./trap-sentences.server.ts): what the sentence itself says (hashed
 * uni-, bi- and trigrams, and its mean word vector), what the sentences either side of it say
 * (hashed uni- and bigrams, weighed less), and the question's kind. Sparse: only the non-zero
 * columns are kept, since a sentence fills a few dozen of tens of thousands.
 */
import { QUESTION_KINDS, type QuestionKind } from '#app/lib/question-kinds'
import { hash, isStopWord, words } from './features.server'
import { type SparseRow } from './sparse-logistic'
import { meanVector } from './word-vectors.server'

export type SentenceSpec = {
	/** hashed uni/bi/trigram buckets of the sentence */
	ngramBuckets: number
	/** hashed uni/bigram buckets of the sentences before and after it */
	contextBuckets: number
	/** how much the context block weighs against the sentence's own (its rows have this length) */
	contextScale: number
	/** dimensions of the sentence's mean word vector (0: none) */
	embedding: number
}

export const sentenceFeatureCount = (s: SentenceSpec) => s.ngramBuckets + s.contextBuckets + s.embedding + QUESTION_KINDS.length

function grams(ws: string[], trigrams: boolean): string[] {
	const out: string[] = []
	for (let i = 0; i < ws.length; i++) {
		if (!isStopWord(ws[i])) out.push(`u:${ws[i]}`)
		if (i + 1 < ws.length) out.push(`b:${ws[i]} ${ws[i + 1]}`)
		if (trigrams && i + 2 < ws.length) out.push(`t:${ws[i]} ${ws[i + 1]} ${ws[i + 2]}`)
	}
	return out
}

/** Hashed buckets of the n-grams, ascending, each at unit length times `scale`, appended to the row's columns. */
function addBlock(idx: number[], val: number[], ns: string[], offset: number, buckets: number, scale: number) {
	if (!buckets) return
	const seen = new Set<number>()
	for (const g of ns) seen.add(hash(g) % buckets)
	if (!seen.size) return
	const v = scale / Math.sqrt(seen.size)
	for (const b of Int32Array.from(seen).sort()) {
		idx.push(offset + b)
		val.push(v)
	}
}

/**
 * The feature row of sentence `i` of `sentences` (the answer's whole sentences), for a question
 * of `kind`: its non-zero columns in ascending order.
 */
export function sentenceRow(spec: SentenceSpec, sentences: readonly string[], i: number, kind: QuestionKind): SparseRow {
	const idx: number[] = []
	const val: number[] = []
	const own = words(sentences[i])
	addBlock(idx, val, grams(own, true), 0, spec.ngramBuckets, 1)
	const around = [...(i > 0 ? words(sentences[i - 1]) : []), '|', ...(i + 1 < sentences.length ? words(sentences[i + 1]) : [])]
	addBlock(
		idx,
		val,
		grams(around, false).filter((g) => !g.includes('|')),
		spec.ngramBuckets,
		spec.contextBuckets,
		spec.contextScale,
	)
	let o = spec.ngramBuckets + spec.contextBuckets
	if (spec.embedding) {
		const v = meanVector(own.filter((w) => !isStopWord(w)))
		for (let j = 0; j < spec.embedding; j++) {
			if (v[j] === 0) continue
			idx.push(o + j)
			val.push(v[j])
		}
		o += spec.embedding
	}
	idx.push(o + QUESTION_KINDS.indexOf(kind))
	val.push(1)
	return { idx: Int32Array.from(idx), val: Float64Array.from(val) }
}
