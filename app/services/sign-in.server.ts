/**
 * Sign-in, shared by the /auth form (conform replies, redirects with a
 * toast) and POST /api/login (JSON). Rate limited per username.
 */
import { parseWithZod } from '@conform-to/zod'
import { data } from '@remix-run/node'
import { LoginSchema } from '#app/lib/schemas/auth'
import { toPublicUser, getUserById } from '#app/models/user.server'
import { createUserSessionHeaders } from './auth.server'
import { verifyCredentials } from './authenticator.server'
import { bodyErrorResponse, combineHeaders, jsonError, readBody, safeRedirect } from './http.server'
import { RATE_LIMITED_MESSAGE, signInLimiter } from './rate-limit.server'
import { redirectWithToast } from './toast.server'

function usernameKey(username: string) {
	return username.trim().toLowerCase()
}

export async function signInApi(request: Request) {
	let body: Record<string, unknown>
	try {
		body = await readBody(request)
	} catch (error) {
		return bodyErrorResponse(error)
	}
	const parsed = LoginSchema.safeParse(body)
	if (!parsed.success) return jsonError(parsed.error.issues[0]!.message, 400)
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
