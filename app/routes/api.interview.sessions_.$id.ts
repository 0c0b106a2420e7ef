/** GET /api/interview/sessions/{id} -> {session, questions, responses, feedback} */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { methodNotAllowed } from '#app/services/http.server'
import { sessionDetailResponse } from '#app/services/interview-api.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
	return sessionDetailResponse(request, params.id)
}

export async function action() {
	return methodNotAllowed('GET')
}
