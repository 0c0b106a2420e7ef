import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { describe, expect, test } from 'vitest'
import * as schema from '#drizzle/schema'
import { ensureSeed } from '#drizzle/seed'
import { QUESTION_BANK } from '#drizzle/seed-data/questions'

const migrationsFolder = path.resolve('drizzle/migrations')

/** Plans and bank questions (other tests add personalised questions to the same database). */
async function countSeed(db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }) {
	const plans = (await db.execute(sql`select slug from plans order by sort_order`)) as { rows?: Array<{ slug: string }> } & Array<{ slug: string }>
	const questions = (await db.execute(sql`select count(*)::int as n from questions where source = 'bank'`)) as { rows?: Array<{ n: number }> } & Array<{ n: number }>
	const planRows = plans.rows ?? plans
	const questionRows = questions.rows ?? questions
	return { plans: planRows.map((p) => p.slug), questions: questionRows[0]!.n }
}

describe('migrations', () => {
	test('apply to an empty PostgreSQL database, and start-up seeds plans and questions', async () => {
		// DATABASE_URL points at the fresh database created by the global setup.
		const { db, dbDriver } = await import('#app/services/db.server')
		expect(dbDriver).toBe('postgres')
		const seeded = await countSeed(db)
		expect(seeded.plans).toEqual(['free', 'pro_15', 'pro_30'])
		expect(seeded.questions).toBe(QUESTION_BANK.length)
		// Seeding again changes nothing.
		await ensureSeed(db)
		expect((await countSeed(db)).questions).toBe(QUESTION_BANK.length)
	})

	// PGlite boots a WebAssembly PostgreSQL: slow on a busy machine, so a generous limit (not an assertion).
	test('apply to embedded PGlite', { timeout: 90_000 }, async () => {
		const client = new PGlite()
		const db = drizzle(client, { schema })
		await migrate(db, { migrationsFolder })
		await ensureSeed(db)
		const seeded = await countSeed(db)
		expect(seeded.plans).toEqual(['free', 'pro_15', 'pro_30'])
		expect(seeded.questions).toBe(QUESTION_BANK.length)
		await client.close()
	})
})
