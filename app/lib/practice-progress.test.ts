import { describe, expect, it } from 'vitest'
import { practiceProgress, type PracticeAnswer } from './practice-progress'

const answer = (sessionId: string, day: number, questionId: string, f: Partial<NonNullable<PracticeAnswer['feedback']>> | null): PracticeAnswer => ({
	sessionId,
	sessionStartedAt: new Date(2026, 0, day),
	questionId,
	questionText: `Question ${questionId}`,
	questionValues: ['Care and compassion'],
	feedback: f ? { overallScore: 0.5, nhsValuesScore: 0.6, valuesEvidenced: ['Care and compassion'], starPresent: { situation: true, task: false, action: true, result: false }, ...f } : null,
})

describe('practice progress', () => {
	it('gives one point per session for each value and STAR part, oldest first', () => {
		const best = [
			answer('s2', 2, 'q1', { nhsValuesScore: 0.8, starPresent: { situation: true, task: true, action: true, result: true } }),
			answer('s1', 1, 'q1', { nhsValuesScore: 0.4, valuesEvidenced: [] }),
			answer('s1', 1, 'q2', null),
		]
		const p = practiceProgress(best, best)
		expect(p.sessions).toBe(2)
		expect(p.values['Care and compassion'].map((x) => [x.sessionId, x.value])).toEqual([
			['s1', 0.2],
			['s2', 0.8],
		])
		expect(p.values['Everyone counts']).toEqual([])
		expect(p.star.result.map((x) => x.value)).toEqual([0, 1])
	})
	it('lists the questions practised most with their best score', () => {
		const all = [answer('s1', 1, 'q1', { overallScore: 0.4 }), answer('s1', 1, 'q1', { overallScore: 0.7 }), answer('s2', 2, 'q1', { overallScore: 0.6 }), answer('s2', 2, 'q2', null)]
		expect(practiceProgress([], all).mostPractised).toEqual([
			{ questionId: 'q1', text: 'Question q1', attempts: 3, best: 0.7 },
			{ questionId: 'q2', text: 'Question q2', attempts: 1, best: null },
		])
	})
})
