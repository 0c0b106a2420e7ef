/**
 * Extra instances of the built server for tests that need more than the
 * shared one: a throwaway PostgreSQL database of their own (so they can stop
 * it, lock it or drop it), two instances on one database, or a process to
 * send SIGTERM to. Each listens on a free port (PORT=0) read from its log.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
let counter = 0

export type TestDatabase = { name: string; url: string; sql: postgres.Sql; drop: () => Promise<void> }

/** A fresh database, with an admin connection (`sql`) to poke at it; drop() ends it. */
export async function createTestDatabase(): Promise<TestDatabase> {
	const name = `nhs_e2e_x_${process.pid}_${Date.now().toString(36)}_${counter++}`
	const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} })
	await admin.unsafe(`create database "${name}"`)
	const url = new URL(ADMIN_URL)
	url.pathname = `/${name}`
	const sql = postgres(url.toString(), { max: 2, onnotice: () => {} })
	let dropped: Promise<void> | undefined
	return {
		name,
		url: url.toString(),
		sql,
		// Idempotent: a test may drop it early (an outage), the clean-up drops it again.
		drop: () =>
			(dropped ??= (async () => {
				await sql.end({ timeout: 1 }).catch(() => {})
				await admin.unsafe(`drop database if exists "${name}" with (force)`)
				await admin.end()
			})()),
	}
}

export type TestServer = {
	url: string
	process: ChildProcess
	/** Everything the server printed so far (stdout and stderr). */
	logs: () => string
	/** Resolves with the exit code. */
	exited: Promise<number | null>
	stop: () => Promise<void>
}

export async function startServer({
	databaseUrl,
	env = {},
}: {
	databaseUrl: string
	env?: Record<string, string>
}): Promise<TestServer> {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nhs-e2e-x-'))
	const child = spawn('node', ['build/server.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: '0',
			DATABASE_URL: databaseUrl,
			DATA_DIR: dataDir,
			SESSION_SECRET: 'e2e-extra-server-secret-0123456789',
			REQUIRE_ACTIVATION: 'false',
			RATE_LIMIT_MULTIPLIER: '50',
			LOG_LEVEL: 'info',
			CI: 'true',
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
	child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
	const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
	const port = await new Promise<number>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
		const check = () => {
			const match = /"port":(\d+)[^\n]*listening/.exec(output)
			if (match) {
				clearTimeout(timer)
				child.stdout!.off('data', check)
				resolve(Number(match[1]))
			}
		}
		child.stdout!.on('data', check)
		void exited.then(() => reject(new Error(`server exited during start-up:\n${output}`)))
	})
	return {
		url: `http://localhost:${port}`,
		process: child,
		logs: () => output,
		exited,
		stop: async () => {
			if (child.exitCode === null && child.signalCode === null) {
				child.kill('SIGKILL')
				await exited
			}
			fs.rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

/** Sign up through the JSON API of a given server; returns the session cookie ("nhs_session=..."). */
export async function apiSignUp(baseUrl: string, user: { username: string; email: string; password: string; firstName: string; lastName: string }) {
	const res = await fetch(`${baseUrl}/api/register`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(user),
	})
	if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
	return sessionCookie(res)
}

export function sessionCookie(res: Response) {
	const cookie = res.headers.getSetCookie().find((c) => c.startsWith('nhs_session='))
	return cookie ? cookie.split(';')[0]! : null
}
