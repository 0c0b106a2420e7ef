/**
 * The admin area's user management: the searchable list, suspending and
 * reactivating (with the rules on who may be suspended) and data exports.
 * Every change is written to the audit log. Permission checks happen in the
 * route (requireAdmin); the rules here hold whoever calls.
 */
import { ADMIN_MESSAGES, SUPER_ADMIN } from '#app/lib/admin'
import { type AdminUsersQuery, UserIdSchema } from '#app/lib/schemas/admin'
import { getUserWithRole, listUsersForAdmin, setUserActive } from '#app/models/admin-user.server'
import { addAuditEntry } from '#app/models/audit-log.server'
import { revokeUnusedTokens } from '#app/models/auth-token.server'
import { listPlans } from '#app/models/plan.server'
import { type AdminUser } from './auth.server'
import { ACTIVE_SUBSCRIPTION_STATUSES } from './quota.server'
import { userExportResponse } from './user-export.server'

export async function listUsers({ q, page, pageSize }: AdminUsersQuery) {
	const [{ rows, total }, planRows] = await Promise.all([
		listUsersForAdmin({
			search: q || undefined,
			limit: pageSize,
			offset: (page - 1) * pageSize,
			activeStatuses: [...ACTIVE_SUBSCRIPTION_STATUSES],
		}),
		listPlans(),
	])
	const planNames = new Map(planRows.map((p) => [p.slug, p.name]))
	return {
		users: rows.map(({ planSlug, ...row }) => ({
			...row,
			createdAt: row.createdAt.toISOString(),
			plan: { slug: planSlug, name: planNames.get(planSlug) ?? planSlug },
		})),
		q: q ?? '',
		page,
		pageSize,
		total,
		totalPages: Math.max(1, Math.ceil(total / pageSize)),
	}
}

export type AdminUserListItem = Awaited<ReturnType<typeof listUsers>>['users'][number]

/** Who a Suspend/Activate confirmation is about, or null for an unknown id. */
export async function getStatusTarget(userId: string) {
	if (!UserIdSchema.safeParse(userId).success) return null
	const target = await getUserWithRole(userId)
	if (!target) return null
	const { user } = target
	return { id: user.id, username: user.username, fullName: `${user.firstName} ${user.lastName}`, isActive: user.isActive }
}

export type SetStatusResult =
	| { ok: true; user: { id: string; username: string; isActive: boolean } }
	| { ok: false; status: 403 | 404; message: string }

/** Suspend or reactivate a user. An admin cannot suspend themself or a super admin. */
export async function setUserStatus(actor: AdminUser, userId: string, isActive: boolean): Promise<SetStatusResult> {
	if (!UserIdSchema.safeParse(userId).success) return { ok: false, status: 404, message: ADMIN_MESSAGES.userNotFound }
	const target = await getUserWithRole(userId)
	if (!target) return { ok: false, status: 404, message: ADMIN_MESSAGES.userNotFound }
	if (!isActive && target.user.id === actor.id) return { ok: false, status: 403, message: ADMIN_MESSAGES.cannotSuspendSelf }
	if (!isActive && target.role === SUPER_ADMIN) return { ok: false, status: 403, message: ADMIN_MESSAGES.cannotSuspendSuperAdmin }
	if (target.user.isActive === isActive) {
		return { ok: true, user: { id: target.user.id, username: target.user.username, isActive } }
	}
	const updated = await setUserActive(userId, isActive)
	if (!updated) return { ok: false, status: 404, message: ADMIN_MESSAGES.userNotFound }
	// Sessions stay, so the user's next request says "suspended" (requireUser); e-mailed links (reset, activation) die.
	if (!isActive) await revokeUnusedTokens(userId)
	await addAuditEntry({ actorUserId: actor.id, action: isActive ? 'user.activate' : 'user.suspend', targetUserId: userId })
	return { ok: true, user: updated }
}

/** The user's data export for an admin (audited), or null when there is no such user. */
export async function exportUserForAdmin(actor: AdminUser, userId: string) {
	if (!UserIdSchema.safeParse(userId).success) return null
	const response = await userExportResponse(userId)
	if (response) await addAuditEntry({ actorUserId: actor.id, action: 'user.export', targetUserId: userId })
	return response
}
