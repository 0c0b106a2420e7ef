/** GET /api/admin/stripe/mode -> {currentMode, isLive, hasTestKeys, hasLiveKeys, isLiveAvailable} (payments.manage). */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/services/auth.server'
import { getPaymentModeStatus } from '#app/services/payment-mode.server'

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request, 'payments.manage')
	return Response.json(await getPaymentModeStatus())
}
