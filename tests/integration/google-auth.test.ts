/**
 * Google sign-in end to end through remix-auth-google, with Google's token
 * and userinfo endpoints answered by msw: /auth/google redirects to Google
 * with a state, the callback creates or links the account by verified e-mail.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

vi.hoisted(() => {
	process.env.GOOGLE_CLIENT_ID = 'test-client-id.apps.googleusercontent.com'
	process.env.GOOGLE_CLIENT_SECRET = 'test-client-secret'
})

const { createUser, getUserByGoogleId, getUserById } = await import('#app/models/user.server')
const googleStart = await import('#app/routes/auth_.google')
const googleCallback = await import('#app/routes/auth_.google_.callback')
const { getToast } = await import('#app/services/toast.server')
const { createUserSessionHeaders, getUser } = await import('#app/services/auth.server')
const { emailsTo, waitForEmail } = await import('../support/outbox')
const { SUBJECTS } = await import('../support/eml')
const { hashPassword } = await import('#app/services/password.server')
const { resetEnvCache } = await import('#app/services/env.server')

type Profile = { sub: string; email: string; email_verified: boolean; given_name?: string; family_name?: string; picture?: string }
const profiles = new Map<string, Profile>()

const server = setupServer(
	http.post('https://oauth2.googleapis.com/token', async ({ request }) => {
		const code = new URLSearchParams(await request.text()).get('code')!
		if (!profiles.has(code)) return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })
		return HttpResponse.json({ access_token: `at-${code}`, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile', id_token: 'x' })
	}),
	http.get('https://www.googleapis.com/oauth2/v3/userinfo', ({ request }) => {
		const code = request.headers.get('authorization')!.replace('Bearer at-', '')
		const profile = profiles.get(code)!
		return HttpResponse.json({ name: `${profile.given_name} ${profile.family_name}`, locale: 'en-GB', hd: '', ...profile })
	}),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => {
	server.close()
	delete process.env.GOOGLE_CLIENT_ID
	delete process.env.GOOGLE_CLIENT_SECRET
	resetEnvCache()
})

async function call(handler: unknown, request: Request): Promise<Response> {
	try {
		return (await (handler as (a: unknown) => Promise<Response>)({ request, params: {}, context: {} })) as Response
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
}

const cookieValue = (res: Response, name: string) =>
	res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0]

async function signedInUserId(res: Response) {
	const cookie = cookieValue(res, 'nhs_session')
	if (!cookie) return null
	return (await getUser(new Request('http://localhost', { headers: { cookie } })))?.id ?? null
}

async function toastOf(res: Response) {
	const cookie = cookieValue(res, 'nhs_toast')
	return cookie ? (await getToast(new Request('http://localhost', { headers: { cookie } }))).toast : null
}

let n = 0
function unique(prefix: string) {
	return `${prefix}_${process.pid}_${Date.now().toString(36)}_${n++}`
}

/** Click "Sign in with Google", consent at Google, come back to the callback. */
async function signInWithGoogle(profile: Profile, { tamperState = false } = {}) {
	const start = await call(googleStart.action, new Request('http://localhost:3000/auth/google', { method: 'POST' }))
	expect(start.status).toBe(302)
	const google = new URL(start.headers.get('location')!)
	expect(google.origin + google.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
	expect(google.searchParams.get('client_id')).toBe('test-client-id.apps.googleusercontent.com')
	expect(google.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/google/callback')
	expect(google.searchParams.get('scope')).toContain('email')
	const state = tamperState ? 'forged-state' : google.searchParams.get('state')!
	const code = unique('code')
	profiles.set(code, profile)
	return call(
		googleCallback.loader,
		new Request(`http://localhost:3000/auth/google/callback?state=${state}&code=${code}`, {
			headers: { cookie: cookieValue(start, 'nhs_session')! },
		}),
	)
}

describe('Google sign-in', () => {
	test('a new Google user gets an activated account and is signed in', async () => {
		const sub = unique('sub')
		const email = `${unique('g')}@gmail.example`
		const res = await signInWithGoogle({ sub, email: email.toUpperCase(), email_verified: true, given_name: 'Priya', family_name: 'Shah', picture: 'https://lh3.example/p.jpg' })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/')
		expect(await toastOf(res)).toMatchObject({ title: 'Welcome back!' })
		const user = await getUserByGoogleId(sub)
		expect(user).toMatchObject({ email, firstName: 'Priya', lastName: 'Shah', passwordHash: null, profileImageUrl: 'https://lh3.example/p.jpg' })
		expect(user!.activatedAt).toBeInstanceOf(Date)
		expect(user!.username).toMatch(/^[A-Za-z0-9._-]{3,}$/)
		expect(await signedInUserId(res)).toBe(user!.id)
		expect((await waitForEmail(email, SUBJECTS.welcome)).text).toContain('Welcome, Priya!')
		// The second time finds the same account, and sends no second welcome.
		const again = await signInWithGoogle({ sub, email, email_verified: true, given_name: 'Priya', family_name: 'Shah' })
		expect(await signedInUserId(again)).toBe(user!.id)
		expect(emailsTo(email, SUBJECTS.welcome)).toHaveLength(1)
	})

	test('links to an existing account with the same confirmed e-mail, keeping its password', async () => {
		const name = unique('local')
		const local = await createUser({ username: name, email: `${name}@example.test`, passwordHash: await hashPassword('local-password'), firstName: 'Tom', lastName: 'Reed', activatedAt: new Date() })
		const sub = unique('sub')
		const res = await signInWithGoogle({ sub, email: local.email, email_verified: true, given_name: 'Thomas', family_name: 'Reed' })
		expect(await signedInUserId(res)).toBe(local.id)
		const linked = await getUserById(local.id)
		expect(linked).toMatchObject({ googleId: sub, firstName: 'Tom', passwordHash: local.passwordHash })
	})

	test('linking an unconfirmed account drops the password whoever registered it set', async () => {
		const name = unique('squat')
		const squatted = await createUser({ username: name, email: `${name}@example.test`, passwordHash: await hashPassword('attacker-password'), firstName: 'X', lastName: 'Y', activatedAt: null })
		const squatterCookie = (await createUserSessionHeaders(squatted.id)).get('set-cookie')!.split(';')[0]!
		const res = await signInWithGoogle({ sub: unique('sub'), email: squatted.email, email_verified: true })
		// The squatter's session ends with their password.
		expect(await getUser(new Request('http://localhost', { headers: { cookie: squatterCookie } }))).toBeNull()
		expect(await signedInUserId(res)).toBe(squatted.id)
		const after = await getUserById(squatted.id)
		expect(after!.passwordHash).toBeNull()
		expect(after!.activatedAt).toBeInstanceOf(Date)
	})

	test('refuses unverified Google e-mails, a different Google account for a linked e-mail, and a forged state', async () => {
		const unverified = await signInWithGoogle({ sub: unique('sub'), email: `${unique('u')}@gmail.example`, email_verified: false })
		expect(unverified.headers.get('location')).toBe('/auth')
		expect(await signedInUserId(unverified)).toBeNull()
		expect((await toastOf(unverified))?.description).toMatch(/does not have a verified email address/)

		const email = `${unique('taken')}@gmail.example`
		await signInWithGoogle({ sub: unique('first'), email, email_verified: true })
		const other = await signInWithGoogle({ sub: unique('second'), email, email_verified: true })
		expect(other.headers.get('location')).toBe('/auth')
		expect((await toastOf(other))?.description).toBe('This email address is already linked to a different Google account.')

		const forged = await signInWithGoogle({ sub: unique('sub'), email: `${unique('f')}@gmail.example`, email_verified: true }, { tamperState: true })
		expect(forged.headers.get('location')).toBe('/auth')
		expect((await toastOf(forged))?.description).toBe('Google sign-in failed. Please try again.')
	})

	test('a suspended account is sent to /auth?suspended=true', async () => {
		const sub = unique('sub')
		const email = `${unique('s')}@gmail.example`
		await createUser({ username: unique('susp'), email, passwordHash: null, firstName: 'S', lastName: 'U', googleId: sub, activatedAt: new Date(), isActive: false })
		const res = await signInWithGoogle({ sub, email, email_verified: true })
		expect(res.headers.get('location')).toBe('/auth?suspended=true')
		expect(await signedInUserId(res)).toBeNull()
	})
})
