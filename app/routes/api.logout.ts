/** POST /api/logout: clears the session. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { clearSessionHeaders } from '#app/services/auth.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	return Response.json(
		{ message: 'You have been successfully logged out.' },
		{ headers: await clearSessionHeaders(request) },
	)
}
