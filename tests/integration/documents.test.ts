/**
 * Documents on PostgreSQL: the /api/documents routes and the page forms,
 * storage on disk and in an S3-compatible bucket (a local fake), ownership,
 * suspension, account deletion.
 */
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { documents, users } from '#drizzle/schema'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#app/lib/documents'
import { action as dashboardAction } from '#app/routes/_home._index'
import { loader as listRoute } from '#app/routes/api.documents'
import { action as deleteRoute, loader as oneRoute } from '#app/routes/api.documents_.$id'
import { action as uploadRoute } from '#app/routes/api.documents_.upload'
import { action as setupAction } from '#app/routes/interview-setup'
import { deleteAccount } from '#app/services/account.server'
import { db } from '#app/services/db.server'
import { EXTRACTION_MESSAGES } from '#app/services/documents/extract-text.server'
import { MAX_DOCUMENTS_PER_USER, STORAGE_UNAVAILABLE } from '#app/services/documents/documents.server'
import { readUpload, userUploadsDir } from '#app/services/documents/storage.server'
import { resetEnvCache } from '#app/services/env.server'
import { startFakeS3, type FakeS3 } from '#tests/fakes/s3'
import {
	fixtureText,
	makeDoc,
	makeDocx,
	makeEncryptedPdf,
	makePdf,
	makeZipBombDocx,
	PNG_BYTES,
} from '#tests/support/document-fixtures'
import { apiRequest, call, createTestUser } from './helpers'

function uploadRequest(
	cookie: string | undefined,
	file: { data: Buffer | string; name: string } | null,
	fields: Record<string, string> = {},
	url = '/api/documents/upload',
) {
	const form = new FormData()
	for (const [k, v] of Object.entries(fields)) form.append(k, v)
	if (file) form.append('document', new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)]), file.name)
	return new Request(`http://localhost${url}`, { method: 'POST', body: form, headers: cookie ? { cookie } : {} })
}

async function upload(cookie: string, file: { data: Buffer | string; name: string }, fields: Record<string, string> = {}) {
	return call(uploadRoute, uploadRequest(cookie, file, fields))
}

const storedFile = (storagePath: string) => path.join(userUploadsDir(storagePath.split('/')[0]!), storagePath.split('/')[1]!)

beforeAll(() => {
	vi.spyOn(console, 'error').mockImplementation(() => {})
	vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(() => vi.restoreAllMocks())

describe('POST /api/documents/upload', () => {
	test('a CV (PDF): 201, extracted and analysed, the original stored under DATA_DIR/uploads/<user>/<random id>', async () => {
		const { user, cookie } = await createTestUser()
		const pdf = await makePdf()
		const res = await upload(cookie, { data: pdf, name: 'my cv.pdf' })
		expect(res.status).toBe(201)
		const body = await res.json()
		expect(body).toMatchObject({ type: 'cv', filename: 'my cv.pdf', name: 'my cv.pdf', mimeType: 'application/pdf', status: 'processed' })
		expect(body.message).toBe('my cv.pdf has been uploaded successfully.')
		const [row] = await db.select().from(documents).where(eq(documents.id, body.id))
		expect(row!.storagePath).toMatch(new RegExp(`^${user.id}/[0-9a-f-]{36}$`))
		expect(fs.readFileSync(storedFile(row!.storagePath!))).toEqual(pdf)
		expect(row!.extractedText).toContain('Job title: Staff Nurse')
	})

	test('a job description as DOCX, DOC and pasted text (documentType is accepted too)', async () => {
		const { cookie } = await createTestUser()
		const docx = await (await upload(cookie, { data: await makeDocx(), name: 'jd.docx' }, { documentType: 'job_description' })).json()
		expect(docx).toMatchObject({ type: 'job_description', analysis: { kind: 'job_description', roleTitle: 'Staff Nurse', band: 'Band 5' } })
		const doc = await (await upload(cookie, { data: makeDoc(), name: 'jd.doc' }, { type: 'job_description' })).json()
		expect(doc).toMatchObject({ mimeType: 'application/msword', analysis: { roleTitle: 'Staff Nurse' } })
		const pasted = await call(uploadRoute, uploadRequest(cookie, null, { type: 'job_description', text: fixtureText('physio', 'jd') }))
		expect(pasted.status).toBe(201)
		expect(await pasted.json()).toMatchObject({ filename: 'Pasted job description', analysis: { interviewType: 'allied_health' } })
	})

	test('every rejection is a 4xx with SPEC\'s message (or a clear one), and nothing is stored', async () => {
		const { user, cookie } = await createTestUser()
		const cases: Array<[Request, number, string]> = [
			[uploadRequest(cookie, { data: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x61), name: 'big.txt' }), 413, UPLOAD_MESSAGES.tooLarge],
			[uploadRequest(cookie, { data: PNG_BYTES, name: 'cv.pdf' }), 415, UPLOAD_MESSAGES.invalidType],
			[uploadRequest(cookie, { data: Buffer.from('MZ\u0090\u0000\u0003\u0000'), name: 'cv.docx' }), 415, UPLOAD_MESSAGES.invalidType],
			[uploadRequest(cookie, { data: '', name: 'empty.pdf' }), 400, UPLOAD_MESSAGES.failed],
			[uploadRequest(cookie, null, { type: 'cv' }), 400, UPLOAD_MESSAGES.failed],
			[uploadRequest(cookie, { data: 'hello there', name: 'a.txt' }, { type: 'passport' }), 400, "Document type must be 'cv' or 'job_description'."],
			[uploadRequest(cookie, { data: await makeEncryptedPdf(), name: 'locked.pdf' }), 422, EXTRACTION_MESSAGES.encrypted],
			[uploadRequest(cookie, { data: await makeZipBombDocx(), name: 'bomb.docx' }), 422, EXTRACTION_MESSAGES.unsafe],
			[uploadRequest(cookie, null, { type: 'job_description', text: 'too short' }), 400, 'Please paste the whole job description (at least 50 characters).'],
		]
		for (const [request, status, message] of cases) {
			const res = await call(uploadRoute, request)
			expect(res.status, message).toBe(status)
			expect((await res.json()).message).toBe(message)
		}
		expect(await db.select().from(documents).where(eq(documents.userId, user.id))).toEqual([])
		expect(fs.existsSync(userUploadsDir(user.id)) ? fs.readdirSync(userUploadsDir(user.id)) : []).toEqual([])
	})

	test('a path-traversal or control-character file name is stored as a plain name; a NUL byte in it is a malformed request', async () => {
		const { cookie } = await createTestUser()
		const body = await (await upload(cookie, { data: fixtureText('nurse', 'cv'), name: '../../etc/cv\u202e.txt' })).json()
		expect(body.filename).toBe('cv.txt')
		const nul = await upload(cookie, { data: fixtureText('nurse', 'cv'), name: 'cv\u0000.txt' })
		expect(nul.status).toBe(400)
		expect((await nul.json()).message).toBe(UPLOAD_MESSAGES.failed)
	})

	test('unauthenticated 401, suspended 403, wrong method 405', async () => {
		const res = await call(uploadRoute, uploadRequest(undefined, { data: 'x', name: 'a.txt' }))
		expect(res.status).toBe(401)
		const { user, cookie } = await createTestUser()
		await db.update(users).set({ isActive: false }).where(eq(users.id, user.id))
		const suspended = await call(uploadRoute, uploadRequest(cookie, { data: fixtureText('nurse', 'cv'), name: 'a.txt' }))
		expect(suspended.status).toBe(403)
		expect(await suspended.json()).toEqual({ message: 'Account suspended', suspended: true })
		const get = await call(uploadRoute, apiRequest('/api/documents/upload', { cookie }))
		expect(get.status).toBe(405)
	})

	test(`at most ${MAX_DOCUMENTS_PER_USER} documents per user`, async () => {
		const { user, cookie } = await createTestUser()
		await db.insert(documents).values(
			Array.from({ length: MAX_DOCUMENTS_PER_USER }, (_, i) => ({ userId: user.id, type: 'cv' as const, filename: `cv${i}.txt`, mimeType: 'text/plain', sizeBytes: 1 })),
		)
		const res = await upload(cookie, { data: fixtureText('nurse', 'cv'), name: 'one-more.txt' })
		expect(res.status).toBe(409)
	})
})

describe('GET /api/documents, GET and DELETE /api/documents/{id}', () => {
	test('lists only the user\'s own documents; another user\'s are not found; DELETE removes the file', async () => {
		const owner = await createTestUser()
		const other = await createTestUser()
		const created = await (await upload(owner.cookie, { data: fixtureText('admin', 'cv'), name: 'cv.txt' })).json()
		const list = await (await call(listRoute, apiRequest('/api/documents', { cookie: owner.cookie }))).json()
		expect(list.map((d: { id: string }) => d.id)).toEqual([created.id])
		expect(list[0]).toMatchObject({ id: created.id, type: 'cv', filename: 'cv.txt', name: 'cv.txt' })
		expect(await (await call(listRoute, apiRequest('/api/documents', { cookie: other.cookie }))).json()).toEqual([])

		const params = { id: created.id }
		expect((await call(oneRoute, apiRequest(`/api/documents/${created.id}`, { cookie: other.cookie }), params)).status).toBe(404)
		expect((await call(deleteRoute, apiRequest(`/api/documents/${created.id}`, { method: 'DELETE', cookie: other.cookie }), params)).status).toBe(404)
		expect((await call(oneRoute, apiRequest('/api/documents/not-a-uuid', { cookie: owner.cookie }), { id: 'not-a-uuid' })).status).toBe(404)

		const [row] = await db.select().from(documents).where(eq(documents.id, created.id))
		const file = storedFile(row!.storagePath!)
		expect(fs.existsSync(file)).toBe(true)
		const deleted = await call(deleteRoute, apiRequest(`/api/documents/${created.id}`, { method: 'DELETE', cookie: owner.cookie }), params)
		expect(await deleted.json()).toEqual({ success: true, message: 'cv.txt has been removed.', id: created.id })
		expect(fs.existsSync(file)).toBe(false)
		expect((await call(listRoute, apiRequest('/api/documents'))).status).toBe(401)
	})

	test('deleting the account deletes the files', async () => {
		const { user, cookie } = await createTestUser()
		await upload(cookie, { data: fixtureText('hca', 'cv'), name: 'cv.txt' })
		expect(fs.readdirSync(userUploadsDir(user.id))).toHaveLength(1)
		await deleteAccount(user.id)
		expect(fs.existsSync(userUploadsDir(user.id))).toBe(false)
	})
})

describe('S3-compatible storage (local fake speaking the S3 wire format)', () => {
	let s3: FakeS3
	beforeAll(async () => {
		s3 = await startFakeS3()
		Object.assign(process.env, {
			S3_BUCKET: 'nhs-coach-test',
			S3_ENDPOINT: s3.url,
			S3_REGION: 'eu-west-2',
			S3_ACCESS_KEY_ID: 'test-key',
			S3_SECRET_ACCESS_KEY: 'test-secret',
		})
		resetEnvCache()
	})
	afterAll(async () => {
		for (const k of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) delete process.env[k]
		resetEnvCache()
		await s3.close()
	})

	test('upload puts the object at uploads/<user>/<id>; read back; remove deletes it', async () => {
		const { user, cookie } = await createTestUser()
		const data = await makeDocx()
		const body = await (await upload(cookie, { data, name: 'cv.docx' })).json()
		const [row] = await db.select().from(documents).where(eq(documents.id, body.id))
		expect(row!.storagePath).toMatch(new RegExp(`^s3://nhs-coach-test/uploads/${user.id}/[0-9a-f-]{36}$`))
		const key = row!.storagePath!.replace('s3://', '')
		expect(s3.objects.get(key)?.body).toEqual(data)
		expect(await readUpload(row!.storagePath!)).toEqual(data)
		expect(fs.existsSync(userUploadsDir(user.id))).toBe(false)
		await call(deleteRoute, apiRequest(`/api/documents/${body.id}`, { method: 'DELETE', cookie }), { id: body.id })
		expect(s3.objects.has(key)).toBe(false)
	})

	test('account deletion deletes the objects; an outage refuses uploads with 503 and keeps the account', async () => {
		const { user, cookie } = await createTestUser()
		await upload(cookie, { data: fixtureText('nurse', 'cv'), name: 'cv.txt' })
		await upload(cookie, { data: fixtureText('nurse', 'jd'), name: 'jd.txt' }, { type: 'job_description' })
		const keys = [...s3.objects.keys()].filter((k) => k.includes(user.id))
		expect(keys).toHaveLength(2)

		s3.setFailing(true)
		const res = await upload(cookie, { data: fixtureText('nurse', 'cv'), name: 'again.txt' })
		expect(res.status).toBe(503)
		expect((await res.json()).message).toBe(STORAGE_UNAVAILABLE)
		await expect(deleteAccount(user.id)).rejects.toThrow()
		expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1)
		s3.setFailing(false)

		await deleteAccount(user.id)
		expect([...s3.objects.keys()].filter((k) => k.includes(user.id))).toEqual([])
		expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([])
	})
})

describe('page forms (no JavaScript)', () => {
	test('dashboard: multipart upload redirects back with the success toast; a rejection comes back for its slot', async () => {
		const { cookie } = await createTestUser()
		const ok = await call(dashboardAction as Parameters<typeof call>[0], uploadRequest(cookie, { data: fixtureText('nurse', 'cv'), name: 'cv.txt' }, { intent: 'upload-document', type: 'cv' }, '/?index'))
		expect(ok.status).toBe(302)
		expect(ok.headers.get('location')).toBe('/')
		expect(ok.headers.get('set-cookie')).toContain('nhs_toast')

		const bad = await dashboardAction({
			request: uploadRequest(cookie, { data: PNG_BYTES, name: 'jd.pdf' }, { intent: 'upload-document', type: 'job_description' }, '/?index'),
			params: {},
			context: {},
		})
		expect(bad).toMatchObject({
			init: { status: 415 },
			data: { documentError: { slot: 'job_description', field: 'file', message: UPLOAD_MESSAGES.invalidType } },
		})
	})

	test('setup: paste a job description, remove it, and still start an interview from the same action', async () => {
		const { user, cookie } = await createTestUser()
		const form = (fields: Record<string, string>) =>
			new Request('http://localhost/interview-setup', {
				method: 'POST',
				headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams(fields).toString(),
			})
		const pasted = await call(setupAction as Parameters<typeof call>[0], form({ intent: 'paste-job-description', text: fixtureText('admin', 'jd') }))
		expect(pasted.status).toBe(302)
		const [row] = await db.select().from(documents).where(eq(documents.userId, user.id))
		expect(row).toMatchObject({ filename: 'Pasted job description', storagePath: null })

		const short = await setupAction({ request: form({ intent: 'paste-job-description', text: 'short' }), params: {}, context: {} })
		expect(short).toMatchObject({ init: { status: 400 }, data: { documentError: { slot: 'job_description', field: 'text' } } })

		const removed = await call(setupAction as Parameters<typeof call>[0], form({ intent: 'remove-document', documentId: row!.id }))
		expect(removed.status).toBe(302)
		expect(await db.select().from(documents).where(eq(documents.userId, user.id))).toEqual([])
		const again = await setupAction({ request: form({ intent: 'remove-document', documentId: row!.id }), params: {}, context: {} })
		expect(again).toMatchObject({ init: { status: 404 }, data: { documentError: { slot: 'list', field: 'remove', message: 'Document not found.' } } })

		const started = await call(setupAction as Parameters<typeof call>[0], form({ type: 'general', experienceLevel: 'entry', mode: 'text' }))
		expect(started.status).toBe(302)
		expect(started.headers.get('location')).toMatch(/^\/interview\/[0-9a-f-]{36}\?mode=text$/)
	})
})
