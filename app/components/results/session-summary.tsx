/**
 * The results page's session summary: strongest and weakest value, the STAR
 * part most often missing, the one thing to practise next, and a button that
 * starts a session aimed at that weakness (a plain form to /interview-setup).
 */
import { Form } from '@remix-run/react'
import { buttonStyles } from '#app/components/forms'
import { toPercent } from '#app/lib/scores'
import { type summariseSession } from '#app/lib/session-summary'

export function SessionSummary({
	summary,
	type,
	experienceLevel,
}: {
	summary: NonNullable<ReturnType<typeof summariseSession>>
	type: string
	experienceLevel: string
}) {
	const part = summary.mostMissing ? summary.mostMissing.part[0]!.toUpperCase() + summary.mostMissing.part.slice(1) : null
	return (
		<section aria-labelledby="summary-title" className="mt-6 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
			<h2 id="summary-title" className="text-xl font-bold">Session summary</h2>
			<dl className="mt-3 grid gap-3 sm:grid-cols-3">
				<div>
					<dt className="text-sm text-slate-700 dark:text-slate-300">Strongest value</dt>
					<dd className="font-bold">{summary.strongest ? `${summary.strongest.value} (${toPercent(summary.strongest.score)}%)` : 'Not enough answers yet'}</dd>
				</div>
				<div>
					<dt className="text-sm text-slate-700 dark:text-slate-300">Weakest value</dt>
					<dd className="font-bold">{summary.weakest ? `${summary.weakest.value} (${toPercent(summary.weakest.score)}%)` : 'Only one value tested'}</dd>
				</div>
				<div>
					<dt className="text-sm text-slate-700 dark:text-slate-300">STAR part most often missing</dt>
					<dd className="font-bold">
						{part ? `${part} (missing in ${summary.mostMissing!.count} of ${summary.mostMissing!.of})` : 'None: every example had all four'}
					</dd>
				</div>
			</dl>
			<h3 className="mt-4 font-bold">The one thing to practise next</h3>
			<p className="mt-1">{summary.next}</p>
			{summary.focusValue ? (
				<Form method="post" action="/interview-setup" className="mt-4">
					<input type="hidden" name="type" value={type} />
					<input type="hidden" name="experienceLevel" value={experienceLevel} />
					<input type="hidden" name="mode" value="text" />
					<input type="hidden" name="focusValue" value={summary.focusValue} />
					<button type="submit" className={buttonStyles.primary}>
						Practise {summary.focusValue}
					</button>
				</Form>
			) : null}
		</section>
	)
}
