/** Data access for admin roles: who is an administrator and what their role permits. */
import { eq } from 'drizzle-orm'
import { adminRoles, roles, users } from '#drizzle/schema'
import { db } from '#app/services/db.server'

export type AdminRole = {
	role: string
	/** the role's permissions plus any granted to this person */
	permissions: string[]
}

/** The user's admin role with effective permissions, or null when they are not an admin. */
export async function getAdminRole(userId: string): Promise<AdminRole | null> {
	const [row] = await db
		.select({ role: adminRoles.role, extra: adminRoles.permissions, rolePermissions: roles.permissions })
		.from(adminRoles)
		.innerJoin(roles, eq(roles.name, adminRoles.role))
		.where(eq(adminRoles.userId, userId))
		.limit(1)
	if (!row) return null
	return { role: row.role, permissions: [...new Set([...row.rolePermissions, ...row.extra])] }
}

export async function listRoles() {
	return db.select().from(roles).orderBy(roles.name)
}

export async function roleExists(name: string) {
	const [row] = await db.select({ name: roles.name }).from(roles).where(eq(roles.name, name)).limit(1)
	return Boolean(row)
}

/** Make the user an administrator in the given role (users.is_admin follows). */
export async function setAdminRole(userId: string, role: string, extraPermissions: string[] = []) {
	await db.transaction(async (tx) => {
		await tx
			.insert(adminRoles)
			.values({ userId, role, permissions: extraPermissions })
			.onConflictDoUpdate({ target: adminRoles.userId, set: { role, permissions: extraPermissions } })
		await tx.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, userId))
	})
}

/** Take the admin role away (users.is_admin follows). */
export async function removeAdminRole(userId: string) {
	await db.transaction(async (tx) => {
		await tx.delete(adminRoles).where(eq(adminRoles.userId, userId))
		await tx.update(users).set({ isAdmin: false, updatedAt: new Date() }).where(eq(users.id, userId))
	})
}
