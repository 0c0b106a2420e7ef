import { expect, test } from 'vitest'
import { sanitiseFilename } from './filename.server'

test('only the last path segment is kept: no directory traversal', () => {
	expect(sanitiseFilename('../../etc/passwd.pdf')).toBe('passwd.pdf')
	expect(sanitiseFilename('..\\..\\Windows\\system32\\cv.docx')).toBe('cv.docx')
	expect(sanitiseFilename('/var/data/uploads/../cv.txt')).toBe('cv.txt')
})

test('control, NUL and bidi-override characters are removed; hidden dot-files are not possible', () => {
	expect(sanitiseFilename('my\u0000 cv\u0007.pdf')).toBe('my cv.pdf')
	expect(sanitiseFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
	expect(sanitiseFilename('...hidden.pdf')).toBe('hidden.pdf')
	expect(sanitiseFilename('cv<script>.pdf')).toBe('cv_script_.pdf')
})

test('empty names fall back; long names are cut but keep their extension', () => {
	expect(sanitiseFilename('', 'CV.pdf')).toBe('CV.pdf')
	expect(sanitiseFilename('../', 'CV.pdf')).toBe('CV.pdf')
	const long = sanitiseFilename(`${'a'.repeat(300)}.docx`)
	expect(long).toHaveLength(120)
	expect(long.endsWith('.docx')).toBe(true)
})
