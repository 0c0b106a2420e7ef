/**
 * /email-test and /api/email/test*: the SMTP connection test and the three
 * sample e-mails. Samples go only to the user's own address unless the user
 * is an admin (DESIGN.md departure), and never carry a working token.
 */
import { EmailTestSchema } from '#app/lib/schemas/auth'
import { type UserRow } from '#app/models/user.server'
import { sendActivationLink, sendResetLink, sendWelcome } from './account-emails.server'
import { requireUser } from './auth.server'
import { verifySmtp } from './email.server'
import { jsonError, methodNotAllowed, parseJsonBody } from './http.server'
import { EMAIL_TEST_LIMITED_MESSAGE, emailTestLimiter } from './rate-limit.server'

export const EMAIL_TEST_KINDS = ['welcome', 'activation', 'reset'] as const
export type EmailTestKind = (typeof EMAIL_TEST_KINDS)[number]

export const OWN_ADDRESS_ONLY = 'You can only send test emails to your own email address.'

const LABELS: Record<EmailTestKind, string> = {
	welcome: 'Welcome',
	activation: 'Activation',
	reset: 'Password reset',
}

/** A sample token: the link shows the page's invalid-link state. */
const SAMPLE_TOKEN = 'sample-token-from-email-test'

export function testSmtpConnection() {
	return verifySmtp()
}

export type EmailTestResult =
	| { ok: true; message: string }
	| { ok: false; status: 403 | 429 | 502; message: string }

export async function sendTestEmail(
	kind: EmailTestKind,
	input: { email: string; name: string },
	user: Pick<UserRow, 'id' | 'email' | 'isAdmin'>,
): Promise<EmailTestResult> {
	if (!user.isAdmin && input.email.toLowerCase() !== user.email.toLowerCase()) {
		return { ok: false, status: 403, message: OWN_ADDRESS_ONLY }
	}
	if (!(await emailTestLimiter.hit(user.id))) return { ok: false, status: 429, message: EMAIL_TEST_LIMITED_MESSAGE }
	const to = { email: input.email, firstName: input.name }
	try {
		if (kind === 'welcome') await sendWelcome(to)
		else if (kind === 'activation') await sendActivationLink(to, SAMPLE_TOKEN)
		else await sendResetLink(to, SAMPLE_TOKEN)
	} catch (error) {
		const reason = error instanceof Error ? error.message : 'unknown error'
		return { ok: false, status: 502, message: `Unable to send test email: ${reason}` }
	}
	return { ok: true, message: `${LABELS[kind]} test email sent to ${input.email}.` }
}

/** POST /api/email/test-{welcome,activation,reset}: the same rules as the page, as JSON. */
export async function handleTestEmailRequest(request: Request, kind: EmailTestKind) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const user = await requireUser(request)
	const body = await parseJsonBody(request, EmailTestSchema)
	if (!body.ok) return body.response
	const result = await sendTestEmail(kind, body.data, user)
	if (!result.ok) return jsonError(result.message, result.status, { success: false })
	return Response.json({ success: true, message: result.message })
}
