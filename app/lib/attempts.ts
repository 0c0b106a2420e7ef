/**
 * Attempts at one question: every "Try this question again" keeps the earlier
 * answers (attempt 1, 2, 3...). The latest attempt is the one the page shows
 * and edits; the best one (highest overall score) counts for the session.
 */
type AttemptLike = { id: string; questionId: string; attempt: number }
type ScoredLike = { responseId: string; overallScore: number; createdAt: Date | string }

/** The newest attempt of each question, in the order the questions were first answered. */
export function latestAttempts<T extends AttemptLike>(rows: T[]): T[] {
	const latest = new Map<string, T>()
	for (const row of rows) {
		const seen = latest.get(row.questionId)
		if (!seen || row.attempt > seen.attempt) latest.set(row.questionId, row)
	}
	return [...latest.values()]
}

/** A question's attempts, oldest first. */
export function attemptsOf<T extends AttemptLike>(rows: T[], questionId: string): T[] {
	return rows.filter((r) => r.questionId === questionId).sort((a, b) => a.attempt - b.attempt)
}

/** The newest feedback of each response. */
export function newestFeedbackByResponse<F extends ScoredLike>(feedback: F[]) {
	const newest = new Map<string, F>()
	for (const f of feedback) {
		const seen = newest.get(f.responseId)
		if (!seen || new Date(f.createdAt).getTime() > new Date(seen.createdAt).getTime()) newest.set(f.responseId, f)
	}
	return newest
}

/**
 * Each question's best scored attempt (ties go to the later attempt), with
 * its feedback. Questions with no scored attempt are left out.
 */
export function bestAttempts<T extends AttemptLike, F extends ScoredLike>(rows: T[], feedback: F[]) {
	const newest = newestFeedbackByResponse(feedback)
	const best = new Map<string, { response: T; feedback: F }>()
	for (const row of rows) {
		const f = newest.get(row.id)
		if (!f) continue
		const seen = best.get(row.questionId)
		if (!seen || f.overallScore > seen.feedback.overallScore || (f.overallScore === seen.feedback.overallScore && row.attempt > seen.response.attempt)) {
			best.set(row.questionId, { response: row, feedback: f })
		}
	}
	return best
}

/** The session's score: the mean of each question's best attempt, or null when nothing is scored. */
export function sessionScore<T extends AttemptLike, F extends ScoredLike>(rows: T[], feedback: F[]) {
	const best = [...bestAttempts(rows, feedback).values()]
	if (!best.length) return null
	return best.reduce((sum, b) => sum + b.feedback.overallScore, 0) / best.length
}

/** "+12", "-5", "±0": a change between two whole percentages. */
export function formatChange(before: number, after: number) {
	const delta = after - before
	return delta > 0 ? `+${delta}` : delta < 0 ? `${delta}` : '±0'
}
