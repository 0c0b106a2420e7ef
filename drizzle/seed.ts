/**
 * Seeds what the product needs to run: the three plans and the question bank.
 * Idempotent: runs at every start-up and only writes what is missing or changed.
 * `npx tsx drizzle/seed.ts` runs it by hand (plus a demo user with --demo).
 */
import { eq, sql } from 'drizzle-orm'
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'
import { PLANS } from './seed-data/plans'
import { QUESTION_BANK } from './seed-data/questions'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = PgDatabase<PgQueryResultHKT, typeof schema, any>

export async function ensureSeed(db: AnyDb) {
	await seedPlans(db)
	await seedQuestions(db)
}

async function seedPlans(db: AnyDb) {
	for (const plan of PLANS) {
		await db
			.insert(schema.plans)
			.values(plan)
			.onConflictDoUpdate({
				target: schema.plans.slug,
				set: {
					name: plan.name,
					description: plan.description,
					pricePence: plan.pricePence,
					monthlySessionsLimit: plan.monthlySessionsLimit,
					features: plan.features,
					sortOrder: plan.sortOrder,
				},
			})
	}
}

async function seedQuestions(db: AnyDb) {
	const [row] = await db
		.select({ count: sql<number>`count(*)::int` })
		.from(schema.questions)
		.where(eq(schema.questions.source, 'bank'))
	if (row && row.count >= QUESTION_BANK.length) return
	const rows = QUESTION_BANK.map((q) => ({
		key: q.key,
		text: q.text,
		kind: q.kind,
		types: q.types,
		levels: q.levels,
		values: q.values,
		competency: q.competency,
		difficulty: q.difficulty,
		guidance: q.guidance,
		source: 'bank' as const,
	}))
	for (let i = 0; i < rows.length; i += 100) {
		await db
			.insert(schema.questions)
			.values(rows.slice(i, i + 100))
			.onConflictDoNothing({ target: schema.questions.key })
	}
}
