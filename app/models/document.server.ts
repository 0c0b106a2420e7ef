/** Data access for uploaded documents (CV and job description). Every read takes the owner's id. */
import { and, count, desc, eq, isNotNull } from 'drizzle-orm'
import { documents } from '#drizzle/schema'
import { type DocumentType } from '#app/lib/documents'
import { db } from '#app/services/db.server'
import { isUuid } from '#app/lib/ids'

export type DocumentRow = typeof documents.$inferSelect

/** The user's documents, newest first (without the extracted text). */
export async function listDocuments(userId: string) {
	return db
		.select({
			id: documents.id,
			type: documents.type,
			filename: documents.filename,
			mimeType: documents.mimeType,
			sizeBytes: documents.sizeBytes,
			analysis: documents.analysis,
			createdAt: documents.createdAt,
		})
		.from(documents)
		.where(eq(documents.userId, userId))
		.orderBy(desc(documents.createdAt), desc(documents.id))
}

export type DocumentListItem = Awaited<ReturnType<typeof listDocuments>>[number]

export async function countDocuments(userId: string) {
	const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.userId, userId))
	return row?.n ?? 0
}

export async function insertDocument(values: typeof documents.$inferInsert) {
	const [row] = await db.insert(documents).values(values).returning()
	return row!
}

export async function getDocument(userId: string, id: string) {
	if (!isUuid(id)) return null
	const [row] = await db
		.select()
		.from(documents)
		.where(and(eq(documents.id, id), eq(documents.userId, userId)))
		.limit(1)
	return row ?? null
}

export async function deleteDocumentRow(userId: string, id: string) {
	if (!isUuid(id)) return null
	const [row] = await db
		.delete(documents)
		.where(and(eq(documents.id, id), eq(documents.userId, userId)))
		.returning()
	return row ?? null
}

/** The newest document of a type, with its text and analysis. */
export async function latestDocument(userId: string, type: DocumentType) {
	const [row] = await db
		.select()
		.from(documents)
		.where(and(eq(documents.userId, userId), eq(documents.type, type)))
		.orderBy(desc(documents.createdAt), desc(documents.id))
		.limit(1)
	return row ?? null
}

/** Where the user's original files are stored (for account deletion). */
export async function listStoragePaths(userId: string) {
	const rows = await db
		.select({ storagePath: documents.storagePath })
		.from(documents)
		.where(and(eq(documents.userId, userId), isNotNull(documents.storagePath)))
	return rows.map((r) => r.storagePath!)
}
