/** GET /healthz: 200 when the database answers, 503 otherwise. */
import { sql } from 'drizzle-orm'
import { db, dbDriver } from '#app/services/db.server'

export async function loader() {
	const started = performance.now()
	try {
		await db.execute(sql`select 1`)
		return Response.json(
			{ status: 'ok', database: { driver: dbDriver, ok: true, latencyMs: Math.round(performance.now() - started) } },
			{ headers: { 'cache-control': 'no-store' } },
		)
	} catch (error) {
		console.error('healthz: database check failed', error)
		return Response.json(
			{ status: 'error', database: { driver: dbDriver, ok: false } },
			{ status: 503, headers: { 'cache-control': 'no-store' } },
		)
	}
}
