/**
 * The database connection, chosen at start-up (DESIGN.md):
 * DATABASE_URL set -> PostgreSQL via postgres.js; unset -> embedded PGlite
 * persisted under DATA_DIR/pglite. Both run the same migrations, then the
 * seed (plans and question bank) is applied when missing.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import * as schema from '#drizzle/schema'
import { ensureSeed } from '#drizzle/seed'
import { getEnv } from './env.server'

export type Database = PostgresJsDatabase<typeof schema>

type Connection = {
	db: Database
	driver: 'postgres' | 'pglite'
	close: () => Promise<void>
}

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle/migrations')

/**
 * Apply the SQL migrations and the seed. On PostgreSQL this uses its own
 * single connection without the request timeouts, so a long migration can
 * finish, holding an advisory lock so that several instances starting at
 * once migrate one after another instead of racing.
 */
async function migratePostgres(url: string) {
	const { default: postgres } = await import('postgres')
	const { drizzle } = await import('drizzle-orm/postgres-js')
	const { migrate } = await import('drizzle-orm/postgres-js/migrator')
	const client = postgres(url, { max: 1, onnotice: () => {} })
	try {
		await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`
		const db = drizzle(client, { schema })
		await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
		await ensureSeed(db)
		await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`
	} finally {
		await client.end({ timeout: 5 })
	}
}

/** Any fixed number: the key of the advisory lock migrations hold. */
const MIGRATION_LOCK_ID = 4_815_162_342

async function connect(): Promise<Connection> {
	const env = getEnv()
	if (env.DATABASE_URL) {
		const { default: postgres } = await import('postgres')
		const { drizzle } = await import('drizzle-orm/postgres-js')
		await migratePostgres(env.DATABASE_URL)
		const client = postgres(env.DATABASE_URL, {
			max: 10,
			onnotice: () => {},
			// An unreachable server fails fast, and no request waits on a stuck
			// statement or a lock for long: the request gets a 503 instead.
			connect_timeout: 5,
			connection: {
				statement_timeout: env.DATABASE_STATEMENT_TIMEOUT_MS,
				lock_timeout: env.DATABASE_LOCK_TIMEOUT_MS,
				application_name: 'nhs-interview-coach',
			},
		})
		const db = drizzle(client, { schema })
		return { db, driver: 'postgres', close: () => client.end({ timeout: 5 }) }
	}
	const { PGlite } = await import('@electric-sql/pglite')
	const { drizzle } = await import('drizzle-orm/pglite')
	const { migrate } = await import('drizzle-orm/pglite/migrator')
	const dir = path.join(env.DATA_DIR, 'pglite')
	fs.mkdirSync(dir, { recursive: true })
	const client = new PGlite(dir)
	const db = drizzle(client, { schema })
	await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
	await ensureSeed(db)
	// Both drivers expose the same query builder; we type them as one.
	return {
		db: db as unknown as Database,
		driver: 'pglite',
		close: () => client.close(),
	}
}

declare global {
	var __dbConnection: Promise<Connection> | undefined
}

const connection = await (globalThis.__dbConnection ??= connect())

export const db = connection.db
export const dbDriver = connection.driver

export async function closeDatabase() {
	if (!globalThis.__dbConnection) return
	globalThis.__dbConnection = undefined
	await connection.close()
}
