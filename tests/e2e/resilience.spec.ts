/**
 * Faults from outside, each on a server of its own (tests/e2e/server-harness.ts):
 * SIGTERM during a slow request, the database dropped or locked under a
 * running server, and a failing query whose values must not reach the log.
 */
import http from 'node:http'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { createTestDatabase, startServer, apiSignUp, type TestDatabase, type TestServer } from './server-harness'
import { uniqueUser } from './utils'

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a few minutes.'
const ANSWER =
	'On a busy night shift a patient became confused and tried to leave the ward. I stayed calm, spoke to him at eye level, ' +
	'asked what worried him and called his daughter. I escalated to the nurse in charge and we agreed a plan. He settled and slept.'

let db: TestDatabase
let server: TestServer
test.beforeEach(async () => {
	db = await createTestDatabase()
})
test.afterEach(async () => {
	await server?.stop()
	await db.drop()
})

async function startInterview(baseUrl: string, cookie: string) {
	const res = await fetch(`${baseUrl}/api/interview/start`, {
		method: 'POST',
		headers: { cookie, 'content-type': 'application/json' },
		body: JSON.stringify({ type: 'nursing', experienceLevel: 'mid' }),
	})
	expect(res.status).toBe(201)
	return (await res.json()) as { session: { id: string }; questions: Array<{ id: string }> }
}

test.describe('resilience @js-only', () => {
	test('SIGTERM mid-request: the slow answer is saved and answered, then the server exits cleanly', async () => {
		server = await startServer({ databaseUrl: db.url })
		const cookie = (await apiSignUp(server.url, uniqueUser('term')))!
		const { session, questions } = await startInterview(server.url, cookie)
		const body = Buffer.from(JSON.stringify({ questionId: questions[0]!.id, transcriptionText: ANSWER, responseTime: 90 }))
		const { port } = new URL(server.url)

		const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
			const req = http.request(
				{
					host: '127.0.0.1',
					port,
					method: 'POST',
					path: `/api/interview/${session.id}/response`,
					headers: { cookie, 'content-type': 'application/json', 'content-length': body.length },
				},
				(res) => {
					let text = ''
					res.on('data', (c: Buffer) => (text += c.toString()))
					res.on('end', () => resolve({ status: res.statusCode!, body: text }))
				},
			)
			req.on('error', reject)
			// Half the body now, SIGTERM, then the rest: a deploy in the middle of a slow upload.
			req.write(body.subarray(0, 40))
			setTimeout(() => {
				server.process.kill('SIGTERM')
				setTimeout(() => req.end(body.subarray(40)), 700)
			}, 300)
		})

		const { status, body: text } = await reply
		expect(status, text).toBe(200)
		expect(JSON.parse(text).response.transcriptionText).toBe(ANSWER)
		expect(await server.exited).toBe(0)
		const saved = await db.sql`select transcription_text from responses where session_id = ${session.id}`
		expect(saved.map((r) => r.transcription_text)).toEqual([ANSWER])
		expect(server.logs()).toContain('shut down cleanly')
	})

	test('the database dropped under a running server: 503 JSON on /api, a friendly 503 page, /healthz 503', async ({ page }) => {
		server = await startServer({ databaseUrl: db.url })
		const user = uniqueUser('outage')
		const cookie = (await apiSignUp(server.url, user))!
		expect((await fetch(`${server.url}/healthz`)).status).toBe(200)

		// Terminate its connections and drop it.
		await db.drop()

		const api = await fetch(`${server.url}/api/user`, { headers: { cookie } })
		expect(api.status).toBe(503)
		expect(api.headers.get('content-type')).toContain('application/json')
		expect(await api.json()).toEqual({ message: UNAVAILABLE })

		const login = await fetch(`${server.url}/api/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ username: user.username, password: user.password }),
		})
		expect(login.status).toBe(503)
		const loginBody = await login.json()
		expect(loginBody.message).toBe('Sign-in is temporarily unavailable. Please try again in a few minutes.')
		expect(JSON.stringify(loginBody)).not.toMatch(/select|Failed query|password_hash/i)

		const pageRes = await fetch(`${server.url}/settings`, { headers: { cookie, accept: 'text/html' } })
		expect(pageRes.status).toBe(503)
		expect(pageRes.headers.get('content-type')).toContain('text/html')
		const html = await pageRes.text()
		expect(html).toContain('Service temporarily unavailable')
		expect(html).not.toMatch(/Failed query|\bat .*\.js:\d+/)

		expect((await fetch(`${server.url}/healthz`)).status).toBe(503)

		// What a signed-in person sees: the friendly page, accessible.
		const eq = cookie.indexOf('=')
		await page.context().addCookies([{ name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url: server.url }])
		const shown = await page.goto(`${server.url}/settings`)
		expect(shown!.status()).toBe(503)
		await expect(page.getByRole('heading', { name: 'Service temporarily unavailable' })).toBeVisible()
		expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations).toEqual([])
		await page.context().clearCookies()

		// The sign-in form says "try again", not "wrong password".
		await page.goto(`${server.url}/auth`)
		await page.getByLabel('Username').fill(user.username)
		await page.getByLabel('Password', { exact: true }).fill(user.password)
		await page.getByRole('button', { name: 'Sign In', exact: true }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Unable to sign in' })).toContainText(
			'Sign-in is temporarily unavailable. Please try again in a few minutes.',
		)
		await expect(page.getByText('Invalid username or password')).toHaveCount(0)
		// The faults were logged without their SQL.
		expect(server.logs()).toContain('database unavailable')
		expect(server.logs()).not.toContain('Failed query')
	})

	test('a locked table times out: 503 instead of a hung request, and /healthz says so', async () => {
		server = await startServer({
			databaseUrl: db.url,
			env: { DATABASE_LOCK_TIMEOUT_MS: '300', DATABASE_STATEMENT_TIMEOUT_MS: '1000' },
		})
		const cookie = (await apiSignUp(server.url, uniqueUser('lock')))!
		let release!: () => void
		const held = new Promise<void>((r) => (release = r))
		let locked!: () => void
		const isLocked = new Promise<void>((r) => (locked = r))
		const holder = db.sql.begin(async (tx) => {
			await tx`lock table users, plans in access exclusive mode`
			locked()
			await held
		})
		await isLocked
		try {
			const api = await fetch(`${server.url}/api/user`, { headers: { cookie } })
			expect(api.status).toBe(503)
			expect(await api.json()).toEqual({ message: UNAVAILABLE })
			expect((await fetch(`${server.url}/healthz`)).status).toBe(503)
		} finally {
			release()
			await holder
		}
		expect((await fetch(`${server.url}/api/user`, { headers: { cookie } })).status).toBe(200)
		expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
		expect(server.logs()).toContain('55P03')
	})

	test('a failing query is logged with its code, never its values, and /api answers JSON', async () => {
		server = await startServer({ databaseUrl: db.url })
		const cookie = (await apiSignUp(server.url, uniqueUser('logs')))!
		const { session, questions } = await startInterview(server.url, cookie)
		await db.sql.unsafe(`
			create function refuse_answers() returns trigger language plpgsql as $$
			begin raise exception 'answers are refused' using errcode = 'P0001'; end $$;
			create trigger refuse_answers before insert or update on responses for each row execute function refuse_answers();
		`)
		const secret = `SECRET-ANSWER-${Date.now()}`
		const res = await fetch(`${server.url}/api/interview/${session.id}/response`, {
			method: 'POST',
			headers: { cookie, 'content-type': 'application/json' },
			body: JSON.stringify({ questionId: questions[0]!.id, transcriptionText: `${ANSWER} ${secret}` }),
		})
		expect(res.status).toBe(500)
		expect(res.headers.get('content-type')).toContain('application/json')
		expect((await res.json()).message).toEqual(expect.any(String))
		await expect.poll(() => server.logs()).toContain('code=P0001')
		expect(server.logs()).not.toContain(secret)
		expect(server.logs()).not.toContain('Failed query')
	})
})
