/**
 * Small SVG bar charts for the admin Analytics tab. Each is a figure whose
 * SVG is one labelled image (its caption summarises it) followed by the same
 * figures as a data table, so nothing depends on seeing the bars or colours.
 */
import { type ReactNode, useId } from 'react'

type Series = { name: string; values: number[]; tone: 'blue' | 'green' }

const TONES: Record<Series['tone'], string> = {
	blue: 'fill-nhs-blue dark:fill-nhs-light-blue',
	green: 'fill-nhs-green dark:fill-emerald-400',
}

const LABEL = 'fill-slate-700 text-[11px] dark:fill-slate-300'

function DataTable({
	caption,
	head,
	rows,
}: {
	caption: string
	head: string[]
	rows: Array<{ key: string; cells: string[] }>
}) {
	return (
		<details className="mt-2 text-sm">
			<summary className="cursor-pointer font-semibold text-nhs-blue underline dark:text-nhs-light-blue">Show as a table</summary>
			<table className="mt-2 w-full text-left">
				<caption className="sr-only">{caption}</caption>
				<thead>
					<tr>
						{head.map((h) => (
							<th key={h} scope="col" className="py-1 pr-4">
								{h}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{rows.map((row) => (
						<tr key={row.key} className="border-t border-slate-200 dark:border-slate-700">
							<th scope="row" className="py-1 pr-4 font-normal">
								{row.cells[0]}
							</th>
							{row.cells.slice(1).map((cell, i) => (
								<td key={head[i + 1]} className="py-1 pr-4">
									{cell}
								</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</details>
	)
}

function Legend({ series }: { series: Series[] }) {
	if (series.length < 2) return null
	return (
		<ul className="mt-1 flex flex-wrap gap-4 text-sm">
			{series.map((s) => (
				<li key={s.name} className="flex items-center gap-2">
					<svg aria-hidden="true" width="12" height="12" className={TONES[s.tone]}>
						<rect width="12" height="12" rx="2" />
					</svg>
					{s.name}
				</li>
			))}
		</ul>
	)
}

/** Vertical bars per category (e.g. per week), one bar per series. */
export function ColumnChart({
	title,
	summary,
	categories,
	series,
	categoryHeading,
}: {
	title: string
	/** one sentence describing the chart for screen readers */
	summary: string
	categories: string[]
	series: Series[]
	categoryHeading: string
}) {
	const captionId = useId()
	const width = 640
	const height = 200
	const top = 16
	const bottom = 28
	const left = 8
	const max = Math.max(1, ...series.flatMap((s) => s.values))
	const group = (width - 2 * left) / Math.max(1, categories.length)
	const barWidth = (group * 0.7) / series.length
	const y = (v: number) => height - bottom - (v / max) * (height - top - bottom)
	return (
		<figure>
			<h3 className="text-lg font-bold">{title}</h3>
			<Legend series={series} />
			<svg viewBox={`0 0 ${width} ${height}`} className="mt-2 w-full" role="img" aria-labelledby={captionId}>
				<line x1={left} x2={width - left} y1={height - bottom} y2={height - bottom} className="stroke-slate-400" />
				{categories.map((category, i) => (
					<g key={category}>
						{series.map((s, j) => {
							const value = s.values[i] ?? 0
							const x = left + i * group + group * 0.15 + j * barWidth
							return (
								<g key={s.name}>
									<rect x={x} y={y(value)} width={barWidth - 1} height={height - bottom - y(value)} className={TONES[s.tone]} />
									{value > 0 ? (
										<text x={x + barWidth / 2} y={y(value) - 3} textAnchor="middle" className={LABEL}>
											{value}
										</text>
									) : null}
								</g>
							)
						})}
						{i % 2 === categories.length % 2 ? null : (
							<text x={left + i * group + group / 2} y={height - 10} textAnchor="middle" className={LABEL}>
								{category}
							</text>
						)}
					</g>
				))}
			</svg>
			<figcaption id={captionId} className="sr-only">
				{summary}
			</figcaption>
			<DataTable
				caption={title}
				head={[categoryHeading, ...series.map((s) => s.name)]}
				rows={categories.map((category, i) => ({
					key: category,
					cells: [category, ...series.map((s) => String(s.values[i] ?? 0))],
				}))}
			/>
		</figure>
	)
}

/** One horizontal bar per item, each labelled with its name and value. */
export function BarList({
	title,
	summary,
	items,
	itemHeading,
	valueHeading,
	max,
	lead,
}: {
	title: string
	/** a sentence shown under the title (the headline finding) */
	lead?: ReactNode
	summary: string
	items: Array<{ label: string; value: number; display: string; /** e.g. 'weakest': marks the bar in words and colour */ highlight?: string }>
	itemHeading: string
	valueHeading: string
	/** the value of a full-width bar (default: the largest value) */
	max?: number
}) {
	const captionId = useId()
	const width = 640
	const row = 40
	const full = Math.max(1, max ?? Math.max(...items.map((i) => i.value)))
	return (
		<figure>
			<h3 className="text-lg font-bold">{title}</h3>
			{lead ? <p className="mt-1">{lead}</p> : null}
			<svg viewBox={`0 0 ${width} ${row * items.length}`} className="mt-2 w-full" role="img" aria-labelledby={captionId}>
				{items.map((item, i) => (
					<g key={item.label} transform={`translate(0 ${i * row})`}>
						<text x={0} y={14} className="fill-slate-900 text-[14px] dark:fill-slate-100">
							{item.label}
							{item.highlight ? ` (${item.highlight})` : ''}: {item.display}
						</text>
						<rect x={0} y={20} width={width} height={12} rx={3} className="fill-slate-200 dark:fill-slate-700" />
						<rect
							x={0}
							y={20}
							width={Math.max(0, (item.value / full) * width)}
							height={12}
							rx={3}
							className={item.highlight ? 'fill-nhs-red dark:fill-red-400' : TONES.blue}
						/>
					</g>
				))}
			</svg>
			<figcaption id={captionId} className="sr-only">
				{summary}
			</figcaption>
			<DataTable
				caption={title}
				head={[itemHeading, valueHeading]}
				rows={items.map((item) => ({ key: item.label, cells: [item.highlight ? `${item.label} (${item.highlight})` : item.label, item.display] }))}
			/>
		</figure>
	)
}
