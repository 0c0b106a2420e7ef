import { useMatches, useRouteError } from '@remix-run/react'

/**
 * A route that needs no JavaScript says so in its handle:
 * `export const handle: HydrationHandle = { hydrate: false }`, or a function of
 * its loader data (`hydrate: (data) => data.dashboard !== null`) when only some
 * of its states need scripts. Every other route hydrates as before.
 */
export type HydrationHandle = { hydrate?: boolean | ((data: never) => boolean) }

function routeSaysNo(handle: unknown, data: unknown) {
	if (!handle || typeof handle !== 'object' || !('hydrate' in handle)) return false
	const hydrate = (handle as HydrationHandle).hydrate
	if (typeof hydrate === 'function') return !(hydrate as (data: unknown) => boolean)(data)
	return hydrate === false
}

/**
 * Whether this page loads the app's JavaScript: not on pages that need none
 * (their forms and links are plain HTML), nor on the error and 404 pages. Like
 * remix-utils' useShouldHydrate, but routes hydrate unless they opt out.
 */
export function useShouldHydrate() {
	const matches = useMatches()
	const error = useRouteError()
	if (error) return false
	return !matches.some((match) => routeSaysNo(match.handle, match.data))
}
