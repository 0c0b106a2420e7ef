/**
 * GET /healthz: 200 when the database answers a real query on a real table
 * within 2 s; 503 when it fails or is slow (a locked or unreachable database
 * must not look healthy).
 */
import { dbDriver } from '#app/services/db.server'
import { checkDatabase } from '#app/services/system-health.server'

const HEALTH_TIMEOUT_MS = 2_000

export async function loader() {
	const database = await checkDatabase(HEALTH_TIMEOUT_MS)
	const ok = database.status === 'healthy'
	if (!ok) console.error(`healthz: database check failed: ${database.message}`)
	return Response.json(
		{ status: ok ? 'ok' : 'error', database: { driver: dbDriver, ok, ...(ok ? { latencyMs: database.latency } : {}) } },
		{ status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
	)
}
