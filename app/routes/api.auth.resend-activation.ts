/** POST /api/auth/resend-activation {token} (or {email}): sends a fresh activation link. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { ResendActivationSchema } from '#app/lib/schemas/auth'
import { resendActivation } from '#app/services/activation.server'
import { jsonError, methodNotAllowed, parseJsonBody } from '#app/services/http.server'
import { clientAddress } from '#app/services/rate-limit.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request, context }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const body = await parseJsonBody(request, ResendActivationSchema)
	if (!body.ok) return body.response
	const result = await resendActivation(body.data, clientAddress(context))
	if (!result.ok) return jsonError(result.message, result.status)
	return Response.json({ success: true, message: result.message })
}
