/** GET /api/progress/practice -> {values: {key: [{sessionId, startedAt, score}]}, star: {part: [...]}, mostPractised: [{questionId, questionText, attempts, bestScore}]} */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireUserId } from '#app/services/auth.server'
import { methodNotAllowed } from '#app/services/http.server'
import { getPracticeProgress, serializePracticeProgress } from '#app/services/practice-progress.server'

export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	return Response.json(serializePracticeProgress(await getPracticeProgress(userId)))
}

export async function action() {
	return methodNotAllowed('GET')
}
