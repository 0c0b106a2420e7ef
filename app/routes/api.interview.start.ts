/**
 * POST /api/interview/start {type, experienceLevel, mode?} -> {session, questions, reused}.
 * 201 with a new session; 200 with `reused: true` and a `message` when the
 * user's unanswered session of the same type and level was reopened instead
 * (it does not count against the month's sessions); 402 when none are left.
 */
import { type ActionFunctionArgs } from '@remix-run/node'
import { StartInterviewSchema } from '#app/lib/schemas/interview'
import { requireUserId } from '#app/services/auth.server'
import { methodNotAllowed, parseJsonBody } from '#app/services/http.server'
import { interviewErrorResponse, serializeQuestion, serializeSession } from '#app/services/interview-api.server'
import { reopenedSessionMessage, startInterview } from '#app/services/interview.server'

export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const parsed = await parseJsonBody(request, StartInterviewSchema)
	if (!parsed.ok) return parsed.response
	try {
		const { session, questions, reused } = await startInterview({ userId, ...parsed.data })
		const body = { session: serializeSession(session), questions: questions.map(serializeQuestion), reused }
		return reused
			? Response.json({ ...body, message: reopenedSessionMessage(parsed.data.type) }, { status: 200 })
			: Response.json(body, { status: 201 })
	} catch (error) {
		return interviewErrorResponse(error)
	}
}

export async function loader() {
	return methodNotAllowed('POST')
}
