/**
 * Speech delivery over time for /progress: one point per voice answer
 * (speaking rate, filler words a minute, long pauses, length), oldest first,
 * and a summary of the latest answers against the earliest.
 */
import { type SpeechAnalytics } from '#app/lib/speech-analytics'
import { mean } from '#app/lib/scores'
import { listSpeechAnalytics } from '#app/models/interview.server'

export type SpeechPoint = {
	responseId: string
	answeredAt: Date
	wordsPerMinute: number
	fillersPerMinute: number
	longPauses: number | null
	durationSeconds: number
}

/** The most recent answers shown on the charts. */
export const SPEECH_TREND_LENGTH = 20

const round1 = (n: number) => Math.round(n * 10) / 10

export function toSpeechPoints(rows: Array<{ responseId: string; answeredAt: Date; speechAnalytics: SpeechAnalytics | null }>) {
	return rows
		.filter((r): r is typeof r & { speechAnalytics: SpeechAnalytics } => r.speechAnalytics !== null)
		.sort((a, b) => a.answeredAt.getTime() - b.answeredAt.getTime())
		.map(
			(r): SpeechPoint => ({
				responseId: r.responseId,
				answeredAt: r.answeredAt,
				wordsPerMinute: r.speechAnalytics.wordsPerMinute,
				fillersPerMinute: r.speechAnalytics.fillers.perMinute,
				longPauses: r.speechAnalytics.pauses?.longPauses ?? null,
				durationSeconds: r.speechAnalytics.durationSeconds,
			}),
		)
}

/** Averages of the first and the latest few answers (up to 3 each, never overlapping), to show the direction of travel. */
export function summariseSpeech(points: SpeechPoint[], window = 3) {
	if (!points.length) return null
	const first = points.slice(0, Math.max(1, Math.min(window, Math.floor(points.length / 2))))
	const latest = points.slice(-Math.min(window, Math.ceil(points.length / 2)))
	const avg = (list: SpeechPoint[], pick: (p: SpeechPoint) => number) => round1(mean(list.map(pick)) ?? 0)
	return {
		answers: points.length,
		latest: {
			wordsPerMinute: Math.round(avg(latest, (p) => p.wordsPerMinute)),
			fillersPerMinute: avg(latest, (p) => p.fillersPerMinute),
		},
		first: {
			wordsPerMinute: Math.round(avg(first, (p) => p.wordsPerMinute)),
			fillersPerMinute: avg(first, (p) => p.fillersPerMinute),
		},
		comparable: points.length >= 2,
	}
}

export async function getSpeechProgress(userId: string) {
	const points = toSpeechPoints(await listSpeechAnalytics(userId))
	return { points: points.slice(-SPEECH_TREND_LENGTH), summary: summariseSpeech(points) }
}
