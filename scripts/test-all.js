// `npm test`: every check, in order: typecheck, lint, unit + integration
// (vitest on PostgreSQL), build, then Playwright with and without JS, then the
// voice run (Playwright with local speech fakes and Chromium's fake microphone).
// All steps run; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process'

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres'

const steps = [
	['typecheck', 'npx', ['tsc', '--noEmit']],
	['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
	['unit + integration', 'npx', ['vitest', 'run']],
	['build', 'npm', ['run', 'build']],
	['e2e (Playwright: js and nojs)', 'npx', ['playwright', 'test']],
	['e2e voice (Playwright: speech fakes, fake microphone)', 'npx', ['playwright', 'test', '--config', 'playwright.voice.config.ts']],
]

const results = []
for (const [name, cmd, args] of steps) {
	console.log(`\n=== ${name} ===`)
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
