/** /auth/google/callback: Google sends the browser back here with a code. */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { signInWithGoogle } from '#app/services/sign-in.server'

export async function loader({ request }: LoaderFunctionArgs) {
	return signInWithGoogle(request)
}
