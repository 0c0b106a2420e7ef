/**
 * Make an existing user an administrator:
 *   npm run create-admin -- --username NAME [--role super_admin|admin|support|analyst]
 *   npm run create-admin -- NAME            (the older form: role super_admin)
 * The role defaults to super_admin. Uses the same database as the app
 * (DATABASE_URL, or PGlite in DATA_DIR; stop the app first when it runs on
 * PGlite, which allows one process). The grant is written to the audit log.
 */
import { parseArgs } from 'node:util'
import { SUPER_ADMIN } from '#app/lib/admin'
import { grantAdminRole } from '#app/services/admin-roles.server'
import { closeDatabase } from '#app/services/db.server'

const USAGE = 'Usage: npm run create-admin -- --username NAME [--role super_admin|admin|support|analyst]'

let args: ReturnType<typeof parseArgs<{ options: { username: { type: 'string' }; role: { type: 'string' } }; allowPositionals: true }>>
try {
	args = parseArgs({
		options: { username: { type: 'string' }, role: { type: 'string' } },
		allowPositionals: true,
	})
} catch (error) {
	console.error(`${(error as Error).message}\n${USAGE}`)
	process.exit(2)
}
const username = args.values.username ?? args.positionals[0]
if (!username || args.positionals.length > (args.values.username ? 0 : 1)) {
	console.error(USAGE)
	process.exit(2)
}

const result = await grantAdminRole(username, args.values.role ?? SUPER_ADMIN)
await closeDatabase()
if (!result.ok) {
	console.error(result.message)
	process.exit(1)
}
console.log(`${result.username} is now an administrator (${result.role}).`)
