/**
 * Direct access to the e2e server's database for what no page can do:
 * granting an admin role (as `npm run create-admin` does) and suspending.
 * scripts/e2e-server.js writes the database URL to tests/.tmp/db/<port>.url.
 */
import fs from 'node:fs'
import path from 'node:path'
import postgres from 'postgres'

let client: ReturnType<typeof postgres> | undefined

function sql() {
	const file = path.join(process.cwd(), 'tests/.tmp/db', `${process.env.E2E_PORT ?? '3210'}.url`)
	client ??= postgres(fs.readFileSync(file, 'utf8'), { max: 1, onnotice: () => {} })
	return client
}

/** Give the user (by username) an admin role, logged as `npm run create-admin` logs it; returns their id. */
export async function grantRole(username: string, role: 'super_admin' | 'admin' | 'support' | 'analyst') {
	const db = sql()
	const [user] = await db<Array<{ id: string }>>`select id from users where lower(username) = lower(${username})`
	if (!user) throw new Error(`no user ${username}`)
	await db`insert into admin_roles (user_id, role) values (${user.id}, ${role})
		on conflict (user_id) do update set role = excluded.role`
	await db`update users set is_admin = true where id = ${user.id}`
	await db`insert into admin_audit_log (action, target_user_id, details)
		values ('admin_role.grant', ${user.id}, ${db.json({ role, via: 'command line' })})`
	return user.id
}

export async function userIdOf(username: string) {
	const [user] = await sql()<Array<{ id: string }>>`select id from users where lower(username) = lower(${username})`
	return user!.id
}

export async function setActive(username: string, isActive: boolean) {
	await sql()`update users set is_active = ${isActive} where lower(username) = lower(${username})`
}

/** A user row made directly (for pages that only need someone to point at). */
export async function createPlainUser(prefix = 'plain') {
	const name = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`
	const [user] = await sql()<Array<{ id: string }>>`insert into users (username, email, first_name, last_name)
		values (${name}, ${`${name}@example.test`}, 'Priya', 'Shah') returning id`
	return { id: user!.id, username: name }
}

export async function suspendUser(username: string) {
	await setActive(username, false)
}
