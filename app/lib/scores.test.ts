import { expect, test } from 'vitest'
import { formatClock, scoreBand, toPercent } from './scores'

test('scores at or below 1 are fractions; above 1 are already percentages', () => {
	expect(toPercent(0.724)).toBe(72)
	expect(toPercent(1)).toBe(100)
	expect(toPercent(85)).toBe(85)
	expect(toPercent(null)).toBeNull()
})

test('score bands follow SPEC.md: 80+ high, 60-79 medium, below 60 low', () => {
	expect(scoreBand(80)).toBe('high')
	expect(scoreBand(79)).toBe('medium')
	expect(scoreBand(60)).toBe('medium')
	expect(scoreBand(59)).toBe('low')
})

test('the session clock reads mm:ss', () => {
	expect(formatClock(0)).toBe('00:00')
	expect(formatClock(61)).toBe('01:01')
	expect(formatClock(3600)).toBe('60:00')
})
