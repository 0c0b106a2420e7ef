// `npm test`: every check, in order: typecheck, lint, unit + integration
// (vitest on PostgreSQL), build, the JavaScript budgets (`npm run size`), then
// Playwright with and without JS, then the voice run (Playwright with local
// speech fakes and Chromium's fake microphone).
// All steps run; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres'

const steps = [
	['typecheck', 'npx', ['tsc', '--noEmit']],
	['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
	['unit + integration', 'npx', ['vitest', 'run']],
	['build', 'npm', ['run', 'build']],
	['size (JS budgets: 0 kB landing, 90 kB brotli /auth, dashboard, interview)', 'node', ['scripts/bundle-size.js']],
	['e2e (Playwright: js and nojs)', 'npx', ['playwright', 'test']],
	['e2e voice (Playwright: speech fakes, fake microphone)', 'npx', ['playwright', 'test', '--config', 'playwright.voice.config.ts']],
]

// Playwright drives Debian's Chromium: without it, say how to install it at once
// rather than letting every browser test time out.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const hasChromium = fs.existsSync(chromium)

const results = []
for (const [name, cmd, args] of steps) {
	console.log(`\n=== ${name} ===`)
	if (name.startsWith('e2e') && !hasChromium) {
		console.error(`Chromium is missing (${chromium}). Install it with: apt-get install -y chromium (or set CHROMIUM_PATH)`)
		results.push({ name, ok: false, seconds: 0 })
		continue
	}
	const started = Date.now()
	const run = spawnSync(cmd, args, { stdio: 'inherit', env: process.env })
	const ok = run.status === 0
	results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
	// Without a build there is nothing for Playwright to test.
	if (!ok && name === 'build') break
}

console.log('\n=== summary ===')
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`)
const failed = results.filter((r) => !r.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
