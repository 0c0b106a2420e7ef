import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_ASSESSMENT, startFakeOpenAI, type FakeOpenAI } from '#tests/fakes/openai'
import { type OpenAIConfig } from '#app/services/openai.server'
import { analyseWithOpenAI } from './openai.server'
import { QUESTION_KIND_INDICATORS } from '#app/lib/question-kinds'

const ANSWER =
	'On my ward last year I noticed a drug chart error during the morning round. I told the nurse in charge straight away and completed an incident report. The patient came to no harm and the ward added a second check.'

const input = {
	question: {
		text: 'Tell me about a time you raised a concern.',
		values: ['Commitment to quality of care' as const],
		competency: 'Patient safety',
	},
	answer: ANSWER,
	interviewType: 'nursing',
	experienceLevel: 'mid',
}

let fake: FakeOpenAI
let config: OpenAIConfig

beforeAll(async () => {
	fake = await startFakeOpenAI()
	config = { apiKey: 'test-key', baseURL: fake.url, model: 'fake-model', timeoutMs: 2_000 }
})
afterAll(async () => {
	await fake.close()
})
afterEach(() => {
	fake.setMode('ok')
	fake.setContent(DEFAULT_ASSESSMENT)
	fake.requests.length = 0
	vi.restoreAllMocks()
})

describe('OpenAI provider', () => {
	it('maps a valid structured response onto the coach result', async () => {
		fake.setContent({
			...DEFAULT_ASSESSMENT,
			evidence: {
				situation: ['On my ward last year I noticed a drug chart error during the morning round.'],
				task: [],
				action: ['I told the nurse in charge straight away and completed an incident report.', 'A quote that is not in the answer.'],
				result: ['the ward added a second check'],
				values: [
					{ value: 'Commitment to quality of care', quotes: ['completed an incident report'] },
				],
			},
		})
		const r = await analyseWithOpenAI(input, config)
		expect(r.provider).toBe('openai')
		expect(r.fallbackReason).toBeUndefined()
		expect(r.overall).toBeCloseTo(0.82)
		expect(r.star).toBeCloseTo(0.88)
		expect(r.valuesEvidenced).toEqual(['Commitment to quality of care', 'Working together for patients'])
		expect(r.strengths).toEqual(DEFAULT_ASSESSMENT.strengths)
		// quotes are mapped to the candidate's own sentences; invented quotes are dropped
		expect(r.evidence.star.action).toEqual([
			'I told the nurse in charge straight away and completed an incident report.',
		])
		expect(r.evidence.star.result).toEqual([
			'The patient came to no harm and the ward added a second check.',
		])
		expect(r.evidence.values['Commitment to quality of care']).toEqual([
			'I told the nurse in charge straight away and completed an incident report.',
		])
	})

	it('sends the model, question values, competency, kind and indicators and a JSON schema response format', async () => {
		const r = await analyseWithOpenAI(input, config)
		expect(fake.requests).toHaveLength(1)
		const req = fake.requests[0]
		expect(req.path).toBe('/v1/chat/completions')
		expect(req.headers.authorization).toBe('Bearer test-key')
		const body = req.body as {
			model: string
			response_format: { type: string }
			messages: Array<{ role: string; content: string }>
		}
		expect(body.model).toBe('fake-model')
		expect(body.response_format.type).toBe('json_schema')
		const user = body.messages.find((m) => m.role === 'user')!.content
		expect(user).toContain('Commitment to quality of care')
		expect(user).toContain('Patient safety')
		expect(user).toContain('drug chart error')
		// the question's kind and what the panel looks for in it
		const payload = JSON.parse(user.slice(user.indexOf('{'))) as { questionKind: string; whatThePanelLooksFor: string[] }
		expect(payload.questionKind).toBe(r.kind)
		expect(payload.whatThePanelLooksFor).toEqual(QUESTION_KIND_INDICATORS[r.kind])
	})

	it.each([
		['garbage', /valid JSON/],
		['invalid', /invalid output/],
		['error500', /500/],
		['html', /OpenAI/],
	] as const)('falls back to the offline coach when the response is %s', async (mode, reason) => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
		fake.setMode(mode)
		const r = await analyseWithOpenAI(input, config)
		expect(r.provider).toBe('offline')
		expect(r.fallbackReason).toMatch(reason)
		expect(r.overall).toBeGreaterThan(0)
		expect(r.strengths.length).toBeGreaterThan(0)
		expect(warn).toHaveBeenCalled()
	})

	it('falls back on timeout', async () => {
		vi.spyOn(console, 'warn').mockImplementation(() => {})
		fake.setMode('slow')
		const r = await analyseWithOpenAI(input, { ...config, timeoutMs: 200 })
		expect(r.provider).toBe('offline')
		expect(r.fallbackReason).toMatch(/timed out/)
	})

	it('falls back when the server cannot be reached', async () => {
		vi.spyOn(console, 'warn').mockImplementation(() => {})
		const r = await analyseWithOpenAI(input, { ...config, baseURL: 'http://127.0.0.1:9/v1' })
		expect(r.provider).toBe('offline')
		expect(r.fallbackReason).toBeTruthy()
	})

	it('reports a missing key without calling the API', async () => {
		const r = await analyseWithOpenAI(input, undefined)
		expect(r.provider).toBe('offline')
		expect(r.fallbackReason).toMatch(/OPENAI_API_KEY/)
	})
})
