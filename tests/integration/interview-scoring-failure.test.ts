import { afterEach, describe, expect, test, vi } from 'vitest'
import { getSessionDetail } from '#app/models/interview.server'
import type * as coach from '#app/services/coach/index.server'
import { analyseAnswer } from '#app/services/coach/index.server'
import { retryFeedback, startInterview, submitAnswer } from '#app/services/interview.server'
import { createTestUser } from './helpers'

vi.mock('#app/services/coach/index.server', async (importOriginal) => {
	const real = await importOriginal<typeof coach>()
	return { ...real, analyseAnswer: vi.fn(real.analyseAnswer) }
})

afterEach(() => {
	vi.mocked(analyseAnswer).mockRestore()
})

describe('when scoring fails', () => {
	test('the answer is still saved, and retrying scores it', async () => {
		const { user } = await createTestUser()
		const { session, questions } = await startInterview({ userId: user.id, type: 'general', experienceLevel: 'entry', mode: 'text' })
		vi.mocked(analyseAnswer).mockRejectedValueOnce(new Error('coach crashed'))
		const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
		const text = 'I helped a confused visitor find the ward and stayed with him until a nurse arrived.'
		const { response, feedback } = await submitAnswer({
			userId: user.id,
			sessionId: session.id,
			questionId: questions[0]!.id,
			transcriptionText: text,
			responseTime: 30,
			inputMode: 'text',
		})
		errors.mockRestore()
		expect(feedback).toBeNull()
		const detail = await getSessionDetail(user.id, session.id)
		expect(detail!.responses.map((r) => r.transcriptionText)).toEqual([text])
		expect(detail!.feedback).toEqual([])

		const retried = await retryFeedback(user.id, response.id)
		expect(retried?.responseId).toBe(response.id)
		expect((await getSessionDetail(user.id, session.id))!.feedback).toHaveLength(1)
	})
})
