import { type NhsValue } from '#app/lib/nhs-values'
import { BAND_LABEL, scoreBand, toPercent } from '#app/lib/scores'
import { cn } from '#app/utils/misc'

const BADGE = {
	high: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
	medium: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
	low: 'border border-red-700 text-red-800 dark:border-red-400 dark:text-red-200',
} as const
const BAR = { high: 'bg-nhs-green', medium: 'bg-amber-600', low: 'bg-nhs-red' } as const

/**
 * Six values, each a percentage badge and a bar (SPEC.md), in the order of
 * `names` (NHS_VALUES, sent by the loader: the page's JavaScript then does not
 * carry the values module with its descriptions).
 */
export function ValuesMastery({
	names,
	values,
	headingId = 'values-title',
}: {
	names: readonly NhsValue[]
	values: Record<NhsValue, number | null>
	headingId?: string
}) {
	return (
		<section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
			<h2 id={headingId} className="text-xl font-bold">NHS Values Mastery</h2>
			<ul className="mt-4 space-y-4">
				{names.map((value) => {
					const percent = toPercent(values[value]) ?? 0
					const band = scoreBand(percent)
					return (
						<li key={value}>
							<div className="flex items-center justify-between gap-2">
								<span className="font-semibold">{value}</span>
								<span className={cn('rounded-full px-2 py-0.5 text-sm font-bold', BADGE[band])}>
									{percent}%<span className="sr-only"> ({values[value] === null ? 'not practised yet' : BAND_LABEL[band]})</span>
								</span>
							</div>
							<div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
								<div className={cn('h-full', BAR[band])} style={{ width: `${percent}%` }} />
							</div>
						</li>
					)
				})}
			</ul>
		</section>
	)
}
