/** POST /api/user/change-password {currentPassword, newPassword}. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { ChangePasswordApiSchema } from '#app/lib/schemas/auth'
import { changePassword } from '#app/services/account.server'
import { createUserSessionHeaders, requireUser } from '#app/services/auth.server'
import { jsonError, methodNotAllowed, parseJsonBody } from '#app/services/http.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const user = await requireUser(request)
	const body = await parseJsonBody(request, ChangePasswordApiSchema)
	if (!body.ok) return body.response
	const result = await changePassword(user, body.data)
	if (!result.ok) return jsonError(result.message, result.status)
	// Other sessions end; this client gets a fresh session cookie.
	return Response.json(
		{ success: true, message: 'Password updated' },
		{ headers: await createUserSessionHeaders(user.id, request) },
	)
}
