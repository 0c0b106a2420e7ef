import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { CLIENT_TOAST_EVENT, type ClientToast } from '#app/utils/client-toast'
import { cn } from '#app/utils/misc'
import { useHydrated } from '#app/utils/use-hydrated'

export type ToastData = {
	id: string
	title?: string
	description: string
	type: 'message' | 'success' | 'error'
}

const TOAST_DURATION_MS = 5000

const toneClasses: Record<ToastData['type'], string> = {
	message: 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white',
	success: 'border-nhs-green bg-white text-slate-900 dark:bg-slate-900 dark:text-white',
	error: 'border-nhs-red bg-nhs-red text-white',
}

/**
 * Without JavaScript the flash message is part of the page, under the header:
 * it covers nothing and stays until the next page. <noscript> keeps it out of
 * the page when scripts run (the toast below shows it then), so nothing
 * shifts when the app hydrates.
 */
export function FlashMessage({ toast }: { toast: ToastData | null }) {
	if (!toast) return null
	return (
		<noscript>
			<div
				role={toast.type === 'error' ? 'alert' : 'status'}
				className={cn('mx-auto mt-4 w-full max-w-5xl rounded-md border-l-4 p-4 shadow', toneClasses[toast.type])}
			>
				{toast.title ? <p className="font-bold">{toast.title}</p> : null}
				<p>{toast.description}</p>
			</div>
		</noscript>
	)
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

	if (!hydrated) return null

	return (
		<ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
			{current ? (
				<ToastPrimitive.Root
					key={current.id}
					open={open}
					onOpenChange={setOpen}
					type={current.type === 'error' ? 'foreground' : 'background'}
					className={cn(
						'relative flex w-full items-start gap-3 rounded-md border-l-4 p-4 pr-10 shadow-lg',
						toneClasses[current.type],
					)}
				>
					<div>
						{current.title ? (
							<ToastPrimitive.Title className="font-bold">{current.title}</ToastPrimitive.Title>
						) : null}
						<ToastPrimitive.Description>{current.description}</ToastPrimitive.Description>
					</div>
					<ToastPrimitive.Close
						aria-label="Dismiss notification"
						className="absolute right-2 top-2 rounded p-1 hover:bg-black/10"
					>
						<X aria-hidden="true" size={16} />
					</ToastPrimitive.Close>
				</ToastPrimitive.Root>
			) : null}
			<ToastPrimitive.Viewport
				hotkey={['F8']}
				label="Notifications ({hotkey})"
				className="absolute bottom-full right-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
			/>
		</ToastPrimitive.Provider>
	)
}
