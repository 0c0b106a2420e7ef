/**
 * Vitest global setup: a fresh PostgreSQL database per run (created here,
 * dropped afterwards). DATABASE_URL names the server to use; the workers get
 * the fresh database's URL.
 */
import { createDatabase, DEFAULT_ADMIN_URL, dropDatabase } from './test-db'

export default async function setup() {
	const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL
	const { name, url } = await createDatabase(adminUrl, 'nhs_unit')
	process.env.TEST_ADMIN_DATABASE_URL = adminUrl
	process.env.DATABASE_URL = url
	return async () => {
		await dropDatabase(adminUrl, name)
	}
}
