/**
 * System health: each provider is "not configured", "healthy" when it
 * answers, or "error" when it rejects the key, fails or does not answer in
 * time (through the real SDKs against local fakes); results are cached
 * briefly; storage and database checks.
 */
import fs from 'node:fs'
import http from 'node:http'
import { type AddressInfo, type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { resetEnvCache } from '#app/services/env.server'
import {
	checkDatabase,
	checkProviders,
	checkStorage,
	clearProviderCache,
	getSystemHealth,
	summariseProviders,
} from '#app/services/system-health.server'
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { startFakeSmtp } from '../fakes/smtp.js'

type Fake = { url: string; close: () => Promise<void>; hits: string[] }

/** A provider fake: answers 200 with `body` for the right key, 401 otherwise; or never answers. */
async function startFake({ key, body, hang = false }: { key: string; body: unknown; hang?: boolean }): Promise<Fake> {
	const hits: string[] = []
	const sockets = new Set<Socket>()
	const server = http.createServer((req, res) => {
		hits.push(`${req.method} ${req.url}`)
		if (hang) return
		const auth = `${req.headers.authorization ?? ''}`
		res.writeHead(auth.includes(key) ? 200 : 401, { 'content-type': 'application/json' })
		res.end(JSON.stringify(auth.includes(key) ? body : { error: { message: 'Invalid API key' } }))
	})
	server.on('connection', (s) => {
		sockets.add(s)
		s.on('close', () => sockets.delete(s))
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}`,
		hits,
		close: () =>
			new Promise<void>((resolve) => {
				for (const s of sockets) s.destroy()
				server.close(() => resolve())
			}),
	}
}

const PROVIDER_ENV = [
	'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'ASSEMBLYAI_API_KEY', 'ASSEMBLYAI_BASE_URL', 'DEEPGRAM_API_KEY', 'DEEPGRAM_BASE_URL',
	'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY_LIVE', 'STRIPE_PUBLISHABLE_KEY_LIVE', 'STRIPE_API_BASE', 'SMTP_URL', 'DATA_DIR',
]
const saved = Object.fromEntries(PROVIDER_ENV.map((k) => [k, process.env[k]]))
function setEnv(values: Record<string, string | undefined>) {
	for (const key of PROVIDER_ENV) if (key !== 'DATA_DIR') delete process.env[key]
	Object.assign(process.env, values)
	resetEnvCache()
	clearProviderCache()
}

let openai: FakeOpenAI
let assembly: Fake
let deepgram: Fake
let stripe: Fake
let hanging: Fake
let smtp: { port: number; close: () => Promise<void> }
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-smtp-'))

beforeAll(async () => {
	;[openai, assembly, deepgram, stripe, hanging, smtp] = await Promise.all([
		startFakeOpenAI(),
		startFake({ key: 'aai-key', body: { transcripts: [], page_details: {} } }),
		startFake({ key: 'Token dg-key', body: { projects: [] } }),
		startFake({ key: 'sk_test_fake', body: { object: 'balance', available: [], pending: [], livemode: false } }),
		startFake({ key: 'x', body: {}, hang: true }),
		startFakeSmtp({ dir: mailDir }),
	])
})

afterEach(() => setEnv(saved))

afterAll(async () => {
	await Promise.all([openai.close(), assembly.close(), deepgram.close(), stripe.close(), hanging.close(), smtp.close()])
	fs.rmSync(mailDir, { recursive: true, force: true })
})

const byId = (checks: Awaited<ReturnType<typeof checkProviders>>) => Object.fromEntries(checks.providers.map((c) => [c.id, c]))

describe('provider checks', () => {
	test('nothing configured: each says what runs instead', async () => {
		setEnv({})
		const checks = await checkProviders({ fresh: true })
		expect(checks.providers.map((c) => [c.name, c.status])).toEqual([
			['OpenAI', 'not_configured'],
			['AssemblyAI', 'not_configured'],
			['Deepgram', 'not_configured'],
			['Stripe', 'not_configured'],
			['SMTP', 'not_configured'],
		])
		expect(byId(checks).openai!.message).toBe('Not configured: the offline coach scores answers.')
		expect(summariseProviders(checks.providers)).toBe('not_configured')
	})

	test('every provider configured and answering is healthy, through the real SDKs and protocols', async () => {
		setEnv({
			OPENAI_API_KEY: 'sk-fake',
			OPENAI_BASE_URL: openai.url,
			ASSEMBLYAI_API_KEY: 'aai-key',
			ASSEMBLYAI_BASE_URL: assembly.url,
			DEEPGRAM_API_KEY: 'dg-key',
			DEEPGRAM_BASE_URL: deepgram.url,
			STRIPE_SECRET_KEY: 'sk_test_fake',
			STRIPE_API_BASE: stripe.url,
			SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
		})
		const checks = await checkProviders({ fresh: true })
		for (const check of checks.providers) expect(check, check.name).toMatchObject({ status: 'healthy', latency: expect.any(Number) })
		expect(summariseProviders(checks.providers)).toBe('healthy')
		expect(openai.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/models' })
		expect(assembly.hits.at(-1)).toBe('GET /v2/transcript?limit=1')
		expect(deepgram.hits.at(-1)).toBe('GET /v1/projects')
		expect(stripe.hits.at(-1)).toBe('GET /v1/balance')
	})

	test('a rejected key, a server error and silence are errors, each within the timeout', async () => {
		setEnv({
			OPENAI_API_KEY: 'sk-fake',
			OPENAI_BASE_URL: hanging.url,
			ASSEMBLYAI_API_KEY: 'wrong',
			ASSEMBLYAI_BASE_URL: assembly.url,
			DEEPGRAM_API_KEY: 'dg-key',
			DEEPGRAM_BASE_URL: hanging.url,
			STRIPE_SECRET_KEY: 'sk_test_wrong',
			STRIPE_API_BASE: stripe.url,
			SMTP_URL: 'smtp://127.0.0.1:9',
		})
		const checks = byId(await checkProviders({ fresh: true, timeoutMs: 400 }))
		expect(checks.openai).toMatchObject({ status: 'error', message: 'Did not answer within 0.4 s.' })
		expect(checks.deepgram).toMatchObject({ status: 'error', message: 'Did not answer within 0.4 s.' })
		expect(checks.assemblyai).toMatchObject({ status: 'error', message: 'Answered 401: the key was rejected.' })
		expect(checks.stripe).toMatchObject({ status: 'error', message: 'Answered 401: the key was rejected.' })
		expect(checks.smtp).toMatchObject({ status: 'error', message: expect.stringMatching(/^Did not answer/) })
		expect(JSON.stringify(checks)).not.toMatch(/sk_test_wrong|sk-fake/)
	})

	test('results are cached briefly; fresh checks again', async () => {
		setEnv({ OPENAI_API_KEY: 'sk-fake', OPENAI_BASE_URL: openai.url })
		const before = openai.requests.length
		const first = await checkProviders()
		const second = await checkProviders()
		expect(second).toBe(first)
		expect(openai.requests.length).toBe(before + 1)
		await checkProviders({ fresh: true })
		expect(openai.requests.length).toBe(before + 2)
	})
})

describe('database and storage', () => {
	test('the database answers with its latency', async () => {
		expect(await checkDatabase()).toMatchObject({ status: 'healthy', latency: expect.any(Number) })
	})

	test('storage is healthy when DATA_DIR is writable, with free space; an error when it is not', async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-data-'))
		setEnv({ DATA_DIR: dir })
		const ok = await checkStorage()
		expect(ok).toMatchObject({ status: 'healthy', writable: true, freeBytes: expect.any(Number), totalBytes: expect.any(Number) })
		expect(fs.readdirSync(dir)).toEqual([])
		const file = path.join(dir, 'not-a-directory')
		fs.writeFileSync(file, 'x')
		setEnv({ DATA_DIR: file })
		expect(await checkStorage()).toMatchObject({ status: 'error', writable: false })
		fs.rmSync(dir, { recursive: true, force: true })
	})

	test('getSystemHealth has SPEC.md\'s shape', async () => {
		setEnv({})
		const health = await getSystemHealth({ fresh: true })
		expect(health).toMatchObject({
			database: { status: 'healthy', latency: expect.any(Number) },
			apis: { status: 'not_configured', providers: expect.any(Array) },
			storage: { status: expect.stringMatching(/healthy|error/) },
		})
	})
})
