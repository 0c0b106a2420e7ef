import { useFetchers, useRouteLoaderData } from '@remix-run/react'

export type Theme = 'light' | 'dark'

/**
 * The theme chosen with the toggle, including an in-flight toggle (optimistic
 * UI); null when none is stored, and the page follows the system preference.
 */
export function useTheme(): Theme | null {
	const data = useRouteLoaderData<{ theme: Theme | null }>('root')
	const fetchers = useFetchers()
	const pending = fetchers.find((f) => f.formAction === '/theme')?.formData?.get('theme')
	if (pending === 'dark' || pending === 'light') return pending
	return data?.theme ?? null
}

/** The class on <html>: the stored theme, or theme-system (CSS follows prefers-color-scheme). */
export function themeClass(theme: Theme | null) {
	return theme ?? 'theme-system'
}
