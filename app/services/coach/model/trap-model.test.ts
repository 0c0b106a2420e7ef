import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { analyseAnswerOffline } from '../offline.server'
import { loadGraded } from './data.server'
import { featureCount, hash, ngramOffset } from './features.server'
import { stringifyModel } from './model-file'
import { prepareItems } from './train.server'
import { auc, chooseCut, trainTraps, withTrapCheckOutOfFold } from './train-trap.server'
import { shadedOverall, trapModel, trapModelSchema, type TrapModel, trapSentence } from './trap-model.server'

describe('training the trap check', () => {
	const items = loadGraded([path.resolve('tests/fixtures/holdout-answers.json'), path.resolve('tests/fixtures/holdout-4-answers.json')])
	const prepared = prepareItems(items)

	it('gives the same model file twice from the same answers, in the shape the coach loads', () => {
		const a = trainTraps(prepared)
		const b = trainTraps(prepared)
		expect(stringifyModel(a.model)).toBe(stringifyModel(b.model))
		expect(trapModelSchema.safeParse(a.model).success).toBe(true)
		expect(a.figures.answers).toBe(items.length)
		expect(a.figures.traps).toBe(items.filter((i) => i.trap).length)
	})

	it('reports the coach as it runs: a likely trap capped at 25 with its values void, unless a severe rule flag already spoke', () => {
		const rows = prepared.slice(0, 3).map((p) => ({ item: p.item, overall: 80, starPresent: null, valuesEvidenced: ['Everyone counts' as const], kind: p.sig.kind }))
		const severe = { ...prepared[2], sig: { ...prepared[2].sig, signals: { ...prepared[2].sig.signals, flagMax: 0.9 } } }
		const out = withTrapCheckOutOfFold(rows, [prepared[0], prepared[1], severe], Float64Array.from([0.2, 0.7, 0.9]), 0.5)
		expect(out.map((r) => r.overall)).toEqual([80, 25, 80])
		expect(out.map((r) => r.valuesEvidenced.length)).toEqual([1, 0, 1])
	})

	it('shades a likely-but-unconfirmed trap part of the way towards the cap, and only as far as its probability says', () => {
		const shade = { from: 0.2, strength: 0.5 }
		expect(shadedOverall(0.85, 0.1, 0.6, shade)).toBe(0.85)
		expect(shadedOverall(0.85, 0.6, 0.6, shade)).toBeCloseTo(0.55)
		expect(shadedOverall(0.85, 0.4, 0.6, shade)).toBeCloseTo(0.7)
		expect(shadedOverall(0.2, 0.5, 0.6, shade)).toBe(0.2)
		expect(shadedOverall(0.85, 0.5, 0.6, undefined)).toBe(0.85)
		expect(shadedOverall(0.85, 0.7, 0.6, { from: 0.6, strength: 1 })).toBe(0.85)
		const rows = prepared.slice(0, 2).map((p) => ({ item: p.item, overall: 85, starPresent: null, valuesEvidenced: ['Everyone counts' as const], kind: p.sig.kind }))
		const out = withTrapCheckOutOfFold(rows, prepared.slice(0, 2), Float64Array.from([0.1, 0.4]), 0.6, shade)
		expect(out.map((r) => r.overall)).toEqual([85, 70])
		expect(out.map((r) => r.valuesEvidenced.length)).toEqual([1, 1])
	})

	describe('where the check cuts, out of fold', () => {
		// six answers to one question: the two traps score high, and only the trap check's probability knows them
		const levels = [4, 4, 3, 2, 1, 1]
		const item = (i: number) => ({ ...prepared[0].item, level: levels[i], trap: levels[i] === 1 })
		const rows = levels.map((_, i) => ({ item: item(i), overall: [80, 75, 65, 50, 85, 78][i], starPresent: null, valuesEvidenced: [], kind: prepared[0].sig.kind }))
		const same = levels.map((_, i) => ({ ...prepared[0], item: item(i) }))

		it("comes down from the check's own threshold, or shades below it, only where that ranks the answers better", () => {
			const chosen = chooseCut(rows, same, Float64Array.from([0.02, 0.05, 0.1, 0.1, 0.5, 0.45]), 0.6)
			expect(chosen.threshold < 0.6 || chosen.shade !== undefined).toBe(true)
			expect(chosen.spearman.with).toBeGreaterThan(chosen.spearman.without)
			// the same answers where the probability points the wrong way: the check's own threshold, no shade
			const wrong = chooseCut(rows, same, Float64Array.from([0.5, 0.45, 0.1, 0.1, 0.02, 0.05]), 0.6)
			expect(wrong).toMatchObject({ threshold: 0.6 })
			expect(wrong.shade).toBeUndefined()
		})

		it('never comes down so far that a level 3-4 answer would be told it is a trap', () => {
			const chosen = chooseCut(rows, same, Float64Array.from([0.02, 0.05, 0.42, 0.1, 0.5, 0.45]), 0.6)
			expect(chosen.threshold).toBeGreaterThan(0.42)
		})
	})

	it('measures the area under the ROC curve with ties at their mean rank', () => {
		expect(auc([0.9, 0.8], [0.1, 0.2])).toBe(1)
		expect(auc([0.1], [0.9])).toBe(0)
		expect(auc([0.5], [0.5])).toBe(0.5)
		expect(auc([0.9, 0.5], [0.5, 0.1])).toBe(0.875)
	})
})

describe('the sentence the trap check quotes', () => {
	it('is the one whose words weigh most towards a trap', () => {
		const spec = { signals: [], crossed: [], ngramBuckets: 64, overlapBuckets: 0 }
		const weights = new Array<number>(featureCount(spec)).fill(0)
		weights[ngramOffset(spec) + (hash('u:backdated') % 64)] = 3
		const model: TrapModel = { format: 1, spec, classifier: { bias: 0, weights }, threshold: 0.5, training: {} }
		expect(trapModelSchema.safeParse(model).success).toBe(true)
		expect(trapSentence(model, ['I checked the fridge every morning.', 'I backdated the log so the audit passed.', 'It went well.'])).toBe(1)
		expect(trapModelSchema.safeParse({ ...model, classifier: { bias: 0, weights: [1, 2] } }).success).toBe(false)
		expect(trapModelSchema.safeParse({ ...model, shade: { from: 0.2, strength: 0.5 } }).success).toBe(true)
		expect(trapModelSchema.safeParse({ ...model, shade: { from: 0.5, strength: 0.5 } }).success).toBe(false)
	})
})

describe('the shipped trap check', () => {
	it('loads, and out of fold, where it cuts, it called at most 1 in 200 good answers a trap', () => {
		expect(trapModel).toBeDefined()
		const t = trapModel!.training as { cut: { threshold: number; goodFlagged: number; good: number; caught: number; flagged: number } }
		expect(t.cut.threshold).toBe(trapModel!.threshold)
		expect(t.cut.goodFlagged / t.cut.good).toBeLessThanOrEqual(0.005)
		expect(t.cut.caught / t.cut.flagged).toBeGreaterThanOrEqual(0.8)
	})

	it('leaves a good answer alone', () => {
		const answer = [
			'In our outpatient clinic the afternoon list always overran, so as the senior nurse I looked at where the time went.',
			'I timed each step for two weeks and found patients waited forty minutes for a porter to take their notes between rooms.',
			'I proposed sending the notes electronically instead, agreed it with the clinic manager and the information governance lead, and trained the receptionists.',
			'Every safety check stayed in place; we only removed the wait for paper.',
			'Over the next three months the average wait fell from fifty to twenty-five minutes, and complaints about delays halved.',
			'I learned to measure before changing anything, and to take a change through the right people first.',
		].join(' ')
		const r = analyseAnswerOffline({ question: 'Tell me about a time you made a process quicker for patients.', answer, interviewType: 'nursing', experienceLevel: 'senior' })
		expect(r.overall).toBeGreaterThan(0.5)
		expect(r.improvements.join(' ')).not.toMatch(/A panel is likely to see/)
	})
})
