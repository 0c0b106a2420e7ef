/**
 * A small line chart of one measure over time: an SVG described by a caption
 * for screen readers, an optional shaded target band (named in the caption,
 * so colour is not the only signal) and the same data as a table.
 */
export type TrendChartPoint = { key: string; label: string; value: number }

export function TrendChart({
	id,
	caption,
	valueHeading,
	points,
	format = (v) => String(v),
	min = 0,
	max,
	band,
	unit = 'answers',
	labelHeading = 'Answered',
}: {
	id: string
	/** what the chart shows, read by screen readers */
	caption: string
	valueHeading: string
	points: TrendChartPoint[]
	format?: (value: number) => string
	min?: number
	max?: number
	band?: { from: number; to: number; label: string }
	/** what each point is, in the caption ("over 4 answers") */
	unit?: string
	/** the table's first column */
	labelHeading?: string
}) {
	if (!points.length) return null
	const width = 320
	const height = 140
	const pad = 14
	const left = 34
	const top = Math.max(max ?? 0, band?.to ?? 0, ...points.map((p) => p.value)) * 1.1 || 1
	const y = (v: number) => height - pad - ((Math.min(Math.max(v, min), top) - min) / (top - min)) * (height - 2 * pad)
	const x = (i: number) => (points.length === 1 ? (left + width - pad) / 2 : left + (i * (width - left - pad)) / (points.length - 1))
	const ticks = band ? [min, band.from, band.to] : [min, Math.round(top / 1.1)]
	const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')
	const first = points[0]!
	const last = points[points.length - 1]!
	return (
		<figure>
			<svg viewBox={`0 0 ${width} ${height}`} className="w-full" role="img" aria-labelledby={`${id}-caption`}>
				{band ? (
					<rect
						x={left}
						width={width - left - pad}
						y={y(band.to)}
						height={Math.max(0, y(band.from) - y(band.to))}
						className="fill-green-100 dark:fill-green-950"
					/>
				) : null}
				<line x1={left} x2={width - pad} y1={height - pad} y2={height - pad} className="stroke-slate-400" />
				{ticks.map((t) => (
					<text key={t} x={left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" className="fill-slate-700 dark:fill-slate-300">
						{format(t)}
					</text>
				))}
				{points.length > 1 ? <path d={path} fill="none" strokeWidth="3" className="stroke-nhs-blue dark:stroke-nhs-light-blue" /> : null}
				{points.map((p, i) => (
					<circle key={p.key} cx={x(i)} cy={y(p.value)} r="4" className="fill-nhs-blue dark:fill-nhs-light-blue" />
				))}
			</svg>
			<figcaption id={`${id}-caption`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
				{caption}{' '}
				{points.length > 1 ? `From ${format(first.value)} to ${format(last.value)} over ${points.length} ${unit}.` : `${format(first.value)} so far.`}
				{band ? ` Shaded: ${band.label}.` : ''}
			</figcaption>
			<details className="mt-2 text-sm">
				<summary className="cursor-pointer font-semibold text-nhs-blue underline dark:text-nhs-light-blue">Show as a table</summary>
				<table className="mt-2 w-full text-left">
					<caption className="sr-only">{caption}</caption>
					<thead>
						<tr><th scope="col">{labelHeading}</th><th scope="col">{valueHeading}</th></tr>
					</thead>
					<tbody>
						{points.map((p) => (
							<tr key={p.key}><td>{p.label}</td><td>{format(p.value)}</td></tr>
						))}
					</tbody>
				</table>
			</details>
		</figure>
	)
}
