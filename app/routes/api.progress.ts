/** GET /api/progress -> progress summary (percentages). */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireUserId } from '#app/services/auth.server'
import { serializeProgress } from '#app/services/interview-api.server'
import { getProgress } from '#app/services/progress.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	return Response.json(serializeProgress(await getProgress(userId)))
}

export async function action() {
	return methodNotAllowed('GET')
}
