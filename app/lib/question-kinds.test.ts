import { describe, expect, it } from 'vitest'
import { kindGuide, QUESTION_KIND_INDICATORS, QUESTION_KIND_LABELS } from './question-kinds'

describe('kindGuide (the question card, worked out in the loader)', () => {
	it('a question without a known kind gets the STAR reminder and no panel guide', () => {
		expect(kindGuide(null)).toEqual({ star: true, lookFor: null })
		expect(kindGuide('nonsense')).toEqual({ star: true, lookFor: null })
	})

	it('a behavioural question keeps STAR and lists what the panel looks for', () => {
		expect(kindGuide('behavioural')).toEqual({
			star: true,
			lookFor: { label: QUESTION_KIND_LABELS.behavioural, indicators: QUESTION_KIND_INDICATORS.behavioural },
		})
	})

	it('a motivation question has no STAR reminder, only its own indicators', () => {
		const guide = kindGuide('motivation')
		expect(guide.star).toBe(false)
		expect(guide.lookFor?.indicators).toEqual(QUESTION_KIND_INDICATORS.motivation)
	})
})
