/** GET /api/interview/sessions/{sessionId}/results -> {session, questions, responses, feedback} */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/services/http.server'
import { sessionDetailResponse } from '#app/services/interview-api.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
	return sessionDetailResponse(request, params.sessionId)
}

export async function action() {
	return methodNotAllowed('GET')
}
