import { Link } from '@remix-run/react'
import { type AdminTabId } from '#app/lib/admin'
import { cn } from '#app/utils/misc'

/**
 * The admin sections as a nav of links (/admin?tab=...), so they work
 * without JavaScript; the current one carries aria-current="page".
 */
export function AdminNav({ tabs, current }: { tabs: Array<{ id: AdminTabId; label: string }>; current: AdminTabId | null }) {
	return (
		<nav aria-label="Admin sections" className="mt-6 border-b border-slate-300 dark:border-slate-700">
			<ul className="-mb-px flex flex-wrap gap-1">
				{tabs.map((tab) => {
					const active = tab.id === current
					return (
						<li key={tab.id}>
							<Link
								to={`/admin?tab=${tab.id}`}
								aria-current={active ? 'page' : undefined}
								className={cn(
									'inline-block rounded-t-md border border-b-0 px-4 py-2 font-semibold',
									active
										? 'border-slate-300 bg-white text-nhs-blue dark:border-slate-700 dark:bg-slate-900 dark:text-white'
										: 'border-transparent text-slate-800 underline hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
								)}
							>
								{tab.label}
							</Link>
						</li>
					)
				})}
			</ul>
		</nav>
	)
}
