/**
 * Sign-in, shared by the /auth form (conform replies, redirects with a
 * toast) and POST /api/login (JSON). Throttled by sign-in-throttle.server.ts.
 * Google sign-in (/auth/google and its callback) ends here too.
 */
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import { LoginSchema } from '#app/lib/schemas/auth'
import { toPublicUser, getUserById } from '#app/models/user.server'
import { clearSessionHeaders, createUserSessionHeaders, SUSPENDED_MESSAGE } from './auth.server'
import { ACCOUNT_SUSPENDED, authenticateWithGoogle, INVALID_CREDENTIALS, verifyCredentials } from './authenticator.server'
import { formatError } from './errors.server'
import { combineHeaders, jsonError, parseJsonBody, safeRedirect } from './http.server'
import { RATE_LIMITED_MESSAGE } from './rate-limit.server'
import { recordFailedSignIn, recordSuccessfulSignIn, signInWaitMs } from './sign-in-throttle.server'
import { redirectWithToast } from './toast.server'

export const SIGN_IN_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again in a few minutes.'

type Attempt =
	| { ok: true; userId: string }
	| { ok: false; status: 401 | 403 | 429 | 503; message: string; retryAfterSeconds?: number }

/**
 * Throttle, verify, record. Only the deliberate refusals reach the person;
 * a fault (the database down, a timeout) is logged without its query or
 * values and answered 503 "try again", never "wrong password".
 */
async function attemptSignIn(request: Request, username: string, password: string, address: string): Promise<Attempt> {
	try {
		const waitMs = await signInWaitMs(username, address)
		if (waitMs > 0) {
			return { ok: false, status: 429, message: RATE_LIMITED_MESSAGE, retryAfterSeconds: Math.ceil(waitMs / 1000) }
		}
		const result = await verifyCredentials(request, { username, password })
		if ('error' in result) {
			if (result.error === INVALID_CREDENTIALS) await recordFailedSignIn(username, address)
			return { ok: false, status: result.error === ACCOUNT_SUSPENDED ? 403 : 401, message: result.error }
		}
		await recordSuccessfulSignIn(username, address)
		return { ok: true, userId: result.userId }
	} catch (error) {
		if (error instanceof Response) throw error
		console.error('sign-in failed', formatError(error))
		return { ok: false, status: 503, message: SIGN_IN_UNAVAILABLE }
	}
}

function retryHeaders(attempt: Attempt) {
	return !attempt.ok && attempt.retryAfterSeconds ? { 'retry-after': String(attempt.retryAfterSeconds) } : undefined
}

export async function signInApi(request: Request, address: string) {
	const parsed = await parseJsonBody(request, LoginSchema)
	if (!parsed.ok) return parsed.response
	const attempt = await attemptSignIn(request, parsed.data.username, parsed.data.password, address)
	if (!attempt.ok) {
		const suspended = attempt.status === 403
		const res = jsonError(attempt.message, attempt.status, suspended ? { suspended: true } : undefined)
		for (const [k, v] of Object.entries(retryHeaders(attempt) ?? {})) res.headers.set(k, v)
		return res
	}
	const user = await getUserById(attempt.userId)
	return Response.json(toPublicUser(user!), {
		headers: await createUserSessionHeaders(attempt.userId, request),
	})
}

export async function signInForm(request: Request, formData: FormData, address: string) {
	const submission = parseWithZod(formData, { schema: LoginSchema })
	if (submission.status !== 'success') {
		return data({ intent: 'signin' as const, result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	const { username, password, redirectTo } = submission.value
	const attempt = await attemptSignIn(request, username, password, address)
	if (!attempt.ok) {
		if (attempt.status === 403) {
			return redirectWithToast('/auth?suspended=true', {
				type: 'error',
				title: 'Account Suspended',
				description: SUSPENDED_MESSAGE,
			})
		}
		return data(
			{
				intent: 'signin' as const,
				result: submission.reply({ formErrors: [attempt.message], hideFields: ['password'] }),
			},
			{ status: attempt.status, headers: retryHeaders(attempt) },
		)
	}
	return redirectWithToast(
		safeRedirect(redirectTo),
		{ type: 'success', title: 'Welcome back!', description: 'You have successfully logged in.' },
		{ headers: combineHeaders(await createUserSessionHeaders(attempt.userId, request)) },
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
		{ headers: await createUserSessionHeaders(user.id, request) },
	)
}
