import { eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { questions as questionsTable, users } from '#drizzle/schema'
import { action as complete } from '#app/routes/api.interview.sessions_.$id_.complete'
import { loader as detail } from '#app/routes/api.interview.sessions_.$id'
import { loader as results } from '#app/routes/api.interview.sessions_.$sessionId_.results'
import { loader as list } from '#app/routes/api.interview.sessions'
import { action as respond } from '#app/routes/api.interview.$sessionId.response'
import { action as start } from '#app/routes/api.interview.start'
import { loader as feedbackList } from '#app/routes/api.response.$responseId.feedback'
import { loader as progress } from '#app/routes/api.progress'
import { loader as valuesProgress } from '#app/routes/api.nhs-values-progress'
import { db } from '#app/services/db.server'
import { apiRequest, call, createTestUser } from './helpers'

const ANSWER =
	'On my last placement a patient with dementia became distressed during the medication round. My task was to give her medicines safely. ' +
	'I knelt to her eye level, explained each tablet and asked her daughter about her routines. I handed this over and updated her care plan. ' +
	'As a result she took her medication calmly for the rest of her stay. I learnt that small personal details make care safer.'

async function startSession(cookie: string, json: unknown = { type: 'nursing', experienceLevel: 'mid' }) {
	return call(start, apiRequest('/api/interview/start', { method: 'POST', cookie, json }))
}

describe('interview API', () => {
	test('start: 201 with the session and 5-7 questions in SPEC shape', async () => {
		const { cookie } = await createTestUser()
		const res = await startSession(cookie)
		expect(res.status).toBe(201)
		const body = await res.json()
		expect(body.session).toMatchObject({ type: 'nursing', experienceLevel: 'mid', status: 'in_progress', overallScore: null })
		expect(body.questions.length).toBeGreaterThanOrEqual(5)
		expect(body.questions.length).toBeLessThanOrEqual(7)
		expect(body.questions[0]).toEqual({
			id: expect.any(String),
			questionText: expect.any(String),
			nhsValues: expect.any(Array),
			competencyArea: expect.any(String),
			difficulty: expect.stringMatching(/^(easy|medium|hard)$/),
		})
	})

	test('start: bad input is a 4xx with a message, never a 500', async () => {
		const { cookie } = await createTestUser()
		const cases: Array<[Parameters<typeof apiRequest>[1], number]> = [
			[{ method: 'POST', cookie, json: { type: 'astronaut', experienceLevel: 'mid' } }, 400],
			[{ method: 'POST', cookie, json: { type: 'general' } }, 400],
			[{ method: 'POST', cookie, json: { type: 42, experienceLevel: [] } }, 400],
			[{ method: 'POST', cookie, body: '{not json' }, 400],
			[{ method: 'POST', cookie, json: ['general'] }, 400],
			[{ method: 'POST', cookie, body: JSON.stringify({ type: 'general', experienceLevel: 'mid', pad: 'x'.repeat(100_000) }) }, 413],
			[{ method: 'POST', cookie, body: 'type=general', headers: { 'content-type': 'text/plain' } }, 415],
		]
		for (const [init, status] of cases) {
			const res = await call(start, apiRequest('/api/interview/start', init))
			expect(res.status, JSON.stringify(init).slice(0, 80)).toBe(status)
			expect((await res.json()).message).toEqual(expect.any(String))
		}
	})

	test('signed out: 401; suspended: 403 with suspended true', async () => {
		const anon = await call(list, apiRequest('/api/interview/sessions'))
		expect(anon.status).toBe(401)
		const { user, cookie } = await createTestUser()
		await db.update(users).set({ isActive: false }).where(eq(users.id, user.id))
		const res = await call(list, apiRequest('/api/interview/sessions', { cookie }))
		expect(res.status).toBe(403)
		expect(await res.json()).toEqual({ message: 'Account suspended', suspended: true })
	})

	test('answer, feedback, complete, results and progress', async () => {
		const { cookie } = await createTestUser()
		const { session, questions } = await (await startSession(cookie)).json()
		const res = await call(
			respond,
			apiRequest(`/api/interview/${session.id}/response`, {
				method: 'POST',
				cookie,
				json: { questionId: questions[0].id, transcriptionText: ANSWER, responseTime: 140, sessionId: session.id },
			}),
			{ sessionId: session.id },
		)
		expect(res.status).toBe(200)
		const { response, feedback } = await res.json()
		expect(response).toMatchObject({ questionId: questions[0].id, transcriptionText: ANSWER, responseTime: 140 })
		for (const key of ['overallScore', 'nhsValuesScore', 'starStructureScore', 'clarityScore']) {
			expect(feedback[key]).toBeGreaterThanOrEqual(0)
			expect(feedback[key]).toBeLessThanOrEqual(1)
		}
		expect(feedback.strengths.length).toBeGreaterThan(0)

		const fbRes = await call(feedbackList, apiRequest(`/api/response/${response.id}/feedback`, { cookie }), { responseId: response.id })
		expect((await fbRes.json())[0].id).toBe(feedback.id)

		const done = await call(complete, apiRequest(`/api/interview/sessions/${session.id}/complete`, { method: 'POST', cookie, json: {} }), { id: session.id })
		const completed = (await done.json()).session
		expect(completed.status).toBe('completed')
		expect(completed.overallScore).toBeCloseTo(feedback.overallScore)

		for (const handler of [detail, results]) {
			const body = await (await call(handler, apiRequest(`/api/interview/sessions/${session.id}`, { cookie }), { id: session.id, sessionId: session.id })).json()
			expect(body.session.id).toBe(session.id)
			expect(body.questions).toHaveLength(questions.length)
			expect(body.responses).toHaveLength(1)
			expect(body.feedback).toHaveLength(1)
		}

		// A completed session is read-only.
		const late = await call(
			respond,
			apiRequest(`/api/interview/${session.id}/response`, { method: 'POST', cookie, json: { questionId: questions[1].id, transcriptionText: 'More.' } }),
			{ sessionId: session.id },
		)
		expect(late.status).toBe(409)

		const p = await (await call(progress, apiRequest('/api/progress', { cookie }))).json()
		expect(p.completedInterviews).toBe(1)
		expect(p.avgOverallScore).toBe(Math.round(feedback.overallScore * 100))
		expect(p.lastPracticeDate).toEqual(expect.any(String))
		const v = await (await call(valuesProgress, apiRequest('/api/nhs-values-progress', { cookie }))).json()
		expect(Object.keys(v).sort()).toEqual(
			['care_compassion', 'dignity_respect', 'everyone_counts', 'improving_lives', 'quality_care', 'working_together'],
		)
		expect(Object.values(v).every((x) => typeof x === 'number' && x >= 0 && x <= 100)).toBe(true)
	})

	test('feedback stores and returns STAR parts only for questions whose kind uses STAR', async () => {
		const { cookie } = await createTestUser()
		const { session, questions } = await (await startSession(cookie)).json()
		const rows = await db.select({ id: questionsTable.id, kind: questionsTable.kind }).from(questionsTable).where(inArray(questionsTable.id, questions.map((q: { id: string }) => q.id)))
		for (const row of rows) expect(row.kind, 'every bank question is tagged').toBeTruthy()
		const star = rows.find((r) => r.kind === 'behavioural' || r.kind === 'values')
		const other = rows.find((r) => r.kind !== 'behavioural' && r.kind !== 'values')
		for (const [row, expectNull] of [[star, false], [other, true]] as const) {
			if (!row) continue
			const res = await call(
				respond,
				apiRequest(`/api/interview/${session.id}/response`, { method: 'POST', cookie, json: { questionId: row.id, transcriptionText: ANSWER } }),
				{ sessionId: session.id },
			)
			const { feedback } = await res.json()
			if (expectNull) expect(feedback.starPresent).toBeNull()
			else expect(feedback.starPresent).toEqual(expect.objectContaining({ situation: expect.any(Boolean), task: expect.any(Boolean) }))
		}
		expect(star ?? other).toBeTruthy()
	})

	test('answers: validation, unknown questions and other users get 4xx', async () => {
		const { cookie } = await createTestUser()
		const { session, questions } = await (await startSession(cookie)).json()
		const post = (json: unknown, c = cookie, id = session.id) =>
			call(respond, apiRequest(`/api/interview/${id}/response`, { method: 'POST', cookie: c, json }), { sessionId: id })
		expect((await post({ questionId: questions[0].id, transcriptionText: '   ' })).status).toBe(400)
		expect((await post({ questionId: 'nope', transcriptionText: 'Hello' })).status).toBe(400)
		expect((await post({ questionId: questions[0].id, transcriptionText: 'x'.repeat(20_001) })).status).toBe(400)
		expect((await post({ questionId: '00000000-0000-4000-8000-000000000000', transcriptionText: 'Hello' })).status).toBe(400)
		const other = await createTestUser()
		const res = await post({ questionId: questions[0].id, transcriptionText: 'Hello' }, other.cookie)
		expect(res.status).toBe(404)
		expect((await res.json()).message).toBe('No active interview session found.')
		const peek = await call(detail, apiRequest(`/api/interview/sessions/${session.id}`, { cookie: other.cookie }), { id: session.id })
		expect(peek.status).toBe(404)
		const bogus = await call(detail, apiRequest('/api/interview/sessions/not-a-uuid', { cookie }), { id: 'not-a-uuid' })
		expect(bogus.status).toBe(404)
	})

	test('the free plan allows 3 sessions a month, then 402 with a clear message', async () => {
		const { cookie } = await createTestUser()
		// Different types: starting the same type and level again would reopen the unanswered session.
		for (const type of ['general', 'nursing', 'medical']) {
			expect((await startSession(cookie, { type, experienceLevel: 'mid' })).status).toBe(201)
		}
		const res = await startSession(cookie, { type: 'support', experienceLevel: 'mid' })
		expect(res.status).toBe(402)
		expect((await res.json()).message).toMatch(/used all the interview sessions/)
	})
})
