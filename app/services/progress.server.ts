/**
 * Progress analytics for the dashboard and /api/progress: completed
 * interviews, score averages, last practice date, values mastery and the
 * trend of overall scores. The maths is pure (computeProgress) so it is
 * tested without a database.
 */
import { NHS_VALUES, type NhsValue } from '#app/lib/nhs-values'
import { mean } from '#app/lib/scores'
import { listSessions, listUserAnswerHistory } from '#app/models/interview.server'

export type AnswerRecord = {
	questionValues: string[]
	answeredAt: Date
	feedback: {
		overallScore: number
		nhsValuesScore: number
		starScore: number
		clarityScore: number
		valuesEvidenced: string[]
	} | null
}

export type SessionRecord = {
	id: string
	status: string
	overallScore: number | null
	startedAt: Date
	completedAt: Date | null
}

/**
 * Mastery of a value: over the answers to questions that assess it, the
 * answer's NHS values score, counted in full when the answer evidenced that
 * value and at half when it did not. 0..1, or null with no such answers.
 */
export function valueMastery(answers: AnswerRecord[], value: NhsValue) {
	const scores = answers
		.filter((a) => a.feedback && a.questionValues.includes(value))
		.map((a) => a.feedback!.nhsValuesScore * (a.feedback!.valuesEvidenced.includes(value) ? 1 : 0.5))
	return mean(scores)
}

export function computeProgress(sessions: SessionRecord[], answers: AnswerRecord[]) {
	const scored = answers.filter((a) => a.feedback)
	const completed = sessions.filter((s) => s.status === 'completed')
	const lastDates = [
		...answers.map((a) => a.answeredAt.getTime()),
		...sessions.map((s) => (s.completedAt ?? s.startedAt).getTime()),
	]
	const values = Object.fromEntries(NHS_VALUES.map((v) => [v, valueMastery(answers, v)])) as Record<NhsValue, number | null>
	const valueScores = Object.values(values).filter((v): v is number => v !== null)
	const trend = completed
		.filter((s) => s.overallScore !== null)
		.sort((a, b) => (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0))
		.slice(-10)
		.map((s) => ({ sessionId: s.id, completedAt: s.completedAt!, overallScore: s.overallScore! }))
	return {
		completedInterviews: completed.length,
		totalSessions: sessions.length,
		answersScored: scored.length,
		averageOverall: mean(scored.map((a) => a.feedback!.overallScore)),
		averageNhsValues: mean(scored.map((a) => a.feedback!.nhsValuesScore)),
		averageStar: mean(scored.map((a) => a.feedback!.starScore)),
		averageClarity: mean(scored.map((a) => a.feedback!.clarityScore)),
		lastPracticeDate: lastDates.length ? new Date(Math.max(...lastDates)) : null,
		values,
		overallValuesScore: mean(valueScores),
		trend,
	}
}

export type Progress = ReturnType<typeof computeProgress>

export async function getProgress(userId: string) {
	const [sessions, history] = await Promise.all([listSessions(userId), listUserAnswerHistory(userId)])
	return computeProgress(
		sessions,
		history.map((h) => ({
			questionValues: h.question.values,
			answeredAt: h.response.updatedAt,
			feedback: h.feedback,
		})),
	)
}
