/**
 * POST /api/subscription/force-activate -> {success, error?}: read the
 * user's subscription from Stripe now (never trusting the browser) and
 * activate the plan if Stripe says it is paid.
 */
import { type ActionFunctionArgs } from '@remix-run/node'
import { userBillingAction } from '#app/services/billing-api.server'
import { forceActivate } from '#app/services/billing.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	return userBillingAction(request, forceActivate)
}
