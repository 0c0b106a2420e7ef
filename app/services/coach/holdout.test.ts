import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { evaluateCalibration, loadCalibration } from './calibration.server'

/** Blind holdout written by a different panel member; never tuned on answer by answer. */
const file = path.resolve(process.cwd(), 'tests/fixtures/holdout-answers.json')

describe('blind holdout of graded answers', () => {
	it('finds the holdout file', () => {
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
