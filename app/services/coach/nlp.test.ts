import { describe, expect, it } from 'vitest'
import { canon, parseAnswer } from './nlp.server'

function verbsOf(text: string) {
	const parsed = parseAnswer(text)
	return parsed.sentences.flatMap((s) =>
		s.verbs.map((v) => ({ word: s.tokens[v.at].text, subject: v.subject, mode: v.mode, conditional: v.conditional })),
	)
}

describe('nlp', () => {
	it('folds British and American spellings onto one key', () => {
		expect(canon('apologised')).toBe(canon('apologized'))
		expect(canon('centre')).toBe(canon('center'))
		expect(canon('behaviour')).toBe(canon('behavior'))
	})

	it('segments sentences and keeps the candidate text', () => {
		const parsed = parseAnswer('I phoned the ward. Then I escalated it to the matron!')
		expect(parsed.sentences.map((s) => s.text)).toEqual([
			'I phoned the ward.',
			'Then I escalated it to the matron!',
		])
		expect(parsed.words).toBe(11)
	})

	it('tells past actions from hypothetical ones', () => {
		expect(verbsOf('I phoned the patient.')).toContainEqual(
			expect.objectContaining({ word: 'phoned', subject: 'i', mode: 'past' }),
		)
		expect(verbsOf('I would phone the patient.')).toContainEqual(
			expect.objectContaining({ word: 'phone', subject: 'i', mode: 'hypothetical' }),
		)
		expect(verbsOf("I'd phone the patient.")).toContainEqual(
			expect.objectContaining({ word: 'phone', mode: 'hypothetical' }),
		)
		expect(verbsOf("I'd already phoned the patient.")).toContainEqual(
			expect.objectContaining({ word: 'phoned', mode: 'past' }),
		)
		expect(verbsOf('If I saw poor practice I would raise it.')).toContainEqual(
			expect.objectContaining({ word: 'saw', conditional: true }),
		)
	})

	it('tells "I" from "we" and carries the subject across coordinated verbs', () => {
		const verbs = verbsOf('I phoned the patient that afternoon, apologised, and rebooked the appointment.')
		expect(verbs.filter((v) => v.subject === 'i' && v.mode === 'past').map((v) => v.word)).toEqual([
			'phoned',
			'apologised',
			'rebooked',
		])
		expect(verbsOf('We updated the address.')).toContainEqual(
			expect.objectContaining({ word: 'updated', subject: 'we', mode: 'past' }),
		)
	})

	it('handles "I\'m", curly apostrophes and present perfect', () => {
		expect(verbsOf("I'm applying to this trust.")).toContainEqual(
			expect.objectContaining({ word: 'applying', subject: 'i', mode: 'present' }),
		)
		expect(verbsOf('I’ve volunteered every Saturday.')).toContainEqual(
			expect.objectContaining({ word: 'volunteered', subject: 'i', mode: 'perfect' }),
		)
	})

	it('flags text that is not English', () => {
		expect(parseAnswer("Hier, j'ai aidé une patiente qui avait peur de son opération.").nonEnglish).toBe(true)
		expect(parseAnswer('我昨天帮助了一位害怕手术的病人，并向她解释了手术过程。').nonEnglish).toBe(true)
		expect(parseAnswer('I helped a frightened patient and explained the procedure.').nonEnglish).toBe(false)
	})

	it('never throws on odd input', () => {
		for (const input of [undefined, null, 42, '', '   ', '\u0000\u0007', '😀😀', '<<<>>>', '.'.repeat(500)]) {
			expect(() => parseAnswer(input)).not.toThrow()
		}
	})
})
