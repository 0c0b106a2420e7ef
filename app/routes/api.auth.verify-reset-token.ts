/** POST /api/auth/verify-reset-token {token}: {valid: true}, or 400 {valid: false, message}. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { plainText } from '#app/lib/schemas/text'
import { jsonError, methodNotAllowed, parseJsonBody } from '#app/services/http.server'
import { checkResetToken, INVALID_RESET_TOKEN } from '#app/services/password-reset.server'
import { clientAddress } from '#app/services/rate-limit.server'

const VerifySchema = z.object({
	token: plainText({ required: INVALID_RESET_TOKEN }, z.string().max(200, INVALID_RESET_TOKEN)),
})

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request, context }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const body = await parseJsonBody(request, VerifySchema)
	if (!body.ok) return body.response
	const result = await checkResetToken(body.data.token, clientAddress(context))
	if (!result.ok) return jsonError(result.message, result.status, { valid: false })
	return Response.json({ valid: true })
}
