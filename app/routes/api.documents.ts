/** GET /api/documents -> the user's documents, newest first: id, type, filename (and name), size, analysis. */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireUserId } from '#app/services/auth.server'
import { listDocumentViews } from '#app/services/documents/documents.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	return Response.json(await listDocumentViews(userId))
}

export async function action() {
	return methodNotAllowed('GET')
}
