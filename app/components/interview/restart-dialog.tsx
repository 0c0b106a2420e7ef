/**
 * The restart confirmation as a modal dialog (Radix: focus stays inside it;
 * Escape or Cancel close it). Loaded by restart-question.tsx with the first
 * click on Restart Question, so the interview page does not download it.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { type ReactNode } from 'react'
import { buttonStyles } from '#app/components/forms'

export function RestartDialog({
	open,
	onOpenChange,
	onCloseAutoFocus,
	title,
	descriptionId,
	body,
}: {
	open: boolean
	onOpenChange: (open: boolean) => void
	/** where focus goes when it closes (Radix's own return is prevented) */
	onCloseAutoFocus: () => void
	title: string
	/** the id of the paragraph in the body that says what restarting deletes */
	descriptionId: string
	/** the confirmation, given the dialog's Cancel button */
	body: (cancel: ReactNode) => ReactNode
}) {
	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-50 bg-[rgba(15,23,42,0.7)]" />
				<Dialog.Content
					aria-describedby={descriptionId}
					className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border-2 border-red-700 bg-white p-6 text-slate-900 shadow-xl dark:border-red-400 dark:bg-slate-900 dark:text-slate-100"
					onCloseAutoFocus={(event) => {
						event.preventDefault()
						onCloseAutoFocus()
					}}
				>
					<Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
					{body(<Dialog.Close className={buttonStyles.secondary}>Cancel</Dialog.Close>)}
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
