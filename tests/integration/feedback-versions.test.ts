/**
 * One feedback per answer version: parallel submits of one answer leave
 * exactly one feedback row, scored on the text that was saved last.
 */
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { feedback, responses } from '#drizzle/schema'
import { action as respond } from '#app/routes/api.interview.$sessionId.response'
import { action as start } from '#app/routes/api.interview.start'
import { db } from '#app/services/db.server'
import { apiRequest, call, createTestUser } from './helpers'

test('twenty parallel submits of one answer leave one feedback row, for the last saved text', async () => {
	const { cookie } = await createTestUser()
	const started = await call(start, apiRequest('/api/interview/start', { method: 'POST', cookie, json: { type: 'nursing', experienceLevel: 'mid' } }))
	const { session, questions } = await started.json()
	const questionId = questions[0].id as string

	const replies = await Promise.all(
		Array.from({ length: 20 }, (_, i) =>
			call(
				respond,
				apiRequest(`/api/interview/${session.id}/response`, {
					method: 'POST',
					cookie,
					json: {
						questionId,
						transcriptionText: `Attempt ${i}: I noticed a patient deteriorating, escalated to the nurse in charge using SBAR, and we started treatment within minutes.`,
					},
				}),
				{ sessionId: session.id },
			),
		),
	)
	for (const reply of replies) expect(reply.status, await reply.clone().text()).toBe(200)

	const [saved] = await db.select().from(responses).where(eq(responses.sessionId, session.id))
	expect(saved!.version).toBe(20)
	const rows = await db.select().from(feedback).where(eq(feedback.responseId, saved!.id))
	expect(rows).toHaveLength(1)
	expect(rows[0]!.responseVersion).toBe(saved!.version)
	// The reply that saved the last version carried that feedback.
	const bodies = await Promise.all(replies.map((r) => r.json()))
	const winner = bodies.find((b) => b.response.transcriptionText === saved!.transcriptionText)
	expect(winner.feedback?.id).toBe(rows[0]!.id)
})
