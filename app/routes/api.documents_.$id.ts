/** GET /api/documents/{id} -> one document with its analysis; DELETE removes it and its stored file. */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireUserId } from '#app/services/auth.server'
import { documentErrorResponse } from '#app/services/documents/document-api.server'
import { getDocumentView, removeDocument } from '#app/services/documents/documents.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	try {
		return Response.json(await getDocumentView(userId, params.id ?? ''))
	} catch (error) {
		return documentErrorResponse(error)
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	if (request.method !== 'DELETE') return methodNotAllowed('GET, DELETE')
	const userId = await requireUserId(request)
	try {
		const removed = await removeDocument(userId, params.id ?? '')
		return Response.json({ success: true, message: `${removed.filename} has been removed.`, id: removed.id })
	} catch (error) {
		return documentErrorResponse(error)
	}
}
