/** Data access for uploaded documents (CV and job description). */
import { desc, eq } from 'drizzle-orm'
import { documents } from '#drizzle/schema'
import { db } from '#app/services/db.server'

export type DocumentRow = typeof documents.$inferSelect

export async function listDocuments(userId: string) {
	return db
		.select({
			id: documents.id,
			type: documents.type,
			filename: documents.filename,
			sizeBytes: documents.sizeBytes,
			createdAt: documents.createdAt,
		})
		.from(documents)
		.where(eq(documents.userId, userId))
		.orderBy(desc(documents.createdAt))
}
