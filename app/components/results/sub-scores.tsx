/** The four sub-scores of one answer, as text (a definition list), for the results page. */
import { toPercent } from '#app/lib/scores'

export function SubScores({ feedback }: { feedback: { overallScore: number; nhsValuesScore: number; starScore: number; clarityScore: number } }) {
	const rows = [
		['Overall Score', feedback.overallScore],
		['NHS Values', feedback.nhsValuesScore],
		['STAR Structure', feedback.starScore],
		['Clarity', feedback.clarityScore],
	] as const
	return (
		<dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
			{rows.map(([label, score]) => (
				<div key={label} className="rounded-md bg-slate-50 p-2 text-center dark:bg-slate-800">
					<dt className="text-sm">{label}</dt>
					<dd className="text-xl font-bold">{toPercent(score)}%</dd>
				</div>
			))}
		</dl>
	)
}
