/** DELETE /api/user/account: deletes the account and its data, and signs out. */
import { type ActionFunctionArgs } from '@remix-run/node'
import { deleteAccount } from '#app/services/account.server'
import { clearSessionHeaders, requireUser } from '#app/services/auth.server'
import { methodNotAllowed } from '#app/services/http.server'

export async function loader() {
	return methodNotAllowed('DELETE')
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'DELETE') return methodNotAllowed('DELETE')
	const user = await requireUser(request)
	await deleteAccount(user.id)
	return Response.json(
		{ success: true, message: 'Account deleted' },
		{ headers: await clearSessionHeaders(request) },
	)
}
