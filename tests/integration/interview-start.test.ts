/**
 * Starting an interview: an unanswered in-progress session of the same type
 * and level is reopened instead of costing another of the month's sessions,
 * and the quota counts only sessions actually created.
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import { getSessionsUsed } from '#app/models/plan.server'
import { completeInterview, reopenedSessionMessage, startInterview, submitAnswer } from '#app/services/interview.server'
import type * as selection from '#app/services/question-selection.server'
import { selectQuestions } from '#app/services/question-selection.server'
import { QUOTA_REACHED_MESSAGE } from '#app/services/quota.server'
import { createTestUser } from './helpers'

vi.mock('#app/services/question-selection.server', async (importOriginal) => {
	const real = await importOriginal<typeof selection>()
	return { ...real, selectQuestions: vi.fn(real.selectQuestions) }
})

afterEach(() => {
	vi.mocked(selectQuestions).mockClear()
})

const start = (userId: string, type: 'nursing' | 'general' | 'medical' | 'support', experienceLevel: 'mid' | 'entry' = 'mid', mode: 'text' | 'voice' = 'text') =>
	startInterview({ userId, type, experienceLevel, mode })

const ANSWER = 'I noticed a patient was in pain, told the nurse in charge and stayed with him until pain relief arrived.'

describe('starting an interview', () => {
	test('an unanswered session of the same type and level is reopened, free; the mode follows the new choice', async () => {
		const { user } = await createTestUser()
		const first = await start(user.id, 'nursing')
		expect(first.reused).toBe(false)
		expect(await getSessionsUsed(user.id)).toBe(1)

		const again = await start(user.id, 'nursing', 'mid', 'voice')
		expect(again.reused).toBe(true)
		expect(again.session.id).toBe(first.session.id)
		expect(again.session.mode).toBe('voice')
		expect(again.questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id))
		expect(await getSessionsUsed(user.id)).toBe(1)
		expect(reopenedSessionMessage('nursing')).toBe(
			"You already had an unanswered Nursing interview, so we've reopened it. It doesn't count against your monthly sessions.",
		)
	})

	test('another level, an answered session or a completed one is not reused', async () => {
		const { user } = await createTestUser()
		const nursing = await start(user.id, 'nursing')
		const otherLevel = await start(user.id, 'nursing', 'entry')
		expect(otherLevel.reused).toBe(false)
		expect(otherLevel.session.id).not.toBe(nursing.session.id)

		await submitAnswer({
			userId: user.id,
			sessionId: nursing.session.id,
			questionId: nursing.questions[0]!.id,
			transcriptionText: ANSWER,
			responseTime: 20,
			inputMode: 'text',
		})
		const afterAnswer = await start(user.id, 'nursing')
		expect(afterAnswer.reused).toBe(false)
		expect(await getSessionsUsed(user.id)).toBe(3)

		const { user: second } = await createTestUser()
		const done = await start(second.id, 'general')
		await completeInterview(second.id, done.session.id)
		expect((await start(second.id, 'general')).reused).toBe(false)
	})

	test('with the month used up, an unanswered session can still be reopened; a new one gets 402', async () => {
		const { user } = await createTestUser()
		for (const type of ['general', 'nursing', 'medical'] as const) await start(user.id, type)
		expect(await getSessionsUsed(user.id)).toBe(3)
		expect((await start(user.id, 'medical')).reused).toBe(true)
		await expect(start(user.id, 'support')).rejects.toMatchObject({ status: 402, message: QUOTA_REACHED_MESSAGE })
		expect(await getSessionsUsed(user.id)).toBe(3)
	})

	test('a session that fails to be created is not counted', async () => {
		const { user } = await createTestUser()
		// A question that does not exist: inserting the session's questions fails.
		vi.mocked(selectQuestions).mockReturnValueOnce([
			{ id: '00000000-0000-4000-8000-000000000000' } as ReturnType<typeof selectQuestions>[number],
		])
		await expect(start(user.id, 'general')).rejects.toThrow()
		expect(await getSessionsUsed(user.id)).toBe(0)
		expect((await start(user.id, 'general')).reused).toBe(false)
		expect(await getSessionsUsed(user.id)).toBe(1)
	})

	test('several starts at once open one session and count one', async () => {
		const { user } = await createTestUser()
		const results = await Promise.all(Array.from({ length: 5 }, () => start(user.id, 'support')))
		expect(new Set(results.map((r) => r.session.id)).size).toBe(1)
		expect(results.filter((r) => !r.reused)).toHaveLength(1)
		expect(await getSessionsUsed(user.id)).toBe(1)
	})
})
