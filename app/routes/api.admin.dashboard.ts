/** GET /api/admin/dashboard: userStats, engagementStats, systemHealth (needs system.read). */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { getAdminDashboard } from '#app/services/admin-dashboard.server'
import { requireAdmin } from '#app/services/auth.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request, 'system.read')
	return Response.json(await getAdminDashboard(), { headers: { 'cache-control': 'no-store' } })
}

export async function action() {
	return methodNotAllowed('GET')
}
