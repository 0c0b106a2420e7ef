/**
 * GET /api/email/test: the SMTP connection test, {success, message}.
 * A folder route because a file named api.email.test.ts would be taken for
 * a test file (Remix's ignoredRouteFiles and vitest's include).
 */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/services/auth.server'
import { testSmtpConnection } from '#app/services/email-test.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUser(request)
	return Response.json(await testSmtpConnection())
}

export async function action() {
	return methodNotAllowed('GET')
}
