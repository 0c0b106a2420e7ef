import { describe, expect, test } from 'vitest'
import {
	makeCorruptPdf,
	makeDoc,
	makeDocx,
	makeEncryptedPdf,
	makeImageOnlyPdf,
	makePdf,
	makeTxt,
	makeZipBombDocx,
	PNG_BYTES,
} from '#tests/support/document-fixtures'
import { EXTRACTION_MESSAGES, extractDocumentText, normaliseText } from './extract-text.server'
import { detectDocumentKind } from './file-kind.server'
import { assertSafeZip, UnsafeZipError } from './zip-guard.server'

async function read(data: Buffer) {
	const kind = await detectDocumentKind(data)
	if (!kind) throw new Error('not a document')
	return { kind, text: await extractDocumentText(kind, data) }
}

describe('each accepted file type is recognised by its bytes and its text extracted', () => {
	test('PDF (pdf-lib)', async () => {
		const { kind, text } = await read(await makePdf())
		expect(kind).toBe('pdf')
		expect(text).toContain('Job title: Staff Nurse')
		expect(text).toContain('escalate deteriorating patients using NEWS2')
	})
	test('DOCX (docx package)', async () => {
		const { kind, text } = await read(await makeDocx())
		expect(kind).toBe('docx')
		expect(text).toContain('Experience of caring for acutely unwell adult patients')
	})
	test('DOC: a Word 97 binary written in the test', async () => {
		const { kind, text } = await read(makeDoc())
		expect(kind).toBe('doc')
		expect(text.split('\n')).toContain('Band: Band 5')
	})
	test('TXT in UTF-8, Windows-1252 and UTF-16 with a byte-order mark', async () => {
		const sample = 'Salary £28,407 – café and rota duties for the ward team, with wound care'
		for (const encoding of ['utf8', 'windows-1252', 'utf16le-bom'] as const) {
			const { kind, text } = await read(makeTxt(sample, encoding))
			expect(kind).toBe('txt')
			expect(text).toBe(sample)
		}
	})
})

describe('files that are not what they claim, or cannot be read, are refused with a clear message', () => {
	test('a PNG (whatever it is called) is not an accepted type', async () => {
		expect(await detectDocumentKind(PNG_BYTES)).toBeNull()
	})
	test('binary junk and empty files are not text', async () => {
		expect(await detectDocumentKind(Buffer.from([0, 1, 2, 3, 0, 9, 0, 0]))).toBeNull()
		expect(await detectDocumentKind(Buffer.alloc(0))).toBeNull()
	})
	test('a password-protected PDF', async () => {
		await expect(read(await makeEncryptedPdf())).rejects.toThrow(EXTRACTION_MESSAGES.encrypted)
	})
	test('a damaged PDF', async () => {
		await expect(read(makeCorruptPdf())).rejects.toThrow(EXTRACTION_MESSAGES.corrupt)
	})
	test('an image-only (scanned) PDF', async () => {
		await expect(read(await makeImageOnlyPdf())).rejects.toThrow(EXTRACTION_MESSAGES.noText)
	})
	test('a password-protected Word 97 document', async () => {
		await expect(read(makeDoc(undefined, { encrypted: true }))).rejects.toThrow(EXTRACTION_MESSAGES.encrypted)
	})
	test('a zip-bomb-like DOCX is refused before mammoth unpacks it', async () => {
		const bomb = await makeZipBombDocx()
		expect(bomb.length).toBeLessThan(200_000)
		await expect(assertSafeZip(bomb)).rejects.toBeInstanceOf(UnsafeZipError)
		await expect(read(bomb)).rejects.toThrow(EXTRACTION_MESSAGES.unsafe)
	})
	test('a zip whose entries lie about their size is caught while inflating', async () => {
		const bomb = await makeZipBombDocx()
		// rewrite the declared sizes of every entry to 1 KB (local headers and central directory)
		const lying = Buffer.from(bomb)
		for (let i = 0; i < lying.length - 4; i++) {
			const sig = lying.readUInt32LE(i)
			if (sig === 0x04034b50) lying.writeUInt32LE(Math.min(lying.readUInt32LE(i + 22), 1024), i + 22)
			if (sig === 0x02014b50) lying.writeUInt32LE(Math.min(lying.readUInt32LE(i + 24), 1024), i + 24)
		}
		await expect(assertSafeZip(lying, { maxEntries: 1000, maxTotalBytes: 5 * 1024 * 1024, maxEntryBytes: 5 * 1024 * 1024, maxRatio: 1e9 })).rejects.toThrow()
	})
	test('text that decodes to junk is refused', async () => {
		// a UTF-16 byte-order mark followed by control characters
		const junk = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(Array.from({ length: 200 }, (_, i) => (i % 2 ? 0 : (i % 8) + 1)))])
		await expect(read(junk)).rejects.toThrow()
	})
})

test('extracted text is tidied: NFC, no control or bidi characters, at most one blank line', () => {
	expect(normaliseText('Cafe\u0301\r\n\r\n\r\n\r\nNurse\u0000\u202e role\u0007')).toBe('Café\n\nNurse role')
})
