/**
 * "/" for visitors: the landing page, which loads no JavaScript (the dashboard
 * route below says so for visitors). Signed-in users get the dashboard, this
 * route's index child (_home._index.tsx): two route modules, one address.
 */
import { Outlet, useRouteLoaderData } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { Landing as ServerLanding } from '#app/components/landing'
import { type loader as rootLoader } from '#app/root'

// The landing page is never hydrated, so the browser needs its code only after
// a client-side visit (from a page that loads scripts): fetch it then, and
// keep it out of the dashboard's JavaScript.
const Landing = import.meta.env.SSR
	? ServerLanding
	: lazy(() => import('#app/components/landing').then((module) => ({ default: module.Landing })))

export default function Home() {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	if (root?.user) return <Outlet />
	return (
		<Suspense fallback={null}>
			<Landing />
		</Suspense>
	)
}
