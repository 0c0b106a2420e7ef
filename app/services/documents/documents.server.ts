/**
 * The document use cases shared by the pages and the JSON API: upload a CV or
 * job description (type by magic bytes, text extracted, analysed, original
 * stored), paste a job description, list, remove.
 */
import { readAnalysis } from '#app/lib/document-analysis'
import { DOCUMENT_TYPE_LABELS, type DocumentType, UPLOAD_MESSAGES } from '#app/lib/documents'
import {
	countDocuments,
	deleteDocumentRow,
	type DocumentListItem,
	getDocument,
	insertDocument,
	latestDocument,
	listDocuments,
} from '#app/models/document.server'
import { analyseCv } from './cv-analysis.server'
import { ExtractionError, extractDocumentText, normaliseText } from './extract-text.server'
import { detectDocumentKind, KIND_MIME } from './file-kind.server'
import { sanitiseFilename } from './filename.server'
import { analyseJobDescription } from './job-analysis.server'
import { deleteUpload, saveUpload } from './storage.server'

export class DocumentError extends Error {
	constructor(
		message: string,
		public status: number,
	) {
		super(message)
	}
}

/** Enough for several CVs and job descriptions; stops one account filling the disk. */
export const MAX_DOCUMENTS_PER_USER = 20
export const TOO_MANY_DOCUMENTS = `You can keep up to ${MAX_DOCUMENTS_PER_USER} documents. Remove one you no longer need, then upload again.`
export const DOCUMENT_NOT_FOUND = 'Document not found.'
export const PASTED_JD_NAME = 'Pasted job description'
export const STORAGE_UNAVAILABLE = 'We could not store your file just now. Please try again in a few minutes.'

function analyse(type: DocumentType, text: string) {
	return type === 'cv' ? analyseCv(text) : analyseJobDescription(text)
}

export function toDocumentView(row: Omit<DocumentListItem, 'analysis'> & { analysis: unknown }) {
	return {
		id: row.id,
		type: row.type,
		filename: row.filename,
		name: row.filename,
		mimeType: row.mimeType,
		sizeBytes: row.sizeBytes,
		createdAt: row.createdAt,
		status: 'processed' as const,
		analysis: readAnalysis(row.analysis),
	}
}
export type DocumentView = ReturnType<typeof toDocumentView>

async function ensureRoom(userId: string) {
	if ((await countDocuments(userId)) >= MAX_DOCUMENTS_PER_USER) throw new DocumentError(TOO_MANY_DOCUMENTS, 409)
}

export async function uploadDocument(input: {
	userId: string
	type: DocumentType
	filename: string
	data: Buffer
}): Promise<DocumentView> {
	if (!input.data.length) throw new DocumentError(UPLOAD_MESSAGES.failed, 400)
	const kind = await detectDocumentKind(input.data)
	if (!kind) throw new DocumentError(UPLOAD_MESSAGES.invalidType, 415)
	let text: string
	try {
		text = await extractDocumentText(kind, input.data)
	} catch (error) {
		if (error instanceof ExtractionError) throw new DocumentError(error.message, error.status)
		console.error('[documents] extraction failed', error)
		throw new DocumentError(UPLOAD_MESSAGES.failed, 422)
	}
	await ensureRoom(input.userId)
	const mimeType = KIND_MIME[kind]
	let storagePath: string
	try {
		storagePath = await saveUpload(input.userId, input.data, mimeType)
	} catch (error) {
		console.error('[documents] storing an upload failed', error)
		throw new DocumentError(STORAGE_UNAVAILABLE, 503)
	}
	try {
		const row = await insertDocument({
			userId: input.userId,
			type: input.type,
			filename: sanitiseFilename(input.filename, `${DOCUMENT_TYPE_LABELS[input.type]}.${kind}`),
			mimeType,
			sizeBytes: input.data.length,
			storagePath,
			extractedText: text,
			analysis: analyse(input.type, text),
		})
		return toDocumentView(row)
	} catch (error) {
		// never leave a file without its row
		await deleteUpload(storagePath).catch(() => {})
		throw error
	}
}

/** A job description pasted as text (no file is stored). */
export async function saveJobDescriptionText(userId: string, raw: string): Promise<DocumentView> {
	const text = normaliseText(raw)
	await ensureRoom(userId)
	const row = await insertDocument({
		userId,
		type: 'job_description',
		filename: PASTED_JD_NAME,
		mimeType: 'text/plain',
		sizeBytes: Buffer.byteLength(text),
		storagePath: null,
		extractedText: text,
		analysis: analyseJobDescription(text),
	})
	return toDocumentView(row)
}

export async function listDocumentViews(userId: string) {
	return (await listDocuments(userId)).map(toDocumentView)
}

export async function getDocumentView(userId: string, id: string) {
	const row = await getDocument(userId, id)
	if (!row) throw new DocumentError(DOCUMENT_NOT_FOUND, 404)
	return toDocumentView(row)
}

/** Delete the stored file first, then the row, so a failure never orphans a file. */
export async function removeDocument(userId: string, id: string) {
	const row = await getDocument(userId, id)
	if (!row) throw new DocumentError(DOCUMENT_NOT_FOUND, 404)
	if (row.storagePath) await deleteUpload(row.storagePath)
	await deleteDocumentRow(userId, id)
	return toDocumentView(row)
}

/** The newest CV and job description with what was understood from them. */
export async function getPersonalisationDocuments(userId: string) {
	const [cv, job] = await Promise.all([latestDocument(userId, 'cv'), latestDocument(userId, 'job_description')])
	const cvAnalysis = cv ? readAnalysis(cv.analysis) : null
	const jobAnalysis = job ? readAnalysis(job.analysis) : null
	return {
		cv: cv && cvAnalysis?.kind === 'cv' ? { id: cv.id, text: cv.extractedText, analysis: cvAnalysis } : null,
		job: job && jobAnalysis?.kind === 'job_description' ? { id: job.id, text: job.extractedText, analysis: jobAnalysis } : null,
	}
}
export type PersonalisationDocuments = Awaited<ReturnType<typeof getPersonalisationDocuments>>
