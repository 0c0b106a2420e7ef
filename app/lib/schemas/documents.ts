/** Document schemas shared by the page forms and the /api/documents endpoints. */
import { z } from 'zod'
import { DOCUMENT_TYPES, MAX_PASTE_CHARS } from '#app/lib/documents'

export { MAX_PASTE_CHARS }

export const DocumentTypeSchema = z
	.enum(DOCUMENT_TYPES, { errorMap: () => ({ message: "Document type must be 'cv' or 'job_description'." }) })
	.default('cv')

export const PasteJobDescriptionSchema = z.object({
	text: z
		.string({ required_error: 'Please paste the job description.' })
		.trim()
		.min(50, 'Please paste the whole job description (at least 50 characters).')
		.max(MAX_PASTE_CHARS, `The job description is too long. Please keep it under ${MAX_PASTE_CHARS.toLocaleString('en-GB')} characters.`),
})

export const RemoveDocumentSchema = z.object({
	documentId: z.string({ required_error: 'Document not found.' }).uuid('Document not found.'),
})
