/** PATCH /api/user/profile {firstName, lastName, email}: the updated user. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { ProfileSchema } from '#app/lib/schemas/auth'
import { toPublicUser } from '#app/models/user.server'
import { updateProfile } from '#app/services/account.server'
import { requireUser } from '#app/services/auth.server'
import { jsonError, methodNotAllowed, parseJsonBody } from '#app/services/http.server'

export async function loader() {
	return methodNotAllowed('PATCH')
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'PATCH') return methodNotAllowed('PATCH')
	const user = await requireUser(request)
	const body = await parseJsonBody(request, ProfileSchema)
	if (!body.ok) return body.response
	const result = await updateProfile(user, body.data)
	if (!result.ok) return jsonError(result.fieldErrors.email, result.status, { errors: result.fieldErrors })
	return Response.json(toPublicUser(result.user))
}
