/** GET /api/subscription/status -> {currentPlan, subscriptionStatus, sessionUsage, ...}. */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireUserId } from '#app/services/auth.server'
import { getSubscriptionStatus } from '#app/services/billing.server'

export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	return Response.json(await getSubscriptionStatus(userId))
}
