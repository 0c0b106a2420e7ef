/**
 * Personalised sessions on PostgreSQL: with a CV and job description the
 * session's questions are written for them (measured on five realistic
 * JD/CV pairs), criteria coverage follows the answers, "Practise the gaps"
 * aims at what is left, and the coach receives the job's key terms.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { interviewSessions } from '#drizzle/schema'
import { readAnalysis } from '#app/lib/document-analysis'
import { action as respond } from '#app/routes/api.interview.$sessionId.response'
import { action as start } from '#app/routes/api.interview.start'
import { db } from '#app/services/db.server'
import { getDocumentsOverview } from '#app/services/documents/overview.server'
import { saveJobDescriptionText, uploadDocument } from '#app/services/documents/documents.server'
import { resetEnvCache } from '#app/services/env.server'
import { DEFAULT_ASSESSMENT, startFakeOpenAI, type FakeOpenAI, type FakeRequest } from '#tests/fakes/openai'
import { fixtureText, mentionsSpecific, PAIRS, type Pair } from '#tests/support/document-fixtures'
import { apiRequest, call, createTestUser } from './helpers'

type ApiQuestion = { id: string; questionText: string; nhsValues: string[]; competencyArea: string; difficulty: string }

async function userWithPair(pair: Pair) {
	const { user, cookie } = await createTestUser()
	await uploadDocument({ userId: user.id, type: 'cv', filename: `${pair}-cv.txt`, data: Buffer.from(fixtureText(pair, 'cv')) })
	await saveJobDescriptionText(user.id, fixtureText(pair, 'jd'))
	return { user, cookie }
}

async function startSession(cookie: string, json: Record<string, string>) {
	const res = await call(start, apiRequest('/api/interview/start', { method: 'POST', cookie, json }))
	expect(res.status).toBe(201)
	return (await res.json()) as { session: { id: string }; questions: ApiQuestion[] }
}

beforeAll(() => {
	vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(() => vi.restoreAllMocks())

describe('personalised sessions', () => {
	test('measurement: on five JD/CV pairs, at least 5 of 7 questions mention a JD-specific duty or CV-specific experience', async () => {
		const counts: Record<string, number> = {}
		for (const pair of PAIRS) {
			const { cookie } = await userWithPair(pair)
			// leadership level: the 7-question session
			const { questions } = await startSession(cookie, { type: 'general', experienceLevel: 'leadership' })
			expect(questions).toHaveLength(7)
			counts[pair] = questions.filter((q) => mentionsSpecific(pair, q.questionText)).length
			expect(counts[pair], `${pair}:\n${questions.map((q) => q.questionText).join('\n')}`).toBeGreaterThanOrEqual(5)
		}
		const total = Object.values(counts).reduce((a, b) => a + b, 0)
		expect(total / (7 * PAIRS.length)).toBeGreaterThanOrEqual(5 / 7)
	})

	test('the session records its documents; questions keep values, competency and difficulty; one comes from the bank', async () => {
		const { user, cookie } = await userWithPair('nurse')
		const { session, questions } = await startSession(cookie, { type: 'nursing', experienceLevel: 'mid' })
		expect(questions).toHaveLength(6)
		for (const q of questions) {
			expect(q.nhsValues.length).toBeGreaterThan(0)
			expect(q.competencyArea).toBeTruthy()
			expect(['easy', 'medium', 'hard']).toContain(q.difficulty)
		}
		expect(questions[0]!.questionText).toMatch(/^What attracts you to this Staff Nurse post/)
		const [row] = await db.select().from(interviewSessions).where(eq(interviewSessions.id, session.id))
		expect(row!.cvDocumentId).toBeTruthy()
		expect(row!.jobDescriptionDocumentId).toBeTruthy()
		const overview = await getDocumentsOverview(user.id)
		expect(overview.practice).toMatchObject({ type: 'nursing', experienceLevel: 'mid' })
		// without documents nothing changes: bank questions only
		const plain = await createTestUser()
		const bankOnly = await startSession(plain.cookie, { type: 'nursing', experienceLevel: 'mid' })
		expect(bankOnly.questions.some((q) => /job description|your CV/i.test(q.questionText))).toBe(false)
	})

	test('criteria coverage follows well-scored answers, and "Practise the gaps" aims at the rest', async () => {
		const { user, cookie } = await userWithPair('ward-manager')
		let overview = await getDocumentsOverview(user.id)
		const budget = overview.criteria.find((c) => c.text === 'Ability to manage a budget')!
		expect(budget.covered).toBe(false)
		expect(overview.criteria.find((c) => c.text === 'NMC registered nurse')).toMatchObject({ qualification: true, onCv: true })

		const { session, questions } = await startSession(cookie, { type: 'nursing', experienceLevel: 'leadership' })
		const answer =
			'Last year on Surgical Ward 3 I was asked to manage the ward budget while our manager was on leave, because we were overspending on agency staff. ' +
			'My task was to bring the budget back in line without making the ward unsafe. I reviewed the roster with the matron, moved two shifts to cover our peaks, ' +
			'and recruited three bank nurses who knew the ward. I met the finance business partner every week to track spending against the budget. ' +
			'As a result agency spend fell by 40% in three months, we stayed within budget for the rest of the year and the staff told me the shifts felt safer. ' +
			'I learnt to share the numbers openly with the team so everyone understood why the changes mattered for patients.'
		const res = await call(
			respond,
			// answer the question about budgets: the coach caps a budget story given to a question on another topic
			apiRequest(`/api/interview/${session.id}/response`, {
				method: 'POST',
				cookie,
				json: { questionId: (questions.find((q) => /budget/i.test(q.questionText)) ?? questions[1]!).id, transcriptionText: answer },
			}),
			{ sessionId: session.id },
		)
		const { feedback } = await res.json()
		expect(feedback.overallScore).toBeGreaterThanOrEqual(0.6)

		overview = await getDocumentsOverview(user.id)
		expect(overview.criteria.find((c) => c.id === budget.id)?.covered).toBe(true)
		const gaps = overview.criteria.filter((c) => !c.qualification && !c.covered)
		expect(overview.practice?.gaps).toBe(gaps.length)

		const focused = await startSession(cookie, { type: 'nursing', experienceLevel: 'leadership', focus: 'gaps' })
		const aimed = focused.questions.filter((q) => gaps.some((g) => q.questionText.includes(g.text)))
		expect(aimed.length).toBe(Math.min(gaps.length, 6))
		// After the opening question, the questions aimed at the gaps come first.
		const positions = aimed.map((q) => focused.questions.indexOf(q))
		expect(positions).toEqual(positions.map((_, i) => i + 1))
		const mid = await startSession(cookie, { type: 'nursing', experienceLevel: 'mid', focus: 'gaps' })
		const midAimed = mid.questions.filter((q) => gaps.some((g) => q.questionText.includes(g.text)))
		expect(midAimed.map((q) => mid.questions.indexOf(q))).toEqual(midAimed.map((_, i) => i + 1))
		expect(focused.questions.some((q) => q.questionText.includes(budget.text))).toBe(false)
	})
})

describe('with OPENAI_API_KEY (local fake)', () => {
	let fake: FakeOpenAI
	beforeAll(async () => {
		fake = await startFakeOpenAI({
			content: (request: FakeRequest) => {
				const body = request.body as { response_format?: { json_schema?: { name?: string } } }
				if (body.response_format?.json_schema?.name !== 'personalised_questions') return DEFAULT_ASSESSMENT
				return {
					questions: Array.from({ length: 6 }, (_, i) => ({
						text: `Model question ${i + 1}: tell me about leading the band 5 nurses on Surgical Ward 3.`,
						kind: i === 0 ? 'motivation' : 'behavioural',
						values: ['Working together for patients'],
						competency: 'Leadership',
						difficulty: 'hard',
						guidance: 'One real example.',
						criterion: null,
					})),
				}
			},
		})
		Object.assign(process.env, { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.url, OPENAI_TIMEOUT_MS: '3000' })
		resetEnvCache()
	})
	afterAll(async () => {
		for (const k of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_TIMEOUT_MS']) delete process.env[k]
		resetEnvCache()
		await fake.close()
	})

	test('the model writes the personalised questions; the coach is given the job description\'s key terms', async () => {
		const { user, cookie } = await userWithPair('ward-manager')
		const { session, questions } = await startSession(cookie, { type: 'nursing', experienceLevel: 'leadership' })
		expect(questions.filter((q) => q.questionText.startsWith('Model question')).length).toBe(6)
		await call(
			respond,
			apiRequest(`/api/interview/${session.id}/response`, {
				method: 'POST',
				cookie,
				json: { questionId: questions[0]!.id, transcriptionText: 'I led the team through the e-roster changes and cut agency spend.' },
			}),
			{ sessionId: session.id },
		)
		const coachCall = fake.requests.at(-1)!.body as { messages: Array<{ content: string }> }
		const payload = JSON.parse(coachCall.messages[1]!.content.replace(/^[^{]*/, ''))
		const overview = await getDocumentsOverview(user.id)
		const job = readAnalysis(overview.job?.analysis)
		expect(job?.kind).toBe('job_description')
		expect(payload.jobKeyTerms).toEqual(job && job.kind === 'job_description' ? job.keyTerms : null)
		expect(payload.jobKeyTerms).toContain('Rostering')
	})
})
