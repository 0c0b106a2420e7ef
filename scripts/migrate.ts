/**
 * Apply the SQL migrations (and the seed: plans and the question bank) to the
 * configured database, then exit:
 *   npm run db:migrate
 * DATABASE_URL set -> that PostgreSQL database; unset -> PGlite in DATA_DIR
 * (stop the app first when it runs on PGlite, which allows one process).
 * The app does the same at start-up; this is for deploys that migrate first.
 */
import { closeDatabase, dbDriver } from '#app/services/db.server'
import { getEnv } from '#app/services/env.server'

const env = getEnv()
const where = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : `${env.DATA_DIR}/pglite`
console.log(`Migrations applied and seed checked (${dbDriver}: ${where}).`)
await closeDatabase()
