/**
 * Data access for interview sessions, their questions, responses and
 * feedback. Every read takes the owner's id: another user's session is
 * simply not found.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import {
	feedback,
	interviewSessions,
	questions,
	responses,
	sessionQuestions,
} from '#drizzle/schema'
import { db } from '#app/services/db.server'

export type SessionRow = typeof interviewSessions.$inferSelect
export type ResponseRow = typeof responses.$inferSelect
export type FeedbackRow = typeof feedback.$inferSelect
export type SessionQuestion = typeof questions.$inferSelect & { position: number }

export async function createSession(input: {
	userId: string
	type: string
	experienceLevel: string
	mode: 'text' | 'voice'
	questionIds: string[]
	cvDocumentId?: string | null
	jobDescriptionDocumentId?: string | null
}) {
	return db.transaction(async (tx) => {
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
	return rows.map((r) => ({ ...r.question, position: r.position }))
}

export async function getSessionResponses(sessionId: string) {
	return db
		.select()
		.from(responses)
		.where(eq(responses.sessionId, sessionId))
		.orderBy(asc(responses.createdAt))
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
	return { session, questions: sessionQuestionsList, responses: sessionResponses, feedback: feedbackRows }
}

export type SessionDetail = NonNullable<Awaited<ReturnType<typeof getSessionDetail>>>

/** Save (or replace) the answer to one question of a session. */
export async function upsertResponse(input: {
	sessionId: string
	questionId: string
	userId: string
	transcriptionText: string
	responseTime: number | null
	inputMode: 'text' | 'voice'
}) {
	const [row] = await db
		.insert(responses)
		.values(input)
		.onConflictDoUpdate({
			target: [responses.sessionId, responses.questionId],
			set: {
				transcriptionText: input.transcriptionText,
				responseTime: input.responseTime,
				inputMode: input.inputMode,
				updatedAt: new Date(),
			},
		})
		.returning()
	// A new answer makes earlier feedback on this question stale.
	await db.delete(feedback).where(eq(feedback.responseId, row!.id))
	return row!
}

export async function deleteResponse(sessionId: string, questionId: string) {
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

export async function insertFeedback(values: typeof feedback.$inferInsert) {
	const [row] = await db.insert(feedback).values(values).returning()
	return row!
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

/** All of a user's responses with their question's values and newest feedback (progress). */
export async function listUserAnswerHistory(userId: string) {
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export function isUuid(value: string) {
	return UUID.test(value)
}
