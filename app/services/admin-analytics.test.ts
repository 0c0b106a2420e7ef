import { describe, expect, test } from 'vitest'
import { NHS_VALUES } from '#app/lib/nhs-values'
import { fillWeeks, lastWeeks, starSummary, valuesSummary } from './admin-analytics.server'

describe('analytics shaping', () => {
	test('lastWeeks: the Mondays (UTC) of the last n weeks, oldest first, this week last', () => {
		// Sunday 23 November 2026, late evening UTC: the week began on Monday 17th.
		expect(lastWeeks(new Date('2026-11-22T23:30:00Z'), 3)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16'])
		expect(lastWeeks(new Date('2026-11-23T00:00:00Z'), 2)).toEqual(['2026-11-16', '2026-11-23'])
	})

	test('fillWeeks: zero for weeks without rows, rows outside the window ignored', () => {
		const weeks = ['2026-11-02', '2026-11-09', '2026-11-16']
		expect(fillWeeks([{ week: '2026-11-09', count: 4 }, { week: '2026-10-26', count: 9 }], weeks, 'count')).toEqual([0, 4, 0])
	})

	test('starSummary: rates per part and the most-missed part (none when nothing is missed)', () => {
		expect(starSummary({ answers: 4, situation: 0, task: 3, action: 1, result: 2 })).toEqual({
			answers: 4,
			parts: [
				{ part: 'situation', missed: 0, rate: 0 },
				{ part: 'task', missed: 3, rate: 0.75 },
				{ part: 'action', missed: 1, rate: 0.25 },
				{ part: 'result', missed: 2, rate: 0.5 },
			],
			mostMissed: 'task',
		})
		expect(starSummary({ answers: 0, situation: 0, task: 0, action: 0, result: 0 }).mostMissed).toBeNull()
	})

	test('valuesSummary: all six values in SPEC order, the weakest among those with answers', () => {
		const summary = valuesSummary([
			{ value: 'Everyone counts', mastery: 0.4, users: 2, answers: 3 },
			{ value: 'Care and compassion', mastery: 0.7, users: 3, answers: 5 },
		])
		expect(summary.values.map((v) => v.value)).toEqual([...NHS_VALUES])
		expect(summary.values[1]).toEqual({ value: 'Dignity and respect', mastery: null, users: 0, answers: 0 })
		expect(summary.weakest).toBe('Everyone counts')
		expect(valuesSummary([]).weakest).toBeNull()
	})
})
