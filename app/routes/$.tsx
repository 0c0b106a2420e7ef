/** Any unmatched path: a 404 page inside the normal layout. */
import { NotFound } from '#app/components/not-found'

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
