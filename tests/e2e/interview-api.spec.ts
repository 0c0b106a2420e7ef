/**
 * The interview and progress endpoints of SPEC.md section 7 over real HTTP,
 * at their documented methods and paths (routing, middleware and cookies
 * included): success and failure for each.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { suspendUser } from './db'
import { uniqueUser } from './utils'

const ANSWER =
	'On my last placement a patient with dementia became distressed during the medication round. My task was to give her medicines safely. ' +
	'I knelt to her eye level, explained each tablet and asked her daughter about her routines. I handed this over and updated her care plan. ' +
	'As a result she took her medication calmly for the rest of her stay. I learnt that small personal details make care safer.'
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const NOT_FOUND = { message: 'No active interview session found.' }

async function newUser(request: APIRequestContext, prefix = 'iapi') {
	const user = uniqueUser(prefix)
	expect((await request.post('/api/register', { data: user })).status()).toBe(201)
	return user
}

async function start(request: APIRequestContext) {
	const res = await request.post('/api/interview/start', { data: { type: 'nursing', experienceLevel: 'mid' } })
	expect(res.status()).toBe(201)
	return (await res.json()) as { session: { id: string }; questions: Array<{ id: string }> }
}

test.describe('interview API over HTTP @js-only', () => {
	test('start, answer, list, load, results, feedback, complete (twice), progress', async ({ request }) => {
		await newUser(request)
		const { session, questions } = await start(request)

		const answered = await request.post(`/api/interview/${session.id}/response`, {
			data: { questionId: questions[0]!.id, transcriptionText: ANSWER, responseTime: 140, sessionId: session.id },
		})
		expect(answered.status()).toBe(200)
		const { response, feedback } = await answered.json()
		expect(response).toMatchObject({ questionId: questions[0]!.id, transcriptionText: ANSWER, responseText: ANSWER, responseTime: 140 })
		expect(feedback).toMatchObject({ responseId: response.id, overallScore: expect.any(Number), starStructureScore: expect.any(Number) })

		const list = await request.get('/api/interview/sessions')
		expect(list.status()).toBe(200)
		const sessions = await list.json()
		expect(sessions).toHaveLength(1)
		expect(sessions[0]).toMatchObject({ id: session.id, type: 'nursing', experienceLevel: 'mid', status: 'in_progress' })

		for (const path of [`/api/interview/sessions/${session.id}`, `/api/interview/sessions/${session.id}/results`]) {
			const res = await request.get(path)
			expect(res.status(), path).toBe(200)
			const body = await res.json()
			expect(body.session.id, path).toBe(session.id)
			expect(body.questions, path).toHaveLength(questions.length)
			expect(body.responses, path).toHaveLength(1)
			expect(body.feedback, path).toHaveLength(1)
		}

		const feedbackList = await request.get(`/api/response/${response.id}/feedback`)
		expect(feedbackList.status()).toBe(200)
		expect((await feedbackList.json())[0].id).toBe(feedback.id)

		const completed = await request.post(`/api/interview/sessions/${session.id}/complete`, { headers: { 'content-type': 'application/json' } })
		expect(completed.status()).toBe(200)
		const done = (await completed.json()).session
		expect(done).toMatchObject({ id: session.id, status: 'completed', overallScore: expect.any(Number) })
		// Completing twice is harmless: the same completed session.
		const again = await request.post(`/api/interview/sessions/${session.id}/complete`)
		expect(again.status()).toBe(200)
		expect((await again.json()).session).toEqual(done)
		// A completed session's answers cannot change.
		const late = await request.post(`/api/interview/${session.id}/response`, { data: { questionId: questions[1]!.id, transcriptionText: ANSWER } })
		expect(late.status()).toBe(409)
		expect((await late.json()).message).toBe('This interview is complete, so its answers can no longer be changed.')

		const progress = await request.get('/api/progress')
		expect(progress.status()).toBe(200)
		expect(await progress.json()).toMatchObject({ completedInterviews: 1, avgOverallScore: expect.any(Number), lastPracticeDate: expect.any(String) })
		const values = await request.get('/api/nhs-values-progress')
		expect(values.status()).toBe(200)
		expect(Object.keys(await values.json()).sort()).toEqual(
			['care_compassion', 'dignity_respect', 'everyone_counts', 'improving_lives', 'quality_care', 'working_together'].sort(),
		)
	})

	test('another user\'s session and response, and unknown ids, are 404s', async ({ request, playwright }) => {
		await newUser(request, 'owner')
		const { session, questions } = await start(request)
		const answered = await request.post(`/api/interview/${session.id}/response`, { data: { questionId: questions[0]!.id, transcriptionText: ANSWER } })
		const responseId = (await answered.json()).response.id

		const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
		await newUser(other, 'other')
		for (const id of [session.id, UNKNOWN_ID, 'not-a-uuid']) {
			for (const path of [`/api/interview/sessions/${id}`, `/api/interview/sessions/${id}/results`]) {
				const res = await other.get(path)
				expect(res.status(), path).toBe(404)
				expect(await res.json()).toEqual(NOT_FOUND)
			}
			const complete = await other.post(`/api/interview/sessions/${id}/complete`)
			expect(complete.status(), id).toBe(404)
			expect(await complete.json()).toEqual(NOT_FOUND)
			const respond = await other.post(`/api/interview/${id}/response`, { data: { questionId: questions[0]!.id, transcriptionText: 'Mine now' } })
			expect(respond.status(), id).toBe(404)
		}
		for (const id of [responseId, UNKNOWN_ID, 'nope']) {
			const res = await other.get(`/api/response/${id}/feedback`)
			expect(res.status()).toBe(404)
			expect(await res.json()).toEqual({ message: 'Response not found.' })
		}
		expect(await (await other.get('/api/interview/sessions')).json()).toEqual([])
		// The owner's answer is untouched.
		const mine = await (await request.get(`/api/interview/sessions/${session.id}`)).json()
		expect(mine.responses[0].transcriptionText).toBe(ANSWER)
		await other.dispose()
	})

	test('bad input: malformed JSON, wrong types, a question from elsewhere, wrong methods', async ({ request }) => {
		await newUser(request)
		const { session, questions } = await start(request)
		const bad: Array<[string, Parameters<APIRequestContext['post']>[1], number]> = [
			['/api/interview/start', { headers: { 'content-type': 'application/json' }, data: Buffer.from('{oops') }, 400],
			['/api/interview/start', { data: { type: 'astronaut', experienceLevel: 'mid' } }, 400],
			['/api/interview/start', { data: ['nursing'] }, 400],
			['/api/interview/start', { headers: { 'content-type': 'text/plain' }, data: 'type=nursing' }, 415],
			[`/api/interview/${session.id}/response`, { headers: { 'content-type': 'application/json' }, data: Buffer.from('{"questionId":') }, 400],
			[`/api/interview/${session.id}/response`, { data: { questionId: questions[0]!.id, transcriptionText: '   ' } }, 400],
			[`/api/interview/${session.id}/response`, { data: { questionId: 'x', transcriptionText: ANSWER } }, 400],
			[`/api/interview/${session.id}/response`, { data: { questionId: UNKNOWN_ID, transcriptionText: ANSWER } }, 400],
			[`/api/interview/${session.id}/response`, { data: { questionId: questions[0]!.id, transcriptionText: 'x'.repeat(20_001) } }, 400],
		]
		for (const [path, options, status] of bad) {
			const res = await request.post(path, options)
			expect(res.status(), `${path} ${JSON.stringify(options?.data).slice(0, 60)}`).toBe(status)
			expect((await res.json()).message).toEqual(expect.any(String))
		}
		for (const [method, path, allow] of [
			['GET', '/api/interview/start', 'POST'],
			['GET', `/api/interview/${session.id}/response`, 'POST'],
			['GET', `/api/interview/sessions/${session.id}/complete`, 'POST'],
			['POST', `/api/interview/sessions/${session.id}/results`, 'GET'],
			['POST', `/api/interview/sessions/${session.id}`, 'GET'],
			['POST', '/api/interview/sessions', 'GET'],
			['POST', '/api/progress', 'GET'],
			['POST', '/api/nhs-values-progress', 'GET'],
			['POST', `/api/response/${UNKNOWN_ID}/feedback`, 'GET'],
		] as const) {
			const res = await request.fetch(path, { method })
			expect(res.status(), `${method} ${path}`).toBe(405)
			expect(res.headers().allow).toBe(allow)
		}
	})

	test('signed out: 401 on every interview and progress endpoint; suspended: 403 with suspended true', async ({ request, playwright }) => {
		const paths = (id: string): Array<['get' | 'post', string]> => [
			['post', '/api/interview/start'],
			['post', `/api/interview/${id}/response`],
			['get', '/api/interview/sessions'],
			['get', `/api/interview/sessions/${id}`],
			['get', `/api/interview/sessions/${id}/results`],
			['post', `/api/interview/sessions/${id}/complete`],
			['get', `/api/response/${id}/feedback`],
			['get', '/api/progress'],
			['get', '/api/nhs-values-progress'],
		]
		const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
		for (const [method, path] of paths(UNKNOWN_ID)) {
			const res = await anonymous[method](path, method === 'post' ? { data: {} } : undefined)
			expect(res.status(), path).toBe(401)
			expect(await res.json()).toEqual({ message: 'Not authenticated' })
		}
		await anonymous.dispose()

		const user = await newUser(request, 'susp')
		const { session } = await start(request)
		const sessionCookie = (await request.storageState()).cookies.find((c) => c.name === 'nhs_session')!
		const headers = { cookie: `nhs_session=${sessionCookie.value}` }
		await suspendUser(user.username)
		// Every request, not only the first (which also clears the browser's cookie).
		const suspended = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
		for (const [method, path] of paths(session.id)) {
			const res = await suspended[method](path, method === 'post' ? { data: {}, headers } : { headers })
			expect(res.status(), path).toBe(403)
			expect(await res.json()).toEqual({ message: 'Account suspended', suspended: true })
		}
		await suspended.dispose()
	})
})
