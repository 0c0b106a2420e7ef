/** Unsubmitted answers kept while the candidate moves between questions (see drizzle/schema.ts). */
import { and, eq } from 'drizzle-orm'
import { answerDrafts } from '#drizzle/schema'
import { db } from '#app/services/db.server'

export type AnswerDraft = typeof answerDrafts.$inferSelect

const forQuestion = (sessionId: string, questionId: string) =>
	and(eq(answerDrafts.sessionId, sessionId), eq(answerDrafts.questionId, questionId))

export async function getDraft(sessionId: string, questionId: string) {
	const [row] = await db.select().from(answerDrafts).where(forQuestion(sessionId, questionId)).limit(1)
	return row ?? null
}

export async function saveDraft(sessionId: string, questionId: string, text: string) {
	await db
		.insert(answerDrafts)
		.values({ sessionId, questionId, text })
		.onConflictDoUpdate({
			target: [answerDrafts.sessionId, answerDrafts.questionId],
			set: { text, updatedAt: new Date() },
		})
}

export async function deleteDraft(sessionId: string, questionId: string) {
	await db.delete(answerDrafts).where(forQuestion(sessionId, questionId))
}
