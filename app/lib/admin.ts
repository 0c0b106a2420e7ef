/**
 * The admin area's vocabulary, shared by server and browser: permission
 * names, the seeded roles, the tabs of /admin and the messages SPEC.md
 * gives for admin actions.
 */

export const PERMISSIONS = [
	'users.read',
	'users.write',
	'users.export',
	'payments.manage',
	'system.read',
	'audit.read',
] as const

export type Permission = (typeof PERMISSIONS)[number]

export const SUPER_ADMIN = 'super_admin'

/** The roles the first migration seeds (the database is the source of truth afterwards). */
export const SEEDED_ROLES: Record<string, readonly Permission[]> = {
	super_admin: PERMISSIONS,
	admin: ['users.read', 'users.write', 'users.export', 'payments.manage', 'system.read'],
	support: ['users.read', 'users.export'],
	analyst: ['system.read'],
}

export function isPermission(value: string): value is Permission {
	return (PERMISSIONS as readonly string[]).includes(value)
}

/** SPEC.md section 6: passes if the permission is listed or the role is super_admin. */
export function hasPermission(admin: { role: string; permissions: readonly string[] }, permission: Permission) {
	return admin.role === SUPER_ADMIN || admin.permissions.includes(permission)
}

/** SPEC.md: the role label with underscores replaced and upper-cased ("SUPER ADMIN"). */
export function formatRoleLabel(role: string) {
	return role.replace(/_/g, ' ').toUpperCase()
}

export const ADMIN_TABS = [
	{ id: 'users', label: 'User Management', permission: 'users.read' },
	{ id: 'health', label: 'System Health', permission: 'system.read' },
	{ id: 'analytics', label: 'Analytics', permission: 'system.read' },
	{ id: 'settings', label: 'Settings', permission: 'payments.manage' },
	{ id: 'audit', label: 'Audit Log', permission: 'audit.read' },
] as const satisfies ReadonlyArray<{ id: string; label: string; permission: Permission }>

export type AdminTabId = (typeof ADMIN_TABS)[number]['id']

export const ACCESS_DENIED_TITLE = 'Access Denied'
export const ACCESS_DENIED_MESSAGE = "You don't have admin access to this area."
export const PERMISSION_DENIED_MESSAGE = "Your admin role doesn't allow this."

export const ADMIN_MESSAGES = {
	statusUpdated: 'User status updated successfully',
	exported: 'User data exported successfully',
	stripeModeUpdated: 'Stripe mode updated successfully',
	exportFailed: 'Export failed',
	cannotSuspendSelf: 'You cannot suspend your own account.',
	cannotSuspendSuperAdmin: 'A super admin cannot be suspended.',
	userNotFound: 'User not found.',
	liveUnavailable: 'Live mode needs the live Stripe keys (STRIPE_SECRET_KEY_LIVE and STRIPE_PUBLISHABLE_KEY_LIVE).',
} as const

/** Audit log actions and how the log reads them. */
export const AUDIT_ACTIONS = {
	'user.suspend': 'Suspended user',
	'user.activate': 'Activated user',
	'user.export': 'Exported user data',
	'payment_mode.set': 'Changed payment mode',
	'admin_role.grant': 'Granted admin role',
} as const

export type AuditAction = keyof typeof AUDIT_ACTIONS

export const USERS_PAGE_SIZE = 20
