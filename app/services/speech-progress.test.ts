import { describe, expect, test } from 'vitest'
import { analyseSpeech } from '#app/lib/speech-analytics'
import { summariseSpeech, toSpeechPoints } from './speech-progress.server'

const words = (n: number, filler = 0) => Array.from({ length: n }, (_, i) => (i < filler ? 'um' : 'care')).join(' ')
const row = (day: number, wordCount: number, fillers: number, seconds = 60) => ({
	responseId: `r${day}`,
	answeredAt: new Date(Date.UTC(2026, 0, day)),
	speechAnalytics: analyseSpeech([{ transcript: words(wordCount, fillers), durationSeconds: seconds, source: 'browser' }]),
})

describe('speech progress', () => {
	test('points are oldest first and skip answers without analytics', () => {
		const points = toSpeechPoints([row(3, 150, 3), { responseId: 'x', answeredAt: new Date(), speechAnalytics: null }, row(1, 200, 8)])
		expect(points.map((p) => [p.responseId, p.wordsPerMinute, p.fillersPerMinute, p.longPauses])).toEqual([
			['r1', 200, 8, null],
			['r3', 150, 3, null],
		])
	})

	test('the latest answers are compared with the first ones', () => {
		const points = toSpeechPoints([row(1, 200, 8), row(2, 190, 6), row(3, 180, 6), row(4, 160, 3), row(5, 150, 2), row(6, 140, 1)])
		expect(summariseSpeech(points)).toEqual({
			answers: 6,
			first: { wordsPerMinute: 190, fillersPerMinute: 6.7 },
			latest: { wordsPerMinute: 150, fillersPerMinute: 2 },
			comparable: true,
		})
		expect(summariseSpeech([])).toBeNull()
		expect(summariseSpeech(points.slice(0, 1))).toMatchObject({ answers: 1, comparable: false })
		// Three answers: the first one against the latest two.
		expect(summariseSpeech(points.slice(0, 3))).toMatchObject({ first: { wordsPerMinute: 200 }, latest: { wordsPerMinute: 185 } })
	})
})
