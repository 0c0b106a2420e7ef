import { describe, expect, test } from 'vitest'
import { analyseSpeech, countWords, findFillers, findLongPauses, formatSpokenDuration, type SpeechTake } from './speech-analytics'

/** Words spoken evenly from `start`, `gap` seconds apart, each lasting `length`. */
function timedWords(text: string, { start = 0, gap = 0.4, length = 0.3 } = {}) {
	return (text.match(/[\p{L}\p{N}']+/gu) ?? []).map((w, i): [string, number, number] => [w, start + i * gap, start + i * gap + length])
}

const take = (transcript: string, durationSeconds: number, extra: Partial<SpeechTake> = {}): SpeechTake => ({
	transcript,
	durationSeconds,
	source: 'assemblyai',
	...extra,
})

describe('filler words', () => {
	test('hesitations are counted and normalised', () => {
		expect(findFillers('Um, I think, uh, that umm the patient, er, erm, needed hmm help.')).toEqual([
			{ phrase: 'um', count: 2 },
			{ phrase: 'er', count: 1 },
			{ phrase: 'erm', count: 1 },
			{ phrase: 'hmm', count: 1 },
			{ phrase: 'uh', count: 1 },
		])
	})

	test('"like" counts only as a filler, not as a verb or preposition', () => {
		expect(findFillers('I like my job and, like many nurses, I like to help.')).toEqual([])
		expect(findFillers('She was like, no way. So I, like, went to the ward, like um I stayed.')).toEqual([
			{ phrase: 'like', count: 3 },
			{ phrase: 'um', count: 1 },
		])
	})

	test('"you know" counts when it fills, not in a real question or statement', () => {
		expect(findFillers('Do you know the policy? As you know, the trust is busy. You know what I mean.')).toEqual([])
		expect(findFillers('And, you know, I stayed. It was hard, you know.')).toEqual([{ phrase: 'you know', count: 2 }])
	})

	test('"sort of" and "kind of" count as hedges, not after a determiner', () => {
		expect(findFillers('What kind of ward is it? This sort of thing happens.')).toEqual([])
		expect(findFillers('I sort of explained it and kind of waited, basically.')).toEqual([
			{ phrase: 'basically', count: 1 },
			{ phrase: 'kind of', count: 1 },
			{ phrase: 'sort of', count: 1 },
		])
	})

	test('"I mean" counts when followed by a comma', () => {
		expect(findFillers('What I mean is that I mean to help.')).toEqual([])
		expect(findFillers('I mean, it was literally the busiest shift.')).toEqual([
			{ phrase: 'I mean', count: 1 },
			{ phrase: 'literally', count: 1 },
		])
	})

	test('words are counted with apostrophes and numbers', () => {
		expect(countWords("I'd seen 12 patients — it's fine.")).toBe(6)
		expect(countWords('   ')).toBe(0)
	})
})

describe('pauses', () => {
	test('gaps of two seconds or more between words are long pauses', () => {
		const words: Array<[string, number, number]> = [
			['I', 0, 0.2],
			['was', 0.3, 0.5],
			['nervous', 2.6, 3.0], // 2.1 s gap
			['but', 3.1, 3.3],
			['calm', 6.3, 6.6], // 3.0 s gap
		]
		expect(findLongPauses(words)).toEqual([expect.closeTo(2.1, 5), expect.closeTo(3, 5)])
	})
})

describe('analyseSpeech', () => {
	test('nothing said: no analytics', () => {
		expect(analyseSpeech([])).toBeNull()
		expect(analyseSpeech([take('   ', 12)])).toBeNull()
	})

	test('rate from the recording time when there are no timings; no pause analysis', () => {
		const transcript = Array.from({ length: 300 }, (_, i) => (i % 50 === 0 ? 'um' : 'word')).join(' ')
		const result = analyseSpeech([take(transcript, 120, { source: 'browser' })])!
		expect(result).toMatchObject({
			source: 'browser',
			wordCount: 300,
			durationSeconds: 120,
			speakingSeconds: 120,
			wordsPerMinute: 150,
			pace: 'steady',
			fillers: { total: 6, perMinute: 3, per100Words: 2, level: 'some', items: [{ phrase: 'um', count: 6 }] },
			pauses: null,
			durationBand: 'short',
		})
		expect(result.tips.pauses).toBeNull()
		expect(result.tips.duration).toBe('Your answer lasted 2 minutes. Aim for 3-5 minutes: say more about the actions you took and the result.')
		expect(result.tips.fillers).toBe('6 filler words, "um" most often. When you need a moment to think, pause silently instead.')
	})

	test('rate from first to last word when timings exist, with long pauses', () => {
		// 100 words, 0.4 s apart: spoken over 39.9 s inside a 60 s recording.
		const text = Array.from({ length: 100 }, () => 'care').join(' ')
		const words = timedWords(text, { start: 10 })
		// Two long silences: before word 40 (2.6 s) and before word 70 (3.1 s).
		const shift = (from: number, by: number) => words.slice(from).forEach((w) => ((w[1] += by), (w[2] += by)))
		shift(40, 2.5)
		shift(70, 3)
		const result = analyseSpeech([take(text, 60, { words })])!
		expect(result.speakingSeconds).toBeCloseTo(45.4, 1)
		expect(result.wordsPerMinute).toBe(132)
		expect(result.pauses).toEqual({ longPauses: 2, longestSeconds: 3.1, thresholdSeconds: 2 })
		expect(result.tips.pauses).toBe(
			'2 long pauses (the longest 3.1 seconds). A moment to collect your thoughts is fine; a quick STAR outline before you start keeps you moving.',
		)
	})

	test('fast speech with many fillers, across two recordings', () => {
		const first = 'Um so I, like, went to the ward and, you know, uh checked the chart and um spoke to the nurse in charge quickly.'
		const second = 'Basically I sort of escalated it and uh the patient was reviewed.'
		const result = analyseSpeech([
			take(first, 5, { words: timedWords(first, { gap: 0.2, length: 0.15 }) }),
			take(second, 4, { words: timedWords(second, { gap: 0.2, length: 0.15 }) }),
		])!
		expect(result.wordCount).toBe(36)
		expect(result.pace).toBe('fast')
		expect(result.fillers.total).toBe(8)
		expect(result.fillers.level).toBe('high')
		expect(result.fillers.items[0]).toEqual({ phrase: 'uh', count: 2 })
		expect(result.tips.pace).toMatch(/^At \d+ words per minute you are speaking quickly\./)
		expect(result.pauses).toMatchObject({ longPauses: 0 })
	})

	test('slow speech within the guidance, and a long answer', () => {
		const text = Array.from({ length: 400 }, () => 'word').join(' ')
		expect(analyseSpeech([take(text, 240)])).toMatchObject({ wordsPerMinute: 100, pace: 'slow', durationBand: 'within' })
		expect(analyseSpeech([take(text, 240)])!.tips.duration).toBe('Your answer lasted 4 minutes, within the 3-5 minute guidance.')
		expect(analyseSpeech([take(text, 330)])).toMatchObject({ durationBand: 'long' })
		expect(analyseSpeech([take(text, 240)])!.fillers).toMatchObject({ total: 0, level: 'low' })
	})

	test('spoken durations read naturally', () => {
		expect(formatSpokenDuration(45)).toBe('45 seconds')
		expect(formatSpokenDuration(61)).toBe('1 minute 1 second')
		expect(formatSpokenDuration(185.4)).toBe('3 minutes 5 seconds')
	})
})
