/** Turning document errors into JSON `{message}` responses for /api/documents. */
import { jsonError } from '#app/services/http.server'
import { DocumentError } from './documents.server'
import { UploadError } from './upload-parser.server'

export function documentErrorResponse(error: unknown) {
	if (error instanceof DocumentError || error instanceof UploadError) return jsonError(error.message, error.status)
	throw error
}
