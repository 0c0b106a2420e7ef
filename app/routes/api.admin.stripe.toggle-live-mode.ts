/**
 * POST /api/admin/stripe/toggle-live-mode {isLive} -> the new payment mode
 * payload (payments.manage). 409 when live keys are missing. Audited, like
 * the Settings tab's switch in /admin.
 */
import { type ActionFunctionArgs } from '@remix-run/node'
import { ADMIN_MESSAGES } from '#app/lib/admin'
import { LIVE_UNAVAILABLE, ToggleLiveModeSchema } from '#app/lib/schemas/billing'
import { addAuditEntry } from '#app/models/audit-log.server'
import { requireAdmin } from '#app/services/auth.server'
import { jsonError, methodNotAllowed, parseJsonBody } from '#app/services/http.server'
import { getPaymentModeStatus, setPaymentMode } from '#app/services/payment-mode.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const admin = await requireAdmin(request, 'payments.manage')
	const body = await parseJsonBody(request, ToggleLiveModeSchema, { maxBytes: 1024 })
	if (!body.ok) return body.response
	const result = await setPaymentMode(body.data.isLive ? 'live' : 'test')
	if (!result.ok) return jsonError(LIVE_UNAVAILABLE, result.status)
	if (result.previous !== result.mode) {
		await addAuditEntry({ actorUserId: admin.id, action: 'payment_mode.set', details: { from: result.previous, to: result.mode, via: 'api' } })
	}
	return Response.json({ ...(await getPaymentModeStatus()), message: ADMIN_MESSAGES.stripeModeUpdated })
}
