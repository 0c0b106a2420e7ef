import { describe, expect, test } from 'vitest'
import { computeProgress, type AnswerRecord, type SessionRecord } from './progress.server'

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12))

const fb = (overall: number, values: number, star: number, clarity: number, evidenced: string[] = []) => ({
	overallScore: overall,
	nhsValuesScore: values,
	starScore: star,
	clarityScore: clarity,
	valuesEvidenced: evidenced,
})

describe('computeProgress', () => {
	test('no activity: zero completed, null averages, no last practice', () => {
		const p = computeProgress([], [])
		expect(p.completedInterviews).toBe(0)
		expect(p.averageOverall).toBeNull()
		expect(p.lastPracticeDate).toBeNull()
		expect(Object.values(p.values).every((v) => v === null)).toBe(true)
		expect(p.trend).toEqual([])
	})

	test('averages, values mastery, last practice and trend', () => {
		const sessions: SessionRecord[] = [
			{ id: 's1', status: 'completed', overallScore: 0.5, startedAt: day(1), completedAt: day(1) },
			{ id: 's2', status: 'completed', overallScore: 0.7, startedAt: day(3), completedAt: day(3) },
			{ id: 's3', status: 'in_progress', overallScore: null, startedAt: day(5), completedAt: null },
		]
		const answers: AnswerRecord[] = [
			{ sessionId: 's1', questionValues: ['Care and compassion'], answeredAt: day(1), feedback: fb(0.4, 0.6, 0.5, 0.7, ['Care and compassion']) },
			{ sessionId: 's2', questionValues: ['Care and compassion', 'Everyone counts'], answeredAt: day(3), feedback: fb(0.8, 0.8, 0.9, 0.6, ['Everyone counts']) },
			{ sessionId: 's3', questionValues: ['Improving lives'], answeredAt: day(6), feedback: null },
		]
		const p = computeProgress(sessions, answers)
		expect(p.completedInterviews).toBe(2)
		expect(p.answersScored).toBe(2)
		expect(p.averageOverall).toBeCloseTo(0.6)
		expect(p.averageStar).toBeCloseTo(0.7)
		expect(p.averageClarity).toBeCloseTo(0.65)
		// Care: 0.6 (evidenced, full) and 0.8 * 0.5 (assessed, not evidenced) -> mean 0.5
		expect(p.values['Care and compassion']).toBeCloseTo(0.5)
		expect(p.values['Everyone counts']).toBeCloseTo(0.8)
		// Assessed but unscored answers do not count; never-assessed values stay null.
		expect(p.values['Improving lives']).toBeNull()
		expect(p.values['Dignity and respect']).toBeNull()
		expect(p.overallValuesScore).toBeCloseTo(0.65)
		expect(p.lastPracticeDate).toEqual(day(6))
		expect(p.trend.map((t) => t.sessionId)).toEqual(['s1', 's2'])
	})

	test('averages count completed interviews once each; an interview in progress does not count yet', () => {
		const sessions: SessionRecord[] = [
			// Overall 0.9 from two answers (0.8 and 1.0).
			{ id: 'a', status: 'completed', overallScore: 0.9, startedAt: day(1), completedAt: day(1) },
			// Overall 0.5 from one answer.
			{ id: 'b', status: 'completed', overallScore: 0.5, startedAt: day(2), completedAt: day(2) },
			{ id: 'c', status: 'in_progress', overallScore: null, startedAt: day(3), completedAt: null },
		]
		const answer = (sessionId: string, overall: number, star: number): AnswerRecord => ({
			sessionId,
			questionValues: [],
			answeredAt: day(3),
			feedback: fb(overall, overall, star, overall),
		})
		const p = computeProgress(sessions, [
			answer('a', 0.8, 0.6),
			answer('a', 1.0, 1.0),
			answer('b', 0.5, 0.2),
			answer('c', 0.1, 0.1),
		])
		// (0.9 + 0.5) / 2, not the mean over answers (0.6) nor over answers of completed ones (0.77).
		expect(p.averageOverall).toBeCloseTo(0.7)
		// a: (0.6 + 1.0) / 2 = 0.8; b: 0.2; the in-progress answer is left out.
		expect(p.averageStar).toBeCloseTo(0.5)
		expect(p.answersScored).toBe(4)
	})
})
