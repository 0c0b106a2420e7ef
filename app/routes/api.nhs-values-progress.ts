/** GET /api/nhs-values-progress -> the six values as percentages 0..100. */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireUserId } from '#app/services/auth.server'
import { serializeValuesProgress } from '#app/services/interview-api.server'
import { getProgress } from '#app/services/progress.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	return Response.json(serializeValuesProgress(await getProgress(userId)))
}

export async function action() {
	return methodNotAllowed('GET')
}
