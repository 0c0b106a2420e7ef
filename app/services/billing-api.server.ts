/** Turning billing failures into SPEC.md's `{message}` JSON errors. */
import { BillingError } from './billing.server'
import { formatError } from './errors.server'
import { requireUserId } from './auth.server'
import { jsonError, methodNotAllowed } from './http.server'

export const PAYMENT_SYSTEM_ERROR = 'The payment system could not be reached. Please try again.'

function isStripeError(error: unknown): error is { type: string; message: string; statusCode?: number } {
	return Boolean(error && typeof error === 'object' && 'type' in error && String(error.type).startsWith('Stripe'))
}

export function billingErrorResponse(error: unknown) {
	if (error instanceof BillingError) return jsonError(error.message, error.status)
	if (isStripeError(error)) {
		console.error('stripe call failed', formatError(error))
		return jsonError(PAYMENT_SYSTEM_ERROR, 502)
	}
	throw error
}

/**
 * A signed-in user's POST that asks Stripe for the truth (force-activate,
 * sync): 405 for other methods, the result as JSON, billing failures as
 * `{message}`.
 */
export async function userBillingAction(request: Request, run: (userId: string) => Promise<unknown>) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const userId = await requireUserId(request)
	try {
		return Response.json(await run(userId))
	} catch (error) {
		return billingErrorResponse(error)
	}
}
