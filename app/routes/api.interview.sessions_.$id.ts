/** GET /api/interview/sessions/{id} -> {session, questions, responses, feedback} */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { getSessionDetail } from '#app/models/interview.server'
import { requireUserId } from '#app/services/auth.server'
import { jsonError } from '#app/services/http.server'
import { serializeDetail } from '#app/services/interview-api.server'
import { SESSION_NOT_FOUND } from '#app/services/interview.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const detail = await getSessionDetail(userId, params.id ?? '')
	return detail ? Response.json(serializeDetail(detail)) : jsonError(SESSION_NOT_FOUND, 404)
}
