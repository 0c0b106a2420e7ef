/**
 * GET /api/admin/users?q=&page=&pageSize=: one page of users with
 * completedInterviews, role and plan, plus page, pageSize, total and
 * totalPages (needs users.read).
 */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { AdminUsersQuerySchema } from '#app/lib/schemas/admin'
import { listUsers } from '#app/services/admin-users.server'
import { requireAdmin } from '#app/services/auth.server'
import { jsonError, methodNotAllowed } from '#app/services/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request, 'users.read')
	const params = Object.fromEntries(new URL(request.url).searchParams)
	const query = AdminUsersQuerySchema.safeParse(params)
	if (!query.success) return jsonError(query.error.issues[0]?.message ?? 'Invalid query.', 400)
	return Response.json(await listUsers(query.data), { headers: { 'cache-control': 'no-store' } })
}

export async function action() {
	return methodNotAllowed('GET')
}
