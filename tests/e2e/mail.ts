/**
 * Reads the e-mails the app sent through the real SMTP server that
 * scripts/e2e-server.js starts (one .eml file per message, per port).
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { decodeEml, findTokenLink, SUBJECTS } from '../support/eml'
import { uniqueUser } from './utils'

export { SUBJECTS }

export const MAIL_DIR = path.join(process.cwd(), 'tests/.tmp/mail', process.env.E2E_PORT ?? '3210')

function messagesTo(address: string) {
	if (!fs.existsSync(MAIL_DIR)) return []
	const suffix = `-${address.replace(/[^a-z0-9@.]/gi, '_')}.eml`
	return fs
		.readdirSync(MAIL_DIR)
		.filter((f) => f.endsWith(suffix))
		.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
		.map((f) => decodeEml(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')))
}

/** Wait for at least `count` e-mails to `address` whose subject matches; returns the newest. */
export async function waitForEmail(address: string, subject: RegExp, { count = 1 } = {}) {
	let found: ReturnType<typeof decodeEml>[] = []
	await expect
		.poll(
			() => {
				found = messagesTo(address).filter((m) => subject.test(m.subject))
				return found.length
			},
			{ message: `an e-mail to ${address} with subject ${subject}`, timeout: 10_000 },
		)
		.toBeGreaterThanOrEqual(count)
	return found[found.length - 1]!
}

/** The app link (path and query) in the newest matching e-mail, e.g. /activate?token=... */
export async function waitForLink(address: string, subject: RegExp, pathname: string, { count = 1 } = {}) {
	const email = await waitForEmail(address, subject, { count })
	const link = findTokenLink(email.text, pathname)
	expect(link, `a ${pathname} link in "${email.subject}"`).not.toBeNull()
	return link!
}

/**
 * A fresh account's e-mailed link, made through the JSON API so the page
 * stays signed out: the activation link, or a password-reset link.
 */
export async function freshEmailedLink(page: Page, kind: 'activation' | 'reset') {
	const user = uniqueUser('mail')
	const registered = await page.request.post('/api/register', { data: user })
	expect(registered.status()).toBe(201)
	await page.request.post('/api/logout')
	if (kind === 'activation') return waitForLink(user.email, SUBJECTS.activation, '/activate')
	await page.request.post('/api/auth/forgot-password', { data: { email: user.email } })
	return waitForLink(user.email, SUBJECTS.reset, '/reset-password')
}
