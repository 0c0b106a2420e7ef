/**
 * When the database fails for one section, the page still renders with that
 * section's SPEC.md failure text: the dashboard's interview history and the
 * results page. The failure is a real rejected query (the model's promise
 * rejects with a PostgreSQL error), and what is logged carries no parameters.
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import type * as interviewModel from '#app/models/interview.server'
import { getSessionDetail, listSessions } from '#app/models/interview.server'
import { loader as dashboardLoader } from '#app/routes/_home._index'
import { loader as resultsLoader } from '#app/routes/results.$sessionId'
import { startInterview } from '#app/services/interview.server'
import { apiRequest, createTestUser } from './helpers'

vi.mock('#app/models/interview.server', async (importOriginal) => {
	const real = await importOriginal<typeof interviewModel>()
	return { ...real, listSessions: vi.fn(real.listSessions), getSessionDetail: vi.fn(real.getSessionDetail) }
})

afterEach(() => {
	vi.mocked(listSessions).mockClear()
	vi.mocked(getSessionDetail).mockClear()
	vi.restoreAllMocks()
})

/** What postgres.js + drizzle throw when a statement times out. */
function queryError(params: string[]) {
	const cause = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })
	return Object.assign(new Error(`Failed query: select ... params: ${params.join(',')}`), { cause })
}

type DataResult = { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null }

describe('a section that fails to load', () => {
	test('dashboard: the history shows its failure text, the rest of the page still renders', async () => {
		const { user, cookie } = await createTestUser()
		await startInterview({ userId: user.id, type: 'general', experienceLevel: 'mid', mode: 'text' })
		const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
		vi.mocked(listSessions).mockRejectedValueOnce(queryError([user.id]))
		const result = await dashboardLoader({ request: apiRequest('/', { cookie }), params: {}, context: {} })
		expect(result.dashboard).toMatchObject({ firstName: 'Amara', history: null, usage: { used: 1, limit: 3 } })
		expect(JSON.stringify(errors.mock.calls)).toContain('57014')
		expect(JSON.stringify(errors.mock.calls)).not.toContain(user.id)

		// Once the database answers again, the history is back.
		const healthy = await dashboardLoader({ request: apiRequest('/', { cookie }), params: {}, context: {} })
		expect(healthy.dashboard?.history?.sessions).toHaveLength(1)
	})

	test('results: a 503 with the failure state, not an error page; an unknown session is still a 404', async () => {
		const { user, cookie } = await createTestUser()
		const { session } = await startInterview({ userId: user.id, type: 'general', experienceLevel: 'mid', mode: 'text' })
		vi.spyOn(console, 'error').mockImplementation(() => {})
		vi.mocked(getSessionDetail).mockRejectedValueOnce(queryError([user.id, session.id]))
		const args = { request: apiRequest(`/results/${session.id}`, { cookie }), params: { sessionId: session.id }, context: {} }
		const failed = (await resultsLoader(args)) as unknown as DataResult
		expect(failed.init?.status).toBe(503)
		expect(failed.data).toEqual({ loadFailed: true })

		const ok = await resultsLoader(args)
		expect(ok).toMatchObject({ loadFailed: false, total: expect.any(Number) })

		const unknown = await resultsLoader({ ...args, params: { sessionId: crypto.randomUUID() } }).catch((e: unknown) => e)
		expect((unknown as Response).status).toBe(404)
	})
})
