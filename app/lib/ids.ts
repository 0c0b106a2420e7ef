/** Ids are UUID strings (drizzle/schema.ts); anything else is simply not found. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: string) {
	return UUID.test(value)
}
