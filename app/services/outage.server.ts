/**
 * One place that turns faults into answers a person or a client can act on,
 * by wrapping every route's loader and action in the server build:
 * - the database unreachable, gone or timing out: /api answers 503 JSON
 *   `{message}`, pages show the friendly 503 page (root ErrorBoundary);
 * - any other unexpected error on /api: 500 JSON `{message}` (never
 *   text/plain, never a stack trace).
 * Both are logged through describeError, so no query or value is logged.
 */
import { type ServerBuild } from '@remix-run/node'
import { DATABASE_UNAVAILABLE_MESSAGE, formatError, isDatabaseUnavailable } from './errors.server'

export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.'

type Handler = (args: { request: Request } & Record<string, unknown>) => unknown

function isApi(request: Request) {
	return new URL(request.url).pathname.startsWith('/api/')
}

/** Thrown by loaders on purpose: redirects, 4xx Responses, `data()` results. */
function isDeliberate(error: unknown) {
	return error instanceof Response || (typeof error === 'object' && error !== null && 'type' in error && (error as { type: unknown }).type === 'DataWithResponseInit')
}

export function guardHandler<H extends Handler>(handler: H): H {
	const guarded = async (args: Parameters<H>[0]) => {
		try {
			return await handler(args)
		} catch (error) {
			if (isDeliberate(error)) throw error
			const { request } = args
			if (isDatabaseUnavailable(error)) {
				console.error('database unavailable', request.method, new URL(request.url).pathname, formatError(error))
				if (isApi(request)) {
					return Response.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503, headers: { 'retry-after': '30' } })
				}
				throw new Response(DATABASE_UNAVAILABLE_MESSAGE, { status: 503, statusText: 'Service Unavailable', headers: { 'retry-after': '30' } })
			}
			if (isApi(request)) {
				console.error('unexpected error', request.method, new URL(request.url).pathname, formatError(error))
				return Response.json({ message: UNEXPECTED_ERROR_MESSAGE }, { status: 500 })
			}
			throw error
		}
	}
	return guarded as H
}

/** The same build with every loader and action guarded. */
export function withFaultHandling(build: ServerBuild): ServerBuild {
	const routes = Object.fromEntries(
		Object.entries(build.routes).map(([id, route]) => {
			const module = { ...route.module } as Record<string, unknown>
			for (const key of ['loader', 'action'] as const) {
				if (typeof module[key] === 'function') module[key] = guardHandler(module[key] as Handler)
			}
			return [id, { ...route, module: module as unknown as typeof route.module }]
		}),
	)
	return { ...build, routes }
}
