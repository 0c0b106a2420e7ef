import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { fixtureText } from '#tests/support/document-fixtures'
import { startFakeOpenAI, type FakeOpenAI } from '#tests/fakes/openai'
import { type OpenAIConfig } from '#app/services/openai.server'
import { analyseCv } from './cv-analysis.server'
import { analyseJobDescription } from './job-analysis.server'
import { generateWithOpenAI } from './personalised-openai.server'

const job = analyseJobDescription(fixtureText('ward-manager', 'jd'))
const cv = analyseCv(fixtureText('ward-manager', 'cv'))
const input = { job, cv, interviewType: job.interviewType, level: job.experienceLevel, count: 6, seed: 's' }

const modelQuestion = (n: number) => ({
	text: `Question ${n}: tell me about a time you led the team of band 5 nurses on Surgical Ward 3 through a difficult shift.`,
	kind: 'behavioural',
	values: ['Working together for patients'],
	competency: 'Leadership',
	difficulty: 'hard',
	guidance: 'One real example, your own actions, the result.',
	criterion: null,
})

let fake: FakeOpenAI
let config: OpenAIConfig
beforeAll(async () => {
	fake = await startFakeOpenAI()
	config = { apiKey: 'test-key', baseURL: fake.url, model: 'fake-model', timeoutMs: 1_000 }
	vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(async () => {
	await fake.close()
	vi.restoreAllMocks()
})

test('the model writes the questions with structured output; what it sends is what was understood', async () => {
	fake.setMode('ok')
	fake.setContent({ questions: Array.from({ length: 6 }, (_, i) => modelQuestion(i + 1)) })
	fake.requests.length = 0
	const result = await generateWithOpenAI(input, config)
	expect(result.provider).toBe('openai')
	expect(result.questions.map((q) => q.text)).toEqual(Array.from({ length: 6 }, (_, i) => modelQuestion(i + 1).text))
	const body = fake.requests[0]!.body as { response_format: { type: string; json_schema: { strict: boolean } }; messages: Array<{ content: string }> }
	expect(body.response_format.type).toBe('json_schema')
	expect(body.response_format.json_schema.strict).toBe(true)
	const sent = JSON.parse(body.messages[1]!.content)
	expect(sent.job.duties[0]).toBe('lead a team of band 5 nurses and healthcare assistants, setting clear standards of care')
	expect(sent.cv.experience[0].title).toBe('Junior Sister (Band 6)')
})

test('invalid items are dropped and the rest topped up from the offline templates', async () => {
	fake.setMode('ok')
	fake.setContent({ questions: [modelQuestion(1), { ...modelQuestion(2), kind: 'riddle' }, { ...modelQuestion(3), values: ['Kindness'] }] })
	const result = await generateWithOpenAI(input, config)
	expect(result.provider).toBe('openai')
	expect(result.questions).toHaveLength(6)
	expect(result.questions[0]!.text).toBe(modelQuestion(1).text)
	expect(result.questions.filter((q) => q.text.startsWith('Question ')).length).toBe(1)
})

test.each(['garbage', 'invalid', 'error500', 'html', 'slow'] as const)('%s from the model falls back to offline questions', async (mode) => {
	fake.setMode(mode)
	const result = await generateWithOpenAI(input, config)
	expect(result.provider).toBe('offline')
	expect(result.fallbackReason).toBeTruthy()
	expect(result.questions).toHaveLength(6)
	expect(result.questions.some((q) => /band 5 nurses/.test(q.text))).toBe(true)
})

test('without a key the offline templates are used', async () => {
	const result = await generateWithOpenAI(input, undefined)
	expect(result).toMatchObject({ provider: 'offline' })
	expect(result.fallbackReason).toBeUndefined()
})
