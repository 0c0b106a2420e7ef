/** GET /api/response/{responseId}/feedback -> list of feedback, newest first. */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { getFeedbackForResponses, getResponseForUser } from '#app/models/interview.server'
import { requireUserId } from '#app/services/auth.server'
import { jsonError, methodNotAllowed } from '#app/services/http.server'
import { serializeFeedback } from '#app/services/interview-api.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const response = await getResponseForUser(userId, params.responseId ?? '')
	if (!response) return jsonError('Response not found.', 404)
	return Response.json((await getFeedbackForResponses([response.id])).map(serializeFeedback))
}

export async function action() {
	return methodNotAllowed('GET')
}
