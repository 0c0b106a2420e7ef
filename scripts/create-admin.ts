/**
 * Make an existing user an administrator (role super_admin):
 *   npm run create-admin -- <username>
 * Uses the same database as the app (DATABASE_URL, or PGlite in DATA_DIR;
 * stop the app first when it runs on PGlite, which allows one process).
 */
import { adminRoles } from '#drizzle/schema'
import { getUserByUsername, updateUser } from '#app/models/user.server'
import { closeDatabase, db } from '#app/services/db.server'

const username = process.argv[2]
if (!username) {
	console.error('Usage: npm run create-admin -- <username>')
	process.exit(2)
}

const user = await getUserByUsername(username)
if (!user) {
	console.error(`No user called "${username}". Sign up first, then run this again.`)
	await closeDatabase()
	process.exit(1)
}
await updateUser(user.id, { isAdmin: true })
await db
	.insert(adminRoles)
	.values({ userId: user.id, role: 'super_admin', permissions: [] })
	.onConflictDoUpdate({ target: adminRoles.userId, set: { role: 'super_admin' } })
console.log(`${user.username} is now an administrator (super_admin).`)
await closeDatabase()
