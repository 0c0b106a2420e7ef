/**
 * POST /api/subscription/create {planSlug} -> {clientSecret}: an incomplete
 * subscription whose first payment the checkout page confirms.
 * 404 unknown plan, 409 already on it, 503 without Stripe keys.
 */
import { type ActionFunctionArgs } from '@remix-run/node'
import { CreateSubscriptionSchema } from '#app/lib/schemas/billing'
import { requireUser } from '#app/services/auth.server'
import { billingErrorResponse } from '#app/services/billing-api.server'
import { createSubscription } from '#app/services/billing.server'
import { methodNotAllowed, parseJsonBody } from '#app/services/http.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const user = await requireUser(request)
	const body = await parseJsonBody(request, CreateSubscriptionSchema, { maxBytes: 1024 })
	if (!body.ok) return body.response
	try {
		const { clientSecret } = await createSubscription(user, body.data.planSlug)
		return Response.json({ clientSecret })
	} catch (error) {
		return billingErrorResponse(error)
	}
}
