import { useFetchers, useRouteLoaderData } from '@remix-run/react'

export type Theme = 'light' | 'dark'

/** The theme to render, including an in-flight toggle (optimistic UI). */
export function useTheme(): Theme {
	const data = useRouteLoaderData<{ theme: Theme | null }>('root')
	const fetchers = useFetchers()
	const pending = fetchers.find((f) => f.formAction === '/theme')?.formData?.get('theme')
	if (pending === 'dark' || pending === 'light') return pending
	return data?.theme ?? 'light'
}
