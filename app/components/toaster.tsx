import { lazy, Suspense, useEffect, useState } from 'react'
import { CLIENT_TOAST_EVENT, type ClientToast } from '#app/utils/client-toast'
import { cn } from '#app/utils/misc'
import { useHydrated } from '#app/utils/use-hydrated'
import { type ToastData, toneClasses } from './toast-tone'

export type { ToastData } from './toast-tone'

// The toast library loads with the first toast, not with every page.
const ToastPopup = lazy(() => import('./toast-popup'))

/**
 * Without JavaScript the flash message is part of the page, under the header:
 * it covers nothing and stays until the next page. <noscript> keeps it out of
 * the page when scripts run (the toast below shows it then), so nothing
 * shifts when the app hydrates. Pages that load no JavaScript (inPage) show it
 * as it is, since no toast will.
 */
export function FlashMessage({ toast, inPage = false }: { toast: ToastData | null; inPage?: boolean }) {
	if (!toast) return null
	const box = (
		<div
			role={toast.type === 'error' ? 'alert' : 'status'}
			className={cn('mx-auto mt-4 w-full max-w-5xl rounded-md border-l-4 p-4 shadow', toneClasses[toast.type])}
		>
			{toast.title ? <p className="font-bold">{toast.title}</p> : null}
			<p>{toast.description}</p>
		</div>
	)
	return inPage ? box : <noscript>{box}</noscript>
}

/**
 * One toast at a time (SPEC.md): a newer toast replaces the current one.
 * It sits in the bottom corner, just above the cookie banner when that shows
 * (both live in the page's bottom dock), so it never covers the header or
 * the interview timer. F8 focuses it; Radix announces it in a live region.
 */
export function Toaster({ toast }: { toast: ToastData | null }) {
	const hydrated = useHydrated()
	const [current, setCurrent] = useState<ToastData | null>(toast)
	const [open, setOpen] = useState(Boolean(toast))

	useEffect(() => {
		if (toast) {
			setCurrent(toast)
			setOpen(true)
		}
	}, [toast])

	// toasts raised in the browser (showToast), e.g. after an upload
	useEffect(() => {
		const onToast = (event: Event) => {
			const detail = (event as CustomEvent<ClientToast>).detail
			setCurrent({ ...detail, id: `client-${Date.now()}-${Math.random().toString(36).slice(2)}` })
			setOpen(true)
		}
		window.addEventListener(CLIENT_TOAST_EVENT, onToast)
		return () => window.removeEventListener(CLIENT_TOAST_EVENT, onToast)
	}, [])

	if (!hydrated || !current) return null
	return (
		<Suspense fallback={null}>
			<ToastPopup toast={current} open={open} onOpenChange={setOpen} />
		</Suspense>
	)
}
