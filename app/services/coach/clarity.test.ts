import { describe, expect, it } from 'vitest'
import { lengthBand, lengthScore } from './clarity.server'
import { analyseAnswerOffline } from './offline.server'

describe('clarity', () => {
	it('prefers the 350-750 words of a 3-5 minute spoken answer', () => {
		expect(lengthScore(0)).toBe(0)
		expect(lengthScore(40)).toBeLessThan(lengthScore(150))
		expect(lengthScore(500)).toBe(1)
		expect(lengthScore(5000)).toBeLessThan(0.3)
		expect(lengthBand(30)).toBe('short')
		expect(lengthBand(500)).toBe('ideal')
		expect(lengthBand(5000)).toBe('very-long')
	})

	it('penalises filler words and names them in the feedback', () => {
		const question = 'Tell me about a time you worked in a team.'
		const clean = analyseAnswerOffline({
			question,
			answer:
				'On my ward last year I worked with the physiotherapist to get a patient home. I arranged a joint session and we planned his exercises together. He went home two days early.',
		})
		const filler = analyseAnswerOffline({
			question,
			answer:
				'Um, so basically on my ward last year I, like, worked with the physiotherapist, you know, to get a patient home. I kind of arranged a joint session and stuff and we planned his exercises together. He literally went home two days early.',
		})
		expect(filler.clarity).toBeLessThan(clean.clarity - 0.1)
		expect(filler.improvements.join(' ')).toMatch(/basically/)
	})
})
