/**
 * A tiny local fake of an S3-compatible object store (path-style requests:
 * /bucket/key), speaking the wire format the AWS SDK uses: PUT, GET, HEAD and
 * DELETE object, XML errors. Requests must be SigV4-signed.
 */
import http from 'node:http'
import { type AddressInfo } from 'node:net'

export type FakeS3 = {
	url: string
	/** "bucket/key" -> object */
	objects: Map<string, { body: Buffer; contentType: string }>
	requests: Array<{ method: string; path: string }>
	/** make every request fail with a 500 (storage outage) */
	setFailing(failing: boolean): void
	close(): Promise<void>
}

function xmlError(res: http.ServerResponse, status: number, code: string, message: string) {
	res.writeHead(status, { 'content-type': 'application/xml' })
	res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`)
}

export async function startFakeS3(): Promise<FakeS3> {
	const objects = new Map<string, { body: Buffer; contentType: string }>()
	const requests: FakeS3['requests'] = []
	let failing = false
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (c: Buffer) => chunks.push(c))
		req.on('end', () => {
			const url = new URL(req.url ?? '/', 'http://fake')
			const path = decodeURIComponent(url.pathname).replace(/^\//, '')
			requests.push({ method: req.method ?? 'GET', path })
			if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')) {
				return xmlError(res, 403, 'AccessDenied', 'Missing SigV4 signature')
			}
			if (failing) return xmlError(res, 500, 'InternalError', 'We encountered an internal error. Please try again.')
			const object = objects.get(path)
			switch (req.method) {
				case 'PUT': {
					objects.set(path, { body: Buffer.concat(chunks), contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') })
					res.writeHead(200, { etag: '"fake-etag"' })
					return res.end()
				}
				case 'GET':
				case 'HEAD': {
					if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.')
					res.writeHead(200, { 'content-type': object.contentType, 'content-length': String(object.body.length), etag: '"fake-etag"' })
					return res.end(req.method === 'GET' ? object.body : undefined)
				}
				case 'DELETE': {
					objects.delete(path)
					res.writeHead(204)
					return res.end()
				}
				default:
					return xmlError(res, 405, 'MethodNotAllowed', 'Method not allowed')
			}
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}`,
		objects,
		requests,
		setFailing(f) {
			failing = f
		},
		close() {
			server.closeAllConnections()
			return new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
}
