/** The database's own health check: a real query on a real table, so a locked or missing schema is not "healthy". */
import { sql } from 'drizzle-orm'
import { db } from '#app/services/db.server'

export async function pingDatabase() {
	await db.execute(sql`select 1 from plans limit 1`)
}
