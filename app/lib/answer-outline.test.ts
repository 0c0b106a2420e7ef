import { describe, expect, it } from 'vitest'
import { buildOutline } from './answer-outline'
import { indicatorsFor } from './panel-indicators'

const question = { kind: 'behavioural', competency: 'Patient safety', values: ['Care and compassion', 'Working together for patients'] }

describe('panel indicators', () => {
	it('lists what the panel looks for, from the competency and each value tested', () => {
		const list = indicatorsFor(question)
		expect(list[0]).toMatch(/escalated/)
		expect(list.some((l) => /comfort/.test(l))).toBe(true)
		expect(list.some((l) => /colleagues/.test(l))).toBe(true)
	})
	it('uses the question kind’s indicators when the kind is known', () => {
		expect(indicatorsFor({ kind: 'situational', competency: 'Unknown', values: [] })).toContain(
			'When and to whom you would escalate, and that you work within your competence',
		)
		expect(indicatorsFor({ kind: null, competency: 'Unknown', values: [] })[0]).toMatch(/real, specific example/)
	})
})

describe('answer outline', () => {
	it('uses the candidate’s own situation and prompts for the parts they missed', () => {
		const { steps, values } = buildOutline(
			question,
			{ star: { situation: ['It was the night shift on the stroke ward and we were two nurses short.'], task: [], action: [], result: [] } },
			['Care and compassion'],
		)
		expect(steps[0]).toEqual({ part: 'Situation', yours: 'It was the night shift on the stroke ward and we were two nurses short.', prompt: expect.any(String) })
		expect(steps[1]).toMatchObject({ part: 'Task', yours: null, prompt: expect.stringMatching(/^Now say what your task was/) })
		expect(values).toEqual([
			{ value: 'Care and compassion', shown: true },
			{ value: 'Working together for patients', shown: false },
		])
	})
	it('shortens long sentences and never copies the whole answer', () => {
		const long = 'word '.repeat(80)
		const { steps } = buildOutline(question, { star: { situation: [long] } })
		expect(steps[0]!.yours!.length).toBeLessThanOrEqual(140)
	})
	it('outlines a non-STAR question from its indicators', () => {
		const { steps } = buildOutline({ kind: 'motivation', competency: 'Motivation and values', values: [] }, null)
		expect(steps[0]!.prompt).toMatch(/personal reason/)
	})
})
