/** GET /api/user: the signed-in user, or 401 {message} when signed out (403 when suspended). */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { toPublicUser } from '#app/models/user.server'
import { requireUser } from '#app/services/auth.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
	return Response.json(toPublicUser(await requireUser(request)))
}

export async function action() {
	return methodNotAllowed('GET')
}
