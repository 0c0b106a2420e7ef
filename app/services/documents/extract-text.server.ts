/**
 * Text from an uploaded document, with the library made for each format:
 * PDF (unpdf, PDF.js with eval off), DOCX (mammoth, after the zip guard),
 * DOC (word-extractor), TXT (encoding detected with chardet, decoded with
 * iconv-lite). Unreadable files raise an ExtractionError with a message the
 * candidate can act on, never a 500.
 */
import chardet from 'chardet'
import iconv from 'iconv-lite'
import mammoth from 'mammoth'
import { getDocumentProxy } from 'unpdf'
import WordExtractor from 'word-extractor'
import { EXTRACTION_MESSAGES } from '#app/lib/documents'
import { type DocumentKind, wordDocumentStream } from './file-kind.server'
import { assertSafeZip, UnsafeZipError } from './zip-guard.server'


export { EXTRACTION_MESSAGES }

export class ExtractionError extends Error {
	constructor(
		message: string,
		public status = 422,
	) {
		super(message)
	}
}

/** The most text we keep from one document (a long job pack is ~40k characters). */
export const MAX_TEXT_CHARS = 100_000
const MAX_PDF_PAGES = 60

/** Tidy extracted text: NFC, Unix newlines, no control characters, no runs of blank lines. */
export function normaliseText(text: string) {
	return text
		.normalize('NFC')
		.replace(/\r\n?/g, '\n')
		.replace(/[\u00a0\u2007\u202f]/g, ' ')
		.replace(/[^\P{Cc}\n\t]/gu, '')
		.replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
		.replace(/[ \t]+\n/g, '\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim()
		.slice(0, MAX_TEXT_CHARS)
}

async function pdfText(data: Buffer) {
	let pdf: Awaited<ReturnType<typeof getDocumentProxy>>
	try {
		pdf = await getDocumentProxy(new Uint8Array(data), { isEvalSupported: false, verbosity: 0, stopAtErrors: false })
	} catch (error) {
		const name = error instanceof Error ? error.name : ''
		if (name === 'PasswordException') throw new ExtractionError(EXTRACTION_MESSAGES.encrypted)
		throw new ExtractionError(EXTRACTION_MESSAGES.corrupt)
	}
	try {
		const pages: string[] = []
		for (let n = 1; n <= Math.min(pdf.numPages, MAX_PDF_PAGES); n++) {
			const page = await pdf.getPage(n)
			const content = await page.getTextContent()
			pages.push(
				content.items
					.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
					.join(''),
			)
		}
		return pages.join('\n')
	} catch {
		throw new ExtractionError(EXTRACTION_MESSAGES.corrupt)
	} finally {
		await pdf.destroy().catch(() => {})
	}
}

async function docxText(data: Buffer) {
	try {
		await assertSafeZip(data)
	} catch (error) {
		if (error instanceof UnsafeZipError) throw new ExtractionError(EXTRACTION_MESSAGES.unsafe)
		throw new ExtractionError(EXTRACTION_MESSAGES.corrupt)
	}
	try {
		return (await mammoth.extractRawText({ buffer: data })).value
	} catch {
		throw new ExtractionError(EXTRACTION_MESSAGES.corrupt)
	}
}

/** Word 97-2003: the FIB's fEncrypted flag (bit 8 of the flags at offset 0x0A). */
function isEncryptedDoc(data: Buffer) {
	const stream = wordDocumentStream(data)
	return stream ? (stream.readUInt16LE(0x0a) & 0x0100) !== 0 : false
}

async function docText(data: Buffer) {
	if (isEncryptedDoc(data)) throw new ExtractionError(EXTRACTION_MESSAGES.encrypted)
	try {
		const doc = await new WordExtractor().extract(data)
		return doc.getBody()
	} catch {
		throw new ExtractionError(EXTRACTION_MESSAGES.corrupt)
	}
}

/** Decode plain text in whatever encoding it was saved in (BOM, UTF-8, else detected). */
export function decodeText(data: Buffer) {
	if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return data.subarray(3).toString('utf8')
	if (data[0] === 0xff && data[1] === 0xfe) return iconv.decode(data.subarray(2), 'utf16le')
	if (data[0] === 0xfe && data[1] === 0xff) return iconv.decode(data.subarray(2), 'utf16be')
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(data)
	} catch {
		const detected = chardet.detect(data)
		const encoding = detected && iconv.encodingExists(detected) && !/^UTF-(16|32)/i.test(detected) ? detected : 'windows-1252'
		return iconv.decode(data, encoding)
	}
}

/** Decoded text that is mostly replacement or control characters was not text after all. */
function plainText(data: Buffer) {
	const text = decodeText(data)
	// replacement characters and C0 controls other than tab, newlines and form feed
	const junk = (text.match(/[^\P{Cc}\t\n\r\f]|\ufffd/gu) ?? []).length
	if (junk / Math.max(1, text.length) > 0.02) throw new ExtractionError(EXTRACTION_MESSAGES.corrupt)
	return text
}

export async function extractDocumentText(kind: DocumentKind, data: Buffer): Promise<string> {
	const raw =
		kind === 'pdf' ? await pdfText(data) : kind === 'docx' ? await docxText(data) : kind === 'doc' ? await docText(data) : plainText(data)
	const text = normaliseText(raw)
	// fewer than a handful of words: a scanned image, or an empty document
	if (text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(' ').filter((w) => w.length > 1).length < 5) {
		throw new ExtractionError(EXTRACTION_MESSAGES.noText)
	}
	return text
}
