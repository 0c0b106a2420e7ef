import { describe, expect, it } from 'vitest'
import { analyse } from '../offline.server'
import { withLearnedParts } from './learned-parts.server'

const question = {
	text: 'Tell me about a time you supported a patient who was frightened.',
	kind: 'behavioural' as const,
}

describe('the learned value and STAR-part classifiers applied to an analysis', () => {
	it('keeps a part the candidate labelled with content, whatever the model says', () => {
		const a = analyse({
			question,
			answer:
				'Situation: a patient on our ward was frightened before surgery. Task: as her named nurse my job was to prepare her and keep her calm. Action: I sat with her and explained each step. Result: she went to theatre calm and thanked us.',
		})
		const b = withLearnedParts(a, {
			overall: 0.5,
			starParts: { task: false, result: false },
		})
		expect(b.star.present.task).toBe(true)
		expect(b.star.present.result).toBe(true)
	})

	it('adds a value the model found and removes one it did not, quoting only sentences the analysers found', () => {
		const a = analyse({
			question,
			answer: 'I sat with the patient, held her hand and explained what would happen next. She settled and thanked me afterwards.',
		})
		const b = withLearnedParts(a, {
			overall: 0.5,
			valuesEvidenced: ['Care and compassion', 'Everyone counts'],
		})
		expect(b.values.evidenced).toEqual(['Care and compassion', 'Everyone counts'])
		for (const v of b.values.evidenced)
			for (const i of b.values.perValue[v].sentences) expect(a.parsed.sentences.map((s) => s.index)).toContain(i)
		const c = withLearnedParts(a, { overall: 0.5, valuesEvidenced: [] })
		expect(c.values.evidenced).toEqual([])
	})
})
