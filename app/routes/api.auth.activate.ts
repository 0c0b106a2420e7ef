/** POST /api/auth/activate {token}: activates the account the token belongs to. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { TokenSchema } from '#app/lib/schemas/auth'
import { activateAccount } from '#app/services/activation.server'
import { jsonError, methodNotAllowed, parseJsonBody } from '#app/services/http.server'
import { clientAddress } from '#app/services/rate-limit.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request, context }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const body = await parseJsonBody(request, TokenSchema)
	if (!body.ok) return body.response
	const result = await activateAccount(body.data.token, clientAddress(context))
	if (!result.ok) return jsonError(result.message, result.status, { canResend: Boolean(result.resendToken) })
	return Response.json({
		success: true,
		message: result.alreadyActive ? 'Your account is already active.' : 'Account Activated',
	})
}
