/** Stripe webhook events already processed, so each event id is handled once. */
import { eq } from 'drizzle-orm'
import { webhookEvents } from '#drizzle/schema'
import { db } from '#app/services/db.server'

/** Claim an event id: true if this is its first delivery (false: already processed or in hand). */
export async function claimWebhookEvent(id: string, type: string) {
	const rows = await db
		.insert(webhookEvents)
		.values({ id, type })
		.onConflictDoNothing({ target: webhookEvents.id })
		.returning({ id: webhookEvents.id })
	return rows.length === 1
}

/** Give an event id back (processing failed), so Stripe's retry is handled. */
export async function releaseWebhookEvent(id: string) {
	await db.delete(webhookEvents).where(eq(webhookEvents.id, id))
}
