import { expect, test } from 'vitest'
import { parseEnv } from './env.server'

test('defaults: embedded database, port 3000, activation off without SMTP', () => {
	const env = parseEnv({})
	expect(env.DATABASE_URL).toBeUndefined()
	expect(env.PORT).toBe(3000)
	expect(env.APP_URL).toBe('http://localhost:3000')
	expect(env.REQUIRE_ACTIVATION).toBe(false)
	expect(env.OPENAI_MODEL).toBe('gpt-4o-mini')
})

test('activation defaults on when SMTP is configured, and can be turned off', () => {
	expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).REQUIRE_ACTIVATION).toBe(true)
	expect(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', REQUIRE_ACTIVATION: 'false' }).REQUIRE_ACTIVATION).toBe(false)
})

test('a malformed value fails with a message naming the variable', () => {
	expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
	expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/)
	expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 16 characters/)
	expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/)
	expect(() => parseEnv({ REQUIRE_ACTIVATION: 'maybe' })).toThrow(/REQUIRE_ACTIVATION/)
})

test('empty strings count as unset', () => {
	const env = parseEnv({ DATABASE_URL: '', OPENAI_API_KEY: '', APP_URL: '' })
	expect(env.DATABASE_URL).toBeUndefined()
	expect(env.OPENAI_API_KEY).toBeUndefined()
})

test('Deepgram: a key and an optional base URL, which must be a URL', () => {
	const env = parseEnv({ DEEPGRAM_API_KEY: ' dg-key ', DEEPGRAM_BASE_URL: 'http://127.0.0.1:9999' })
	expect(env).toMatchObject({ DEEPGRAM_API_KEY: 'dg-key', DEEPGRAM_BASE_URL: 'http://127.0.0.1:9999' })
	expect(parseEnv({ DEEPGRAM_API_KEY: '' }).DEEPGRAM_API_KEY).toBeUndefined()
	expect(() => parseEnv({ DEEPGRAM_BASE_URL: 'not a url' })).toThrow(/DEEPGRAM_BASE_URL/)
})
