/** The toast itself (Radix), loaded on the first toast: see toaster.tsx. */
import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { cn } from '#app/utils/misc'
import { type ToastData, toneClasses } from './toast-tone'

const TOAST_DURATION_MS = 5000

export default function ToastPopup({
	toast: current,
	open,
	onOpenChange: setOpen,
}: {
	toast: ToastData
	open: boolean
	onOpenChange: (open: boolean) => void
}) {
	return (
		<ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
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
					{current.title ? <ToastPrimitive.Title className="font-bold">{current.title}</ToastPrimitive.Title> : null}
					<ToastPrimitive.Description>{current.description}</ToastPrimitive.Description>
				</div>
				<ToastPrimitive.Close
					aria-label="Dismiss notification"
					className="absolute right-2 top-2 rounded p-1 hover:bg-black/10"
				>
					<X aria-hidden="true" size={16} />
				</ToastPrimitive.Close>
			</ToastPrimitive.Root>
			<ToastPrimitive.Viewport
				hotkey={['F8']}
				label="Notifications ({hotkey})"
				className="absolute bottom-full right-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
			/>
		</ToastPrimitive.Provider>
	)
}
