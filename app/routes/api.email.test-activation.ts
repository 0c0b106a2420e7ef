/** POST /api/email/test-activation {email, name}: send the sample activation e-mail. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { handleTestEmailRequest } from '#app/services/email-test.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	return handleTestEmailRequest(request, 'activation')
}
