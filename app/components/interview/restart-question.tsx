import * as Dialog from '@radix-ui/react-dialog'
import { Form, Link, useLocation } from '@remix-run/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { buttonStyles, StatusButton, useIsPending } from '#app/components/forms'

/** What restarting deletes, and the button that does it. */
function ConfirmBody({
	loses,
	questionId,
	cancel,
	inDialog = false,
}: {
	loses: string[]
	questionId: string
	cancel: ReactNode
	inDialog?: boolean
}) {
	const pending = useIsPending({ intent: 'restart' })
	const text = `Restarting deletes ${joinList(loses)}. This cannot be undone.`
	return (
		<>
			{inDialog ? <Dialog.Description className="mt-2">{text}</Dialog.Description> : <p className="mt-2">{text}</p>}
			<Form method="post" className="mt-4 flex flex-wrap gap-3">
				<input type="hidden" name="intent" value="restart" />
				<input type="hidden" name="questionId" value={questionId} />
				<StatusButton type="submit" variant="danger" pending={pending}>
					Delete and restart
				</StatusButton>
				{cancel}
			</Form>
		</>
	)
}

function joinList(items: string[]) {
	return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '')
}

const title = (n: number) => `Restart question ${n}?`

/**
 * The confirmation as part of the page (?focus=restart): what a browser
 * without JavaScript gets. Its heading has autofocus.
 */
export function RestartConfirmation({
	questionNumber,
	questionId,
	loses,
	cancelTo,
	autoFocus = false,
}: {
	questionNumber: number
	questionId: string
	loses: string[]
	cancelTo: string
	autoFocus?: boolean
}) {
	return (
		<section aria-labelledby="restart-title" className="rounded-lg border-2 border-red-700 bg-red-50 p-5 dark:border-red-400 dark:bg-red-950">
			<h2 id="restart-title" tabIndex={-1} autoFocus={autoFocus} className="text-lg font-bold outline-none">
				{title(questionNumber)}
			</h2>
			<ConfirmBody
				loses={loses}
				questionId={questionId}
				cancel={
					<Link to={cancelTo} className={buttonStyles.secondary}>
						Cancel
					</Link>
				}
			/>
		</section>
	)
}

/**
 * "Restart Question". With nothing saved it just clears the answer box (a
 * reset button). With a saved answer or draft it asks first: a link to the
 * confirmation state, which with JavaScript opens a modal dialog instead
 * (focus stays inside it; Escape or Cancel return to this link).
 */
export function RestartQuestion({
	formId,
	questionNumber,
	questionId,
	loses,
	confirmTo,
}: {
	formId: string
	questionNumber: number
	questionId: string
	loses: string[]
	confirmTo: string
}) {
	const [open, setOpen] = useState(false)
	const location = useLocation()
	const lastLocation = useRef(location.key)
	const navigatedAway = useRef(false)
	const linkRef = useRef<HTMLAnchorElement>(null)

	// A confirmed restart navigates: close, and leave focus to the page.
	useEffect(() => {
		if (lastLocation.current === location.key) return
		lastLocation.current = location.key
		if (!open) return
		navigatedAway.current = true
		setOpen(false)
	}, [location.key, open])

	if (!loses.length) {
		return (
			<button type="reset" form={formId} className={buttonStyles.secondary}>
				Restart Question
			</button>
		)
	}
	return (
		<>
			<Link
				ref={linkRef}
				to={confirmTo}
				className={buttonStyles.secondary}
				onClick={(event) => {
					event.preventDefault()
					navigatedAway.current = false
					setOpen(true)
				}}
			>
				Restart Question
			</Link>
			<Dialog.Root open={open} onOpenChange={setOpen}>
				<Dialog.Portal>
					<Dialog.Overlay className="fixed inset-0 z-50 bg-[rgba(15,23,42,0.7)]" />
					<Dialog.Content
						className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border-2 border-red-700 bg-white p-6 text-slate-900 shadow-xl dark:border-red-400 dark:bg-slate-900 dark:text-slate-100"
						onCloseAutoFocus={(event) => {
							// Back to the link that opened it, unless the page moved on (the restart went ahead).
							event.preventDefault()
							if (!navigatedAway.current) linkRef.current?.focus()
						}}
					>
						<Dialog.Title className="text-lg font-bold">{title(questionNumber)}</Dialog.Title>
						<ConfirmBody
							inDialog
							loses={loses}
							questionId={questionId}
							cancel={<Dialog.Close className={buttonStyles.secondary}>Cancel</Dialog.Close>}
						/>
					</Dialog.Content>
				</Dialog.Portal>
			</Dialog.Root>
		</>
	)
}
