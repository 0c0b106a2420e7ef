import { Link } from '@remix-run/react'

/** SPEC.md's not-found page text. */
export function NotFound() {
	return (
		<div>
			<h1 className="text-3xl font-bold">404 Page Not Found</h1>
			<p className="mt-4 text-lg">Did you forget to add the page to the router?</p>
			<p className="mt-6">
				<Link to="/" className="font-semibold text-nhs-blue underline dark:text-nhs-light-blue">
					Go to the home page
				</Link>
			</p>
		</div>
	)
}
