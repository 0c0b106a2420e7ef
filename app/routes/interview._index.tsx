/** /interview (the Practice link) starts from the set-up page. */
import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { requireUserId } from '#app/services/auth.server'

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUserId(request)
	return redirect('/interview-setup')
}
