/** The audit log as the admin page shows it: one readable row per admin action. */
import { AUDIT_ACTIONS, formatRoleLabel } from '#app/lib/admin'
import { type AuditDetails, listAuditEntries } from '#app/models/audit-log.server'

export const AUDIT_PAGE_SIZE = 50

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/London' })

/** `details.via` of actions taken with npm run create-admin (no acting account). */
export const COMMAND_LINE = 'command line'

export function describeDetails(action: string, { via: _via, ...details }: AuditDetails) {
	if (action === 'payment_mode.set') return `${details.from} → ${details.to}`
	if (action === 'admin_role.grant' && typeof details.role === 'string') return formatRoleLabel(details.role)
	return Object.entries(details)
		.map(([key, value]) => `${key}: ${value}`)
		.join(', ')
}

export async function getAuditLogPage(page: number) {
	const { rows, total } = await listAuditEntries({ limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE })
	return {
		page,
		totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
		entries: rows.map((row) => ({
			id: row.id,
			when: when.format(row.createdAt),
			who: row.actorUsername ?? (row.details.via === COMMAND_LINE ? 'Command line' : 'Deleted account'),
			what: AUDIT_ACTIONS[row.action as keyof typeof AUDIT_ACTIONS] ?? row.action,
			target: row.targetUsername ?? (row.action === 'payment_mode.set' ? '–' : 'Deleted account'),
			details: describeDetails(row.action, row.details),
		})),
	}
}
