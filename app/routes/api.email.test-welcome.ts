/** POST /api/email/test-welcome {email, name}: send the sample welcome e-mail. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { handleTestEmailRequest } from '#app/services/email-test.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	return handleTestEmailRequest(request, 'welcome')
}
