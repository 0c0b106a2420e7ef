/**
 * POST /api/stripe/webhook: Stripe's events, verified against the raw body
 * (exempt from the same-origin check in server.ts; the signature is the check).
 */
import { type ActionFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/services/http.server'
import { handleStripeWebhook } from '#app/services/stripe-webhook.server'

const MAX_WEBHOOK_BYTES = 512 * 1024

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	if (Number(request.headers.get('content-length') ?? 0) > MAX_WEBHOOK_BYTES) {
		return Response.json({ message: 'Request body is too large.' }, { status: 413 })
	}
	const rawBody = await request.text()
	if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) {
		return Response.json({ message: 'Request body is too large.' }, { status: 413 })
	}
	const result = await handleStripeWebhook(rawBody, request.headers.get('stripe-signature'))
	return Response.json(result.body, { status: result.status })
}
