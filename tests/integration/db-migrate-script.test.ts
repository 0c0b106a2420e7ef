/** `npm run db:migrate` migrates (and seeds) the configured database: PostgreSQL or PGlite. */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import { afterAll, expect, test } from 'vitest'
import { createDatabase, dropDatabase } from '../setup/test-db'

const run = promisify(execFile)
const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!
const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
	for (const cleanup of cleanups) await cleanup()
})

function migrate(env: Record<string, string | undefined>) {
	const { DATABASE_URL: _ignored, ...rest } = process.env
	return run('npm', ['run', '--silent', 'db:migrate'], { env: { ...rest, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env }, timeout: 60_000 })
}

test('on PostgreSQL (DATABASE_URL)', { timeout: 90_000 }, async () => {
	const { name, url } = await createDatabase(adminUrl, 'nhs_migrate')
	cleanups.push(() => dropDatabase(adminUrl, name))
	const { stdout } = await migrate({ DATABASE_URL: url })
	expect(stdout).toContain('Migrations applied')
	const sql = postgres(url, { max: 1, onnotice: () => {} })
	try {
		const tables = await sql`select table_name from information_schema.tables where table_schema = 'public'`
		expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['users', 'user_sessions', 'rate_limits', 'responses', 'feedback']))
		expect((await sql`select slug from plans order by sort_order`).map((p) => p.slug)).toEqual(['free', 'pro_15', 'pro_30'])
	} finally {
		await sql.end()
	}
	// Running it again is harmless.
	await migrate({ DATABASE_URL: url })
})

test('on PGlite (DATABASE_URL unset, DATA_DIR)', { timeout: 90_000 }, async () => {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nhs-migrate-'))
	cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }))
	const { stdout } = await migrate({ DATA_DIR: dataDir })
	expect(stdout).toContain('Migrations applied')
	const client = new PGlite(path.join(dataDir, 'pglite'))
	try {
		const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from user_sessions`)
		expect(rows[0]!.n).toBe(0)
		const plans = await client.query<{ slug: string }>(`select slug from plans order by sort_order`)
		expect(plans.rows.map((p) => p.slug)).toEqual(['free', 'pro_15', 'pro_30'])
	} finally {
		await client.close()
	}
})
