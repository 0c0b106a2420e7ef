/**
 * /auth/google: start Google sign-in (the browser goes to Google and comes
 * back to /auth/google/callback). POST from the /auth buttons; GET works too.
 * Without GOOGLE_CLIENT_ID the person is sent back to /auth with a message.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { rejectSuspended, requireAnonymous } from '#app/services/auth.server'
import { signInWithGoogle } from '#app/services/sign-in.server'

export async function loader({ request }: LoaderFunctionArgs) {
	await rejectSuspended(request)
	await requireAnonymous(request)
	return signInWithGoogle(request)
}

export async function action({ request }: ActionFunctionArgs) {
	await rejectSuspended(request)
	await requireAnonymous(request)
	return signInWithGoogle(request)
}
