/**
 * Test documents built in the test, not committed: a text PDF (pdf-lib), an
 * encrypted one, a damaged one, an image-only one, a DOCX (docx), a real Word
 * 97 binary (.doc: an OLE2 compound file written with cfb, holding a
 * WordDocument stream with a FIB and a one-piece table), a zip-bomb-like DOCX
 * (JSZip), text in several encodings, and bytes that only pretend to be a PDF.
 */
import fs from 'node:fs'
import path from 'node:path'
import CFB from 'cfb'
import { Document, Packer, Paragraph } from 'docx'
import iconv from 'iconv-lite'
import JSZip from 'jszip'
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib'

export const FIXTURE_DIR = path.join(process.cwd(), 'tests/fixtures/documents')

/** The realistic JD/CV pairs (nurse, hca, admin, physio, ward-manager). */
export const PAIRS = ['nurse', 'hca', 'admin', 'physio', 'ward-manager'] as const
export type Pair = (typeof PAIRS)[number]

export function fixtureText(pair: Pair, kind: 'jd' | 'cv') {
	return fs.readFileSync(path.join(FIXTURE_DIR, `${pair}-${kind}.txt`), 'utf8')
}

export const SAMPLE_LINES = [
	'Job title: Staff Nurse',
	'Band: Band 5',
	'Main duties',
	'- Assess, plan and evaluate care for a group of patients on each shift.',
	'- Administer medicines safely and escalate deteriorating patients using NEWS2.',
	'Person specification',
	'Essential',
	'- Experience of caring for acutely unwell adult patients',
]

export async function makePdf(lines: string[] = SAMPLE_LINES) {
	const pdf = await PDFDocument.create()
	const page = pdf.addPage([595, 842])
	const font = await pdf.embedFont(StandardFonts.Helvetica)
	lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }))
	return Buffer.from(await pdf.save())
}

/**
 * A PDF locked with a user password: a Standard security handler whose /U
 * entry does not match the empty password, so readers must ask for one.
 */
export async function makeEncryptedPdf() {
	const pdf = await PDFDocument.create()
	const page = pdf.addPage([595, 842])
	page.drawText('Confidential CV', { x: 50, y: 780, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) })
	const encrypt = pdf.context.obj({
		Filter: 'Standard',
		V: 1,
		R: 2,
		O: PDFHexString.of('7a'.repeat(32)),
		U: PDFHexString.of('3c'.repeat(32)),
		P: -44,
	})
	pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt)
	pdf.context.trailerInfo.ID = pdf.context.obj([PDFHexString.of('01'.repeat(16)), PDFHexString.of('01'.repeat(16))])
	return Buffer.from(await pdf.save({ useObjectStreams: false }))
}

/** Starts like a PDF, then nothing a reader can use. */
export function makeCorruptPdf() {
	return Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R'), Buffer.alloc(2048, 0x41)])
}

/** A 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
	'89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
	'hex',
)

/** A scanned-looking PDF: one image, no text at all. */
export async function makeImageOnlyPdf() {
	const pdf = await PDFDocument.create()
	const page = pdf.addPage([595, 842])
	const image = await pdf.embedPng(PNG_BYTES)
	page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 })
	return Buffer.from(await pdf.save())
}

export async function makeDocx(lines: string[] = SAMPLE_LINES) {
	const doc = new Document({ sections: [{ children: lines.map((l) => new Paragraph(l)) }] })
	return Buffer.from(await Packer.toBuffer(doc))
}

let bomb: Promise<Buffer> | undefined
/** A DOCX whose one extra part inflates to 48 MB of zeros (a zip bomb in miniature). Built once per process. */
export function makeZipBombDocx() {
	bomb ??= (async () => {
		const zip = await JSZip.loadAsync(await makeDocx())
		zip.file('word/media/padding.bin', Buffer.alloc(48 * 1024 * 1024, 0))
		return Buffer.from(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } }))
	})()
	return bomb
}

/**
 * A real Word 97-2003 binary: an OLE2 compound file with a WordDocument stream
 * (FIB: magic 0xA5EC, the 1Table flag, ccpText, fcClx/lcbClx) holding the text
 * as one 8-bit piece, and a 1Table stream with the piece table (CLX).
 */
export function makeDoc(lines: string[] = SAMPLE_LINES, { encrypted = false } = {}) {
	const text = `${lines.join('\r')}\r`
	const TEXT_AT = 0x800
	const word = Buffer.alloc(TEXT_AT + text.length + 4096, 0)
	word.writeUInt16LE(0xa5ec, 0x00) // wIdent
	word.writeUInt16LE(0x00c1, 0x02) // nFib (Word 97)
	word.writeUInt16LE(0x0200 | (encrypted ? 0x0100 : 0), 0x0a) // fWhichTblStm (1Table), fEncrypted
	word.writeUInt32LE(TEXT_AT, 0x18) // fcMin
	word.writeUInt32LE(TEXT_AT + text.length, 0x1c) // fcMac
	word.writeUInt32LE(text.length, 0x4c) // ccpText
	word.write(text, TEXT_AT, 'latin1')
	// CLX: clxt 2, lcb, PlcPcd = CPs [0, n] + one PCD (fc with the "compressed" bit: 8-bit text at fc/2)
	const table = Buffer.alloc(64, 0)
	table.writeUInt8(2, 0)
	table.writeUInt32LE(16, 1)
	table.writeUInt32LE(0, 5)
	table.writeUInt32LE(text.length, 9)
	table.writeUInt16LE(0, 13)
	table.writeUInt32LE((0x40000000 | (TEXT_AT * 2)) >>> 0, 15)
	table.writeUInt16LE(0, 19)
	word.writeUInt32LE(0, 0x1a2) // fcClx
	word.writeUInt32LE(21, 0x1a6) // lcbClx
	const container = CFB.utils.cfb_new()
	CFB.utils.cfb_add(container, '/WordDocument', word)
	CFB.utils.cfb_add(container, '/1Table', table)
	return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array)
}

export function makeTxt(text: string, encoding: 'utf8' | 'windows-1252' | 'utf16le-bom' = 'utf8') {
	if (encoding === 'utf16le-bom') return Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf16le')])
	return encoding === 'utf8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'windows-1252')
}

/**
 * For measuring personalisation: phrases specific to each pair, written by hand
 * from the fixtures (a JD duty or criterion, or the candidate's own job,
 * employer or achievement), not from what the generator produces. A question
 * "mentions" the pair when it contains one of them (case-insensitive).
 */
export const SPECIFICS: Record<Pair, string[]> = {
	nurse: [
		'acutely unwell', 'care plans', 'NEWS2', 'deteriorating', 'intravenous', 'wound care', 'venepuncture', 'cannulation',
		'take charge of the ward', 'discharges', 'difficult news', 'electronic patient record', 'Datix', 'student nurses',
		'healthcare assistants', 'Respiratory Ward 4', 'Riverside', 'safety huddle', 'non-invasive ventilation', 'Oakwood',
		'memory café', 'Nurse of the Year',
	],
	hca: [
		'personal care', 'continence', 'eat and drink', 'food and fluid', 'clinical observations', 'moving and handling',
		'falls', 'pressure ulcers', 'living with dementia', 'This Is Me', 'infection prevention', 'call bells', 'Care Certificate',
		'Meadowbank', 'hydration round', 'FreshMart', 'tills',
	],
	admin: [
		'clinic letters', 'dictation', 'diaries', 'theatre lists', 'outpatient appointments', 'waiting list', 'patient administration system',
		'RTT', 'telephone enquiries', 'minutes', 'governance meeting', 'GDPR', 'audio typing', 'Harbour & Co', 'Legal Secretary',
		'filing system', 'Westbay Dental', 'Receptionist',
	],
	physio: [
		'caseload', 'musculoskeletal', 'MSK', 'exercise programmes', 'back pain', 'self-manage', 'Band 5 physiotherapists',
		'clinical placements', 'audit', 'GPs, orthopaedic surgeons', 'SystmOne', 'injection therapy', 'exercise classes',
		'Greenhill', 'Rotational Physiotherapist', 'knee osteoarthritis', 'Sports Therapist', 'hip fracture',
	],
	'ward-manager': [
		'band 5 nurses', 'ward budget', 'e-rostering', 'safe staffing', 'appraisals', 'sickness absence', 'recruit', 'complaints and incidents',
		'falls', 'pressure ulcers', 'patient flow', 'preceptorship', 'Matron', 'Junior Sister', 'Surgical Ward 3',
		'falls reduction project', 'Emergency Department', 'Coastal General',
	],
}

export function mentionsSpecific(pair: Pair, question: string) {
	const q = question.toLowerCase()
	return SPECIFICS[pair].some((s) => q.includes(s.toLowerCase()))
}
