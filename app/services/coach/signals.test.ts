import { describe, expect, test } from 'vitest'
import { extractSignals, signalNames } from './signals.server'

const STORY =
	'On a busy night shift last winter I noticed that Mr Khan, who had dementia, was trying to leave the ward. My job was to keep him safe without distressing him. I sat with him, asked about his family and walked with him to the day room. He settled within twenty minutes and slept for the rest of the night. I now ask families for a "this is me" page on admission.'

describe('extractSignals', () => {
	test('returns the kind, finite named signals, STAR parts and values', () => {
		const r = extractSignals({ question: 'Tell me about a time you cared for someone who was confused.', answer: STORY })
		expect(r.kind).toBe('behavioural')
		expect(r.starPresent).not.toBeNull()
		for (const [name, v] of Object.entries(r.signals)) {
			expect(Number.isFinite(v), name).toBe(true)
			expect(v, name).toBeGreaterThanOrEqual(0)
			expect(v, name).toBeLessThanOrEqual(60)
		}
		expect(r.signals.kind_behavioural).toBe(1)
		expect(r.signals.star_action).toBeGreaterThan(0.3)
	})

	test('the set of signal names is the same for every answer and kind', () => {
		const a = extractSignals({ question: 'Why do you want to work for the NHS?', answer: 'Because.' })
		const b = extractSignals({ question: 'What would you do if a patient refused their medication?', answer: STORY })
		expect(Object.keys(a.signals).sort()).toEqual([...signalNames()])
		expect(Object.keys(b.signals).sort()).toEqual([...signalNames()])
		expect(a.starPresent).toBeNull()
		expect(b.kind).toBe('situational')
	})

	test('a given kind overrides the classifier', () => {
		const r = extractSignals({ question: 'Teamwork.', answer: STORY, kind: 'values' })
		expect(r.kind).toBe('values')
		expect(r.signals.kind_values).toBe(1)
	})

	test('is deterministic', () => {
		const q = 'Tell me about a time you cared for someone who was confused.'
		expect(extractSignals({ question: q, answer: STORY })).toEqual(extractSignals({ question: q, answer: STORY }))
	})

	test('empty answers give finite zeros, not errors', () => {
		const r = extractSignals({ question: '', answer: '' })
		for (const v of Object.values(r.signals)) expect(Number.isFinite(v)).toBe(true)
	})
})
