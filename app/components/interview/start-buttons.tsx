import { Link } from '@remix-run/react'
import { Keyboard, Mic } from 'lucide-react'
import { StatusButton, buttonStyles } from '#app/components/forms'

export type SessionUsage = { used: number; limit: number; remaining: number }

export function quotaUsedUpMessage(limit: number) {
	return limit > 0
		? `You've used all ${limit} of this month's sessions.`
		: 'Your plan has no interview sessions this month.'
}

/**
 * The Voice and Text start buttons of a form that starts an interview
 * (set-up page and the dashboard's configure card). When the month's sessions
 * are used up they are disabled and say why, with a way to get more; the
 * server refuses the start anyway (402).
 */
export function StartModeButtons({
	usage,
	pending,
	idPrefix,
	size = 'large',
}: {
	usage: SessionUsage | null
	pending: boolean
	idPrefix: string
	size?: 'large' | 'normal'
}) {
	const usedUp = usage !== null && usage.remaining <= 0
	const reasonId = `${idPrefix}-quota-reason`
	const buttonProps = {
		type: 'submit' as const,
		name: 'mode',
		pending,
		disabled: usedUp,
		'aria-describedby': usedUp ? reasonId : undefined,
		className: size === 'large' ? 'min-h-16' : undefined,
	}
	return (
		<div className="space-y-3">
			<div className="grid gap-3 sm:grid-cols-2">
				<StatusButton {...buttonProps} value="voice" variant="secondary">
					<Mic aria-hidden="true" /> Voice Interview
				</StatusButton>
				<StatusButton {...buttonProps} value="text">
					<Keyboard aria-hidden="true" /> Text-Based
				</StatusButton>
			</div>
			{usedUp ? (
				<div id={reasonId} className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
					<p className="font-semibold">{quotaUsedUpMessage(usage.limit)}</p>
					<p className="mt-1">
						<Link to="/subscription" className={buttonStyles.link}>
							See plans for more sessions
						</Link>
						. You can still continue an interview you have already started.
					</p>
				</div>
			) : null}
		</div>
	)
}
