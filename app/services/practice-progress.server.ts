/** Practice over time (per value, per STAR part, questions practised most) for /progress and its API. */
import { NHS_VALUES, NHS_VALUE_KEYS } from '#app/lib/nhs-values'
import { practiceProgress, STAR_PARTS, type PracticeAnswer } from '#app/lib/practice-progress'
import { toPercent } from '#app/lib/scores'
import { listUserAnswerHistory, listUserAttempts } from '#app/models/interview.server'

type Row = Awaited<ReturnType<typeof listUserAttempts>>[number]

const toAnswer = (r: Row): PracticeAnswer => ({
	sessionId: r.session.id,
	sessionStartedAt: r.session.startedAt,
	questionId: r.question.id,
	questionText: r.question.text,
	questionValues: r.question.values,
	feedback: r.feedback,
})

export async function getPracticeProgress(userId: string) {
	const [best, all] = await Promise.all([listUserAnswerHistory(userId), listUserAttempts(userId)])
	return practiceProgress(best.map(toAnswer), all.map(toAnswer))
}

export type PracticeProgress = Awaited<ReturnType<typeof getPracticeProgress>>

/** GET /api/progress/practice: percentages, keyed as the values API keys them. */
export function serializePracticeProgress(p: PracticeProgress) {
	const points = (xs: Array<{ sessionId: string; startedAt: Date; value: number }>) =>
		xs.map((x) => ({ sessionId: x.sessionId, startedAt: x.startedAt, score: toPercent(x.value) }))
	return {
		values: Object.fromEntries(NHS_VALUES.map((v) => [NHS_VALUE_KEYS[v], points(p.values[v])])),
		star: Object.fromEntries(STAR_PARTS.map((part) => [part, points(p.star[part])])),
		mostPractised: p.mostPractised.map((q) => ({ questionId: q.questionId, questionText: q.text, attempts: q.attempts, bestScore: toPercent(q.best) })),
	}
}
