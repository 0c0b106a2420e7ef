/** POST /api/auth/forgot-password {email}: the same neutral message whether or not the account exists. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { ForgotPasswordSchema } from '#app/lib/schemas/auth'
import { jsonError, methodNotAllowed, parseJsonBody } from '#app/services/http.server'
import { requestPasswordReset } from '#app/services/password-reset.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const body = await parseJsonBody(request, ForgotPasswordSchema)
	if (!body.ok) return body.response
	const result = await requestPasswordReset(body.data.email)
	if (!result.ok) return jsonError(result.message, result.status)
	return Response.json({ message: result.message })
}
