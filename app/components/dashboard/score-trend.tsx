import { toPercent } from '#app/lib/scores'

export type TrendPoint = { sessionId: string; label: string; overallScore: number }

/** Overall score over the last sessions: an SVG line with a data table as its text equivalent. */
export function ScoreTrend({ points }: { points: TrendPoint[] }) {
	if (points.length < 2) {
		return (
			<p className="text-slate-700 dark:text-slate-300">
				Complete two or more interviews to see your score trend.
			</p>
		)
	}
	const width = 320
	const height = 120
	const pad = 12
	const xs = points.map((_, i) => pad + (i * (width - 2 * pad)) / (points.length - 1))
	const ys = points.map((p) => height - pad - ((toPercent(p.overallScore) ?? 0) / 100) * (height - 2 * pad))
	const path = xs.map((x, i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${ys[i]!.toFixed(1)}`).join(' ')
	return (
		<figure>
			<svg viewBox={`0 0 ${width} ${height}`} className="w-full" role="img" aria-labelledby="trend-caption">
				<line x1={pad} x2={width - pad} y1={height - pad} y2={height - pad} className="stroke-slate-400" />
				<path d={path} fill="none" strokeWidth="3" className="stroke-nhs-blue dark:stroke-nhs-light-blue" />
				{xs.map((x, i) => (
					<circle key={points[i]!.sessionId} cx={x} cy={ys[i]} r="4" className="fill-nhs-blue dark:fill-nhs-light-blue" />
				))}
			</svg>
			<figcaption id="trend-caption" className="sr-only">
				Overall score over your last {points.length} completed interviews, from {toPercent(points[0]!.overallScore)}% to{' '}
				{toPercent(points[points.length - 1]!.overallScore)}%.
			</figcaption>
			<details className="mt-2 text-sm">
				<summary className="cursor-pointer font-semibold text-nhs-blue underline dark:text-nhs-light-blue">Show as a table</summary>
				<table className="mt-2 w-full text-left">
					<caption className="sr-only">Overall score by interview</caption>
					<thead>
						<tr><th scope="col">Completed</th><th scope="col">Overall score</th></tr>
					</thead>
					<tbody>
						{points.map((p) => (
							<tr key={p.sessionId}><td>{p.label}</td><td>{toPercent(p.overallScore)}%</td></tr>
						))}
					</tbody>
				</table>
			</details>
		</figure>
	)
}
