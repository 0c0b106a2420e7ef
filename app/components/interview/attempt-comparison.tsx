/**
 * Two attempts at the same question side by side: the four scores with their
 * change (+12 STAR), which STAR parts and values each showed, and a word-level
 * diff of the answers. A plain table and lists: no JavaScript needed.
 */
import { formatChange } from '#app/lib/attempts'
import { type WordChanges } from '#app/lib/word-diff'
import { toPercent } from '#app/lib/scores'
import { cn } from '#app/utils/misc'
import { WordDiff } from './word-diff'

export type AttemptView = {
	attempt: number
	text: string
	feedback: {
		overallScore: number
		nhsValuesScore: number
		starScore: number
		clarityScore: number
		valuesEvidenced: string[]
		starPresent: { situation: boolean; task: boolean; action: boolean; result: boolean } | null
	} | null
}

const SCORES = [
	['overallScore', 'Overall Score', 'Overall'],
	['nhsValuesScore', 'NHS Values', 'Values'],
	['starScore', 'STAR Structure', 'STAR'],
	['clarityScore', 'Clarity', 'Clarity'],
] as const
const STAR_PARTS = ['situation', 'task', 'action', 'result'] as const

export function changeLine(before: AttemptView, after: AttemptView) {
	if (!before.feedback || !after.feedback) return null
	return SCORES.map(([key, , short]) => `${formatChange(toPercent(before.feedback![key])!, toPercent(after.feedback![key])!)} ${short}`).join(', ')
}

export function AttemptComparison({
	before,
	after,
	diff,
	questionValues,
	showStar,
}: {
	before: AttemptView
	after: AttemptView
	diff: WordChanges
	questionValues: string[]
	showStar: boolean
}) {
	const line = changeLine(before, after)
	return (
		<section aria-labelledby="compare-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
			<h3 id="compare-title" className="text-xl font-bold">
				Attempt {before.attempt} and attempt {after.attempt} compared
			</h3>
			{line ? <p className="mt-1 font-semibold">Change: {line}</p> : null}
			<div className="mt-3 overflow-x-auto">
				<table className="w-full text-left text-sm">
					<caption className="sr-only">Scores of attempt {before.attempt} and attempt {after.attempt}</caption>
					<thead>
						<tr className="border-b border-slate-300 dark:border-slate-600">
							<th scope="col" className="py-2 pr-3">Score</th>
							<th scope="col" className="py-2 pr-3">Attempt {before.attempt}</th>
							<th scope="col" className="py-2 pr-3">Attempt {after.attempt}</th>
							<th scope="col" className="py-2">Change</th>
						</tr>
					</thead>
					<tbody>
						{SCORES.map(([key, label]) => {
							const a = before.feedback ? toPercent(before.feedback[key]) : null
							const b = after.feedback ? toPercent(after.feedback[key]) : null
							const delta = a !== null && b !== null ? formatChange(a, b) : null
							return (
								<tr key={key} className="border-b border-slate-200 dark:border-slate-700">
									<th scope="row" className="py-2 pr-3 font-semibold">{label}</th>
									<td className="py-2 pr-3">{a === null ? 'Not scored' : `${a}%`}</td>
									<td className="py-2 pr-3">{b === null ? 'Not scored' : `${b}%`}</td>
									<td className={cn('py-2 font-semibold', delta?.startsWith('+') ? 'text-green-800 dark:text-green-300' : delta?.startsWith('-') ? 'text-red-800 dark:text-red-300' : '')}>
										{delta ?? '-'}
									</td>
								</tr>
							)
						})}
					</tbody>
				</table>
			</div>
			<div className="mt-4 grid gap-4 md:grid-cols-2">
				{[before, after].map((a) => (
					<section key={a.attempt} aria-label={`Attempt ${a.attempt}`} className="rounded-md bg-slate-50 p-3 dark:bg-slate-800">
						<h4 className="font-bold">Attempt {a.attempt}</h4>
						{showStar && a.feedback?.starPresent ? (
							<p className="mt-1 text-sm">
								<strong>STAR parts:</strong>{' '}
								{STAR_PARTS.map((p) => `${p[0]!.toUpperCase()}${p.slice(1)} ${a.feedback!.starPresent![p] ? 'shown' : 'missing'}`).join(', ')}
							</p>
						) : null}
						<p className="mt-1 text-sm">
							<strong>Values shown:</strong>{' '}
							{a.feedback ? (questionValues.filter((v) => a.feedback!.valuesEvidenced.includes(v)).join(', ') || 'none of the values this question tests') : 'not scored yet'}
						</p>
					</section>
				))}
			</div>
			<h4 className="mt-4 font-bold">What changed in your answer</h4>
			<WordDiff diff={diff} label={`Changes from attempt ${before.attempt} to attempt ${after.attempt}`} />
		</section>
	)
}

/** Every attempt with its overall score, the best one marked: the session counts the best. */
export function AttemptList({ attempts, bestAttempt }: { attempts: AttemptView[]; bestAttempt: number | null }) {
	return (
		<section aria-labelledby="attempts-title" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
			<h3 id="attempts-title" className="text-lg font-bold">Your attempts</h3>
			<ol className="mt-2 space-y-1 text-sm">
				{attempts.map((a) => (
					<li key={a.attempt}>
						Attempt {a.attempt}: {a.feedback ? `Overall Score ${toPercent(a.feedback.overallScore)}%` : 'not scored yet'}
						{a.attempt === bestAttempt ? <strong> (best, counts for this session)</strong> : null}
					</li>
				))}
			</ol>
		</section>
	)
}
