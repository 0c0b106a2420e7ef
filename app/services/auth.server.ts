/**
 * Who is signed in, and the guards every loader and action uses:
 * requireUserId -> /auth; suspended -> /auth?suspended=true (JSON 403 on /api/*).
 */
import { redirect } from '@remix-run/node'
import { getUserById, type UserRow } from '#app/models/user.server'
import { authSessionStorage, SESSION_ISSUED_AT_KEY, SESSION_USER_KEY } from './session.server'

export const SUSPENDED_MESSAGE =
	'Your account has been suspended. Please contact support for assistance.'

function isApiRequest(request: Request) {
	return new URL(request.url).pathname.startsWith('/api/')
}

async function getSession(request: Request) {
	return authSessionStorage.getSession(request.headers.get('cookie'))
}

/** The signed-in user, or null. Never throws for a suspended user. */
export async function getUser(request: Request): Promise<UserRow | null> {
	const session = await getSession(request)
	const userId = session.get(SESSION_USER_KEY)
	if (typeof userId !== 'string') return null
	const user = await getUserById(userId)
	// A password change or reset ends every session issued before it.
	const issuedAt = Number(session.get(SESSION_ISSUED_AT_KEY) ?? 0)
	if (user?.passwordChangedAt && issuedAt < user.passwordChangedAt.getTime()) return null
	return user
}

async function unauthenticated(request: Request): Promise<never> {
	if (isApiRequest(request)) {
		throw Response.json({ message: 'Not authenticated' }, { status: 401 })
	}
	const url = new URL(request.url)
	const redirectTo = url.pathname + url.search
	const params = redirectTo && redirectTo !== '/' ? `?${new URLSearchParams({ redirectTo })}` : ''
	throw redirect(`/auth${params}`, { headers: await clearSessionHeaders(request) })
}

async function suspended(request: Request): Promise<never> {
	const headers = await clearSessionHeaders(request)
	if (isApiRequest(request)) {
		throw Response.json(
			{ message: 'Account suspended', suspended: true },
			{ status: 403, headers },
		)
	}
	throw redirect('/auth?suspended=true', { headers })
}

/** The signed-in, active user; otherwise throws a redirect (or a JSON 401/403 on /api). */
export async function requireUser(request: Request): Promise<UserRow> {
	const user = await getUser(request)
	if (!user) return unauthenticated(request)
	if (!user.isActive) return suspended(request)
	return user
}

export async function requireUserId(request: Request): Promise<string> {
	return (await requireUser(request)).id
}

/** For pages only visitors should see (sign in, sign up): signed-in users go to /. */
export async function requireAnonymous(request: Request) {
	const user = await getUser(request)
	if (user?.isActive) throw redirect('/')
}

/**
 * For the account-recovery pages anyone may open (activation, forgot and
 * reset password): a suspended session still goes to /auth?suspended=true.
 */
export async function rejectSuspended(request: Request): Promise<UserRow | null> {
	const user = await getUser(request)
	if (user && !user.isActive) return suspended(request)
	return user
}

export async function requireAdmin(request: Request): Promise<UserRow> {
	const user = await requireUser(request)
	if (!user.isAdmin) {
		throw isApiRequest(request)
			? Response.json({ message: "You don't have admin access to this area." }, { status: 403 })
			: new Response("You don't have admin access to this area.", { status: 403 })
	}
	return user
}

/**
 * Start a fresh session for the user. The session lives entirely in a new
 * signed cookie, so nothing from a pre-sign-in session carries over.
 */
export async function createUserSessionHeaders(userId: string) {
	const fresh = await authSessionStorage.getSession()
	fresh.set(SESSION_USER_KEY, userId)
	fresh.set(SESSION_ISSUED_AT_KEY, Date.now())
	return new Headers({ 'set-cookie': await authSessionStorage.commitSession(fresh) })
}

export async function clearSessionHeaders(request: Request) {
	const session = await getSession(request)
	return new Headers({ 'set-cookie': await authSessionStorage.destroySession(session) })
}
