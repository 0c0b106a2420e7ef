/** Data access for the question bank (and personalised questions). */
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import { questions } from '#drizzle/schema'
import { db } from '#app/services/db.server'

export type QuestionRow = typeof questions.$inferSelect

/** Bank questions plus the user's own personalised ones. */
export async function listCandidateQuestions(userId: string) {
	return db
		.select()
		.from(questions)
		.where(
			or(
				and(eq(questions.source, 'bank'), isNull(questions.userId)),
				and(eq(questions.source, 'personalised'), eq(questions.userId, userId)),
			),
		)
}

export async function getQuestionsByIds(ids: string[]) {
	if (!ids.length) return []
	return db.select().from(questions).where(inArray(questions.id, ids))
}
