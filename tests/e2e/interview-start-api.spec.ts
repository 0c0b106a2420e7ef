/**
 * POST /api/interview/start over real HTTP: a new session is 201; starting
 * the same type and level while that session is unanswered reopens it (200,
 * reused, a message, no session counted); a new one beyond the month's
 * quota is 402.
 */
import { expect, test } from '@playwright/test'
import { uniqueUser } from './utils'

const REOPENED =
	"You already had an unanswered Nursing interview, so we've reopened it. It doesn't count against your monthly sessions."

test.describe('POST /api/interview/start over HTTP @js-only', () => {
	test('new sessions, a reopened unanswered one, and 402 when the month is used up', async ({ request }) => {
		expect((await request.post('/api/interview/start', { data: { type: 'nursing', experienceLevel: 'mid' } })).status()).toBe(401)
		expect((await request.post('/api/register', { data: uniqueUser('start') })).status()).toBe(201)

		const first = await request.post('/api/interview/start', { data: { type: 'nursing', experienceLevel: 'mid' } })
		expect(first.status()).toBe(201)
		const created = await first.json()
		expect(created).toMatchObject({ reused: false, session: { type: 'nursing', experienceLevel: 'mid', status: 'in_progress' } })
		expect(created.questions.length).toBeGreaterThanOrEqual(5)

		const again = await request.post('/api/interview/start', { data: { type: 'nursing', experienceLevel: 'mid', mode: 'voice' } })
		expect(again.status()).toBe(200)
		const reopened = await again.json()
		expect(reopened).toMatchObject({ reused: true, message: REOPENED, session: { id: created.session.id } })
		expect(reopened.questions.map((q: { id: string }) => q.id)).toEqual(created.questions.map((q: { id: string }) => q.id))

		for (const type of ['general', 'medical']) {
			expect((await request.post('/api/interview/start', { data: { type, experienceLevel: 'mid' } })).status()).toBe(201)
		}
		const refused = await request.post('/api/interview/start', { data: { type: 'support', experienceLevel: 'mid' } })
		expect(refused.status()).toBe(402)
		expect((await refused.json()).message).toMatch(/used all the interview sessions/)
		// The unanswered one can still be reopened with the month used up.
		expect((await request.post('/api/interview/start', { data: { type: 'nursing', experienceLevel: 'mid' } })).status()).toBe(200)

		const sessions = await (await request.get('/api/interview/sessions')).json()
		expect(sessions).toHaveLength(3)
	})
})
