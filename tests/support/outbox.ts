/** Reads the e-mails the app wrote to DATA_DIR/outbox (SMTP_URL unset), for vitest. */
import fs from 'node:fs'
import path from 'node:path'
import { decodeEml, findTokenLink } from './eml'

function outboxMessages() {
	const dir = path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'outbox')
	if (!fs.existsSync(dir)) return []
	return fs
		.readdirSync(dir)
		.filter((f) => f.endsWith('.eml'))
		.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
		.map((f) => decodeEml(fs.readFileSync(path.join(dir, f), 'utf8')))
}

export function emailsTo(address: string, subject?: RegExp) {
	return outboxMessages().filter(
		(m) => m.to.toLowerCase().includes(address.toLowerCase()) && (!subject || subject.test(m.subject)),
	)
}

/** Wait (e-mails may be sent in the background) for the `count`-th matching e-mail; returns the newest. */
export async function waitForEmail(address: string, subject: RegExp, { count = 1, timeoutMs = 5000 } = {}) {
	const started = Date.now()
	for (;;) {
		const found = emailsTo(address, subject)
		if (found.length >= count) return found[found.length - 1]!
		if (Date.now() - started > timeoutMs) {
			throw new Error(`No e-mail #${count} to ${address} matching ${subject} (found ${found.length})`)
		}
		await new Promise((r) => setTimeout(r, 50))
	}
}

/** The token from the newest matching e-mail's link to `pathname`. */
export async function waitForToken(address: string, subject: RegExp, pathname: string, options?: { count?: number }) {
	const email = await waitForEmail(address, subject, options)
	const link = findTokenLink(email.text, pathname)
	if (!link) throw new Error(`No ${pathname} link in "${email.subject}"`)
	return decodeURIComponent(new URL(link, 'http://localhost').searchParams.get('token')!)
}
