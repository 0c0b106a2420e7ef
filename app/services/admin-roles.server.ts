/** Granting admin roles (npm run create-admin): checks the role exists and records the grant in the audit log. */
import { SUPER_ADMIN } from '#app/lib/admin'
import { listRoles, setAdminRole } from '#app/models/admin-role.server'
import { addAuditEntry } from '#app/models/audit-log.server'
import { getUserByUsername } from '#app/models/user.server'
import { COMMAND_LINE } from './audit-log.server'

export type GrantResult =
	| { ok: true; username: string; role: string }
	| { ok: false; message: string }

export async function grantAdminRole(username: string, role = SUPER_ADMIN): Promise<GrantResult> {
	const roles = await listRoles()
	if (!roles.some((r) => r.name === role)) {
		return { ok: false, message: `There is no role called "${role}". Roles: ${roles.map((r) => r.name).join(', ')}.` }
	}
	const user = await getUserByUsername(username)
	if (!user) return { ok: false, message: `No user called "${username}". Sign up first, then run this again.` }
	await setAdminRole(user.id, role)
	await addAuditEntry({ actorUserId: null, action: 'admin_role.grant', targetUserId: user.id, details: { role, via: COMMAND_LINE } })
	return { ok: true, username: user.username, role }
}
