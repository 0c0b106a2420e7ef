import { describe, expect, it } from 'vitest'
import { wordChanges } from './word-diff'

describe('word diff', () => {
	it('marks added and removed words and counts them', () => {
		const d = wordChanges('I helped the patient.', 'I calmly helped the frightened patient.')
		expect(d.added).toBe(2)
		expect(d.removed).toBe(0)
		expect(d.changes.filter((c) => c.added).map((c) => c.value.trim())).toEqual(['calmly', 'frightened'])
		expect(d.changes.map((c) => (c.removed ? '' : c.value)).join('')).toBe('I calmly helped the frightened patient.')
	})
	it('counts removed words', () => {
		expect(wordChanges('We sort of fixed it', 'I fixed it')).toMatchObject({ added: 1, removed: 3 })
	})
})
