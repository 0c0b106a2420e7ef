/**
 * The documents JSON API over real HTTP (Express, CSRF check, streaming
 * multipart, cookies): GET /api/documents, POST /api/documents/upload,
 * GET and DELETE /api/documents/{id}.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { EXTRACTION_MESSAGES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#app/lib/documents'
import { fixtureText, makeDoc, makeDocx, makeEncryptedPdf, makeImageOnlyPdf, makePdf, makeZipBombDocx, PNG_BYTES } from '../support/document-fixtures'
import { setActive } from './db'
import { uniqueUser } from './utils'

async function register(request: APIRequestContext, prefix = 'docs') {
	const user = uniqueUser(prefix)
	expect((await request.post('/api/register', { data: user })).status()).toBe(201)
	return user
}

const file = (name: string, buffer: Buffer | string, mimeType = 'application/octet-stream') => ({
	name,
	mimeType,
	buffer: typeof buffer === 'string' ? Buffer.from(buffer) : buffer,
})

test.describe('documents API over HTTP @js-only', () => {
	test('upload each type, list, read one, delete', async ({ request }) => {
		await register(request)
		const uploads = [
			{ type: 'cv', document: file('cv.pdf', await makePdf(), 'application/pdf'), mime: 'application/pdf' },
			{ type: 'job_description', document: file('jd.docx', await makeDocx()), mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
			{ type: 'job_description', document: file('jd.doc', makeDoc()), mime: 'application/msword' },
			{ type: 'cv', document: file('cv.txt', fixtureText('nurse', 'cv'), 'text/plain'), mime: 'text/plain' },
		]
		const ids: string[] = []
		for (const u of uploads) {
			const res = await request.post('/api/documents/upload', { multipart: { type: u.type, document: u.document } })
			expect(res.status(), u.document.name).toBe(201)
			const body = await res.json()
			expect(body).toMatchObject({ type: u.type, filename: u.document.name, mimeType: u.mime, status: 'processed' })
			expect(body.message).toBe(`${u.document.name} has been uploaded successfully.`)
			ids.push(body.id)
		}
		// documentType is accepted as the field name too; type defaults to cv
		const byDocumentType = await request.post('/api/documents/upload', { multipart: { documentType: 'job_description', document: file('jd.txt', fixtureText('hca', 'jd')) } })
		expect((await byDocumentType.json()).type).toBe('job_description')
		const defaulted = await request.post('/api/documents/upload', { multipart: { document: file('cv2.txt', fixtureText('hca', 'cv')) } })
		expect((await defaulted.json()).type).toBe('cv')

		const list = await (await request.get('/api/documents')).json()
		expect(list).toHaveLength(6)
		expect(list[0]).toMatchObject({ filename: 'cv2.txt', name: 'cv2.txt', type: 'cv' })

		const one = await request.get(`/api/documents/${ids[0]}`)
		expect(await one.json()).toMatchObject({ id: ids[0], analysis: { kind: 'cv' } })
		const deleted = await request.delete(`/api/documents/${ids[0]}`)
		expect(await deleted.json()).toEqual({ success: true, message: 'cv.pdf has been removed.', id: ids[0] })
		expect((await request.get(`/api/documents/${ids[0]}`)).status()).toBe(404)
		expect((await request.get('/api/documents/upload')).status()).toBe(405)
		expect((await request.post('/api/documents', { data: {} })).status()).toBe(405)
	})

	test('every rejection gets SPEC\'s message (or a clear one) and a 4xx', async ({ request }) => {
		await register(request)
		const cases: Array<[Record<string, string | ReturnType<typeof file>>, number, string]> = [
			[{ document: file('big.pdf', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x25)) }, 413, UPLOAD_MESSAGES.tooLarge],
			[{ document: file('cv.pdf', PNG_BYTES, 'application/pdf') }, 415, UPLOAD_MESSAGES.invalidType],
			[{ document: file('empty.txt', '') }, 400, UPLOAD_MESSAGES.failed],
			[{ type: 'cv' }, 400, UPLOAD_MESSAGES.failed],
			[{ document: file('bomb.docx', await makeZipBombDocx()) }, 422, EXTRACTION_MESSAGES.unsafe],
			[{ document: file('locked.pdf', await makeEncryptedPdf()) }, 422, EXTRACTION_MESSAGES.encrypted],
			[{ document: file('scan.pdf', await makeImageOnlyPdf()) }, 422, EXTRACTION_MESSAGES.noText],
			[{ type: 'payslip', document: file('a.txt', fixtureText('nurse', 'cv')) }, 400, "Document type must be 'cv' or 'job_description'."],
		]
		for (const [multipart, status, message] of cases) {
			const res = await request.post('/api/documents/upload', { multipart })
			expect(res.status(), message).toBe(status)
			expect((await res.json()).message).toBe(message)
		}
		const json = await request.post('/api/documents/upload', { data: { document: 'x' } })
		expect(json.status()).toBe(400)
		expect(await (await request.get('/api/documents')).json()).toEqual([])
	})

	test('another user\'s document is not found; unauthenticated is 401; a suspended user is 403; cross-site is refused', async ({ request, playwright, baseURL }) => {
		await register(request, 'owner')
		const created = await (await request.post('/api/documents/upload', { multipart: { document: file('cv.txt', fixtureText('admin', 'cv')) } })).json()

		const other = await playwright.request.newContext({ baseURL })
		const otherUser = await register(other, 'other')
		expect((await other.get(`/api/documents/${created.id}`)).status()).toBe(404)
		expect((await other.delete(`/api/documents/${created.id}`)).status()).toBe(404)
		expect(await (await other.get('/api/documents')).json()).toEqual([])

		await setActive(otherUser.username, false)
		const suspended = await other.post('/api/documents/upload', { multipart: { document: file('cv.txt', fixtureText('admin', 'cv')) } })
		expect(suspended.status()).toBe(403)
		expect(await suspended.json()).toEqual({ message: 'Account suspended', suspended: true })
		await other.dispose()

		const anonymous = await playwright.request.newContext({ baseURL })
		expect((await anonymous.get('/api/documents')).status()).toBe(401)
		const anon = await anonymous.post('/api/documents/upload', { multipart: { document: file('cv.txt', 'hello') } })
		expect(await anon.json()).toEqual({ message: 'Not authenticated' })
		await anonymous.dispose()

		const crossSite = await request.post('/api/documents/upload', {
			headers: { origin: 'https://evil.example' },
			multipart: { document: file('cv.txt', fixtureText('admin', 'cv')) },
		})
		expect(crossSite.status()).toBe(403)
		expect((await request.get(`/api/documents/${created.id}`)).status()).toBe(200)
	})
})
