/** "/": the landing page for visitors, the dashboard for signed-in users. */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Landing } from '#app/components/landing'
import { getUser } from '#app/services/auth.server'
import { requireUser } from '#app/services/auth.server'

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await getUser(request)
	if (!user) return { dashboard: null }
	// Suspended users are sent to /auth?suspended=true.
	await requireUser(request)
	return { dashboard: { firstName: user.firstName } }
}

export default function Index() {
	const { dashboard } = useLoaderData<typeof loader>()
	if (!dashboard) return <Landing />
	return (
		<div className="mx-auto max-w-7xl px-4 py-8">
			<h1 className="text-3xl font-bold">Welcome back, {dashboard.firstName || 'there'}!</h1>
		</div>
	)
}
