/**
 * Word vectors for the learned coach (./word-vectors.json, built by `npm run build-word-vectors`
 * from GloVe): an answer's words as one point in a space where words of like meaning lie close,
 * so that an answer says "escalated to the nurse in charge" and another "told the sister straight
 * away" look alike to the scorer though they share no word. Decoded on first use.
 */
import { z } from 'zod'
import vectorsJson from './word-vectors.json'

const fileSchema = z.object({
	source: z.string(),
	dimensions: z.number().int().positive(),
	/** a stored byte times `scale` is the vector's component */
	scale: z.number().positive(),
	/** space-separated, most frequent first */
	words: z.string(),
	/** one signed byte per dimension per word, base64 */
	vectors: z.string(),
})

type Table = { dimensions: number; scale: number; index: Map<string, number>; bytes: Int8Array }

let table: Table | undefined

function load(): Table {
	const f = fileSchema.parse(vectorsJson)
	const list = f.words.split(' ')
	const raw = Buffer.from(f.vectors, 'base64')
	const bytes = new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength)
	if (bytes.length !== list.length * f.dimensions) throw new Error('word-vectors.json: vectors do not match its words')
	return { dimensions: f.dimensions, scale: f.scale, index: new Map(list.map((w, i) => [w, i])), bytes }
}

export const vectorDimensions = (): number => (table ??= load()).dimensions

/**
 * The mean of the known words' unit vectors, weighted down for the most frequent words
 * (smooth inverse frequency, frequency read from the word's rank), scaled to unit length.
 * All zeros when no word is known.
 */
export function meanVector(words: readonly string[]): Float64Array {
	const t = (table ??= load())
	const d = t.dimensions
	const v = new Float64Array(d)
	const logSize = Math.log(t.index.size)
	for (const w of words) {
		const i = t.index.get(w)
		if (i === undefined) continue
		// p(w) ~ 1 / (rank * ln(vocabulary)) by Zipf's law; weight a / (a + p(w))
		const p = 1 / ((i + 1) * logSize)
		const weight = (1e-3 / (1e-3 + p)) * t.scale
		for (let j = 0; j < d; j++) v[j] += weight * t.bytes[i * d + j]
	}
	let norm = 0
	for (let j = 0; j < d; j++) norm += v[j] * v[j]
	norm = Math.sqrt(norm)
	if (norm > 0) for (let j = 0; j < d; j++) v[j] /= norm
	return v
}
