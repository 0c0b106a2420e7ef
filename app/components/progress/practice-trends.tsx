/**
 * /progress: per NHS value and per STAR part, a trend across sessions (a chart
 * with its data table each), and the questions practised most with their best score.
 */
import { NHS_VALUES, type NhsValue } from '#app/lib/nhs-values'
import { STAR_PARTS } from '#app/lib/practice-progress'
import { toPercent } from '#app/lib/scores'
import { TrendChart } from './trend-chart'

type Point = { sessionId: string; label: string; value: number }
const percent = (v: number) => `${toPercent(v)}%`
const card = 'rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900'
const title = (part: string) => part[0]!.toUpperCase() + part.slice(1)

export function PracticeTrends({
	values,
	star,
	mostPractised,
}: {
	values: Record<NhsValue, Point[]>
	star: Record<(typeof STAR_PARTS)[number], Point[]>
	mostPractised: Array<{ questionId: string; text: string; attempts: number; best: number | null }>
}) {
	const chart = (id: string, heading: string, caption: string, points: Point[]) => (
		<section key={id} aria-labelledby={`${id}-title`}>
			<h3 id={`${id}-title`} className="font-bold">{heading}</h3>
			{points.length ? (
				<TrendChart
					id={id}
					caption={caption}
					valueHeading="Score"
					labelHeading="Session"
					unit="sessions"
					points={points.map((p) => ({ key: p.sessionId, label: p.label, value: p.value }))}
					format={percent}
					max={1}
				/>
			) : (
				<p className="text-sm">No answers to questions testing it yet.</p>
			)}
		</section>
	)
	return (
		<>
			<section aria-labelledby="values-trend-title" className={card}>
				<h2 id="values-trend-title" className="text-xl font-bold">NHS values over time</h2>
				<p className="mt-1 text-sm">One point per session: how well your best answers to questions testing each value showed it.</p>
				<div className="mt-3 grid gap-6 md:grid-cols-2">
					{NHS_VALUES.map((v, i) => chart(`value-trend-${i}`, v, `${v}: score in each session.`, values[v]))}
				</div>
			</section>
			<section aria-labelledby="star-trend-title" className={card}>
				<h2 id="star-trend-title" className="text-xl font-bold">STAR parts over time</h2>
				<p className="mt-1 text-sm">One point per session: the share of your examples that had each part.</p>
				<div className="mt-3 grid gap-6 md:grid-cols-2">
					{STAR_PARTS.map((part) => chart(`star-trend-${part}`, title(part), `${title(part)}: share of examples with it in each session.`, star[part]))}
				</div>
			</section>
			<section aria-labelledby="practised-title" className={card}>
				<h2 id="practised-title" className="text-xl font-bold">Questions you have practised most</h2>
				{mostPractised.length ? (
					<div className="mt-2 overflow-x-auto">
						<table className="w-full text-left text-sm">
							<caption className="sr-only">Questions you have practised most, with your best score</caption>
							<thead>
								<tr>
									<th scope="col" className="py-2 pr-3">Question</th>
									<th scope="col" className="py-2 pr-3">Attempts</th>
									<th scope="col" className="py-2">Best score</th>
								</tr>
							</thead>
							<tbody>
								{mostPractised.map((q) => (
									<tr key={q.questionId} className="border-t border-slate-200 dark:border-slate-700">
										<td className="py-2 pr-3">{q.text}</td>
										<td className="py-2 pr-3">{q.attempts}</td>
										<td className="py-2">{q.best === null ? 'Not scored' : percent(q.best)}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				) : (
					<p className="mt-2">No answers yet.</p>
				)}
			</section>
		</>
	)
}
