/**
 * POST /api/register {username, email, password, firstName, lastName}:
 * 201 with the user plus requiresActivation; signed in straight away when
 * activation is not required.
 */
import { type ActionFunctionArgs } from '@remix-run/node'
import { HONEYPOT_FIELD, RegisterSchema } from '#app/lib/schemas/auth'
import { toPublicUser } from '#app/models/user.server'
import { createUserSessionHeaders } from '#app/services/auth.server'
import { jsonError, methodNotAllowed, parseJsonBody } from '#app/services/http.server'
import { registerAndSendActivation } from '#app/services/registration.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const body = await parseJsonBody(request, RegisterSchema)
	if (!body.ok) return body.response
	if (body.body[HONEYPOT_FIELD]) return jsonError('Unable to create account', 400)
	const result = await registerAndSendActivation(body.data)
	if (!result.ok) {
		const [message] = Object.values(result.fieldErrors)
		return jsonError(message ?? 'Unable to create account', 409, { errors: result.fieldErrors })
	}
	const { user, requiresActivation } = result
	return Response.json(
		{ ...toPublicUser(user), requiresActivation },
		{ status: 201, headers: requiresActivation ? undefined : await createUserSessionHeaders(user.id, request) },
	)
}
