import { describe, expect, it } from 'vitest'
import { summariseSession, type SummaryItem } from './session-summary'

const star = (s: boolean, t: boolean, a: boolean, r: boolean) => ({ situation: s, task: t, action: a, result: r })
const item = (values: string[], f: Partial<NonNullable<SummaryItem['feedback']>> | null): SummaryItem => ({
	values,
	feedback: f
		? { overallScore: 0.6, nhsValuesScore: 0.6, starScore: 0.6, clarityScore: 0.8, valuesEvidenced: [], starPresent: star(true, true, true, true), ...f }
		: null,
})

describe('session summary', () => {
	it('is null with nothing scored', () => {
		expect(summariseSession([item(['Everyone counts'], null)])).toBeNull()
	})
	it('names the strongest and weakest value and the most-missing STAR part', () => {
		const summary = summariseSession([
			item(['Care and compassion'], { nhsValuesScore: 0.9, valuesEvidenced: ['Care and compassion'], starPresent: star(true, false, true, false) }),
			item(['Everyone counts'], { nhsValuesScore: 0.5, starPresent: star(true, true, true, false) }),
			item(['Care and compassion', 'Everyone counts'], { nhsValuesScore: 0.7, valuesEvidenced: ['Care and compassion'], starPresent: null }),
		])!
		expect(summary.strongest?.value).toBe('Care and compassion')
		expect(summary.weakest?.value).toBe('Everyone counts')
		expect(summary.mostMissing).toEqual({ part: 'result', count: 2, of: 2 })
		expect(summary.focusValue).toBe('Everyone counts')
	})
	it('advises the missing STAR part when STAR is the weakest score', () => {
		const summary = summariseSession([
			item(['Everyone counts'], { starScore: 0.2, nhsValuesScore: 0.7, starPresent: star(true, true, true, false) }),
			item(['Care and compassion'], { starScore: 0.3, nhsValuesScore: 0.8, starPresent: star(true, true, true, false) }),
		])!
		expect(summary.next).toMatch(/Result/)
	})
	it('advises the weakest value when values are the weakest score', () => {
		const summary = summariseSession([
			item(['Everyone counts'], { starScore: 0.9, nhsValuesScore: 0.2 }),
			item(['Care and compassion'], { starScore: 0.9, nhsValuesScore: 0.5, valuesEvidenced: ['Care and compassion'] }),
		])!
		expect(summary.next).toMatch(/^Show Everyone counts/)
	})
})
