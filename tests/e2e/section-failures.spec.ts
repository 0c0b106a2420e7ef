/**
 * A section whose query fails shows SPEC.md's failure text and the page still
 * renders: the dashboard's interview history and the results page. The
 * failure is real: this spec runs its own app server on its own database and
 * renames the table that section reads, so the shared e2e server is never
 * touched. Checked with JavaScript and without, and with axe.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { type Browser, expect, test } from '@playwright/test'
import postgres from 'postgres'
import { expectNoViolations, VARIANTS } from './axe'
import { settledCookieBanner, uniqueUser } from './utils'

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function freePort() {
	return new Promise<number>((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}

type PrivateServer = { url: string; sql: postgres.Sql; stop: () => Promise<void> }

/** The production build on a fresh database of its own. */
async function startPrivateServer(): Promise<PrivateServer> {
	const name = `nhs_faults_${process.pid}_${Date.now().toString(36)}`
	const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} })
	await admin.unsafe(`create database "${name}"`)
	const dbUrl = new URL(ADMIN_URL)
	dbUrl.pathname = `/${name}`
	const port = await freePort()
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nhs-faults-'))
	const child: ChildProcess = spawn('node', ['build/server.js'], {
		stdio: 'ignore',
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			APP_URL: `http://localhost:${port}`,
			DATABASE_URL: dbUrl.toString(),
			DATA_DIR: dataDir,
			SESSION_SECRET: 'faults-session-secret-0123456789',
			REQUIRE_ACTIVATION: 'false',
			RATE_LIMIT_MULTIPLIER: '50',
			LOG_LEVEL: 'silent',
		},
	})
	const url = `http://localhost:${port}`
	await expect
		.poll(() => fetch(`${url}/healthz`).then((r) => r.status, () => 0), { timeout: 60_000 })
		.toBe(200)
	const sql = postgres(dbUrl.toString(), { max: 1, onnotice: () => {} })
	return {
		url,
		sql,
		stop: async () => {
			await sql.end()
			child.kill('SIGTERM')
			await new Promise((resolve) => child.once('exit', resolve))
			await admin.unsafe(`drop database if exists "${name}" with (force)`)
			await admin.end()
			fs.rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

/** Make one table unreadable while `run` runs (a relation that does not exist is a real query error). */
async function withTableGone(sql: postgres.Sql, table: string, run: () => Promise<void>) {
	await sql.unsafe(`alter table "${table}" rename to "${table}_away"`)
	try {
		await run()
	} finally {
		await sql.unsafe(`alter table "${table}_away" rename to "${table}"`)
	}
}

/** A signed-in browser page on the private server, with or without JavaScript. */
async function signedInPage(browser: Browser, server: PrivateServer, javaScriptEnabled: boolean, cookies: Array<{ name: string; value: string }>) {
	const context = await browser.newContext({ javaScriptEnabled, baseURL: server.url })
	await context.addCookies(cookies.map((c) => ({ ...c, domain: 'localhost', path: '/' })))
	return { context, page: await context.newPage() }
}

test.describe('sections that fail to load @js-only', () => {
	test.describe.configure({ timeout: 180_000 })
	let server: PrivateServer
	let cookies: Array<{ name: string; value: string }>
	let sessionId: string

	test.beforeAll(async ({ playwright }) => {
		server = await startPrivateServer()
		// A candidate with one completed interview.
		const api = await playwright.request.newContext({ baseURL: server.url })
		expect((await api.post('/api/register', { data: uniqueUser('faults') })).status()).toBe(201)
		const started = await (await api.post('/api/interview/start', { data: { type: 'general', experienceLevel: 'mid' } })).json()
		sessionId = started.session.id
		const answered = await api.post(`/api/interview/${sessionId}/response`, {
			data: { questionId: started.questions[0].id, transcriptionText: 'I sat with a frightened patient and explained each step of her care.', sessionId },
		})
		expect(answered.status()).toBe(200)
		expect((await api.post(`/api/interview/sessions/${sessionId}/complete`, { data: {} })).status()).toBe(200)
		cookies = (await api.storageState()).cookies.map(({ name, value }) => ({ name, value }))
		await api.dispose()
	})

	test.afterAll(async () => {
		await server?.stop()
	})

	test('dashboard: the history says it could not load; the rest of the page is there', async ({ browser }) => {
		for (const javaScriptEnabled of [true, false]) {
			const { context, page } = await signedInPage(browser, server, javaScriptEnabled, cookies)
			await page.goto('/')
			await expect(page.getByRole('region', { name: 'Recent Interview Sessions' })).toContainText('Click to View Results')
			await withTableGone(server.sql, 'interview_sessions', async () => {
				const response = await page.goto('/')
				expect(response?.status()).toBe(200)
				const recent = page.getByRole('region', { name: 'Recent Interview Sessions' })
				await expect(recent.getByRole('alert')).toHaveText('Unable to load interview history. Please try again later.')
				await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Amara!')
				await expect(page.getByRole('region', { name: 'Configure Your Interview' }).getByRole('button', { name: 'Text-Based' })).toBeEnabled()
			})
			await page.reload()
			await expect(page.getByRole('region', { name: 'Recent Interview Sessions' })).toContainText('Click to View Results')
			await context.close()
		}
	})

	test('results: SPEC text, a way to try again, and an accessible page', async ({ browser }) => {
		for (const javaScriptEnabled of [true, false]) {
			const { context, page } = await signedInPage(browser, server, javaScriptEnabled, cookies)
			await withTableGone(server.sql, 'feedback', async () => {
				const response = await page.goto(`/results/${sessionId}`)
				expect(response?.status()).toBe(503)
				await expect(page.getByRole('heading', { name: 'Interview results' })).toBeVisible()
				await expect(page.getByRole('alert')).toContainText('Failed to load interview results. Please try again.')
				await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
			})
			await page.getByRole('link', { name: 'Try again' }).click()
			await expect(page.getByText(/^Overall Score: \d+%/)).toBeAttached()
			await context.close()
		}
	})

	test('axe: the results failure state and the dashboard without its history', async ({ browser }) => {
		for (const variant of VARIANTS) {
			const { context, page } = await signedInPage(browser, server, true, [...cookies, { name: 'nhs_theme', value: variant.theme }])
			await page.setViewportSize({ width: variant.width, height: variant.height })
			for (const [table, path] of [
				['feedback', `/results/${sessionId}`],
				['interview_sessions', '/'],
			] as const) {
				await withTableGone(server.sql, table, async () => {
					await page.goto(path)
					await expect(page.getByRole('alert')).toBeVisible()
					await settledCookieBanner(page)
					await expectNoViolations(page)
				})
			}
			await context.close()
		}
	})
})
