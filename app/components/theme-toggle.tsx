import { useFetcher, useLocation } from '@remix-run/react'
import { Moon, Sun } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { cn } from '#app/utils/misc'
import { useTheme } from '#app/utils/theme'

const buttonClass =
	'h-10 w-10 items-center justify-center rounded-md border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800'

/** Each button shows only while its switch makes sense (dark: is CSS, following the system until chosen). */
const CHOICES = [
	{ theme: 'dark', label: 'Switch to dark mode', Icon: Moon, visibility: 'inline-flex dark:hidden' },
	{ theme: 'light', label: 'Switch to light mode', Icon: Sun, visibility: 'hidden dark:inline-flex' },
] as const

/**
 * A plain form posting to /theme (works without JS). It holds two buttons and
 * CSS shows the one that fits the theme in effect, so the label is right even
 * when no theme is stored and the page follows the system preference (which
 * only CSS knows, at first paint). With JS a fetcher submits it and the class
 * on <html> flips immediately.
 */
export function ThemeToggle() {
	const fetcher = useFetcher()
	const location = useLocation()
	const theme = useTheme()
	const formRef = useRef<HTMLFormElement>(null)

	// The button just pressed is now hidden: keep keyboard focus on the toggle.
	useEffect(() => {
		const form = formRef.current
		const active = document.activeElement as HTMLElement | null
		if (!form || !active || !form.contains(active) || active.offsetParent !== null) return
		const visible = [...form.querySelectorAll('button')].find((b) => b.offsetParent !== null)
		visible?.focus()
	}, [theme])

	return (
		<fetcher.Form ref={formRef} method="post" action="/theme">
			<input type="hidden" name="redirectTo" value={location.pathname + location.search} />
			{CHOICES.map(({ theme: value, label, Icon, visibility }) => (
				<button
					key={value}
					type="submit"
					name="theme"
					value={value}
					aria-label={label}
					title={label}
					className={cn(buttonClass, visibility)}
				>
					<Icon aria-hidden="true" size={18} />
				</button>
			))}
		</fetcher.Form>
	)
}
