import { type ReactNode } from 'react'
import { cn } from '#app/utils/misc'

/** The white panel every dashboard and admin section sits on. */
export const card = 'rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900'

/** A figure with its label, inside a <dl>. */
export function StatCard({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
	return (
		<div className={card}>
			<dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
			<dd className="mt-1 text-3xl font-bold">{value}</dd>
			{children}
		</div>
	)
}

/** A rounded label; the text carries the meaning, the colour only repeats it. */
export function Badge({ tone, children }: { tone: 'green' | 'red' | 'blue' | 'amber' | 'grey'; children: ReactNode }) {
	return (
		<span
			className={cn(
				'inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap',
				tone === 'green' && 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
				tone === 'red' && 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
				tone === 'blue' && 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-50',
				tone === 'amber' && 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
				tone === 'grey' && 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50',
			)}
		>
			{children}
		</span>
	)
}
