import { Form, Link, NavLink } from '@remix-run/react'
import { Menu } from 'lucide-react'
import { cn, getInitials } from '#app/utils/misc'
import { useDetailsMenu } from '#app/utils/use-details-menu'
import { LogoMark, PRODUCT_NAME } from './logo'
import { ThemeToggle } from './theme-toggle'

export type HeaderUser = {
	firstName: string
	lastName: string
	email: string
	profileImageUrl: string | null
}

const NAV_ITEMS = [
	{ to: '/', label: 'Dashboard', end: true },
	{ to: '/interview', label: 'Practice', end: false },
	{ to: '/resources', label: 'Resources', end: false },
	{ to: '/subscription', label: 'Subscription', end: false },
]

function navClass({ isActive }: { isActive: boolean }) {
	return cn(
		'block rounded-md px-3 py-2 text-sm font-semibold',
		isActive
			? 'bg-nhs-blue text-white'
			: 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
	)
}

function NavLinks() {
	return (
		<ul className="flex flex-col gap-1 md:flex-row">
			{NAV_ITEMS.map((item) => (
				<li key={item.to}>
					<NavLink to={item.to} end={item.end} className={navClass} prefetch="intent">
						{item.label}
					</NavLink>
				</li>
			))}
		</ul>
	)
}

export function Avatar({ user, size = 'md' }: { user: HeaderUser | null; size?: 'md' | 'lg' }) {
	const dimension = size === 'lg' ? 'h-20 w-20 text-2xl' : 'h-9 w-9 text-sm'
	if (user?.profileImageUrl) {
		return (
			<img
				src={user.profileImageUrl}
				alt=""
				className={cn(dimension, 'rounded-full object-cover')}
			/>
		)
	}
	return (
		<span
			aria-hidden="true"
			className={cn(dimension, 'inline-flex items-center justify-center rounded-full bg-nhs-blue font-bold text-white')}
		>
			{getInitials(user)}
		</span>
	)
}

/**
 * Top navigation. Menus are <details> elements, so the mobile menu and the
 * user dropdown open and close without JavaScript (useDetailsMenu adds
 * Escape, outside click and closing after a choice).
 */
export function SiteHeader({ user }: { user: HeaderUser | null }) {
	const accountMenu = useDetailsMenu()
	const mobileMenu = useDetailsMenu()
	return (
		<header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
			<div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
				<Link to="/" className="flex items-center gap-2 text-base leading-tight font-bold text-slate-900 sm:text-lg dark:text-white">
					<LogoMark />
					<span>{PRODUCT_NAME}</span>
				</Link>
				{user ? (
					<nav aria-label="Main" className="ml-6 hidden md:block">
						<NavLinks />
					</nav>
				) : null}
				<div className="ml-auto flex items-center gap-2">
					<ThemeToggle />
					{user ? (
						<>
							<details ref={accountMenu} className="relative" aria-label="Account">
								<summary
									className="inline-flex cursor-pointer items-center rounded-full"
									aria-label={`Account menu for ${user.firstName} ${user.lastName}`}
								>
									<Avatar user={user} />
								</summary>
								<div className="absolute right-0 z-30 mt-2 w-64 rounded-md border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
									<div className="border-b border-slate-200 px-3 pb-2 dark:border-slate-700">
										<p className="font-semibold text-slate-900 dark:text-white">
											{user.firstName} {user.lastName}
										</p>
										<p className="truncate text-sm text-slate-700 dark:text-slate-300">{user.email}</p>
									</div>
									<ul className="mt-2 space-y-1">
										<li>
											<Link to="/profile" className="block rounded px-3 py-2 text-sm text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800">
												Profile
											</Link>
										</li>
										<li>
											<Link to="/settings" className="block rounded px-3 py-2 text-sm text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800">
												Settings
											</Link>
										</li>
										<li>
											{/* A full page load: nothing of the signed-in app stays in the browser's memory, and the landing page arrives without scripts. */}
											<Form method="post" action="/logout" reloadDocument>
												<button
													type="submit"
													className="block w-full rounded px-3 py-2 text-left text-sm text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
												>
													Sign Out
												</button>
											</Form>
										</li>
									</ul>
								</div>
							</details>
							<details ref={mobileMenu} className="md:hidden" aria-label="Menu">
								<summary
									className="inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md border border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-100"
									aria-label="Open menu"
								>
									<Menu aria-hidden="true" size={20} />
								</summary>
								<nav
									aria-label="Mobile"
									className="absolute inset-x-0 z-30 mt-3 border-b border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-950"
								>
									<NavLinks />
								</nav>
							</details>
						</>
					) : (
						<a
							href="/api/login"
							className="inline-flex min-h-10 items-center whitespace-nowrap rounded-md bg-nhs-blue px-4 py-2 text-sm font-semibold text-white hover:bg-nhs-dark-blue"
						>
							Sign In
						</a>
					)}
				</div>
			</div>
		</header>
	)
}
