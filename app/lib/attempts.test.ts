import { describe, expect, it } from 'vitest'
import { attemptsOf, bestAttempts, formatChange, latestAttempts, sessionScore } from './attempts'

const r = (id: string, questionId: string, attempt: number) => ({ id, questionId, attempt })
const f = (responseId: string, overallScore: number, at = 0) => ({ responseId, overallScore, createdAt: new Date(at) })

describe('attempts', () => {
	const rows = [r('a1', 'q1', 1), r('b1', 'q2', 1), r('a2', 'q1', 2), r('a3', 'q1', 3)]
	it('picks the newest attempt per question', () => {
		expect(latestAttempts(rows).map((x) => x.id)).toEqual(['a3', 'b1'])
	})
	it('lists a question’s attempts oldest first', () => {
		expect(attemptsOf([...rows].reverse(), 'q1').map((x) => x.attempt)).toEqual([1, 2, 3])
	})
	it('counts the best attempt for the session', () => {
		const feedback = [f('a1', 0.4), f('a2', 0.8), f('a3', 0.6), f('b1', 0.5)]
		expect(bestAttempts(rows, feedback).get('q1')?.response.id).toBe('a2')
		expect(sessionScore(rows, feedback)).toBeCloseTo(0.65)
	})
	it('leaves out unscored questions and is null with nothing scored', () => {
		expect(sessionScore(rows, [])).toBeNull()
		expect(sessionScore(rows, [f('b1', 0.5)])).toBe(0.5)
	})
	it('formats changes with a sign', () => {
		expect(formatChange(50, 62)).toBe('+12')
		expect(formatChange(62, 50)).toBe('-12')
		expect(formatChange(50, 50)).toBe('±0')
	})
})
