/** Helpers for integration tests that call route loaders and actions directly. */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { createUser } from '#app/models/user.server'
import { createUserSessionHeaders } from '#app/services/auth.server'
import { hashPassword } from '#app/services/password.server'

export const TEST_PASSWORD = 'correct-horse-battery'

let n = 0
/** An activated user whose password is TEST_PASSWORD, and a session cookie for them. */
export async function createTestUser(overrides: Partial<Parameters<typeof createUser>[0]> = {}) {
	const id = `${process.pid}_${Date.now().toString(36)}_${n++}`
	const user = await createUser({
		username: `it_${id}`,
		email: `it_${id}@example.test`,
		passwordHash: await hashPassword(TEST_PASSWORD),
		firstName: 'Amara',
		lastName: 'Okafor',
		activatedAt: new Date(),
		...overrides,
	})
	const setCookie = (await createUserSessionHeaders(user.id)).get('set-cookie')!
	const cookie = setCookie.split(';')[0]!
	return { user, cookie }
}

export function apiRequest(
	path: string,
	{ method = 'GET', cookie, json, body, headers = {} }: { method?: string; cookie?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
) {
	return new Request(`http://localhost${path}`, {
		method,
		headers: {
			...(cookie ? { cookie } : {}),
			...(json !== undefined || body !== undefined ? { 'content-type': 'application/json' } : {}),
			...headers,
		},
		body: json !== undefined ? JSON.stringify(json) : body,
	})
}

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<Response> | Response

let clients = 0
/**
 * Call a loader/action; thrown Responses (redirects, 401/403) are returned like normal ones.
 * Each call comes from its own client address, so per-address limits (kept in the shared
 * database) never carry over from one test to another.
 */
export async function call(handler: Handler, request: Request, params: Record<string, string> = {}) {
	try {
		const clientIp = `test-client-${process.pid}-${clients++}`
		return await handler({ request, params, context: { clientIp } } as LoaderFunctionArgs)
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
}
