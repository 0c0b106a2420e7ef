// Starts the built app for Playwright on a fresh PostgreSQL database (dropped
// on exit), with a local SMTP server that keeps every message it receives.
// With --speech-fakes (playwright.voice.config.ts, run under `node --import tsx`)
// it also starts local fakes of AssemblyAI, OpenAI and Deepgram and gives the
// app their keys; the default run has no speech keys, like a fresh install.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { startFakeSmtp } from '../tests/fakes/smtp.js'

const port = process.env.E2E_PORT ?? '3210'
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const dbName = `nhs_e2e_${process.pid}_${Date.now().toString(36)}`
const dbUrl = new URL(adminUrl)
dbUrl.pathname = `/${dbName}`

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
await admin.unsafe(`create database "${dbName}"`)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nhs-e2e-'))
// One mail folder per port, so parallel runs on different ports do not wipe each other's mail.
const mailDir = path.join(process.cwd(), 'tests/.tmp/mail', String(port))
fs.rmSync(mailDir, { recursive: true, force: true })
fs.mkdirSync(mailDir, { recursive: true })
const smtp = await startFakeSmtp({ dir: mailDir })
// Tests that need to change data no page can (suspending an account) find the database here.
const dbFile = path.join(process.cwd(), 'tests/.tmp/db', `${port}.url`)
fs.mkdirSync(path.dirname(dbFile), { recursive: true })
fs.writeFileSync(dbFile, dbUrl.toString())

const speechFakes = process.argv.includes('--speech-fakes') ? await startSpeechFakes() : null

async function startSpeechFakes() {
	const [{ startFakeAssemblyAI }, { startFakeOpenAI }, { startFakeDeepgram }] = await Promise.all([
		import('../tests/fakes/assemblyai.ts'),
		import('../tests/fakes/openai.ts'),
		import('../tests/fakes/deepgram.ts'),
	])
	const [assembly, openai, deepgram] = await Promise.all([startFakeAssemblyAI(), startFakeOpenAI(), startFakeDeepgram()])
	return {
		env: {
			ASSEMBLYAI_API_KEY: assembly.apiKey,
			ASSEMBLYAI_BASE_URL: assembly.url,
			OPENAI_API_KEY: 'fake-openai-key',
			OPENAI_BASE_URL: openai.url,
			DEEPGRAM_API_KEY: deepgram.apiKey,
			DEEPGRAM_BASE_URL: deepgram.url,
		},
		close: () => Promise.all([assembly.close(), openai.close(), deepgram.close()]),
	}
}

const child = spawn('node', ['build/server.js'], {
	stdio: 'inherit',
	env: {
		...process.env,
		NODE_ENV: 'production',
		PORT: port,
		APP_URL: `http://localhost:${port}`,
		DATABASE_URL: dbUrl.toString(),
		DATA_DIR: dataDir,
		SESSION_SECRET: 'e2e-session-secret-0123456789',
		SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
		REQUIRE_ACTIVATION: 'false',
		// Many tests sign in from one IP: relax the per-IP limits, keep per-account ones.
		RATE_LIMIT_MULTIPLIER: '50',
		LOG_LEVEL: 'warn',
		// Never a real speech service: none by default, the local fakes with --speech-fakes.
		ASSEMBLYAI_API_KEY: '',
		OPENAI_API_KEY: '',
		DEEPGRAM_API_KEY: '',
		...speechFakes?.env,
	},
})

let stopping = false
async function stop(code = 0) {
	if (stopping) return
	stopping = true
	child.kill('SIGTERM')
	await new Promise((r) => setTimeout(r, 500))
	await smtp.close()
	await speechFakes?.close()
	try {
		await admin.unsafe(`drop database if exists "${dbName}" with (force)`)
	} finally {
		await admin.end()
		fs.rmSync(dataDir, { recursive: true, force: true })
		fs.rmSync(dbFile, { force: true })
		process.exit(code)
	}
}
child.on('exit', (code) => void stop(code ?? 0))
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
