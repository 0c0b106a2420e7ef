/** Data access for app-wide settings (key -> JSON value), such as the payment mode. */
import { eq } from 'drizzle-orm'
import { appSettings } from '#drizzle/schema'
import { db } from '#app/services/db.server'

export async function getSetting(key: string): Promise<unknown> {
	const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).limit(1)
	return row?.value
}

export async function setSetting(key: string, value: unknown) {
	await db
		.insert(appSettings)
		.values({ key, value })
		.onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } })
}
