import { describe, expect, test } from 'vitest'
import { UPLOAD_MESSAGES } from '#app/lib/documents'
import { parseMultipartUpload, UploadError } from './upload-parser.server'

const LIMIT = 1024

function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string }>) {
	const form = new FormData()
	for (const p of parts) {
		if (p.filename !== undefined) form.append(p.name, new Blob([typeof p.value === 'string' ? p.value : new Uint8Array(p.value)]), p.filename)
		else form.append(p.name, String(p.value))
	}
	return new Request('http://localhost/api/documents/upload', { method: 'POST', body: form })
}

async function rejection(request: Request) {
	try {
		await parseMultipartUpload(request, { maxFileBytes: LIMIT })
	} catch (error) {
		if (error instanceof UploadError) return { message: error.message, status: error.status, fields: error.fields }
		throw error
	}
	throw new Error('expected a rejection')
}

describe('streaming multipart upload with a hard cap', () => {
	test('reads the file and the text fields', async () => {
		const { fields, file } = await parseMultipartUpload(
			multipart([
				{ name: 'type', value: 'job_description' },
				{ name: 'document', value: Buffer.from('hello'), filename: 'Zoë jd.txt' },
			]),
			{ maxFileBytes: LIMIT },
		)
		expect(fields).toEqual({ type: 'job_description' })
		expect(file?.filename).toBe('Zoë jd.txt')
		expect(file?.data.toString()).toBe('hello')
	})

	test('a file of exactly the limit is accepted; one byte more is refused with 413', async () => {
		const ok = await parseMultipartUpload(multipart([{ name: 'document', value: Buffer.alloc(LIMIT, 1), filename: 'a.pdf' }]), { maxFileBytes: LIMIT })
		expect(ok.file?.data.length).toBe(LIMIT)
		expect(await rejection(multipart([{ name: 'type', value: 'cv' }, { name: 'document', value: Buffer.alloc(LIMIT + 1, 1), filename: 'a.pdf' }]))).toEqual({
			message: UPLOAD_MESSAGES.tooLarge,
			status: 413,
			fields: { type: 'cv' },
		})
	})

	test('a body far beyond the cap is refused from its Content-Length without reading it', async () => {
		const request = new Request('http://localhost/x', {
			method: 'POST',
			headers: { 'content-type': 'multipart/form-data; boundary=abc', 'content-length': String(100 * 1024 * 1024) },
			body: 'x',
		})
		expect((await rejection(request)).status).toBe(413)
	})

	test('two files, an unexpected file field, no boundary and a non-multipart body are refused', async () => {
		const two = multipart([
			{ name: 'document', value: 'a', filename: 'a.txt' },
			{ name: 'document', value: 'b', filename: 'b.txt' },
		])
		expect((await rejection(two)).message).toBe(UPLOAD_MESSAGES.tooManyFiles)
		expect((await rejection(multipart([{ name: 'avatar', value: 'a', filename: 'a.txt' }]))).message).toBe(UPLOAD_MESSAGES.failed)
		const noBoundary = new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' })
		expect((await rejection(noBoundary)).status).toBe(400)
		const json = new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
		expect((await rejection(json)).message).toBe(UPLOAD_MESSAGES.failed)
	})

	test('a malformed multipart body is a 400, not a crash', async () => {
		const request = new Request('http://localhost/x', {
			method: 'POST',
			headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
			body: '--zzz\r\nContent-Disposition: form-data; name="document"; filename="a.txt"\r\n\r\nno closing boundary',
		})
		expect((await rejection(request)).status).toBe(400)
	})
})
