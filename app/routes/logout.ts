/** POST /logout signs out (a POST, never a GET). */
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { clearSessionHeaders } from '#app/services/auth.server'
import { redirectWithToast } from '#app/services/toast.server'

export async function action({ request }: ActionFunctionArgs) {
	return redirectWithToast(
		'/',
		{ type: 'success', title: 'Logged out', description: 'You have been successfully logged out.' },
		{ headers: await clearSessionHeaders(request) },
	)
}

export async function loader() {
	return redirect('/')
}
