import { useFetcher, useLocation } from '@remix-run/react'
import { Moon, Sun } from 'lucide-react'
import { type Theme } from '#app/utils/theme'

/**
 * A plain form posting to /theme (works without JS). With JS, a fetcher
 * submits it and the class on <html> flips immediately.
 */
export function ThemeToggle({ theme }: { theme: Theme }) {
	const fetcher = useFetcher()
	const location = useLocation()
	const optimistic = fetcher.formData?.get('theme')
	const current: Theme = optimistic === 'dark' || optimistic === 'light' ? optimistic : theme
	const next: Theme = current === 'dark' ? 'light' : 'dark'
	const label = next === 'dark' ? 'Switch to dark mode' : 'Switch to light mode'
	return (
		<fetcher.Form method="post" action="/theme">
			<input type="hidden" name="theme" value={next} />
			<input type="hidden" name="redirectTo" value={location.pathname + location.search} />
			<button
				type="submit"
				aria-label={label}
				title={label}
				className="inline-flex h-10 w-10 items-center justify-center rounded-md border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
			>
				{current === 'dark' ? <Sun aria-hidden="true" size={18} /> : <Moon aria-hidden="true" size={18} />}
			</button>
		</fetcher.Form>
	)
}
