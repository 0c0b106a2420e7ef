/** POST /api/email/test-reset {email, name}: send the sample reset e-mail. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { handleTestEmailRequest } from '#app/services/email-test.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	return handleTestEmailRequest(request, 'reset')
}
