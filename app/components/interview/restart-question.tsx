import { Form, Link, useLocation } from '@remix-run/react'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { buttonStyles, StatusButton, useIsPending } from '#app/components/forms'

const loadDialog = () => import('./restart-dialog')
const RestartDialog = lazy(() => loadDialog().then((module) => ({ default: module.RestartDialog })))

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
			{/* In the dialog this paragraph is its description (aria-describedby, set by RestartDialog). */}
			<p id={inDialog ? RESTART_DESCRIPTION_ID : undefined} className="mt-2">
				{text}
			</p>
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

const RESTART_DESCRIPTION_ID = 'restart-dialog-description'

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
	const [opened, setOpened] = useState(false)
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
				onPointerEnter={() => void loadDialog()}
				onFocus={() => void loadDialog()}
				onClick={(event) => {
					event.preventDefault()
					navigatedAway.current = false
					setOpened(true)
					setOpen(true)
				}}
			>
				Restart Question
			</Link>
			{/* The dialog's code (Radix) loads with the first click; once loaded it stays mounted. */}
			{opened ? (
				<Suspense fallback={null}>
					<RestartDialog
						open={open}
						onOpenChange={setOpen}
						onCloseAutoFocus={() => {
							// Back to the link that opened it, unless the page moved on (the restart went ahead).
							if (!navigatedAway.current) linkRef.current?.focus()
						}}
						title={title(questionNumber)}
						descriptionId={RESTART_DESCRIPTION_ID}
						body={(cancel) => <ConfirmBody inDialog loses={loses} questionId={questionId} cancel={cancel} />}
					/>
				</Suspense>
			) : null}
		</>
	)
}
