/** The figures the coach is judged by on a graded set, overall and per question kind. */
import { spearman } from '../calibration.server'
import { STAR_PARTS, type StarPresent } from '../types'
import { questionKey, type GradedItem } from './data.server'
import { words } from './features.server'

export type Scored = {
	item: GradedItem
	/** 0..100 */
	overall: number
	starPresent: StarPresent | null
	valuesEvidenced: string[]
	/** the kind the coach named */
	kind: string
}

export type Figures = {
	n: number
	questions: number
	spearmanLevel: number
	spearmanWords: number
	spearmanLevelWords: number
	maeOverall: number
	/** traps scored below every level-4 answer to the same question / traps that have such answers */
	traps: { below: number; total: number }
	starAccuracy: { hits: number; total: number; accuracy: number }
	values: { precision: number; recall: number; f1: number }
	kind: { right: number; total: number; accuracy: number }
}

const r3 = (x: number) => Math.round(x * 1000) / 1000

export function figures(rows: Scored[]): Figures {
	const overall = rows.map((r) => r.overall)
	const levels = rows.map((r) => r.item.level)
	const wc = rows.map((r) => words(r.item.answer).length)
	const byQuestion = new Map<string, Scored[]>()
	for (const r of rows) {
		const k = questionKey(r.item.question)
		byQuestion.set(k, [...(byQuestion.get(k) ?? []), r])
	}
	let below = 0
	let total = 0
	for (const r of rows) {
		if (!r.item.trap) continue
		const fours = (byQuestion.get(questionKey(r.item.question)) ?? []).filter((x) => x.item.level === 4)
		if (!fours.length) continue
		total++
		if (fours.every((f) => r.overall < f.overall)) below++
	}
	let hits = 0
	let parts = 0
	let tp = 0
	let fp = 0
	let fn = 0
	let kindRight = 0
	let kindTotal = 0
	for (const r of rows) {
		const want = r.item.starPresent
		if (want) {
			for (const p of STAR_PARTS) {
				parts++
				if ((r.starPresent?.[p] ?? false) === want[p]) hits++
			}
		}
		const got = new Set(r.valuesEvidenced)
		const exp = new Set<string>(r.item.valuesEvidenced)
		for (const v of got) {
			if (exp.has(v)) tp++
			else fp++
		}
		for (const v of exp) if (!got.has(v)) fn++
		if (r.item.kind) {
			kindTotal++
			if (r.item.kind === r.kind) kindRight++
		}
	}
	const precision = tp + fp ? tp / (tp + fp) : 1
	const recall = tp + fn ? tp / (tp + fn) : 1
	const n = rows.length
	return {
		n,
		questions: byQuestion.size,
		spearmanLevel: r3(spearman(overall, levels)),
		spearmanWords: r3(spearman(overall, wc)),
		spearmanLevelWords: r3(spearman(levels, wc)),
		maeOverall: r3(rows.reduce((s, r) => s + Math.abs(r.overall - r.item.expected.overall), 0) / Math.max(1, n)),
		traps: { below, total },
		starAccuracy: { hits, total: parts, accuracy: r3(parts ? hits / parts : 1) },
		values: {
			precision: r3(precision),
			recall: r3(recall),
			f1: r3(precision + recall ? (2 * precision * recall) / (precision + recall) : 0),
		},
		kind: { right: kindRight, total: kindTotal, accuracy: r3(kindTotal ? kindRight / kindTotal : 1) },
	}
}

/** Figures for all rows and for each kind (the item's kind, else the one the coach named). */
export function figuresByKind(rows: Scored[]): Record<string, Figures> {
	const out: Record<string, Figures> = { all: figures(rows) }
	const kinds = [...new Set(rows.map((r) => r.item.kind ?? r.kind))].sort()
	for (const k of kinds) out[k] = figures(rows.filter((r) => (r.item.kind ?? r.kind) === k))
	return out
}

export function formatFigures(byKind: Record<string, Figures>): string {
	const head = 'set            n   q  rho(lvl) rho(ovr,wc) rho(lvl,wc)  MAE  traps  STAR  valF1(P/R)        kind'
	const lines = [head]
	for (const [k, f] of Object.entries(byKind)) {
		lines.push(
			[
				k.padEnd(12),
				String(f.n).padStart(4),
				String(f.questions).padStart(4),
				f.spearmanLevel.toFixed(3).padStart(8),
				f.spearmanWords.toFixed(3).padStart(11),
				f.spearmanLevelWords.toFixed(3).padStart(11),
				f.maeOverall.toFixed(1).padStart(6),
				`${f.traps.below}/${f.traps.total}`.padStart(6),
				f.starAccuracy.total ? f.starAccuracy.accuracy.toFixed(3).padStart(6) : '     -',
				`${f.values.f1.toFixed(3)} (${f.values.precision.toFixed(2)}/${f.values.recall.toFixed(2)})`.padStart(18),
				f.kind.total ? `${f.kind.right}/${f.kind.total}`.padStart(8) : '       -',
			].join(' '),
		)
	}
	return lines.join('\n')
}
