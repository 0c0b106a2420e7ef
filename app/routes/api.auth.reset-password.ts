/** POST /api/auth/reset-password {token, password}: sets the new password and uses the token up. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { ResetPasswordSchema } from '#app/lib/schemas/auth'
import { jsonError, methodNotAllowed, parseJsonBody } from '#app/services/http.server'
import { resetPassword } from '#app/services/password-reset.server'
import { clientAddress } from '#app/services/rate-limit.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request, context }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const body = await parseJsonBody(request, ResetPasswordSchema)
	if (!body.ok) return body.response
	const result = await resetPassword(body.data.token, body.data.password, clientAddress(context))
	if (!result.ok) return jsonError(result.message, result.status)
	return Response.json({ success: true, message: result.message })
}
