/**
 * Practice over time for /progress: per NHS value and per STAR part, one
 * point per session (its best attempts), and the questions practised most
 * with their best score. Pure, so it is unit-tested without a database.
 */
import { NHS_VALUES, type NhsValue } from './nhs-values'

export type PracticeAnswer = {
	sessionId: string
	sessionStartedAt: Date
	questionId: string
	questionText: string
	questionValues: string[]
	feedback: {
		overallScore: number
		nhsValuesScore: number
		valuesEvidenced: string[]
		starPresent: Record<StarPart, boolean> | null
	} | null
}
type StarPart = 'situation' | 'task' | 'action' | 'result'
export const STAR_PARTS: StarPart[] = ['situation', 'task', 'action', 'result']

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null)

/**
 * `best` has one answer per question per session (its best attempt); `all`
 * has every attempt, for the practice counts. At most the last `limit` sessions.
 */
export function practiceProgress(best: PracticeAnswer[], all: PracticeAnswer[], limit = 10) {
	const sessions = new Map<string, { startedAt: Date; answers: PracticeAnswer[] }>()
	for (const a of best.filter((x) => x.feedback)) {
		const s = sessions.get(a.sessionId) ?? { startedAt: a.sessionStartedAt, answers: [] }
		s.answers.push(a)
		sessions.set(a.sessionId, s)
	}
	const ordered = [...sessions.entries()].sort((a, b) => a[1].startedAt.getTime() - b[1].startedAt.getTime()).slice(-limit)
	const values = Object.fromEntries(
		NHS_VALUES.map((value) => [
			value,
			ordered.flatMap(([sessionId, s]) => {
				const score = mean(
					s.answers
						.filter((a) => a.questionValues.includes(value))
						.map((a) => a.feedback!.nhsValuesScore * (a.feedback!.valuesEvidenced.includes(value) ? 1 : 0.5)),
				)
				return score === null ? [] : [{ sessionId, startedAt: s.startedAt, value: score }]
			}),
		]),
	) as Record<NhsValue, Array<{ sessionId: string; startedAt: Date; value: number }>>
	const star = Object.fromEntries(
		STAR_PARTS.map((part) => [
			part,
			ordered.flatMap(([sessionId, s]) => {
				const withStar = s.answers.filter((a) => a.feedback!.starPresent)
				if (!withStar.length) return []
				return [{ sessionId, startedAt: s.startedAt, value: withStar.filter((a) => a.feedback!.starPresent![part]).length / withStar.length }]
			}),
		]),
	) as Record<StarPart, Array<{ sessionId: string; startedAt: Date; value: number }>>

	const byQuestion = new Map<string, { questionId: string; text: string; attempts: number; best: number | null }>()
	for (const a of all) {
		const q = byQuestion.get(a.questionId) ?? { questionId: a.questionId, text: a.questionText, attempts: 0, best: null }
		q.attempts += 1
		if (a.feedback && (q.best === null || a.feedback.overallScore > q.best)) q.best = a.feedback.overallScore
		byQuestion.set(a.questionId, q)
	}
	const mostPractised = [...byQuestion.values()]
		.sort((a, b) => b.attempts - a.attempts || (b.best ?? 0) - (a.best ?? 0))
		.slice(0, 5)
	return { values, star, mostPractised, sessions: ordered.length }
}
