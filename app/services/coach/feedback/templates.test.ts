import { describe, expect, it } from 'vitest'
import { type RedFlag } from '../red-flags.server'
import { TRAP_CONCERNS } from '../types'
import { CONCERN_LABEL, CONCERN_TEXT, flagLabel, flagLine } from './templates.server'

const flag = (over: Partial<RedFlag>): RedFlag => ({ kind: 'concern', severity: 0.8, sentence: 0, text: 't', excerpt: 't', ...over })

describe('the line a confident red flag gets', () => {
	it('names the concern the learned check found, and quotes the sentence', () => {
		expect(flagLine(flag({ concern: 'records' }), '"I signed the chart."')).toBe(
			'A panel is likely to see this as a record that does not match what happened: "I signed the chart." Sign only for what you did or saw, and say how you put the record right.',
		)
		expect(flagLabel(flag({ concern: 'consent' }))).toBe('what reads as acting without consent')
	})

	it('says only that practice looks unsafe, dishonest or against policy when no concern was named', () => {
		expect(flagLine(flag({}), '"q"')).toMatch(/^A panel is likely to see what this answer describes as unsafe, dishonest or against policy, for example: "q"/)
		expect(flagLabel(flag({}))).toBe('describing practice that is unsafe, dishonest or against policy')
	})

	it("keeps a rule's own words for the rule's flags", () => {
		expect(flagLine(flag({ kind: 'confidentiality' }), '"q"')).toMatch(/^This describes a breach of confidentiality: "q"/)
	})

	it('has words for every concern, each quoting the sentence once', () => {
		for (const c of TRAP_CONCERNS) {
			expect(CONCERN_TEXT[c]('"QUOTE"').split('"QUOTE"')).toHaveLength(2)
			expect(CONCERN_LABEL[c]).toMatch(/^what reads as /)
		}
	})
})
