/**
 * GET /api/admin/users/{userId}/export: everything we hold on the user as a
 * download named user_{id}_data.json (needs users.export; audited).
 */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { ADMIN_MESSAGES } from '#app/lib/admin'
import { exportUserForAdmin } from '#app/services/admin-users.server'
import { requireAdmin } from '#app/services/auth.server'
import { jsonError, methodNotAllowed } from '#app/services/http.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
	const admin = await requireAdmin(request, 'users.export')
	return (await exportUserForAdmin(admin, params.userId ?? '')) ?? jsonError(ADMIN_MESSAGES.userNotFound, 404)
}

export async function action() {
	return methodNotAllowed('GET')
}
