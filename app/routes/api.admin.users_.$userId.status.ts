/**
 * PATCH /api/admin/users/{userId}/status {isActive}: suspend or reactivate
 * (needs users.write). 403 for the acting admin's own account or a super
 * admin, 404 for an unknown user. The user's very next request sees it.
 */
import { type ActionFunctionArgs } from '@remix-run/node'
import { ADMIN_MESSAGES } from '#app/lib/admin'
import { UserStatusSchema } from '#app/lib/schemas/admin'
import { setUserStatus } from '#app/services/admin-users.server'
import { requireAdmin } from '#app/services/auth.server'
import { jsonError, methodNotAllowed, parseJsonBody } from '#app/services/http.server'

export async function loader() {
	return methodNotAllowed('PATCH')
}

export async function action({ request, params }: ActionFunctionArgs) {
	if (request.method !== 'PATCH') return methodNotAllowed('PATCH')
	const admin = await requireAdmin(request, 'users.write')
	const body = await parseJsonBody(request, UserStatusSchema, { maxBytes: 1024 })
	if (!body.ok) return body.response
	const result = await setUserStatus(admin, params.userId ?? '', body.data.isActive)
	if (!result.ok) return jsonError(result.message, result.status)
	return Response.json({ ...result.user, message: ADMIN_MESSAGES.statusUpdated })
}
