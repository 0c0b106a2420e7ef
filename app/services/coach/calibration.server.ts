/** Shared by scripts/calibrate.ts and the calibration test: load graded answers and measure the coach. */
import fs from 'node:fs'
import { z } from 'zod'
import { type NhsValue, NHS_VALUES } from '#app/lib/nhs-values'
import { classifyKind } from './kind.server'
import { analyseAnswerOffline } from './offline.server'
import { STAR_PARTS, type StarPresent } from './types'

const starSchema = z.object({
	situation: z.boolean(),
	task: z.boolean(),
	action: z.boolean(),
	result: z.boolean(),
})

export const calibrationItemSchema = z.object({
	id: z.string(),
	question: z.string(),
	interviewType: z.string().optional(),
	experienceLevel: z.string().optional(),
	answer: z.string(),
	level: z.number().int().min(1).max(4),
	trap: z.boolean().default(false),
	expected: z.object({
		overall: z.number(),
		nhsValues: z.number(),
		star: z.number(),
		clarity: z.number(),
	}),
	valuesEvidenced: z.array(z.enum(NHS_VALUES)),
	/** null where STAR does not apply to the question's kind (motivation, ...) */
	starPresent: starSchema.nullable(),
	kind: z.string().optional(),
})
export type CalibrationItem = z.infer<typeof calibrationItemSchema>

export function loadCalibration(file: string): CalibrationItem[] {
	return z.array(calibrationItemSchema).parse(JSON.parse(fs.readFileSync(file, 'utf8')))
}

/** 1-based ranks, ties at their mean rank. */
export function ranks(xs: number[]): number[] {
	const idx = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0])
	const r = new Array<number>(xs.length)
	for (let i = 0; i < idx.length; ) {
		let j = i
		while (j + 1 < idx.length && idx[j + 1][0] === idx[i][0]) j++
		const avg = (i + j) / 2 + 1
		for (let k = i; k <= j; k++) r[idx[k][1]] = avg
		i = j + 1
	}
	return r
}

/** Spearman rank correlation with average ranks for ties. */
export function spearman(a: number[], b: number[]): number {
	const ra = ranks(a)
	const rb = ranks(b)
	const n = a.length
	const ma = ra.reduce((s, x) => s + x, 0) / n
	const mb = rb.reduce((s, x) => s + x, 0) / n
	let num = 0
	let da = 0
	let db = 0
	for (let i = 0; i < n; i++) {
		num += (ra[i] - ma) * (rb[i] - mb)
		da += (ra[i] - ma) ** 2
		db += (rb[i] - mb) ** 2
	}
	return da && db ? num / Math.sqrt(da * db) : 0
}

export type CalibrationRow = {
	id: string
	level: number
	trap: boolean
	overall: number
	nhsValues: number
	star: number
	clarity: number
	expected: CalibrationItem['expected']
	kind: string
	/** the classifier named the item's kind from the question text alone */
	kindRight: boolean | null
	starPresent: StarPresent | null
	expectedStar: StarPresent | null
	valuesExtra: NhsValue[]
	valuesMissing: NhsValue[]
}

export function evaluateCalibration(items: CalibrationItem[]) {
	const rows: CalibrationRow[] = []
	let starHits = 0
	let starItems = 0
	let tp = 0
	let fp = 0
	let fn = 0
	for (const item of items) {
		const r = analyseAnswerOffline({
			// the graded kind when the item has one, as the bank stores it
			question: { text: item.question, kind: item.kind },
			answer: item.answer,
			interviewType: item.interviewType,
			experienceLevel: item.experienceLevel,
		})
		const expectedStar = item.starPresent
		// STAR accuracy counts where STAR applies: graded with parts, and the coach's kind uses them
		if (expectedStar && r.starPresent) {
			starItems++
			for (const p of STAR_PARTS) if (r.starPresent[p] === expectedStar[p]) starHits++
		}
		const got = new Set(r.valuesEvidenced)
		const want = new Set(item.valuesEvidenced)
		const extra = [...got].filter((v) => !want.has(v))
		const missing = [...want].filter((v) => !got.has(v))
		tp += [...got].filter((v) => want.has(v)).length
		fp += extra.length
		fn += missing.length
		rows.push({
			id: item.id,
			level: item.level,
			trap: item.trap,
			overall: Math.round(r.overall * 100),
			nhsValues: Math.round(r.nhsValues * 100),
			star: Math.round(r.star * 100),
			clarity: Math.round(r.clarity * 100),
			expected: item.expected,
			kind: r.kind,
			kindRight: item.kind ? classifyKind(item.question) === item.kind : null,
			starPresent: r.starPresent,
			expectedStar: item.starPresent,
			valuesExtra: extra,
			valuesMissing: missing,
		})
	}
	const precision = tp + fp ? tp / (tp + fp) : 1
	const recall = tp + fn ? tp / (tp + fn) : 1
	const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0
	const traps = rows.filter((r) => r.trap).map((r) => r.overall)
	const level4 = rows.filter((r) => r.level === 4).map((r) => r.overall)
	const maxTrap = traps.length ? Math.max(...traps) : -Infinity
	const minLevel4 = level4.length ? Math.min(...level4) : Infinity
	const mae = (k: keyof CalibrationItem['expected']) =>
		rows.reduce((s, r) => s + Math.abs(r[k] - r.expected[k]), 0) / Math.max(1, rows.length)
	return {
		rows,
		spearman: spearman(
			rows.map((r) => r.overall),
			rows.map((r) => r.level),
		),
		trapCheck: { ok: maxTrap < minLevel4, maxTrap, minLevel4 },
		starAccuracy: starHits / Math.max(1, starItems * STAR_PARTS.length),
		/** items whose STAR presence (null or not) matches the graded one */
		starNullAgreement:
			rows.filter((r) => (r.starPresent === null) === (r.expectedStar === null)).length / Math.max(1, rows.length),
		valuesF1: { precision, recall, f1 },
		mae: { overall: mae('overall'), nhsValues: mae('nhsValues'), star: mae('star'), clarity: mae('clarity') },
	}
}
