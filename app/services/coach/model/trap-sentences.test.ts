import { describe, expect, it } from 'vitest'
import { analyseAnswerOffline } from '../offline.server'
import { findTrapSentences, trapSentencesModel, trapSentencesSchema } from './trap-sentences.server'

describe('the trap-sentence finder at run time', () => {
	const model = trapSentencesModel!

	it('loads the shipped model', () => {
		expect(trapSentencesSchema.safeParse(model).success).toBe(true)
	})

	it('reads no sentences, empty and punctuation-only sentences and control characters without failing', () => {
		expect(findTrapSentences(model, [], 'behavioural')).toEqual({ probabilities: [], top: -1 })
		const odd = findTrapSentences(model, ['', '!!! ???', 'I\u0000 told\u0007 the\u200b ward manager.'], 'situational')
		expect(odd.probabilities).toHaveLength(3)
		for (const p of odd.probabilities) expect(p).toBeGreaterThanOrEqual(0)
		expect(odd.top).toBeGreaterThanOrEqual(0)
	})

	it('points at the sentence that carries the concern in a fluent trap, and leaves the same story told well below it', () => {
		const context = 'I have worked on a busy surgical ward for three years and I am proud of how our team pulls together.'
		const trap = 'When the drug round ran late I signed the chart for the evening doses before giving them, so the round looked finished on time.'
		const well = 'When the drug round ran late I told the nurse in charge, gave each dose and signed for it only once the patient had taken it.'
		const a = findTrapSentences(model, [context, trap], 'behavioural')
		const b = findTrapSentences(model, [context, well], 'behavioural')
		expect(a.top).toBe(1)
		expect(a.probabilities[1]).toBeGreaterThan(b.probabilities[1])
	})

	it('reads a long answer of many sentences whole', () => {
		const answer = Array.from({ length: 200 }, (_, i) => `On day ${i} I checked the fridge temperature and wrote it down.`).join(' ')
		const r = analyseAnswerOffline({ question: 'Tell me about a time you kept patients safe.', answer })
		expect(r.overall).toBeGreaterThanOrEqual(0)
	})
})
