/**
 * POST /api/interview/{sessionId}/response {questionId, transcriptionText, responseTime, newAttempt?} -> {response, feedback}
 * Without newAttempt the question's latest attempt is replaced (SPEC.md); with `"newAttempt": true` an attempt is added.
 */
import { type ActionFunctionArgs } from '@remix-run/node'
import { SubmitResponseSchema } from '#app/lib/schemas/interview'
import { requireUserId } from '#app/services/auth.server'
import { jsonError, methodNotAllowed, parseJsonBody } from '#app/services/http.server'
import { interviewErrorResponse, serializeFeedback, serializeResponse } from '#app/services/interview-api.server'
import { SESSION_NOT_FOUND, submitAnswer } from '#app/services/interview.server'

export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	// Room for a long voice answer's word timings (the `speech` field) beside its text.
	const parsed = await parseJsonBody(request, SubmitResponseSchema, { maxBytes: 256 * 1024 })
	if (!parsed.ok) return parsed.response
	const sessionId = params.sessionId || parsed.data.sessionId
	if (!sessionId) return jsonError(SESSION_NOT_FOUND, 400)
	try {
		const { response, feedback } = await submitAnswer({
			userId,
			sessionId,
			questionId: parsed.data.questionId,
			transcriptionText: parsed.data.transcriptionText,
			responseTime: parsed.data.responseTime ?? null,
			inputMode: parsed.data.inputMode,
			speech: parsed.data.speech,
			newAttempt: parsed.data.newAttempt,
		})
		return Response.json({ response: serializeResponse(response), feedback: feedback ? serializeFeedback(feedback) : null })
	} catch (error) {
		return interviewErrorResponse(error)
	}
}

export async function loader() {
	return methodNotAllowed('POST')
}
