import { type KindGuide } from '#app/lib/question-kinds'
import { cn } from '#app/utils/misc'

const DIFFICULTY_STYLE = {
	easy: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
	medium: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
	hard: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
} as const

export function ValueTags({ values }: { values: string[] }) {
	return (
		<ul className="flex flex-wrap gap-2" aria-label="NHS values being assessed">
			{values.map((v) => (
				<li key={v} className="rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-nhs-dark-blue dark:bg-blue-950 dark:text-blue-100">
					{v}
				</li>
			))}
		</ul>
	)
}

/** The question. Its heading takes focus when the question is shown (autoFocus: with or without JavaScript). */
export function QuestionCard({
	index,
	total,
	question,
	guide,
	autoFocus = false,
}: {
	index: number
	total: number
	question: { text: string; values: string[]; competency: string; difficulty: 'easy' | 'medium' | 'hard' }
	/** the STAR reminder and what the panel looks for (kindGuide, from the loader) */
	guide: KindGuide
	autoFocus?: boolean
}) {
	return (
		<section aria-labelledby="question-heading" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
			<div className="flex flex-wrap items-center justify-between gap-2">
				<h2
					id="question-heading"
					tabIndex={-1}
					autoFocus={autoFocus}
					className="scroll-mt-5 text-sm font-bold uppercase tracking-wide text-nhs-blue outline-none dark:text-nhs-light-blue"
				>
					Question {index + 1} of {total}
				</h2>
				<p className="text-sm text-slate-700 dark:text-slate-300">Suggested time: 3-5 minutes</p>
			</div>
			<p className="mt-3 text-xl font-semibold leading-snug">{question.text}</p>
			<div className="mt-4 space-y-3">
				<ValueTags values={question.values} />
				<dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
					<div className="flex gap-1">
						<dt className="font-semibold">Competency area:</dt>
						<dd>{question.competency}</dd>
					</div>
					<div className="flex items-center gap-1">
						<dt className="font-semibold">Difficulty:</dt>
						<dd>
							<span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', DIFFICULTY_STYLE[question.difficulty])}>
								{question.difficulty}
							</span>
						</dd>
					</div>
				</dl>
				{guide.star ? (
					<p className="rounded-md bg-slate-100 p-3 text-sm dark:bg-slate-800">
						<strong>Remember STAR:</strong> describe the Situation, your Task, the Actions you took, and the Result.
					</p>
				) : null}
				{guide.lookFor ? <PanelLooksFor {...guide.lookFor} /> : null}
			</div>
		</section>
	)
}

/** The indicators a panel scores this kind of question against; a native <details>, closed by default. */
export function PanelLooksFor({ label, indicators }: NonNullable<KindGuide['lookFor']>) {
	return (
		<details className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
			<summary className="cursor-pointer font-semibold">What the panel looks for</summary>
			<p className="mt-2">
				<span className="font-semibold">Type of question:</span> {label}
			</p>
			<ul className="mt-2 list-disc space-y-1 pl-5">
				{indicators.map((indicator) => (
					<li key={indicator}>{indicator}</li>
				))}
			</ul>
		</details>
	)
}
