/**
 * POST /api/documents/upload (multipart): `document` (the file), `type` (or
 * `documentType`): cv (default) or job_description. A job description may be
 * sent as `text` instead of a file. 201 with the document; 4xx with {message}.
 */
import { type ActionFunctionArgs } from '@remix-run/node'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadSuccessDescription } from '#app/lib/documents'
import { DocumentTypeSchema, PasteJobDescriptionSchema } from '#app/lib/schemas/documents'
import { requireUserId } from '#app/services/auth.server'
import { documentErrorResponse } from '#app/services/documents/document-api.server'
import { saveJobDescriptionText, uploadDocument } from '#app/services/documents/documents.server'
import { parseMultipartUpload } from '#app/services/documents/upload-parser.server'
import { jsonError, methodNotAllowed } from '#app/services/http.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const userId = await requireUserId(request)
	try {
		const { fields, file } = await parseMultipartUpload(request, { maxFileBytes: MAX_UPLOAD_BYTES })
		const type = DocumentTypeSchema.safeParse(fields.type ?? fields.documentType)
		if (!type.success) return jsonError(type.error.issues[0]!.message, 400)
		if (!file) {
			if (type.data !== 'job_description' || fields.text === undefined) return jsonError(UPLOAD_MESSAGES.failed, 400)
			const pasted = PasteJobDescriptionSchema.safeParse({ text: fields.text })
			if (!pasted.success) return jsonError(pasted.error.issues[0]!.message, 400)
			const document = await saveJobDescriptionText(userId, pasted.data.text)
			return Response.json({ ...document, message: uploadSuccessDescription(document.filename) }, { status: 201 })
		}
		const document = await uploadDocument({ userId, type: type.data, filename: file.filename, data: file.data })
		return Response.json({ ...document, message: uploadSuccessDescription(document.filename) }, { status: 201 })
	} catch (error) {
		return documentErrorResponse(error)
	}
}
