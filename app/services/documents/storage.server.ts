/**
 * Where original uploads are kept: DATA_DIR/uploads/<user id>/<random id>, or
 * an S3-compatible bucket (key uploads/<user id>/<random id>) when S3_BUCKET is
 * set. The stored path says which: "<user id>/<id>" on disk, "s3://bucket/key"
 * in a bucket, so files stay reachable if the setting changes later.
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { isUuid } from '#app/lib/ids'
import { getEnv } from '#app/services/env.server'

/** Where a user's uploaded files live on disk: DATA_DIR/uploads/<userId>/. */
export function userUploadsDir(userId: string) {
	if (!isUuid(userId)) throw new Error('Invalid user id')
	return path.join(getEnv().DATA_DIR, 'uploads', userId)
}

let client: { key: string; s3: S3Client } | undefined
function s3Client() {
	const env = getEnv()
	const key = [env.S3_ENDPOINT, env.S3_REGION, env.S3_ACCESS_KEY_ID].join('|')
	if (client?.key !== key) {
		client = {
			key,
			s3: new S3Client({
				region: env.S3_REGION,
				endpoint: env.S3_ENDPOINT,
				forcePathStyle: Boolean(env.S3_ENDPOINT),
				credentials:
					env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
						? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
						: undefined,
				requestChecksumCalculation: 'WHEN_REQUIRED',
				responseChecksumValidation: 'WHEN_REQUIRED',
			}),
		}
	}
	return client.s3
}

function parseS3Path(storagePath: string) {
	const match = /^s3:\/\/([^/]+)\/(uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36})$/i.exec(storagePath)
	return match ? { bucket: match[1]!, key: match[2]! } : null
}

function localFile(storagePath: string) {
	const [userId, id, ...rest] = storagePath.split('/')
	if (rest.length || !userId || !id || !isUuid(id)) throw new Error('Invalid storage path')
	return path.join(userUploadsDir(userId), id)
}

/** Store an upload; returns the path to keep in documents.storage_path. */
export async function saveUpload(userId: string, data: Buffer, contentType: string): Promise<string> {
	const id = crypto.randomUUID()
	const bucket = getEnv().S3_BUCKET
	if (bucket) {
		const key = `uploads/${userId}/${id}`
		if (!isUuid(userId)) throw new Error('Invalid user id')
		await s3Client().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }))
		return `s3://${bucket}/${key}`
	}
	const dir = userUploadsDir(userId)
	await fs.mkdir(dir, { recursive: true, mode: 0o700 })
	await fs.writeFile(path.join(dir, id), data, { mode: 0o600, flag: 'wx' })
	return `${userId}/${id}`
}

export async function readUpload(storagePath: string): Promise<Buffer> {
	const s3 = parseS3Path(storagePath)
	if (s3) {
		const out = await s3Client().send(new GetObjectCommand({ Bucket: s3.bucket, Key: s3.key }))
		return Buffer.from(await out.Body!.transformToByteArray())
	}
	return fs.readFile(localFile(storagePath))
}

/** Delete one stored upload (missing files are fine). */
export async function deleteUpload(storagePath: string): Promise<void> {
	const s3 = parseS3Path(storagePath)
	if (s3) {
		await s3Client().send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: s3.key }))
		return
	}
	await fs.rm(localFile(storagePath), { force: true })
}
