/** GET /api/admin/me: {user: {firstName, username}, adminRole: {role}, permissions}; 403 for non-admins. */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/services/auth.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
	const admin = await requireAdmin(request)
	return Response.json({
		user: { firstName: admin.firstName, username: admin.username },
		adminRole: { role: admin.admin.role },
		permissions: admin.admin.permissions,
	})
}

export async function action() {
	return methodNotAllowed('GET')
}
