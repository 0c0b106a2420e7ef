import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { evaluateCalibration, loadCalibration, spearman } from './calibration.server'

type Bars = { spearman: number; star?: number; valuesF1?: number; maeOverall: number }
const FULL: Bars = { spearman: 0.85, star: 0.9, valuesF1: 0.8, maeOverall: 12 }

/**
 * Graded answer sets and the bars each must hold. None of them is blind: the
 * calibration set is the one the coach was fitted on, and holdouts 1-3 were each
 * scored blind once and then tuned on, so here they are regression checks only
 * (tests/fixtures/README.md). Holdout 4, the one set scored blind and not tuned
 * on, is deliberately in no test. STAR accuracy counts only answers to kinds that
 * use STAR (behavioural, values); on holdout 2 that subset is at 0.89.
 */
const SETS: Array<{ name: string; file: string; bars: Bars }> = [
	{ name: 'calibration answers (fitted)', file: '../shared/eval/calibration-answers.json', bars: FULL },
	{ name: 'holdout 1 (tuned on)', file: 'tests/fixtures/holdout-answers.json', bars: FULL },
	{ name: 'holdout 2 (tuned on)', file: 'tests/fixtures/holdout-2-answers.json', bars: { ...FULL, star: 0.88 } },
	{ name: 'holdout 3 (tuned on)', file: 'tests/fixtures/holdout-3-answers.json', bars: { spearman: 0.85, maeOverall: 12 } },
]

for (const set of SETS) {
	describe(`quality bars on the ${set.name}`, () => {
		const file = path.resolve(process.cwd(), set.file)
		it('finds the file', () => {
			expect(fs.existsSync(file)).toBe(true)
		})

		const report = evaluateCalibration(loadCalibration(file))

		it(`ranks answers like the graders (Spearman >= ${set.bars.spearman})`, () => {
			expect(report.spearman).toBeGreaterThanOrEqual(set.bars.spearman)
		})

		it('scores every trap answer below every level-4 answer', () => {
			expect(report.trapCheck.maxTrap).toBeLessThan(report.trapCheck.minLevel4)
		})

		if (set.bars.star !== undefined) {
			const bar = set.bars.star
			it(`detects STAR parts with >= ${bar * 100}% accuracy`, () => {
				expect(report.starAccuracy).toBeGreaterThanOrEqual(bar)
			})
		}

		if (set.bars.valuesF1 !== undefined) {
			const bar = set.bars.valuesF1
			it(`finds evidenced values with micro F1 >= ${bar}`, () => {
				expect(report.valuesF1.f1).toBeGreaterThanOrEqual(bar)
			})
		}

		it('reads the graded kind: STAR parts are null where STAR does not apply', () => {
			for (const row of report.rows) if (row.expectedStar === null) expect(row.starPresent).toBeNull()
		})

		it(`keeps the overall score close to the graders (MAE < ${set.bars.maeOverall} points)`, () => {
			expect(report.mae.overall).toBeLessThan(set.bars.maeOverall)
		})
	})
}

describe('spearman', () => {
	it('handles ties and perfect orderings', () => {
		expect(spearman([1, 2, 3], [10, 20, 30])).toBeCloseTo(1)
		expect(spearman([1, 2, 3], [30, 20, 10])).toBeCloseTo(-1)
		expect(spearman([1, 1, 2], [1, 2, 3])).toBeGreaterThan(0.8)
	})
})
