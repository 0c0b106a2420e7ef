import {
	type LinksFunction,
	type LoaderFunctionArgs,
	type MetaFunction,
	data,
} from '@remix-run/node'
import {
	isRouteErrorResponse,
	Link,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useRouteError,
	useRouteLoaderData,
} from '@remix-run/react'
import { type ReactNode, useEffect } from 'react'
import { CookieBanner } from './components/cookie-banner'
import { NotFound } from './components/not-found'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { FlashMessage, Toaster } from './components/toaster'
import { getUser } from './services/auth.server'
import {
	getCookieConsent,
	isCookieBannerClosed,
} from './services/cookie-consent.server'
import { combineHeaders } from './services/http.server'
import { getTheme } from './services/theme.server'
import { getToast } from './services/toast.server'
import tailwindHref from './tailwind.css?url'
import { useShouldHydrate } from './utils/hydration'
import { pageMeta } from './utils/meta'
import { useNonce } from './utils/nonce-provider'
import { themeClass, useTheme } from './utils/theme'

export const links: LinksFunction = () => [
	{ rel: 'stylesheet', href: tailwindHref },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction = () => pageMeta('NHS Interview Coach: practise NHS interviews with AI feedback')

export async function loader({ request }: LoaderFunctionArgs) {
	const [user, { toast, headers: toastHeaders }] = await Promise.all([
		getUser(request),
		getToast(request),
	])
	const activeUser = user?.isActive ? user : null
	return data(
		{
			user: activeUser
				? {
						id: activeUser.id,
						username: activeUser.username,
						firstName: activeUser.firstName,
						lastName: activeUser.lastName,
						email: activeUser.email,
						profileImageUrl: activeUser.profileImageUrl,
						isAdmin: activeUser.isAdmin,
					}
				: null,
			theme: getTheme(request),
			toast,
			showCookieBanner: !getCookieConsent(request) && !isCookieBannerClosed(request),
		},
		{ headers: combineHeaders(toastHeaders) },
	)
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>['data']

export function Layout({ children }: { children: ReactNode }) {
	const nonce = useNonce()
	const theme = useTheme()
	// Pages that need no JavaScript (landing, resources, errors) load none.
	const hydrate = useShouldHydrate()
	return (
		<html lang="en-GB" className={themeClass(theme)}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<Meta />
				<Links />
			</head>
			<body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
				{children}
				{hydrate ? (
					<>
						<ScrollRestoration nonce={nonce} />
						<Scripts nonce={nonce} />
					</>
				) : null}
			</body>
		</html>
	)
}

function SkipLink() {
	return (
		<a
			href="#main"
			className="sr-only z-50 rounded bg-nhs-warm-yellow px-4 py-2 font-semibold text-black focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
		>
			Skip to main content
		</a>
	)
}

/**
 * The foot of the window: sticky at the bottom while the page scrolls, and in
 * the flow after the footer, so the page can always scroll clear of what it
 * holds (the cookie banner). Toasts sit just above it.
 */
function BottomDock({ children }: { children: ReactNode }) {
	return <div className="sticky bottom-0 z-40">{children}</div>
}

export default function App() {
	const data = useRouteLoaderData<typeof loader>('root')
	const hydrate = useShouldHydrate()
	// Tests wait for this before using what only works with scripts.
	useEffect(() => {
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	return (
		<>
			<SkipLink />
			<SiteHeader user={data?.user ?? null} />
			<FlashMessage toast={data?.toast ?? null} inPage={!hydrate} />
			<main id="main" tabIndex={-1} className="flex-1 outline-none">
				<Outlet />
			</main>
			<SiteFooter signedIn={Boolean(data?.user)} />
			<BottomDock>
				{hydrate ? <Toaster toast={data?.toast ?? null} /> : null}
				{data?.showCookieBanner ? <CookieBanner /> : null}
			</BottomDock>
		</>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	const data = useRouteLoaderData<typeof loader>('root')
	const is404 = isRouteErrorResponse(error) && error.status === 404
	const is503 = isRouteErrorResponse(error) && error.status === 503
	if (!isRouteErrorResponse(error)) console.error(error)
	return (
		<>
			<SkipLink />
			<SiteHeader user={data?.user ?? null} />
			<main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 outline-none">
				{is404 ? (
					<NotFound />
				) : is503 ? (
					<>
						<h1 className="text-3xl font-bold">Service temporarily unavailable</h1>
						<p className="mt-4 text-lg">
							We cannot reach our database just now. Nothing you have saved is lost. Please try again in a few
							minutes.
						</p>
						<p className="mt-6">
							<a href="" className="font-semibold text-nhs-blue underline dark:text-nhs-light-blue">
								Try again
							</a>
						</p>
					</>
				) : (
					<>
						<h1 className="text-3xl font-bold">Something went wrong</h1>
						<p className="mt-4 text-lg">
							Sorry, we could not show this page. Please try again, or go back to the home page.
						</p>
						<p className="mt-6">
							<Link to="/" className="font-semibold text-nhs-blue underline dark:text-nhs-light-blue">
								Go to the home page
							</Link>
						</p>
					</>
				)}
			</main>
			<SiteFooter signedIn={Boolean(data?.user)} />
		</>
	)
}
