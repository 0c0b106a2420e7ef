/** GET /api/interview/sessions -> the user's sessions, newest first. */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { listSessions } from '#app/models/interview.server'
import { requireUserId } from '#app/services/auth.server'
import { serializeSession } from '#app/services/interview-api.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	return Response.json((await listSessions(userId)).map(serializeSession))
}

export async function action() {
	return methodNotAllowed('GET')
}
