/** POST /api/interview/start {type, experienceLevel, mode?} -> {session, questions} */
import { type ActionFunctionArgs } from '@remix-run/node'
import { StartInterviewSchema } from '#app/lib/schemas/interview'
import { requireUserId } from '#app/services/auth.server'
import { methodNotAllowed, parseJsonBody } from '#app/services/http.server'
import { interviewErrorResponse, serializeQuestion, serializeSession } from '#app/services/interview-api.server'
import { startInterview } from '#app/services/interview.server'

export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const parsed = await parseJsonBody(request, StartInterviewSchema)
	if (!parsed.ok) return parsed.response
	try {
		const { session, questions } = await startInterview({ userId, ...parsed.data })
		return Response.json({ session: serializeSession(session), questions: questions.map(serializeQuestion) }, { status: 201 })
	} catch (error) {
		return interviewErrorResponse(error)
	}
}

export async function loader() {
	return methodNotAllowed('POST')
}
