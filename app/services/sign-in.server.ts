/**
 * Sign-in, shared by the /auth form (conform replies, redirects with a
 * toast) and POST /api/login (JSON). Rate limited per username.
 * Google sign-in (/auth/google and its callback) ends here too.
 */
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import { LoginSchema } from '#app/lib/schemas/auth'
import { toPublicUser, getUserById } from '#app/models/user.server'
import { clearSessionHeaders, createUserSessionHeaders, SUSPENDED_MESSAGE } from './auth.server'
import { authenticateWithGoogle, verifyCredentials } from './authenticator.server'
import { combineHeaders, jsonError, parseJsonBody, safeRedirect } from './http.server'
import { RATE_LIMITED_MESSAGE, signInLimiter } from './rate-limit.server'
import { redirectWithToast } from './toast.server'

function usernameKey(username: string) {
	return username.trim().toLowerCase()
}

export async function signInApi(request: Request) {
	const parsed = await parseJsonBody(request, LoginSchema)
	if (!parsed.ok) return parsed.response
	const key = usernameKey(parsed.data.username)
	if (!signInLimiter.hit(key)) return jsonError(RATE_LIMITED_MESSAGE, 429)
	const result = await verifyCredentials(request, parsed.data)
	if ('error' in result) {
		const suspended = result.error === 'Account suspended'
		return jsonError(result.error, suspended ? 403 : 401, suspended ? { suspended: true } : undefined)
	}
	signInLimiter.reset(key)
	const user = await getUserById(result.userId)
	return Response.json(toPublicUser(user!), {
		headers: await createUserSessionHeaders(result.userId),
	})
}

export async function signInForm(request: Request, formData: FormData) {
	const submission = parseWithZod(formData, { schema: LoginSchema })
	if (submission.status !== 'success') {
		return data({ intent: 'signin' as const, result: submission.reply() }, { status: 400 })
	}
	const { username, password, redirectTo } = submission.value
	const key = usernameKey(username)
	if (!signInLimiter.hit(key)) {
		return data(
			{ intent: 'signin' as const, result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) },
			{ status: 429 },
		)
	}
	const result = await verifyCredentials(request, { username, password })
	if ('error' in result) {
		if (result.error === 'Account suspended') {
			return redirectWithToast('/auth?suspended=true', {
				type: 'error',
				title: 'Account Suspended',
				description: 'Your account has been suspended. Please contact support for assistance.',
			})
		}
		return data(
			{
				intent: 'signin' as const,
				result: submission.reply({ formErrors: [result.error], hideFields: ['password'] }),
			},
			{ status: 401 },
		)
	}
	signInLimiter.reset(key)
	return redirectWithToast(
		safeRedirect(redirectTo),
		{ type: 'success', title: 'Welcome back!', description: 'You have successfully logged in.' },
		{ headers: combineHeaders(await createUserSessionHeaders(result.userId)) },
	)
}

/**
 * /auth/google (throws the redirect to Google) and /auth/google/callback
 * (signs the person in, or back to /auth with a toast saying why not).
 */
export async function signInWithGoogle(request: Request) {
	const result = await authenticateWithGoogle(request)
	const user = 'userId' in result ? await getUserById(result.userId) : null
	if (!user) {
		return redirectWithToast(
			'/auth',
			{ type: 'error', title: 'Unable to sign in', description: 'error' in result ? result.error : 'Google sign-in failed. Please try again.' },
			{ headers: await clearSessionHeaders(request) },
		)
	}
	if (!user.isActive) {
		return redirectWithToast(
			'/auth?suspended=true',
			{ type: 'error', title: 'Account Suspended', description: SUSPENDED_MESSAGE },
			{ headers: await clearSessionHeaders(request) },
		)
	}
	return redirectWithToast(
		'/',
		{ type: 'success', title: 'Welcome back!', description: 'You have successfully logged in.' },
		{ headers: await createUserSessionHeaders(user.id) },
	)
}
