/**
 * Data access for interview sessions, their questions, responses and
 * feedback. Every read takes the owner's id: another user's session is
 * simply not found.
 */
import { and, asc, desc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm'
import {
	feedback,
	interviewSessions,
	questions,
	responses,
	sessionQuestions,
} from '#drizzle/schema'
import { latestAttempts } from '#app/lib/attempts'
import { isUuid } from '#app/lib/ids'
import { type SpeechAnalytics } from '#app/lib/speech-analytics'
import { db } from '#app/services/db.server'
import { tryConsumeSession } from './plan.server'
import { classifyKind } from '#app/services/coach/kind.server'

export { isUuid }

export type SessionRow = typeof interviewSessions.$inferSelect
export type ResponseRow = typeof responses.$inferSelect
export type FeedbackRow = typeof feedback.$inferSelect
export type SessionQuestion = typeof questions.$inferSelect & { position: number }

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0]

type NewSession = {
	userId: string
	type: string
	experienceLevel: string
	mode: 'text' | 'voice'
	questionIds: string[]
	cvDocumentId?: string | null
	jobDescriptionDocumentId?: string | null
}

async function insertSession(tx: Transaction, input: NewSession) {
	const [session] = await tx
		.insert(interviewSessions)
		.values({
			userId: input.userId,
			type: input.type,
			experienceLevel: input.experienceLevel,
			mode: input.mode,
			cvDocumentId: input.cvDocumentId ?? null,
			jobDescriptionDocumentId: input.jobDescriptionDocumentId ?? null,
		})
		.returning()
	await tx.insert(sessionQuestions).values(
		input.questionIds.map((questionId, position) => ({
			sessionId: session!.id,
			questionId,
			position,
		})),
	)
	return session!
}

/**
 * Start a session, in one transaction (one at a time per user):
 * - if the user has an in-progress session of the same type and level with no
 *   answers, reopen it (its clock restarts, the mode follows the new choice)
 *   and count nothing against the month's quota;
 * - otherwise count one session against the quota and create it, so a session
 *   is counted only if it is actually created.
 * Returns null (and changes nothing) when the month's quota is used up.
 */
/** The newest in-progress session of this type and level with no answers yet (one that starting again reopens). */
function unansweredSessionQuery(executor: Transaction | typeof db, input: Pick<NewSession, 'userId' | 'type' | 'experienceLevel'>) {
	return executor
		.select({ id: interviewSessions.id })
		.from(interviewSessions)
		.where(
			and(
				eq(interviewSessions.userId, input.userId),
				eq(interviewSessions.status, 'in_progress'),
				eq(interviewSessions.type, input.type),
				eq(interviewSessions.experienceLevel, input.experienceLevel),
				notExists(executor.select({ one: sql`1` }).from(responses).where(eq(responses.sessionId, interviewSessions.id))),
			),
		)
		.orderBy(desc(interviewSessions.createdAt))
		.limit(1)
}

/** Whether starting this setup now would reopen an unanswered session (a hint: openSession decides). */
export async function hasUnansweredSession(input: Pick<NewSession, 'userId' | 'type' | 'experienceLevel'>) {
	const [row] = await unansweredSessionQuery(db, input)
	return Boolean(row)
}

/**
 * Start a session, in one transaction (one at a time per user):
 * - if the user has an in-progress session of the same type and level with no
 *   answers (and `reuse` is not false), reopen it (its clock restarts, the
 *   mode follows the new choice) and count nothing against the month's quota;
 * - otherwise count one session against the quota and create it, so a session
 *   is counted only if it is actually created.
 * Returns null (and changes nothing) when the month's quota is used up.
 */
export async function openSession(input: NewSession & { monthlyLimit: number; period?: string; reuse?: boolean }) {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`open-session:${input.userId}`}, 0))`)
		const [unanswered] = input.reuse === false ? [] : await unansweredSessionQuery(tx, input)
		if (unanswered) {
			const [session] = await tx
				.update(interviewSessions)
				.set({ mode: input.mode, startedAt: new Date() })
				.where(eq(interviewSessions.id, unanswered.id))
				.returning()
			return { session: session!, reused: true }
		}
		if (!(await tryConsumeSession(input.userId, input.monthlyLimit, { executor: tx, period: input.period }))) return null
		return { session: await insertSession(tx, input), reused: false }
	})
}

export async function getSession(userId: string, sessionId: string) {
	if (!isUuid(sessionId)) return null
	const [session] = await db
		.select()
		.from(interviewSessions)
		.where(and(eq(interviewSessions.id, sessionId), eq(interviewSessions.userId, userId)))
		.limit(1)
	return session ?? null
}

export async function listSessions(userId: string) {
	return db
		.select()
		.from(interviewSessions)
		.where(eq(interviewSessions.userId, userId))
		.orderBy(desc(interviewSessions.createdAt))
}

export async function getSessionQuestions(sessionId: string): Promise<SessionQuestion[]> {
	const rows = await db
		.select({ question: questions, position: sessionQuestions.position })
		.from(sessionQuestions)
		.innerJoin(questions, eq(questions.id, sessionQuestions.questionId))
		.where(eq(sessionQuestions.sessionId, sessionId))
		.orderBy(asc(sessionQuestions.position))
	// questions stored without a kind (free text, older personalised ones) get the classifier's
	return rows.map((r) => ({ ...r.question, kind: r.question.kind ?? classifyKind(r.question.text), position: r.position }))
}

/** Every attempt at every question of the session, oldest first. */
export async function getSessionResponses(sessionId: string) {
	return db
		.select()
		.from(responses)
		.where(eq(responses.sessionId, sessionId))
		.orderBy(asc(responses.createdAt), asc(responses.attempt))
}

/** Feedback rows for the given responses, newest first. */
export async function getFeedbackForResponses(responseIds: string[]) {
	if (!responseIds.length) return []
	return db
		.select()
		.from(feedback)
		.where(inArray(feedback.responseId, responseIds))
		.orderBy(desc(feedback.createdAt))
}

/** Everything the session and results screens need, or null if not the user's. */
export async function getSessionDetail(userId: string, sessionId: string) {
	const session = await getSession(userId, sessionId)
	if (!session) return null
	const [sessionQuestionsList, sessionResponses] = await Promise.all([
		getSessionQuestions(session.id),
		getSessionResponses(session.id),
	])
	const feedbackRows = await getFeedbackForResponses(sessionResponses.map((r) => r.id))
	return {
		session,
		questions: sessionQuestionsList,
		/** the latest attempt at each answered question (what the pages show and edit) */
		responses: latestAttempts(sessionResponses),
		/** every attempt, oldest first */
		attempts: sessionResponses,
		/** feedback on every attempt, newest first */
		feedback: feedbackRows,
	}
}

export type SessionDetail = NonNullable<Awaited<ReturnType<typeof getSessionDetail>>>

/**
 * Save the answer to one question of a session. Without `newAttempt` the
 * latest attempt is replaced (or attempt 1 is created); with it a new attempt
 * is added after the latest one, keeping the earlier ones and their feedback.
 * Each save bumps the saved attempt's version and, in the same transaction,
 * removes the feedback on its earlier versions (insertFeedback refuses stale
 * versions). One save at a time per question (advisory lock).
 */
export async function upsertResponse(input: {
	sessionId: string
	questionId: string
	userId: string
	transcriptionText: string
	responseTime: number | null
	inputMode: 'text' | 'voice'
	speechAnalytics?: SpeechAnalytics | null
	newAttempt?: boolean
}) {
	const { newAttempt, ...values } = input
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`answer:${input.sessionId}:${input.questionId}`}, 0))`)
		const [latest] = await tx
			.select({ attempt: sql<number>`coalesce(max(${responses.attempt}), 0)`.mapWith(Number) })
			.from(responses)
			.where(and(eq(responses.sessionId, input.sessionId), eq(responses.questionId, input.questionId)))
		const attempt = newAttempt ? latest!.attempt + 1 : Math.max(1, latest!.attempt)
		const [row] = await tx
			.insert(responses)
			.values({ ...values, attempt, speechAnalytics: input.speechAnalytics ?? null })
			.onConflictDoUpdate({
				target: [responses.sessionId, responses.questionId, responses.attempt],
				set: {
					transcriptionText: input.transcriptionText,
					responseTime: input.responseTime,
					inputMode: input.inputMode,
					speechAnalytics: input.speechAnalytics ?? null,
					version: sql`${responses.version} + 1`,
					updatedAt: new Date(),
				},
			})
			.returning()
		// A new answer makes earlier feedback on this attempt stale.
		await tx.delete(feedback).where(eq(feedback.responseId, row!.id))
		return row!
	})
}

export async function deleteResponse(sessionId: string, questionId: string) {
	if (!isUuid(questionId)) return
	await db
		.delete(responses)
		.where(and(eq(responses.sessionId, sessionId), eq(responses.questionId, questionId)))
}

export async function getResponseForUser(userId: string, responseId: string) {
	if (!isUuid(responseId)) return null
	const [row] = await db
		.select()
		.from(responses)
		.where(and(eq(responses.id, responseId), eq(responses.userId, userId)))
		.limit(1)
	return row ?? null
}

/**
 * Store the feedback for one version of a response: exactly one row per
 * version. Returns null when the answer was saved again meanwhile (the
 * result scored text that no longer exists, so it is dropped). The row
 * lock on the response orders this against upsertResponse.
 */
export async function insertFeedback(values: typeof feedback.$inferInsert & { responseVersion: number }) {
	return db.transaction(async (tx) => {
		const [current] = await tx
			.select({ version: responses.version })
			.from(responses)
			.where(eq(responses.id, values.responseId))
			.for('update')
		if (!current || current.version !== values.responseVersion) return null
		const [row] = await tx.insert(feedback).values(values).onConflictDoNothing().returning()
		if (row) return row
		const [existing] = await tx
			.select()
			.from(feedback)
			.where(and(eq(feedback.responseId, values.responseId), eq(feedback.responseVersion, values.responseVersion)))
		return existing ?? null
	})
}

export async function completeSession(sessionId: string, overallScore: number | null) {
	const [row] = await db
		.update(interviewSessions)
		.set({ status: 'completed', completedAt: new Date(), overallScore })
		.where(eq(interviewSessions.id, sessionId))
		.returning()
	return row!
}

/** Question ids the user answered in their most recent sessions. */
export async function recentlyAnsweredQuestionIds(userId: string, lastSessions = 3) {
	const recent = await db
		.select({ id: interviewSessions.id })
		.from(interviewSessions)
		.where(eq(interviewSessions.userId, userId))
		.orderBy(desc(interviewSessions.createdAt))
		.limit(lastSessions)
	if (!recent.length) return new Set<string>()
	const rows = await db
		.select({ questionId: sessionQuestions.questionId })
		.from(sessionQuestions)
		.where(inArray(sessionQuestions.sessionId, recent.map((r) => r.id)))
	return new Set(rows.map((r) => r.questionId))
}

/**
 * A user's answers, one per question of each session (the best scored
 * attempt, else the latest), with their question's values and newest
 * feedback (progress, criteria coverage).
 */
export async function listUserAnswerHistory(userId: string) {
	const chosen = new Map<string, Awaited<ReturnType<typeof listUserAttempts>>[number]>()
	const score = (x: { feedback: FeedbackRow | null }) => x.feedback?.overallScore ?? -1
	for (const candidate of await listUserAttempts(userId)) {
		const key = `${candidate.response.sessionId}:${candidate.response.questionId}`
		const seen = chosen.get(key)
		if (!seen || score(candidate) > score(seen) || (score(candidate) === score(seen) && candidate.response.attempt > seen.response.attempt)) {
			chosen.set(key, candidate)
		}
	}
	return [...chosen.values()]
}

/** Every attempt of the user's answers with newest feedback, for practice trends. */
export async function listUserAttempts(userId: string) {
	const rows = await db
		.select({ response: responses, question: questions, session: interviewSessions })
		.from(responses)
		.innerJoin(questions, eq(questions.id, responses.questionId))
		.innerJoin(interviewSessions, eq(interviewSessions.id, responses.sessionId))
		.where(eq(responses.userId, userId))
	const feedbackRows = await getFeedbackForResponses(rows.map((r) => r.response.id))
	const latest = new Map<string, FeedbackRow>()
	for (const f of feedbackRows) if (!latest.has(f.responseId)) latest.set(f.responseId, f)
	return rows.map((r) => ({ ...r, feedback: latest.get(r.response.id) ?? null }))
}

/** The user's voice answers that have speech analytics, oldest first (speech progress). */
export async function listSpeechAnalytics(userId: string) {
	return db
		.select({
			responseId: responses.id,
			sessionId: responses.sessionId,
			answeredAt: responses.updatedAt,
			speechAnalytics: responses.speechAnalytics,
		})
		.from(responses)
		.where(and(eq(responses.userId, userId), isNotNull(responses.speechAnalytics)))
		.orderBy(asc(responses.updatedAt))
}

