/** Flash toasts carried across a redirect in a short-lived signed cookie. */
import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { z } from 'zod'
import { getEnv } from './env.server'
import { combineHeaders } from './http.server'
import { secureCookies } from './session.server'

export const toastKey = 'toast'

const ToastSchema = z.object({
	id: z.string().default(() => crypto.randomUUID()),
	title: z.string().optional(),
	description: z.string(),
	type: z.enum(['message', 'success', 'error']).default('message'),
})

export type Toast = z.infer<typeof ToastSchema>
export type ToastInput = z.input<typeof ToastSchema>

const toastSessionStorage = createCookieSessionStorage({
	cookie: {
		name: 'nhs_toast',
		sameSite: 'lax',
		path: '/',
		httpOnly: true,
		secrets: getEnv().SESSION_SECRET.split(','),
		secure: secureCookies,
	},
})

export async function redirectWithToast(
	url: string,
	toast: ToastInput,
	init?: ResponseInit,
) {
	return redirect(url, {
		...init,
		headers: combineHeaders(init?.headers, await createToastHeaders(toast)),
	})
}

export async function createToastHeaders(toastInput: ToastInput) {
	const session = await toastSessionStorage.getSession()
	const toast = ToastSchema.parse(toastInput)
	session.flash(toastKey, toast)
	const cookie = await toastSessionStorage.commitSession(session)
	return new Headers({ 'set-cookie': cookie })
}

export async function getToast(request: Request) {
	const session = await toastSessionStorage.getSession(request.headers.get('cookie'))
	const result = ToastSchema.safeParse(session.get(toastKey))
	const toast = result.success ? result.data : null
	return {
		toast,
		headers: toast
			? new Headers({ 'set-cookie': await toastSessionStorage.destroySession(session) })
			: null,
	}
}
