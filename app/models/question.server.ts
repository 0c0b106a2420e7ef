/** Data access for the question bank (and personalised questions). */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { questions } from '#drizzle/schema'
import { db } from '#app/services/db.server'

export type QuestionRow = typeof questions.$inferSelect

/** The built-in bank (personalised questions are written per session). */
export async function listBankQuestions() {
	return db
		.select()
		.from(questions)
		.where(and(eq(questions.source, 'bank'), isNull(questions.userId)))
}

export async function getQuestionsByIds(ids: string[]) {
	if (!ids.length) return []
	return db.select().from(questions).where(inArray(questions.id, ids))
}

export type NewPersonalisedQuestion = Pick<
	typeof questions.$inferInsert,
	'text' | 'types' | 'levels' | 'values' | 'competency' | 'difficulty' | 'guidance' | 'kind' | 'criterion'
>

/**
 * Store a user's personalised questions, reusing a row when the same text was
 * written for them before (so "recently answered" still applies to it).
 */
export async function savePersonalisedQuestions(userId: string, items: NewPersonalisedQuestion[]) {
	if (!items.length) return []
	const existing = await db
		.select()
		.from(questions)
		.where(
			and(
				eq(questions.source, 'personalised'),
				eq(questions.userId, userId),
				inArray(
					questions.text,
					items.map((i) => i.text),
				),
			),
		)
	const byText = new Map(existing.map((q) => [q.text, q]))
	const missing = items.filter((i) => !byText.has(i.text))
	if (missing.length) {
		const inserted = await db
			.insert(questions)
			.values(missing.map((i) => ({ ...i, source: 'personalised' as const, userId, key: null })))
			.returning()
		for (const q of inserted) byText.set(q.text, q)
	}
	return items.map((i) => byText.get(i.text)!)
}
