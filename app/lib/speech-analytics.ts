/**
 * Speech delivery analytics for a spoken answer: speaking rate, filler words,
 * long pauses (when the transcription gave word timings) and the answer's
 * length against the 3-5 minute guidance, each with a short coaching tip.
 *
 * Pure and isomorphic: the server runs it when a voice answer is saved and
 * stores the result with the response; the tests run it on known transcripts.
 * It measures what was spoken (the transcript of each recording), not the
 * answer as edited afterwards.
 */
import { type TranscriptSource } from './speech'

/** One recording of an answer: its transcript, length and (optional) word timings in seconds. */
export type SpeechTake = {
	transcript: string
	durationSeconds: number
	source: TranscriptSource
	/** [word, start, end] in seconds from the start of the recording */
	words?: Array<[string, number, number]>
}

export type Pace = 'slow' | 'steady' | 'fast'
export type FillerLevel = 'low' | 'some' | 'high'
export type DurationBand = 'short' | 'within' | 'long'

export type SpeechAnalytics = {
	version: 1
	source: TranscriptSource
	wordCount: number
	/** total recording time */
	durationSeconds: number
	/** time spent speaking: first to last word when timings exist, else the recording time */
	speakingSeconds: number
	wordsPerMinute: number
	pace: Pace
	fillers: {
		total: number
		perMinute: number
		per100Words: number
		level: FillerLevel
		/** most frequent first */
		items: Array<{ phrase: string; count: number }>
	}
	/** null when the transcript had no word timings */
	pauses: { longPauses: number; longestSeconds: number; thresholdSeconds: number } | null
	durationBand: DurationBand
	tips: { pace: string; fillers: string; pauses: string | null; duration: string }
}

/** Conversational interview pace (words per minute). */
export const PACE_RANGE = { min: 110, max: 170 } as const
/** SPEC.md: suggested answer time 3-5 minutes. */
export const GUIDANCE_SECONDS = { min: 180, max: 300 } as const
/** A silence between words at least this long counts as a long pause. */
export const LONG_PAUSE_SECONDS = 2
/** Fillers a minute: below `low` is low, above `high` is high. */
export const FILLER_RATE = { low: 2, high: 5 } as const

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[.,!?;:…]|\s[-–—]\s/gu

export function countWords(text: string) {
	return text.match(WORD)?.length ?? 0
}

/** Hesitation sounds, normalised to one spelling. */
const HESITATIONS: Record<string, string> = {
	um: 'um', umm: 'um', ummm: 'um', uhm: 'um',
	uh: 'uh', uhh: 'uh', uhhh: 'uh',
	er: 'er', err: 'er', erm: 'erm', errm: 'erm',
	ah: 'ah', ahh: 'ah',
	hmm: 'hmm', hm: 'hmm', hmmm: 'hmm', mm: 'hmm', mmm: 'hmm',
}
const ALWAYS_FILLERS = new Set(['basically', 'literally'])
/** "a sort of", "what kind of": a real noun phrase, not a hedge. */
const DETERMINERS = new Set(
	'a an the this that these those what which some any every each one same other no all my your our their his her its certain different particular right wrong best first'.split(' '),
)
/** "do you know", "as you know", "you know what": a real question or statement. */
const BEFORE_REAL_YOU_KNOW = new Set(
	"do did does don't didn't doesn't if as would will what how to might may could should let".split(' '),
)
const AFTER_FILLER_YOU_KNOW = new Set("i i'm we he she they it it's so and but um uh er like".split(' '))
const AFTER_FILLER_LIKE = new Set("um uh er i we you he she they it so".split(' '))

type Token = { text: string; word: boolean }

function tokenize(transcript: string): Token[] {
	return (transcript.toLowerCase().replace(/’/g, "'").match(TOKEN) ?? []).map((t) => ({
		text: t.trim(),
		word: /[\p{L}\p{N}]/u.test(t),
	}))
}

/** Filler words and phrases in a transcript, counted by phrase. */
export function findFillers(transcript: string) {
	const tokens = tokenize(transcript)
	const counts = new Map<string, number>()
	const add = (phrase: string) => counts.set(phrase, (counts.get(phrase) ?? 0) + 1)
	const at = (i: number) => tokens[i]
	const isBreak = (t: Token | undefined) => !t || !t.word
	for (let i = 0; i < tokens.length; i++) {
		const t = tokens[i]!
		if (!t.word) continue
		const prev = at(i - 1)
		const next = at(i + 1)
		const hesitation = HESITATIONS[t.text]
		if (hesitation) {
			add(hesitation)
		} else if (ALWAYS_FILLERS.has(t.text)) {
			add(t.text)
		} else if (t.text === 'like') {
			// "I, like, went" / "she was like, no" / ", like um": not "I like my job" or "like many nurses".
			const followedByBreak = next?.text === ',' || next?.text === '-' || next?.text === '–' || next?.text === '—'
			const afterComma = prev?.text === ','
			if (followedByBreak || (afterComma && next?.word && AFTER_FILLER_LIKE.has(next.text))) add('like')
		} else if (t.text === 'you' && next?.text === 'know') {
			const before = at(i - 1)
			const after = at(i + 2)
			const realUse = before?.word && BEFORE_REAL_YOU_KNOW.has(before.text)
			if (!realUse && (isBreak(after) || AFTER_FILLER_YOU_KNOW.has(after!.text))) add('you know')
			i++
		} else if (t.text === 'i' && next?.text === 'mean' && at(i + 2)?.text === ',') {
			add('I mean')
			i++
		} else if ((t.text === 'sort' || t.text === 'kind') && next?.text === 'of') {
			if (!(prev?.word && DETERMINERS.has(prev.text))) add(`${t.text} of`)
			i++
		}
	}
	return [...counts.entries()]
		.map(([phrase, count]) => ({ phrase, count }))
		.sort((a, b) => b.count - a.count || a.phrase.localeCompare(b.phrase))
}

/** Silences between consecutive words of at least `threshold` seconds. */
export function findLongPauses(words: Array<[string, number, number]>, threshold = LONG_PAUSE_SECONDS) {
	const gaps: number[] = []
	for (let i = 1; i < words.length; i++) {
		const gap = words[i]![1] - words[i - 1]![2]
		if (gap >= threshold) gaps.push(gap)
	}
	return gaps
}

const round1 = (n: number) => Math.round(n * 10) / 10

/** "45 seconds", "3 minutes 5 seconds", "4 minutes". */
export function formatSpokenDuration(totalSeconds: number) {
	const s = Math.max(0, Math.round(totalSeconds))
	const minutes = Math.floor(s / 60)
	const seconds = s % 60
	const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
	if (!minutes) return part(seconds, 'second')
	return seconds ? `${part(minutes, 'minute')} ${part(seconds, 'second')}` : part(minutes, 'minute')
}

function paceOf(wpm: number): Pace {
	if (wpm < PACE_RANGE.min) return 'slow'
	if (wpm > PACE_RANGE.max) return 'fast'
	return 'steady'
}

function fillerLevelOf(perMinute: number): FillerLevel {
	if (perMinute < FILLER_RATE.low) return 'low'
	if (perMinute > FILLER_RATE.high) return 'high'
	return 'some'
}

function durationBandOf(seconds: number): DurationBand {
	if (seconds < GUIDANCE_SECONDS.min) return 'short'
	if (seconds > GUIDANCE_SECONDS.max) return 'long'
	return 'within'
}

function paceTip(pace: Pace, wpm: number) {
	switch (pace) {
		case 'slow':
			return `At ${wpm} words per minute you are speaking slowly. Aim for a steady ${PACE_RANGE.min}-${PACE_RANGE.max}: rehearse your key examples so they flow.`
		case 'fast':
			return `At ${wpm} words per minute you are speaking quickly. Slow down to ${PACE_RANGE.min}-${PACE_RANGE.max} and pause after each STAR step so the panel can note your points.`
		default:
			return `${wpm} words per minute is a clear, steady pace for an interview. Slow down a little for your key points.`
	}
}

function fillerTip(level: FillerLevel, total: number, perMinute: number, top: string | undefined) {
	if (!total) return 'No filler words: your answer sounds confident and prepared.'
	const plural = total === 1 ? 'filler word' : 'filler words'
	switch (level) {
		case 'low':
			return `Only ${total} ${plural}: your answer sounds confident and prepared.`
		case 'some':
			return `${total} ${plural}, "${top}" most often. When you need a moment to think, pause silently instead.`
		default:
			return `${total} ${plural} (${perMinute} a minute), mostly "${top}". A silent pause sounds more confident than a filler: practise the opening of your example until it comes easily.`
	}
}

function pauseTip(count: number, longest: number) {
	if (!count) return 'No long pauses: your answer flowed well. Short pauses between the STAR steps help the panel follow you.'
	if (count <= 2) {
		return `${count} long ${count === 1 ? 'pause' : 'pauses'} (the longest ${longest} seconds). A moment to collect your thoughts is fine; a quick STAR outline before you start keeps you moving.`
	}
	return `${count} pauses of ${LONG_PAUSE_SECONDS} seconds or more (the longest ${longest} seconds). Before answering, note four words for Situation, Task, Action and Result so you always know what comes next.`
}

function durationTip(band: DurationBand, seconds: number) {
	const length = formatSpokenDuration(seconds)
	switch (band) {
		case 'short':
			return `Your answer lasted ${length}. Aim for 3-5 minutes: say more about the actions you took and the result.`
		case 'long':
			return `Your answer lasted ${length}, beyond the 3-5 minute guidance. Keep the situation brief and spend the time on your actions and the result.`
		default:
			return `Your answer lasted ${length}, within the 3-5 minute guidance.`
	}
}

/** Analyse the recordings of one answer; null when nothing was said. */
export function analyseSpeech(takes: SpeechTake[]): SpeechAnalytics | null {
	const spoken = takes.filter((t) => countWords(t.transcript) > 0)
	if (!spoken.length) return null
	const transcript = spoken.map((t) => t.transcript).join(' ')
	const wordCount = countWords(transcript)
	const durationSeconds = spoken.reduce((sum, t) => sum + Math.max(0, t.durationSeconds), 0)
	const timed = spoken.every((t) => (t.words?.length ?? 0) >= 2)
	const speakingSeconds = spoken.reduce((sum, t) => {
		const words = t.words ?? []
		const span = words.length >= 2 ? words[words.length - 1]![2] - words[0]![1] : 0
		return sum + (span >= 1 ? span : Math.max(0, t.durationSeconds))
	}, 0)
	const minutes = Math.max(speakingSeconds, 1) / 60
	const wordsPerMinute = Math.round(wordCount / minutes)
	const pace = paceOf(wordsPerMinute)

	const items = findFillers(transcript)
	const total = items.reduce((sum, i) => sum + i.count, 0)
	const perMinute = round1(total / minutes)
	const level = fillerLevelOf(perMinute)

	const gaps = timed ? spoken.flatMap((t) => findLongPauses(t.words!)) : null
	const pauses = gaps
		? { longPauses: gaps.length, longestSeconds: round1(Math.max(0, ...gaps)), thresholdSeconds: LONG_PAUSE_SECONDS }
		: null

	const durationBand = durationBandOf(durationSeconds)
	const sources = new Set(spoken.map((t) => t.source))
	return {
		version: 1,
		source: sources.size === 1 ? spoken[0]!.source : spoken[spoken.length - 1]!.source,
		wordCount,
		durationSeconds: round1(durationSeconds),
		speakingSeconds: round1(speakingSeconds),
		wordsPerMinute,
		pace,
		fillers: { total, perMinute, per100Words: round1((total / wordCount) * 100), level, items },
		pauses,
		durationBand,
		tips: {
			pace: paceTip(pace, wordsPerMinute),
			fillers: fillerTip(level, total, perMinute, items[0]?.phrase),
			pauses: pauses ? pauseTip(pauses.longPauses, pauses.longestSeconds) : null,
			duration: durationTip(durationBand, durationSeconds),
		},
	}
}
