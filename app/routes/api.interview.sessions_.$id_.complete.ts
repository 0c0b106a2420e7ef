/** POST /api/interview/sessions/{id}/complete -> the completed session */
import { type ActionFunctionArgs } from '@remix-run/node'
import { requireUserId } from '#app/services/auth.server'
import { methodNotAllowed } from '#app/services/http.server'
import { interviewErrorResponse, serializeSession } from '#app/services/interview-api.server'
import { completeInterview } from '#app/services/interview.server'

export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	try {
		return Response.json({ session: serializeSession(await completeInterview(userId, params.id ?? '')) })
	} catch (error) {
		return interviewErrorResponse(error)
	}
}

export async function loader() {
	return methodNotAllowed('POST')
}
