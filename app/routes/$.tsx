/** Any unmatched path: a 404 page inside the normal layout. */
import { NotFound } from '#app/components/not-found'
import { type HydrationHandle } from '#app/utils/hydration'

/** The 404 page loads no JavaScript. */
export const handle: HydrationHandle = { hydrate: false }

export async function loader() {
	throw new Response('Not found', { status: 404 })
}

export function ErrorBoundary() {
	return (
		<div className="mx-auto max-w-3xl px-4 py-16">
			<NotFound />
		</div>
	)
}

export default function NotFoundRoute() {
	return <ErrorBoundary />
}
