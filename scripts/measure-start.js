// Measures cold start of the built server on the embedded database: time from
// spawning `node build/server.js` to the first 200 from /healthz. Runs once on an
// empty data directory (migrations + seed) and once on the same directory again.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const port = Number(process.env.MEASURE_PORT ?? 3390)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nhs-start-'))

async function startOnce(label) {
	const started = performance.now()
	const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' }
	delete env.DATABASE_URL
	const child = spawn('node', ['build/server.js'], { env, stdio: 'ignore' })
	for (;;) {
		try {
			const res = await fetch(`http://localhost:${port}/healthz`)
			if (res.ok) break
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 25))
	}
	const ms = Math.round(performance.now() - started)
	const landing = performance.now()
	await fetch(`http://localhost:${port}/`)
	const firstPage = Math.round(performance.now() - landing)
	console.log(`${label}: ready in ${ms} ms; first landing page render ${firstPage} ms`)
	await new Promise((resolve) => {
		child.on('exit', resolve)
		child.kill('SIGTERM')
	})
}

await startOnce('cold start, empty data dir (migrate + seed)')
await startOnce('restart, existing data dir')
fs.rmSync(dataDir, { recursive: true, force: true })
