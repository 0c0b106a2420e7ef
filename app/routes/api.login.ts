/**
 * GET /api/login redirects to /auth (DESIGN.md departure).
 * POST /api/login signs in with username and password (JSON or form body).
 */
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { clientAddress } from '#app/services/rate-limit.server'
import { signInApi } from '#app/services/sign-in.server'

export async function loader() {
	return redirect('/auth')
}

export async function action({ request, context }: ActionFunctionArgs) {
	return signInApi(request, clientAddress(context))
}
