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

async function connect(): Promise<Connection> {
	const env = getEnv()
	if (env.DATABASE_URL) {
		const { default: postgres } = await import('postgres')
		const { drizzle } = await import('drizzle-orm/postgres-js')
		const { migrate } = await import('drizzle-orm/postgres-js/migrator')
		const client = postgres(env.DATABASE_URL, {
			max: 10,
			onnotice: () => {},
		})
		const db = drizzle(client, { schema })
		await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
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

async function init() {
	const connection = await connect()
	await ensureSeed(connection.db)
	return connection
}

const connection = await (globalThis.__dbConnection ??= init())

export const db = connection.db
export const dbDriver = connection.driver

export async function closeDatabase() {
	if (!globalThis.__dbConnection) return
	globalThis.__dbConnection = undefined
	await connection.close()
}
