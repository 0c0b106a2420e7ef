/** POST /api/subscription/sync -> {success, status}: copy the subscription's state from Stripe. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { userBillingAction } from '#app/services/billing-api.server'
import { syncSubscription } from '#app/services/billing.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	return userBillingAction(request, syncSubscription)
}
