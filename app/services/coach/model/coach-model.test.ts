import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { analyseAnswerOffline } from '../offline.server'
import { OFF_TOPIC_CAP } from '../score.server'
import { capped, coachModel, scoreWithModel } from './coach-model.server'
import { chooseBands } from './train.server'
import { loadGraded } from './data.server'
import { figures } from './metrics.server'
import { stringifyModel } from './model-file'
import { coachModelSchema } from './model-schema'
import { extractSignals } from './model-signals.server'
import { DEFAULT_OPTIONS, train } from './train.server'

const SMALL = { ...DEFAULT_OPTIONS, ngramBuckets: 32, overlapBuckets: 8, folds: 3, ridgeGrid: [0.1, 1], logisticGrid: [0.03], iterations: 20, ngramScaleGrid: undefined, lengthPenaltyGrid: [0, 0.3], boost: { ...DEFAULT_OPTIONS.boost!, rounds: 10, depth: 2, minLeaf: 3 } }

describe('training the learned coach', () => {
	const items = loadGraded([path.resolve('../shared/eval/calibration-answers.json')]).slice(0, 24)

	it('gives the same model file twice from the same answers', () => {
		const a = train(items, SMALL)
		const b = train(items, SMALL)
		expect(stringifyModel(a.model)).toBe(stringifyModel(b.model))
		expect(coachModelSchema.safeParse(a.model).success).toBe(true)
	})

	it('reports cross-validated figures for the answers it was given', () => {
		const { report } = train(items, SMALL)
		expect(report.cv.all.n).toBe(items.length)
		expect(report.cv.all.spearmanLevel).toBeGreaterThan(0)
	})
})

describe('the shipped model', () => {
	it('loads', () => {
		expect(coachModel).toBeDefined()
	})

	it('refuses a model file whose trees read a signal the feature spec does not have', () => {
		const stray = { feature: [coachModel!.spec.signals.length + 7, -1, -1], value: [0.5, 1, 2], right: [2, -1, -1] }
		const file = { ...coachModel!, boosted: { blend: 0.5, base: 0, rate: 1, trees: [stray] } }
		expect(coachModelSchema.safeParse(file).success).toBe(false)
		stray.feature[0] = 0
		expect(coachModelSchema.safeParse(file).success).toBe(true)
	})

	const question = 'Tell me about a time you had to act quickly to keep a patient safe.'
	const answers = [
		'',
		'I do not know.',
		'During a night shift I noticed a patient was confused. I checked her observations, escalated to the doctor using SBAR and stayed with her. She started antibiotics within the hour and recovered; I learnt to act on small changes.',
		'we always do our best for patients and work as a team every day '.repeat(30),
	]

	it('mixes the boosted trees into the overall at their saved share', () => {
		const sig = extractSignals({ question, answer: answers[2] })
		const input = { question, answer: answers[2] }
		const linear = scoreWithModel({ ...coachModel!, boosted: undefined }, input, sig).overall
		// a forest with no trees outputs its base: here 90
		const mixed = scoreWithModel({ ...coachModel!, boosted: { blend: 0.25, base: 90, rate: 1, trees: [] } }, input, sig).overall
		expect(linear).toBeGreaterThan(0)
		expect(linear).toBeLessThan(1)
		expect(mixed).toBeCloseTo(0.75 * linear + 0.25 * 0.9, 9)
	})

	it('scores every answer within 0..100', () => {
		for (const answer of answers) {
			const sig = extractSignals({ question, answer })
			const m = scoreWithModel(coachModel!, { question, answer }, sig)
			expect(m.overall).toBeGreaterThanOrEqual(0)
			expect(m.overall).toBeLessThanOrEqual(1)
			const r = analyseAnswerOffline({ question, answer })
			expect(r.overall).toBeGreaterThanOrEqual(0)
			expect(r.overall).toBeLessThanOrEqual(1)
		}
	})

	it('ranks a specific, owned example above a vague one', () => {
		const good = analyseAnswerOffline({ question, answer: answers[2] })
		const vague = analyseAnswerOffline({ question, answer: 'We always try to keep patients safe on our ward.' })
		expect(good.overall).toBeGreaterThan(vague.overall)
	})
})

describe('figures', () => {
	it('counts traps below every level-4 answer to the same question', () => {
		const base = {
			question: 'Q',
			interviewType: 'general',
			experienceLevel: 'mid',
			answer: 'a b c',
			trap: false,
			expected: { overall: 0, nhsValues: 0, star: 0, clarity: 0 },
			valuesEvidenced: [],
			starPresent: null,
			source: 'x',
		}
		const f = figures([
			{ item: { ...base, id: '1', level: 4 }, overall: 80, starPresent: null, valuesEvidenced: [], kind: 'self' },
			{ item: { ...base, id: '2', level: 1, trap: true }, overall: 30, starPresent: null, valuesEvidenced: [], kind: 'self' },
			{ item: { ...base, id: '3', level: 1, trap: true }, overall: 90, starPresent: null, valuesEvidenced: [], kind: 'self' },
		])
		expect(f.traps).toEqual({ below: 1, total: 2 })
	})
})

describe('how far the learned score may rise above the hand-set one', () => {
	const sig = (signals: Record<string, number>) => ({ kind: 'behavioural' as const, signals, starPresent: null, valuesEvidenced: [] })

	it('lifts an answer by at most the trust band the training chose', () => {
		expect(capped(0.9, 0.5, sig({ relevance: 1 }), 0.3)).toBeCloseTo(0.8)
		expect(capped(0.6, 0.5, sig({ relevance: 1 }), 0.3)).toBeCloseTo(0.6)
		expect(coachModel?.trustBand).toBeGreaterThan(0)
	})

	it('lifts an answer with a severe flag, or no example where one was asked, by the guard band at most', () => {
		const guards: Record<string, number>[] = [{ flagMax: 0.85 }, { typeMismatch: 1 }]
		for (const guard of guards) {
			expect(capped(0.9, 0.2, sig({ relevance: 1, ...guard }), 0.3)).toBe(0.2)
			expect(capped(0.9, 0.2, sig({ relevance: 1, ...guard }), 0.3, 0.1)).toBeCloseTo(0.3)
			expect(capped(0.25, 0.2, sig({ relevance: 1, ...guard }), 0.3, 0.1)).toBe(0.25)
		}
		expect(coachModel?.guardBand).toBeLessThanOrEqual(coachModel?.trustBand ?? 0)
	})

	it('never lifts an answer about something else', () => {
		expect(capped(0.9, 0.2, sig({ relevance: 1, off_topic: 1 }), 0.3, 0.1)).toBe(0.2)
	})

	it('scores an answer that shares nothing with the question no higher than an off-topic one', () => {
		expect(capped(0.9, 0.2, sig({ relevance: 0 }), 0.3)).toBe(OFF_TOPIC_CAP)
		expect(capped(0.9, 0.5, sig({ relevance: 0 }), 0.3)).toBe(0.5)
	})

	it('marks an answer down freely', () => {
		expect(capped(0.1, 0.6, sig({ relevance: 1, flagMax: 0.85 }), 0.3)).toBe(0.1)
	})
})

describe('choosing the bands out of fold', () => {
	const trust = [0.15, 0.25, 0.5]
	const guard = [0, 0.1, 0.2, 0.3]

	it('takes the narrowest guard band that ranks within a hair of the best, then the narrowest trust band', () => {
		// ranking improves with the guard band up to 0.2 and with the trust band up to 0.25
		const rank = (band: number, g: number) => 0.8 + Math.min(g, 0.2) * 0.2 + Math.min(band, 0.25) * 0.1
		expect(chooseBands(trust, guard, rank)).toMatchObject({ guardBand: 0.2, trustBand: 0.25 })
	})

	it('keeps the guards shut where lifting guarded answers ranks worse, and never lets the guard band pass the trust band', () => {
		const rank = (band: number, g: number) => 0.8 - g + band * 0.001
		expect(chooseBands(trust, guard, rank)).toMatchObject({ guardBand: 0, trustBand: 0.15 })
		const wide = chooseBands([0.15, 0.2], guard, (band, g) => 0.8 + g)
		expect(wide.guardBand).toBeLessThanOrEqual(wide.trustBand)
	})
})
