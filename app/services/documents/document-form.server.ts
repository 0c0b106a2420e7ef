/**
 * The document forms on the dashboard and the setup page (they work without
 * JavaScript): upload a file (multipart), paste a job description, remove a
 * document. Success redirects back with SPEC's toast; a problem comes back as
 * `documentError` for the slot it belongs to, with a 4xx status.
 */
import { data } from '@remix-run/node'
import { DOCUMENT_TYPES, type DocumentType, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadSuccessDescription } from '#app/lib/documents'
import { DocumentTypeSchema, PasteJobDescriptionSchema, RemoveDocumentSchema } from '#app/lib/schemas/documents'
import { BodyError, readBody } from '#app/services/http.server'
import { redirectWithToast } from '#app/services/toast.server'
import { DocumentError, removeDocument, saveJobDescriptionText, uploadDocument } from './documents.server'
import { isMultipart, parseMultipartUpload, UploadError } from './upload-parser.server'

export const DOCUMENT_INTENTS = ['upload-document', 'paste-job-description', 'remove-document'] as const

export type DocumentFormError = {
	slot: DocumentType | 'list'
	/** which form: the file upload, the pasted text, or a remove button */
	field: 'file' | 'text' | 'remove'
	message: string
}

/** A pasted job description can be long; URL encoding inflates it. */
const MAX_FORM_BYTES = 600_000

const slotOf = (value: unknown): DocumentType => (DOCUMENT_TYPES.includes(value as DocumentType) ? (value as DocumentType) : 'cv')

function failure(error: DocumentFormError, status: number) {
	return data({ documentError: error }, { status })
}

const uploadedToast = (filename: string) => ({
	type: 'success' as const,
	title: UPLOAD_MESSAGES.successTitle,
	description: uploadSuccessDescription(filename),
})

function isDocumentIntent(intent: unknown) {
	return DOCUMENT_INTENTS.includes(intent as (typeof DOCUMENT_INTENTS)[number])
}

/** The form fields of a plain (urlencoded) page form, bounded in size. */
async function readPageForm(request: Request) {
	try {
		const body = await readBody(request, { maxBytes: MAX_FORM_BYTES })
		const fields: Record<string, string> = Object.fromEntries(
			Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : String(v ?? '')]),
		)
		return { ok: true as const, fields }
	} catch (error) {
		if (!(error instanceof BodyError)) throw error
		const message = error.status === 413 ? 'The text is too long.' : error.message
		return { ok: false as const, response: failure({ slot: 'job_description', field: 'text', message }, error.status) }
	}
}

/** A multipart upload from a page form (no JavaScript). */
async function uploadFormAction(request: Request, userId: string, redirectTo: string) {
	let slot: DocumentType = 'cv'
	try {
		const { fields, file } = await parseMultipartUpload(request, { maxFileBytes: MAX_UPLOAD_BYTES })
		slot = slotOf(fields.type ?? fields.documentType)
		const type = DocumentTypeSchema.safeParse(fields.type ?? fields.documentType)
		if (!type.success || !file || !file.filename) return failure({ slot, field: 'file', message: UPLOAD_MESSAGES.failed }, 400)
		const document = await uploadDocument({ userId, type: type.data, filename: file.filename, data: file.data })
		return redirectWithToast(redirectTo, uploadedToast(document.filename))
	} catch (error) {
		if (error instanceof UploadError) return failure({ slot: slotOf(error.fields.type ?? error.fields.documentType), field: 'file', message: error.message }, error.status)
		if (error instanceof DocumentError) return failure({ slot, field: 'file', message: error.message }, error.status)
		throw error
	}
}

/** Paste a job description or remove a document (urlencoded page forms). */
async function documentFieldsAction(fields: Record<string, string>, userId: string, redirectTo: string) {
	try {
		if (fields.intent === 'paste-job-description') {
			const parsed = PasteJobDescriptionSchema.safeParse(fields)
			if (!parsed.success) return failure({ slot: 'job_description', field: 'text', message: parsed.error.issues[0]!.message }, 400)
			const document = await saveJobDescriptionText(userId, parsed.data.text)
			return redirectWithToast(redirectTo, uploadedToast(document.filename))
		}
		if (fields.intent === 'remove-document') {
			const parsed = RemoveDocumentSchema.safeParse(fields)
			if (!parsed.success) return failure({ slot: 'list', field: 'remove', message: parsed.error.issues[0]!.message }, 404)
			const removed = await removeDocument(userId, parsed.data.documentId)
			return redirectWithToast(redirectTo, {
				type: 'success',
				title: 'Document removed',
				description: `${removed.filename} has been removed.`,
			})
		}
		return failure({ slot: 'list', field: 'remove', message: UPLOAD_MESSAGES.failed }, 400)
	} catch (error) {
		if (error instanceof DocumentError) {
			const paste = fields.intent === 'paste-job-description'
			return failure({ slot: paste ? 'job_description' : 'list', field: paste ? 'text' : 'remove', message: error.message }, error.status)
		}
		throw error
	}
}

/**
 * For a page that hosts the document forms: handle an upload, a pasted job
 * description or a remove, or hand back the fields of the page's own form.
 */
export async function handleDocumentForms(request: Request, userId: string, redirectTo: string) {
	if (isMultipart(request)) return { handled: true as const, response: await uploadFormAction(request, userId, redirectTo) }
	const form = await readPageForm(request)
	if (!form.ok) return { handled: true as const, response: form.response }
	if (isDocumentIntent(form.fields.intent)) {
		return { handled: true as const, response: await documentFieldsAction(form.fields, userId, redirectTo) }
	}
	return { handled: false as const, fields: form.fields }
}
