/**
 * CV and job description uploads: the limits and messages shared by the
 * upload widget (browser) and the server (SPEC.md sections 2, 5 and 8).
 */
export const DOCUMENT_TYPES = ['cv', 'job_description'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
	cv: 'CV',
	job_description: 'Job description',
}

/** The longest job description we accept as pasted text. */
export const MAX_PASTE_CHARS = 60_000

export const MAX_UPLOAD_MB = 5
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024

/** What the server accepts (checked by the file's own bytes, not its name). */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const
/** For the file input's accept attribute: a hint to the browser's picker only. */
export const ACCEPT_ATTRIBUTE = [
	...ACCEPTED_EXTENSIONS,
	'application/pdf',
	'application/msword',
	'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	'text/plain',
].join(',')

export const UPLOAD_MESSAGES = {
	tooLarge: `File too large. Maximum size is ${MAX_UPLOAD_MB}MB.`,
	invalidType: `Invalid file type. Accepted types: ${ACCEPTED_EXTENSIONS.join(', ')}`,
	failed: 'File validation failed. Please try again.',
	tooManyFiles: 'Too many files',
	/** toast and inline text when the server gave no message (network error) */
	genericFailure: 'Failed to upload file. Please try again.',
	successTitle: 'Upload successful',
	failureTitle: 'Upload failed',
	processed: 'Uploaded and processed',
} as const

/** Files of an accepted type that still cannot be read. */
export const EXTRACTION_MESSAGES = {
	encrypted: 'This file is password-protected. Remove the password, save it again and upload the new copy.',
	corrupt: 'We could not read this file: it may be damaged. Open it, save it again and upload the new copy.',
	noText:
		'We could not find any text in this file (it may be a scanned image). Upload a PDF or Word document with selectable text, or paste the text instead.',
	unsafe: 'This Word document expands to far more data than a CV or job description needs, so we did not open it. Save it as a PDF and upload that instead.',
} as const

export const uploadSuccessDescription = (filename: string) => `${filename} has been uploaded successfully.`

/** "1.2 MB": sizes are shown in megabytes with one decimal (at least 0.1). */
export function formatMegabytes(bytes: number) {
	const mb = bytes / (1024 * 1024)
	return `${Math.max(0.1, Math.round(mb * 10) / 10).toFixed(1)} MB`
}

/** A quick check in the browser before uploading; the server checks again by content. */
export function precheckFile(file: { name: string; size: number }): string | null {
	if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge
	const lower = file.name.toLowerCase()
	if (!ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext))) return UPLOAD_MESSAGES.invalidType
	return null
}
