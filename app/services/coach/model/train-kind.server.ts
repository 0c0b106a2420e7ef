/**
 * Training the learned kind classifier: labelled questions from the bank, from every
 * graded answer set and from question lists written by independent authors
 * (tests/fixtures/question-kinds), one-vs-rest L2 logistic regression over
 * ./kind-features.server.ts, the penalty chosen by leave-one-source-out
 * cross-validation, so every figure is for questions from an author the model never
 * saw. Deterministic: fixed order, iterations and rounding.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type QuestionKind, QUESTION_KINDS, isQuestionKind } from '#app/lib/question-kinds'
import { QUESTION_BANK } from '../../../../drizzle/seed-data/questions'
import { classifyKindByRules } from '../kind-rules.server'
import { type GradedItem, questionKey } from './data.server'
import { DEFAULT_KIND_SPEC, type KindFeatureSpec, kindFeatureCount, kindFeatures } from './kind-features.server'
import { type KindModel } from './kind-model.server'
import { fromRows, gramRows, logistic, matrix, type Linear, type Matrix, subGram } from './linalg'

export type LabelledQuestion = {
	question: string
	kind: QuestionKind
	source: string
}

/** Question lists: JSON arrays of {question, kind}; the source is the file name. */
export function loadQuestionLists(dir: string): LabelledQuestion[] {
	if (!fs.existsSync(dir)) return []
	return fs
		.readdirSync(dir)
		.filter((f) => f.endsWith('.json'))
		.sort()
		.flatMap((f) => {
			const raw: unknown = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))
			const source = path.basename(f, '.json')
			return (Array.isArray(raw) ? raw : []).flatMap((x: { question?: unknown; kind?: unknown }) =>
				typeof x?.question === 'string' && isQuestionKind(x.kind) ? [{ question: x.question, kind: x.kind, source }] : [],
			)
		})
}

/** Every labelled question once; a wording labelled two ways by different sources is left out. */
export function kindTrainingSet(graded: GradedItem[], lists: LabelledQuestion[]): LabelledQuestion[] {
	const all: LabelledQuestion[] = [
		...QUESTION_BANK.map((q) => ({
			question: q.text,
			kind: q.kind,
			source: 'bank',
		})),
		...graded.flatMap((g) => (isQuestionKind(g.kind) ? [{ question: g.question, kind: g.kind, source: g.source }] : [])),
		...lists,
	]
	const byKey = new Map<string, LabelledQuestion>()
	const conflicted = new Set<string>()
	for (const q of all) {
		const key = questionKey(q.question)
		const seen = byKey.get(key)
		if (!seen) byKey.set(key, q)
		else if (seen.kind !== q.kind) conflicted.add(key)
	}
	return [...byKey.entries()].filter(([k]) => !conflicted.has(k)).map(([, q]) => q)
}

export type KindFigures = {
	questions: number
	right: number
	rulesRight: number
	perKind: Record<string, { questions: number; right: number; rulesRight: number }>
	perSource: Record<string, { questions: number; right: number; rulesRight: number }>
	confusion: Record<string, Record<string, number>>
}

export function kindFigures(
	rows: Array<{
		q: LabelledQuestion
		predicted: QuestionKind
		rules: QuestionKind
	}>,
): KindFigures {
	const f: KindFigures = {
		questions: 0,
		right: 0,
		rulesRight: 0,
		perKind: {},
		perSource: {},
		confusion: {},
	}
	for (const { q, predicted, rules } of rows) {
		const ok = predicted === q.kind ? 1 : 0
		const rok = rules === q.kind ? 1 : 0
		f.questions++
		f.right += ok
		f.rulesRight += rok
		for (const [map, key] of [
			[f.perKind, q.kind],
			[f.perSource, q.source],
		] as const) {
			const e = (map[key] ??= { questions: 0, right: 0, rulesRight: 0 })
			e.questions++
			e.right += ok
			e.rulesRight += rok
		}
		const row = (f.confusion[q.kind] ??= {})
		row[predicted] = (row[predicted] ?? 0) + 1
	}
	return f
}

export const LAMBDAS = [0.00001, 0.00003, 0.0001]
const ITERATIONS = 600

function fitKinds(X: Matrix, K: Float64Array, rows: number[], data: LabelledQuestion[], lambda: number): Linear {
	const d = X.cols
	const Z = matrix(rows.length, d)
	rows.forEach((r, i) => Z.data.set(X.data.subarray(r * d, r * d + d), i * d))
	const Y = matrix(rows.length, QUESTION_KINDS.length)
	rows.forEach((r, i) => (Y.data[i * QUESTION_KINDS.length + QUESTION_KINDS.indexOf(data[r].kind)] = 1))
	return logistic(Z, subGram(K, X.rows, rows), Y, lambda, ITERATIONS)
}

function predictRow(m: Linear, X: Matrix, r: number): QuestionKind {
	const d = X.cols
	const t = QUESTION_KINDS.length
	let best = 0
	let bestScore = -Infinity
	for (let c = 0; c < t; c++) {
		let s = m.bias[c]
		for (let j = 0; j < d; j++) s += X.data[r * d + j] * m.weights.data[j * t + c]
		if (s > bestScore) {
			bestScore = s
			best = c
		}
	}
	return QUESTION_KINDS[best]
}

const round = (x: number) => (!Number.isFinite(x) || x === 0 ? 0 : Number(x.toPrecision(5)))

export function trainKinds(
	data: LabelledQuestion[],
	log: (msg: string) => void = () => {},
	spec: KindFeatureSpec = DEFAULT_KIND_SPEC,
	lambdas: readonly number[] = LAMBDAS,
): {
	model: KindModel
	cv: KindFigures
	lambda: number
	outOfSource: Map<string, QuestionKind>
} {
	const X = fromRows(
		data.map((q) => kindFeatures(spec, q.question)),
		kindFeatureCount(spec),
	)
	const K = gramRows(X)
	const sources = [...new Set(data.map((q) => q.source))].sort()
	log(`${data.length} labelled questions from ${sources.length} sources; leave-one-source-out cross-validation`)
	const rules = data.map((q) => classifyKindByRules(q.question))
	let best: { lambda: number; cv: KindFigures; predicted: QuestionKind[] } | undefined
	for (const lambda of lambdas) {
		const predicted: QuestionKind[] = new Array(data.length)
		for (const s of sources) {
			const train = data.flatMap((q, i) => (q.source === s ? [] : [i]))
			const test = data.flatMap((q, i) => (q.source === s ? [i] : []))
			const m = fitKinds(X, K, train, data, lambda)
			for (const r of test) predicted[r] = predictRow(m, X, r)
		}
		const cv = kindFigures(data.map((q, i) => ({ q, predicted: predicted[i], rules: rules[i] })))
		log(`lambda ${lambda}: ${cv.right}/${cv.questions} right out of source (rules ${cv.rulesRight})`)
		if (!best || cv.right > best.cv.right) best = { lambda, cv, predicted }
	}
	const { lambda, cv, predicted } = best!
	const m = fitKinds(
		X,
		K,
		data.map((_, i) => i),
		data,
		lambda,
	)
	const t = QUESTION_KINDS.length
	const model: KindModel = {
		format: 1,
		spec,
		kinds: [...QUESTION_KINDS],
		bias: Array.from(m.bias, round),
		weights: QUESTION_KINDS.map((_, c) => Array.from({ length: X.cols }, (_, j) => round(m.weights.data[j * t + c]))),
		training: {
			questions: data.length,
			sources: Object.fromEntries(sources.map((s) => [s, data.filter((q) => q.source === s).length])),
			lambda,
			leaveOneSourceOut: {
				right: cv.right,
				rulesRight: cv.rulesRight,
				questions: cv.questions,
			},
		},
	}
	// each question's kind as named by a model that never saw its source
	const outOfSource = new Map(data.map((q, i) => [questionKey(q.question), predicted[i]]))
	return { model, cv, lambda, outOfSource }
}

export function formatKindFigures(f: KindFigures): string {
	const pct = (a: number, b: number) => `${a}/${b} (${((100 * a) / Math.max(1, b)).toFixed(1)}%)`
	const lines = [`all: learned ${pct(f.right, f.questions)}, rules ${pct(f.rulesRight, f.questions)}`]
	for (const [k, e] of Object.entries(f.perKind).sort())
		lines.push(`  kind ${k}: learned ${pct(e.right, e.questions)}, rules ${pct(e.rulesRight, e.questions)}`)
	for (const [k, e] of Object.entries(f.perSource).sort())
		lines.push(`  source ${k}: learned ${pct(e.right, e.questions)}, rules ${pct(e.rulesRight, e.questions)}`)
	lines.push('  confusion (row: labelled, columns: predicted):')
	for (const k of QUESTION_KINDS)
		lines.push(`    ${k.padEnd(12)} ${QUESTION_KINDS.map((p) => String(f.confusion[k]?.[p] ?? 0).padStart(4)).join('')}`)
	return lines.join('\n')
}
