/**
 * GET /api/login redirects to /auth (DESIGN.md departure).
 * POST /api/login signs in with username and password (JSON or form body).
 */
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { signInApi } from '#app/services/sign-in.server'

export async function loader() {
	return redirect('/auth')
}

export async function action({ request }: ActionFunctionArgs) {
	return signInApi(request)
}
