/**
 * GET /api/stripe/public-key -> {publicKey, isLive, mode}: the publishable
 * key of the current payment mode; 503 with a message when it has none.
 */
import { getPublicKeyPayload } from '#app/services/stripe.server'

export async function loader() {
	const payload = await getPublicKeyPayload()
	return Response.json(payload, { status: payload.publicKey ? 200 : 503 })
}
