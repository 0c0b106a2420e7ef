import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { evaluateCalibration, loadCalibration, spearman } from './calibration.server'

const file = path.resolve(process.cwd(), '../shared/eval/calibration-answers.json')

describe('calibration against graded answers', () => {
	it('finds the calibration file', () => {
		expect(fs.existsSync(file)).toBe(true)
	})

	const report = evaluateCalibration(loadCalibration(file))

	it('ranks answers like the graders (Spearman >= 0.85)', () => {
		expect(report.spearman).toBeGreaterThanOrEqual(0.85)
	})

	it('scores every trap answer below every level-4 answer', () => {
		expect(report.trapCheck.maxTrap).toBeLessThan(report.trapCheck.minLevel4)
	})

	it('detects STAR parts with >= 90% accuracy', () => {
		expect(report.starAccuracy).toBeGreaterThanOrEqual(0.9)
	})

	it('finds evidenced values with micro F1 >= 0.8', () => {
		expect(report.valuesF1.f1).toBeGreaterThanOrEqual(0.8)
	})

	it('keeps the overall score close to the graders (MAE < 12 points)', () => {
		expect(report.mae.overall).toBeLessThan(12)
	})
})

describe('spearman', () => {
	it('handles ties and perfect orderings', () => {
		expect(spearman([1, 2, 3], [10, 20, 30])).toBeCloseTo(1)
		expect(spearman([1, 2, 3], [30, 20, 10])).toBeCloseTo(-1)
		expect(spearman([1, 1, 2], [1, 2, 3])).toBeGreaterThan(0.8)
	})
})
