/** Creates and drops throw-away PostgreSQL databases for tests. */
import postgres from 'postgres'

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

export function withDatabase(adminUrl: string, name: string) {
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	return url.toString()
}

export async function createDatabase(adminUrl: string, prefix: string) {
	const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`
	const sql = postgres(adminUrl, { max: 1, onnotice: () => {} })
	try {
		await sql.unsafe(`create database "${name}"`)
	} finally {
		await sql.end()
	}
	return { name, url: withDatabase(adminUrl, name) }
}

export async function dropDatabase(adminUrl: string, name: string) {
	const sql = postgres(adminUrl, { max: 1, onnotice: () => {} })
	try {
		await sql.unsafe(`drop database if exists "${name}" with (force)`)
	} finally {
		await sql.end()
	}
}
