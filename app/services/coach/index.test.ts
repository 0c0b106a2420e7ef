import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetEnvCache } from '#app/services/env.server'
import { startFakeOpenAI, type FakeOpenAI } from '#tests/fakes/openai'
import { analyseAnswer, analyseAnswerOffline } from './index.server'

const input = {
	question: 'Why do you want to work for the NHS?',
	answer:
		'When my grandfather was in hospital last year, a nurse sat with him every evening because he had no visitors. Since then I have volunteered at my local hospice, where I help at mealtimes. I want to work for the NHS because it cares for everyone, whatever they can pay.',
}

let fake: FakeOpenAI
const saved = { ...process.env }

beforeAll(async () => {
	fake = await startFakeOpenAI()
})
afterAll(async () => {
	await fake.close()
	process.env = saved
	resetEnvCache()
})
beforeEach(() => {
	process.env = { ...saved }
	delete process.env.OPENAI_API_KEY
	resetEnvCache()
})

describe('analyseAnswer', () => {
	it('uses the offline coach when no key is set', async () => {
		const r = await analyseAnswer(input)
		expect(r.provider).toBe('offline')
		expect(r.fallbackReason).toBeUndefined()
		expect(r).toEqual(analyseAnswerOffline(input))
	})

	it('uses OpenAI when a key is set, and offline when asked', async () => {
		process.env.OPENAI_API_KEY = 'test-key'
		process.env.OPENAI_BASE_URL = fake.url
		process.env.OPENAI_MODEL = 'fake-model'
		resetEnvCache()
		const auto = await analyseAnswer(input)
		expect(auto.provider).toBe('openai')
		const offline = await analyseAnswer(input, { provider: 'offline' })
		expect(offline.provider).toBe('offline')
	})

	it('explains the fallback when openai is requested without a key', async () => {
		const r = await analyseAnswer(input, { provider: 'openai' })
		expect(r.provider).toBe('offline')
		expect(r.fallbackReason).toMatch(/OPENAI_API_KEY/)
	})
})
