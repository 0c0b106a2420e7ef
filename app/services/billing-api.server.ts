/** Turning billing failures into SPEC.md's `{message}` JSON errors. */
import { BillingError } from './billing.server'
import { formatError } from './errors.server'
import { jsonError } from './http.server'

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
