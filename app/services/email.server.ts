/**
 * Sends e-mail with nodemailer: SMTP_URL when set, otherwise each message is
 * written as an .eml file to DATA_DIR/outbox and its links are logged (never the address), so
 * sign-up, activation and reset work locally with nothing configured.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { getEnv } from './env.server'

export type Email = { to: string; subject: string; html: string; text: string }

let transporter: Transporter | undefined

function getTransporter() {
	const env = getEnv()
	transporter ??= env.SMTP_URL
		? nodemailer.createTransport(env.SMTP_URL)
		: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
	return transporter
}

export function isSmtpConfigured() {
	return Boolean(getEnv().SMTP_URL)
}

export async function sendEmail(email: Email) {
	const env = getEnv()
	const info = await getTransporter().sendMail({ from: env.MAIL_FROM, ...email })
	if (!env.SMTP_URL) {
		const outbox = path.join(env.DATA_DIR, 'outbox')
		await fs.mkdir(outbox, { recursive: true })
		const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`)
		await fs.writeFile(file, info.message as Buffer)
		const links = email.text.match(/https?:\/\/\S+/g) ?? []
		console.info(`[email] "${email.subject}" written to ${file}`, links.join(' '))
	}
	return { messageId: info.messageId as string }
}

/** SMTP connection test for /email-test. */
export async function verifySmtp(): Promise<{ success: boolean; message: string }> {
	if (!isSmtpConfigured()) {
		return {
			success: false,
			message: 'SMTP is not configured (SMTP_URL is unset). E-mails are written to the local outbox.',
		}
	}
	try {
		await getTransporter().verify()
		return { success: true, message: 'SMTP connection successful.' }
	} catch (error) {
		return { success: false, message: error instanceof Error ? error.message : 'SMTP connection failed.' }
	}
}
