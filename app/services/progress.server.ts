/**
 * Progress analytics for the dashboard and /api/progress: completed
 * interviews, score averages, last practice date, values mastery and the
 * trend of overall scores. The maths is pure (computeProgress) so it is
 * tested without a database.
 *
 * The score averages are over completed interviews, each counting once: the
 * overall average is the mean of their overall scores (the scores shown on
 * each session), and the NHS values, STAR and clarity averages are the mean
 * of each completed interview's mean. An interview in progress counts when it
 * is finished, so the dashboard's Overall Score and the recent sessions'
 * Average always agree.
 */
import { NHS_VALUES, type NhsValue } from '#app/lib/nhs-values'
import { mean } from '#app/lib/scores'
import { listSessions, listUserAnswerHistory } from '#app/models/interview.server'

export type AnswerRecord = {
	sessionId: string
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

type Feedback = NonNullable<AnswerRecord['feedback']>

/** Mean over completed interviews of each interview's mean of one feedback score. */
function completedInterviewMean(completedIds: Set<string>, scored: AnswerRecord[], pick: (f: Feedback) => number) {
	const bySession = new Map<string, number[]>()
	for (const a of scored) {
		if (!completedIds.has(a.sessionId)) continue
		bySession.set(a.sessionId, [...(bySession.get(a.sessionId) ?? []), pick(a.feedback!)])
	}
	return mean([...bySession.values()].map((scores) => mean(scores)!))
}

export function computeProgress(sessions: SessionRecord[], answers: AnswerRecord[]) {
	const scored = answers.filter((a) => a.feedback)
	const completed = sessions.filter((s) => s.status === 'completed')
	const completedIds = new Set(completed.map((s) => s.id))
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
		averageOverall: mean(completed.flatMap((s) => (s.overallScore === null ? [] : [s.overallScore]))),
		averageNhsValues: completedInterviewMean(completedIds, scored, (f) => f.nhsValuesScore),
		averageStar: completedInterviewMean(completedIds, scored, (f) => f.starScore),
		averageClarity: completedInterviewMean(completedIds, scored, (f) => f.clarityScore),
		lastPracticeDate: lastDates.length ? new Date(Math.max(...lastDates)) : null,
		values,
		overallValuesScore: mean(valueScores),
		trend,
	}
}

export type Progress = ReturnType<typeof computeProgress>

/** The user's sessions (newest first) and the progress computed from them and their answers. */
export async function getHistory(userId: string) {
	const [sessions, history] = await Promise.all([listSessions(userId), listUserAnswerHistory(userId)])
	const progress = computeProgress(
		sessions,
		history.map((h) => ({
			sessionId: h.response.sessionId,
			questionValues: h.question.values,
			answeredAt: h.response.updatedAt,
			feedback: h.feedback,
		})),
	)
	return { sessions, progress }
}

export async function getProgress(userId: string) {
	return (await getHistory(userId)).progress
}
