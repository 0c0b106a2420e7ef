/**
 * Drafts on the interview page: moving on keeps what was typed, without JS
 * (the form post is all there is). Called through the route's action.
 */
import { describe, expect, test } from 'vitest'
import { getDraft } from '#app/models/answer-draft.server'
import { action } from '#app/routes/interview.$sessionId'
import { startInterview, submitAnswer } from '#app/services/interview.server'
import { call, createTestUser } from './helpers'

/** The status of a Response, or of data() with a status (what an action returns for a 4xx it renders). */
function statusOf(result: unknown) {
	if (result instanceof Response) return result.status
	return (result as { init?: ResponseInit | null }).init?.status ?? 200
}

function post(sessionId: string, cookie: string, fields: Record<string, string>, q = 1) {
	return call(
		action as unknown as Parameters<typeof call>[0],
		new Request(`http://localhost/interview/${sessionId}?mode=text&q=${q}`, {
			method: 'POST',
			headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams(fields),
		}),
		{ sessionId },
	)
}

describe('answer drafts', () => {
	test('Skip, Previous and Save & Exit keep the text as a draft; submitting clears it', async () => {
		const { user, cookie } = await createTestUser()
		const { session, questions } = await startInterview({ userId: user.id, type: 'nursing', experienceLevel: 'mid', mode: 'text' })
		const [q1, q2] = questions
		const skip = await post(session.id, cookie, { intent: 'next', questionId: q1!.id, transcriptionText: 'Half an answer\nwith\ttabs\u0000' })
		expect(statusOf(skip)).toBe(302)
		expect(skip.headers.get('location')).toBe(`/interview/${session.id}?mode=text&q=2`)
		// Control characters a database cannot store are dropped; new lines and tabs stay.
		expect((await getDraft(session.id, q1!.id))?.text).toBe('Half an answer\nwith\ttabs')

		const back = await post(session.id, cookie, { intent: 'previous', questionId: q2!.id, transcriptionText: 'Notes' }, 2)
		expect(back.headers.get('location')).toBe(`/interview/${session.id}?mode=text&q=1`)
		expect((await getDraft(session.id, q2!.id))?.text).toBe('Notes')

		const exit = await post(session.id, cookie, { intent: 'exit', questionId: q2!.id, transcriptionText: '' }, 2)
		expect(exit.headers.get('location')).toBe('/')
		expect(await getDraft(session.id, q2!.id)).toBeNull()

		await submitAnswer({ userId: user.id, sessionId: session.id, questionId: q1!.id, transcriptionText: 'A full answer.', responseTime: 10, inputMode: 'text' })
		expect(await getDraft(session.id, q1!.id)).toBeNull()
		// Moving on with the submitted text unchanged keeps no draft.
		await post(session.id, cookie, { intent: 'next', questionId: q1!.id, transcriptionText: 'A full answer.' })
		expect(await getDraft(session.id, q1!.id)).toBeNull()
	})

	test("another user's session is a 404; a question from elsewhere or a huge draft is a 400", async () => {
		const owner = await createTestUser()
		const other = await createTestUser()
		const mine = await startInterview({ userId: owner.user.id, type: 'general', experienceLevel: 'mid', mode: 'text' })
		const theirs = await startInterview({ userId: other.user.id, type: 'medical', experienceLevel: 'mid', mode: 'text' })
		const foreign = await post(mine.session.id, other.cookie, { intent: 'next', questionId: mine.questions[0]!.id, transcriptionText: 'x' })
		expect(statusOf(foreign)).toBe(404)
		const outside = theirs.questions.find((q) => !mine.questions.some((m) => m.id === q.id))!
		const wrongQuestion = await post(mine.session.id, owner.cookie, { intent: 'next', questionId: outside.id, transcriptionText: 'x' })
		expect(statusOf(wrongQuestion)).toBe(400)
		const huge = await post(mine.session.id, owner.cookie, { intent: 'next', questionId: mine.questions[0]!.id, transcriptionText: 'x'.repeat(20_001) })
		expect(statusOf(huge)).toBe(400)
		expect(await getDraft(mine.session.id, mine.questions[0]!.id)).toBeNull()
	})
})
