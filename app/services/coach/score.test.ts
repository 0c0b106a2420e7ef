import { describe, expect, test } from 'vitest'
import { analyse } from './offline.server'
import { OFF_TOPIC_CAP, wholePercent } from './score.server'

describe('hand-set score', () => {
	test('keeps scores to whole percentages', () => {
		expect(wholePercent({ overall: 0.6149, nhsValues: 0.615, star: 0.1, clarity: 1 })).toEqual({
			overall: 0.61,
			nhsValues: 0.62,
			star: 0.1,
			clarity: 1,
		})
	})

	test('an empty answer scores zero', () => {
		expect(analyse({ question: 'Tell me about a time you helped someone.', answer: '' }).scores.overall).toBe(0)
	})

	test('an off-topic answer is capped', () => {
		const a = analyse({
			question: 'Tell me about a time you raised a safeguarding concern.',
			answer:
				'Last winter two nurses phoned in sick before my night shift. I rang the staffing office for bank cover. I moved a healthcare assistant to cover the busiest bay and changed the rota. An agency nurse arrived by ten and the staffing gap was covered. The next week I raised the sickness pattern with my manager and we changed the rota.',
		})
		expect(a.relevance.offTopic).toBe(true)
		expect(a.scores.overall).toBeLessThanOrEqual(OFF_TOPIC_CAP)
	})
})
