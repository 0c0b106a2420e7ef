/**
 * Attempts: "newAttempt" adds an attempt and keeps the earlier ones with their
 * feedback; without it the latest attempt is replaced; parallel new attempts
 * get distinct numbers; the session's score counts each question's best
 * attempt; progress counts one answer per question; restarting removes all.
 */
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { feedback, interviewSessions, responses } from '#drizzle/schema'
import { listUserAnswerHistory } from '#app/models/interview.server'
import { action as respond } from '#app/routes/api.interview.$sessionId.response'
import { action as start } from '#app/routes/api.interview.start'
import { db } from '#app/services/db.server'
import { completeInterview, restartQuestion } from '#app/services/interview.server'
import { apiRequest, call, createTestUser } from './helpers'

const STRONG =
	'On a night shift a patient in her eighties became distressed. My task was to keep her safe. I sat with her, checked her observations and escalated to the nurse in charge using SBAR. As a result she settled and slept; I learnt to ask for help early.'
const WEAK = 'I helped a patient.'

async function setUp() {
	const { user, cookie } = await createTestUser()
	const started = await call(start, apiRequest('/api/interview/start', { method: 'POST', cookie, json: { type: 'nursing', experienceLevel: 'mid' } }))
	const { session, questions } = await started.json()
	const post = async (json: Record<string, unknown>) => {
		const reply = await call(
			respond,
			apiRequest(`/api/interview/${session.id}/response`, { method: 'POST', cookie, json: { questionId: questions[0].id, ...json } }),
			{ sessionId: session.id },
		)
		expect(reply.status, await reply.clone().text()).toBe(200)
		return reply.json()
	}
	return { user, session, questionId: questions[0].id as string, post }
}

test('new attempts keep earlier ones; without newAttempt the latest is replaced', async () => {
	const { session, post } = await setUp()
	const first = await post({ transcriptionText: STRONG })
	expect(first.response.attempt).toBe(1)
	const second = await post({ transcriptionText: WEAK, newAttempt: true })
	expect(second.response.attempt).toBe(2)
	const updated = await post({ transcriptionText: `${WEAK} Again.` })
	expect(updated.response).toMatchObject({ attempt: 2, id: second.response.id })
	const rows = await db.select().from(responses).where(eq(responses.sessionId, session.id))
	expect(rows.map((r) => [r.attempt, r.transcriptionText]).sort()).toEqual([
		[1, STRONG],
		[2, `${WEAK} Again.`],
	])
	// Attempt 1 keeps its feedback.
	expect(await db.select().from(feedback).where(eq(feedback.responseId, first.response.id))).toHaveLength(1)
})

test('parallel new attempts are numbered in turn', async () => {
	const { session, post } = await setUp()
	await post({ transcriptionText: STRONG })
	await Promise.all(Array.from({ length: 5 }, (_, i) => post({ transcriptionText: `${WEAK} ${i}`, newAttempt: true })))
	const rows = await db.select().from(responses).where(eq(responses.sessionId, session.id))
	expect(rows.map((r) => r.attempt).sort()).toEqual([1, 2, 3, 4, 5, 6])
})

test('the session counts the best attempt, and progress counts the question once', async () => {
	const { user, session, questionId, post } = await setUp()
	const strong = await post({ transcriptionText: STRONG })
	const weak = await post({ transcriptionText: WEAK, newAttempt: true })
	expect(weak.feedback.overallScore).toBeLessThan(strong.feedback.overallScore)
	await completeInterview(user.id, session.id)
	const [row] = await db.select().from(interviewSessions).where(eq(interviewSessions.id, session.id))
	expect(row!.overallScore).toBeCloseTo(strong.feedback.overallScore)
	const history = (await listUserAnswerHistory(user.id)).filter((h) => h.response.questionId === questionId)
	expect(history).toHaveLength(1)
	expect(history[0]!.response.attempt).toBe(1)
})

test('restarting a question removes all its attempts', async () => {
	const { user, session, questionId, post } = await setUp()
	await post({ transcriptionText: STRONG })
	await post({ transcriptionText: WEAK, newAttempt: true })
	await restartQuestion(user.id, session.id, questionId)
	expect(await db.select().from(responses).where(eq(responses.sessionId, session.id))).toHaveLength(0)
})
