/**
 * Who is signed in, and the guards every loader and action uses:
 * requireUserId -> /auth; suspended -> /auth?suspended=true (JSON 403 on /api/*).
 * The signed cookie holds only a session id; its row in user_sessions is
 * read on every request (ADR 0010), so signing out ends it everywhere.
 */
import { redirect } from '@remix-run/node'
import { type UserRow } from '#app/models/user.server'
import {
	createUserSession,
	deleteUserSession,
	getUserSession,
	touchUserSession,
} from '#app/models/user-session.server'
import { authSessionStorage, SESSION_ID_KEY } from './session.server'
import {
	ACCESS_DENIED_MESSAGE,
	hasPermission,
	PERMISSION_DENIED_MESSAGE,
	type Permission,
} from '#app/lib/admin'
import { getAdminRole, type AdminRole } from '#app/models/admin-role.server'

export const SUSPENDED_MESSAGE =
	'Your account has been suspended. Please contact support for assistance.'

function isApiRequest(request: Request) {
	return new URL(request.url).pathname.startsWith('/api/')
}

async function getSession(request: Request) {
	return authSessionStorage.getSession(request.headers.get('cookie'))
}

/** The session id in the request's (signed) cookie, without checking it is still live. */
export async function getSessionId(request: Request): Promise<string | null> {
	const sessionId = (await getSession(request)).get(SESSION_ID_KEY)
	return typeof sessionId === 'string' ? sessionId : null
}

/** The signed-in user, or null. Never throws for a suspended user. */
export async function getUser(request: Request): Promise<UserRow | null> {
	const sessionId = await getSessionId(request)
	if (!sessionId) return null
	const found = await getUserSession(sessionId)
	if (!found) return null
	await touchUserSession(found.session)
	return found.user
}

async function unauthenticated(request: Request): Promise<never> {
	if (isApiRequest(request)) {
		throw Response.json({ message: 'Not authenticated' }, { status: 401 })
	}
	const url = new URL(request.url)
	const redirectTo = url.pathname + url.search
	const params = redirectTo && redirectTo !== '/' ? `?${new URLSearchParams({ redirectTo })}` : ''
	throw redirect(`/auth${params}`, { headers: await clearCookieHeaders(request) })
}

async function suspended(request: Request): Promise<never> {
	// The row stays: a suspended user keeps getting "suspended", not "signed out".
	const headers = await clearCookieHeaders(request)
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

export type AdminUser = UserRow & { admin: AdminRole }

function forbidden(request: Request, message: string): never {
	throw isApiRequest(request)
		? Response.json({ message }, { status: 403 })
		: new Response(message, { status: 403, statusText: 'Forbidden' })
}

/**
 * The signed-in, active administrator. Visitors -> /auth (401 on /api),
 * suspended -> /auth?suspended=true (403 {suspended} on /api), anyone without
 * an admin role -> 403 "You don't have admin access to this area.", and an
 * admin whose role lacks `permission` -> 403 (super_admin passes every check).
 */
export async function requireAdmin(request: Request, permission?: Permission): Promise<AdminUser> {
	const user = await requireUser(request)
	const admin = user.isAdmin ? await getAdminRole(user.id) : null
	if (!admin) forbidden(request, ACCESS_DENIED_MESSAGE)
	if (permission && !hasPermission(admin, permission)) forbidden(request, PERMISSION_DENIED_MESSAGE)
	return { ...user, admin }
}

/**
 * Start a fresh session for the user: a new user_sessions row (recording the
 * browser, for the signed-in devices list) and a new signed cookie holding
 * its id, so nothing from a pre-sign-in session carries over.
 */
export async function createUserSessionHeaders(userId: string, request?: Request) {
	const row = await createUserSession(userId, request?.headers.get('user-agent') ?? '')
	const fresh = await authSessionStorage.getSession()
	fresh.set(SESSION_ID_KEY, row.id)
	return new Headers({ 'set-cookie': await authSessionStorage.commitSession(fresh) })
}

async function clearCookieHeaders(request: Request) {
	return new Headers({ 'set-cookie': await authSessionStorage.destroySession(await getSession(request)) })
}

/** Sign out: delete this session's row (so a copied cookie stops working) and clear the cookie. */
export async function clearSessionHeaders(request: Request) {
	const session = await getSession(request)
	const sessionId = session.get(SESSION_ID_KEY)
	if (typeof sessionId === 'string') {
		const found = await getUserSession(sessionId)
		if (found) await deleteUserSession(found.user.id, sessionId)
	}
	return new Headers({ 'set-cookie': await authSessionStorage.destroySession(session) })
}
