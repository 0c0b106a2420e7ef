/**
 * Two app instances, one database (issue 15): nothing two instances must share
 * lives in process memory. Starts two more copies of the built app on free
 * ports against the e2e server's PostgreSQL database and shows that a session,
 * the sign-in throttle and a sign-out made on one are seen by the other.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test'
import { uniqueUser } from './utils'

test.describe.configure({ mode: 'serial' })

type Instance = { url: string; api: APIRequestContext; child: ChildProcess }

function e2eDatabaseUrl() {
	const port = process.env.E2E_PORT ?? '3210'
	return fs.readFileSync(path.join(process.cwd(), 'tests/.tmp/db', `${port}.url`), 'utf8').trim()
}

async function startInstance(databaseUrl: string): Promise<Instance> {
	const child = spawn('node', ['build/server.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: '0',
			APP_URL: 'http://localhost:3999',
			DATABASE_URL: databaseUrl,
			SESSION_SECRET: 'e2e-session-secret-0123456789',
			REQUIRE_ACTIVATION: 'false',
			LOG_LEVEL: 'info',
			ASSEMBLYAI_API_KEY: '',
			OPENAI_API_KEY: '',
			DEEPGRAM_API_KEY: '',
		},
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	const url = await new Promise<string>((resolve, reject) => {
		let out = ''
		const timer = setTimeout(() => reject(new Error(`instance did not start:\n${out}`)), 60_000)
		child.stdout!.on('data', (chunk: Buffer) => {
			out += chunk.toString()
			const match = out.match(/listening on (http:\/\/localhost:\d+)/)
			if (match) {
				clearTimeout(timer)
				resolve(match[1]!)
			}
		})
		child.on('exit', (code) => reject(new Error(`instance exited with ${code}:\n${out}`)))
	})
	child.stdout!.resume()
	const api = await playwrightRequest.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url } })
	return { url, api, child }
}

let a: Instance
let b: Instance

test.beforeAll(async () => {
	test.setTimeout(120_000)
	const databaseUrl = e2eDatabaseUrl()
	;[a, b] = await Promise.all([startInstance(databaseUrl), startInstance(databaseUrl)])
	expect(a.url).not.toBe(b.url)
})

test.afterAll(async () => {
	for (const instance of [a, b]) {
		if (!instance) continue
		await instance.api.dispose()
		instance.child.kill('SIGTERM')
	}
})

function sessionCookie(headers: { name: string; value: string }[]) {
	const header = headers.find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('nhs_session='))
	expect(header, 'a session cookie').toBeTruthy()
	return header!.value.split(';')[0]!
}

// One run is enough (no page is rendered): tagged for the js project only.
test('a session made on one instance is good on the other, and signing out on either ends it on both @js-only', async () => {
	const user = uniqueUser()
	const registered = await a.api.post('/api/register', { data: user })
	expect(registered.status()).toBe(201)
	const cookie = sessionCookie(registered.headersArray())

	for (const instance of [a, b]) {
		const me = await instance.api.get('/api/user', { headers: { cookie } })
		expect(me.status()).toBe(200)
		expect((await me.json()).username).toBe(user.username)
	}

	expect((await b.api.post('/api/logout', { headers: { cookie } })).ok()).toBe(true)
	for (const instance of [a, b]) {
		const me = await instance.api.get('/api/user', { headers: { cookie }, maxRedirects: 0 })
		expect(me.status(), `instance ${instance.url} after sign-out`).not.toBe(200)
	}
})

test('failed sign-ins counted on one instance hold on the other @js-only', async () => {
	const user = uniqueUser()
	expect((await a.api.post('/api/register', { data: user })).status()).toBe(201)
	const wrong = { username: user.username, password: 'not-the-password' }
	// Five failures for this username and address, spread over both instances...
	for (let i = 0; i < 5; i++) {
		const attempt = await (i % 2 ? b : a).api.post('/api/login', { data: wrong })
		expect(attempt.status()).toBe(401)
	}
	// ...and the next attempt is held back on either instance, even with the right password.
	for (const instance of [a, b]) {
		const held = await instance.api.post('/api/login', { data: { username: user.username, password: user.password } })
		expect(held.status(), instance.url).toBe(429)
	}
})
