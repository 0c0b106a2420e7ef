/**
 * What a file really is, from its bytes (magic numbers via file-type), never
 * from its name or the browser's MIME type: PDF, DOCX, DOC (an OLE2 compound
 * file with a WordDocument stream) or plain text (no binary bytes).
 */
import CFB from 'cfb'
import { fileTypeFromBuffer } from 'file-type'

export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'txt'

export const KIND_MIME: Record<DocumentKind, string> = {
	pdf: 'application/pdf',
	docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	doc: 'application/msword',
	txt: 'text/plain',
}

/** The WordDocument stream of a Word 97-2003 file, or null if this compound file is not one. */
export function wordDocumentStream(data: Buffer): Buffer | null {
	try {
		const container = CFB.read(data, { type: 'buffer' })
		const entry = CFB.find(container, 'WordDocument')
		if (!entry?.content || entry.content.length < 32) return null
		return Buffer.from(entry.content as Uint8Array)
	} catch {
		return null
	}
}

/** Plain text: a BOM, or no NUL bytes and almost no other control bytes. */
export function looksLikeText(data: Buffer) {
	if (!data.length) return false
	if (hasTextBom(data)) return true
	let control = 0
	for (const byte of data) {
		if (byte === 0) return false
		if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++
	}
	// UTF-8 or a single-byte encoding such as Windows-1252: decoded (and checked) on extraction
	return control / data.length <= 0.01
}

function hasTextBom(data: Buffer) {
	return (
		(data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) ||
		(data[0] === 0xff && data[1] === 0xfe) ||
		(data[0] === 0xfe && data[1] === 0xff)
	)
}

export async function detectDocumentKind(data: Buffer): Promise<DocumentKind | null> {
	// a byte-order mark means text (file-type reads UTF-16's FF FE as an MPEG frame)
	if (hasTextBom(data)) return 'txt'
	const type = await fileTypeFromBuffer(data)
	if (type) {
		if (type.ext === 'pdf') return 'pdf'
		if (type.ext === 'docx') return 'docx'
		if (type.ext === 'cfb') return wordDocumentStream(data) ? 'doc' : null
		return null
	}
	return looksLikeText(data) ? 'txt' : null
}
