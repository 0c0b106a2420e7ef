/**
 * Streams a multipart upload (busboy) with hard caps: one file of at most
 * `maxFileBytes`, a few small text fields. Nothing past the cap is buffered:
 * the rest of an oversized file is read and thrown away so the browser gets
 * the 413 answer instead of a reset connection.
 */
import { Readable } from 'node:stream'
import { type ReadableStream as NodeWebReadableStream } from 'node:stream/web'
import Busboy from 'busboy'
import { UPLOAD_MESSAGES } from '#app/lib/documents'

export class UploadError extends Error {
	/** the text fields read before the problem (to know which form it came from) */
	fields: Record<string, string> = {}
	constructor(
		message: string,
		public status: number,
	) {
		super(message)
	}
}

export type UploadedFile = {
	fieldName: string
	/** as sent by the browser: sanitise before showing or storing */
	filename: string
	declaredType: string
	data: Buffer
}

export type ParsedUpload = {
	fields: Record<string, string>
	file: UploadedFile | null
}

/** Anything bigger than this is refused from its Content-Length before reading. */
const DRAIN_LIMIT_FACTOR = 4

export function isMultipart(request: Request) {
	return (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
}

export async function parseMultipartUpload(
	request: Request,
	{
		maxFileBytes,
		fileFields = ['document'],
		maxFieldBytes = 256 * 1024,
		maxFields = 10,
	}: { maxFileBytes: number; fileFields?: string[]; maxFieldBytes?: number; maxFields?: number },
): Promise<ParsedUpload> {
	if (!isMultipart(request) || !request.body) throw new UploadError(UPLOAD_MESSAGES.failed, 400)
	const declaredLength = Number(request.headers.get('content-length') ?? 0)
	const drainLimit = (maxFileBytes + maxFieldBytes) * DRAIN_LIMIT_FACTOR
	if (declaredLength > drainLimit) throw new UploadError(UPLOAD_MESSAGES.tooLarge, 413)

	let busboy: Busboy.Busboy
	try {
		busboy = Busboy({
			headers: { 'content-type': request.headers.get('content-type') ?? '' },
			// browsers send file names as raw UTF-8
			defParamCharset: 'utf8',
			// busboy signals "limit" on reaching fileSize, so allow one byte more than the cap
			limits: { files: 1, fileSize: maxFileBytes + 1, fields: maxFields, fieldSize: maxFieldBytes, parts: maxFields + 1 },
		})
	} catch {
		// e.g. a multipart content type without a boundary
		throw new UploadError(UPLOAD_MESSAGES.failed, 400)
	}

	return new Promise<ParsedUpload>((resolve, reject) => {
		const fields: Record<string, string> = {}
		let file: UploadedFile | null = null
		let problem: UploadError | null = null
		let received = 0
		const fail = (error: UploadError) => {
			// keep the first problem; keep reading so the client sees our answer
			problem ??= error
		}

		const body = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>)
		body.on('data', (chunk: Buffer) => {
			received += chunk.length
			if (received > drainLimit) {
				// a client that keeps sending far past the cap is cut off
				body.destroy()
				reject(new UploadError(UPLOAD_MESSAGES.tooLarge, 413))
			}
		})
		body.on('error', () => reject(problem ?? new UploadError(UPLOAD_MESSAGES.failed, 400)))

		busboy.on('file', (name, stream, info) => {
			if (!fileFields.includes(name) || file) {
				fail(new UploadError(file ? UPLOAD_MESSAGES.tooManyFiles : UPLOAD_MESSAGES.failed, 400))
				stream.resume()
				return
			}
			const chunks: Buffer[] = []
			// a truncated form errors the file stream as well as busboy: busboy's error handler answers
			stream.on('error', () => {})
			stream.on('data', (chunk: Buffer) => {
				if (!problem) chunks.push(chunk)
			})
			stream.on('limit', () => {
				fail(new UploadError(UPLOAD_MESSAGES.tooLarge, 413))
				chunks.length = 0
			})
			stream.on('end', () => {
				if (problem) return
				file = {
					fieldName: name,
					filename: info.filename ?? '',
					declaredType: info.mimeType ?? '',
					data: Buffer.concat(chunks),
				}
			})
		})
		busboy.on('field', (name, value, info) => {
			if (info.valueTruncated || info.nameTruncated) {
				fail(new UploadError('The text is too long.', 413))
				return
			}
			fields[name] = value
		})
		busboy.on('filesLimit', () => fail(new UploadError(UPLOAD_MESSAGES.tooManyFiles, 400)))
		busboy.on('fieldsLimit', () => fail(new UploadError(UPLOAD_MESSAGES.failed, 400)))
		busboy.on('partsLimit', () => fail(new UploadError(UPLOAD_MESSAGES.failed, 400)))
		busboy.on('error', () => {
			body.unpipe(busboy)
			body.resume()
			reject(problem ?? new UploadError(UPLOAD_MESSAGES.failed, 400))
		})
		busboy.on('close', () => {
			if (problem) {
				problem.fields = fields
				reject(problem)
			} else resolve({ fields, file })
		})
		body.pipe(busboy)
	})
}
