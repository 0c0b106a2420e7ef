import { describe, expect, test } from 'vitest'
import { meanVector, vectorDimensions } from './word-vectors.server'

const cosine = (a: Float64Array, b: Float64Array) => a.reduce((s, x, j) => s + x * b[j], 0)

describe('word vectors', () => {
	test('an answer becomes one unit-length point; words the table does not know add nothing', () => {
		const v = meanVector(['escalated', 'nurse', 'charge', 'qzxv'])
		expect(v).toHaveLength(vectorDimensions())
		expect(cosine(v, v)).toBeCloseTo(1, 6)
		expect(meanVector(['qzxv', 'wvpk']).every((x) => x === 0)).toBe(true)
		expect(meanVector([]).every((x) => x === 0)).toBe(true)
	})

	test('the vocabulary of NHS interviews is there, beyond the most frequent words', () => {
		for (const w of ['safeguarding', 'sepsis', 'phlebotomy', 'deteriorating', 'handover', 'dignity']) expect(cosine(meanVector([w]), meanVector([w]))).toBeCloseTo(1, 6)
	})

	test('answers that say the same thing in other words lie closer than answers about something else', () => {
		const told = meanVector(['told', 'nurse', 'charge', 'immediately', 'worried', 'patient', 'breathing'])
		const escalated = meanVector(['escalated', 'sister', 'straight', 'away', 'concerned', 'patient', 'oxygen'])
		const rota = meanVector(['rota', 'budget', 'spreadsheet', 'invoices', 'finance', 'meeting'])
		expect(cosine(told, escalated)).toBeGreaterThan(cosine(told, rota) + 0.1)
	})
})
