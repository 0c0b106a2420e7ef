/** The three account e-mails (welcome, activation, reset), rendered from react-email templates. */
import { render } from '@react-email/components'
import { type ReactElement } from 'react'
import { ActivationEmail } from '#app/emails/activation'
import { ResetPasswordEmail } from '#app/emails/reset-password'
import { WelcomeEmail } from '#app/emails/welcome'
import { issueToken } from '#app/models/auth-token.server'
import { claimWelcome } from '#app/models/user.server'
import { getEnv } from './env.server'
import { sendEmail } from './email.server'

type Recipient = { id?: string; email: string; firstName: string }

async function renderEmail(element: ReactElement) {
	const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
	return { html, text }
}

export function appLink(pathname: string) {
	return `${getEnv().APP_URL}${pathname}`
}

export async function sendWelcome(to: Recipient) {
	const body = await renderEmail(WelcomeEmail({ firstName: to.firstName, link: appLink('/') }))
	return sendEmail({ to: to.email, subject: 'Welcome to NHS Interview Coach', ...body })
}

export async function sendActivationLink(to: Recipient, token: string) {
	const link = appLink(`/activate?token=${encodeURIComponent(token)}`)
	const body = await renderEmail(ActivationEmail({ firstName: to.firstName, link }))
	return sendEmail({ to: to.email, subject: 'Activate your NHS Interview Coach account', ...body })
}

export async function sendResetLink(to: Recipient, token: string) {
	const link = appLink(`/reset-password?token=${encodeURIComponent(token)}`)
	const body = await renderEmail(ResetPasswordEmail({ firstName: to.firstName, link }))
	return sendEmail({ to: to.email, subject: 'Reset your NHS Interview Coach password', ...body })
}

/** Issue a fresh activation token for the user and e-mail it. */
export async function sendActivation(user: Recipient & { id: string }) {
	const token = await issueToken(user.id, 'activation')
	await sendActivationLink(user, token)
}

/** Issue a fresh reset token (revoking older ones) and e-mail it. */
export async function sendPasswordReset(user: Recipient & { id: string }) {
	const token = await issueToken(user.id, 'password_reset')
	await sendResetLink(user, token)
}

/**
 * The welcome e-mail, once per account: at sign-up when activation is not
 * required (and for Google sign-ups, already confirmed), otherwise when the
 * account is activated. Never throws: a failed e-mail is logged, the
 * account is unaffected.
 */
export async function sendWelcomeOnce(user: Recipient & { id: string }) {
	try {
		if (await claimWelcome(user.id)) await sendWelcome(user)
	} catch (error) {
		console.error(`[email] welcome e-mail to user ${user.id} failed`, error)
	}
}
