import { BAND_LABEL, scoreBand, toPercent } from '#app/lib/scores'
import { cn } from '#app/utils/misc'

const BAND_STROKE = { high: '#007f3b', medium: '#b25e00', low: '#d5281b' } as const

/**
 * A circular score with its number in the middle. The text equivalent
 * ("Overall Score: 72%, developing") is what screen readers hear; colour is
 * never the only signal (the band is written below the ring).
 */
export function ScoreRing({
	label,
	score,
	size = 88,
}: {
	label: string
	score: number | null | undefined
	size?: number
}) {
	const percent = toPercent(score)
	const band = percent === null ? null : scoreBand(percent)
	const radius = (size - 10) / 2
	const circumference = 2 * Math.PI * radius
	const dash = percent === null ? 0 : (percent / 100) * circumference
	return (
		<figure className="flex flex-col items-center gap-1 text-center">
			<div className="relative" style={{ width: size, height: size }}>
				<svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
					<circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth="8" className="stroke-slate-200 dark:stroke-slate-700" />
					<circle
						cx={size / 2}
						cy={size / 2}
						r={radius}
						fill="none"
						strokeWidth="8"
						stroke={band ? BAND_STROKE[band] : 'transparent'}
						strokeDasharray={`${dash} ${circumference}`}
						strokeLinecap="round"
						transform={`rotate(-90 ${size / 2} ${size / 2})`}
					/>
				</svg>
				<span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-lg font-bold">
					{percent === null ? '–' : `${percent}%`}
				</span>
			</div>
			<figcaption className="text-sm font-semibold">
				<span className="sr-only">
					{label}: {percent === null ? 'no score yet' : `${percent}%, ${BAND_LABEL[band!]}`}
				</span>
				<span aria-hidden="true">{label}</span>
				{band ? (
					<span aria-hidden="true" className={cn('block text-xs font-normal text-slate-700 dark:text-slate-300')}>
						{BAND_LABEL[band]}
					</span>
				) : null}
			</figcaption>
		</figure>
	)
}

export function ScoreBadge({ score }: { score: number | null | undefined }) {
	const percent = toPercent(score)
	if (percent === null) return null
	const band = scoreBand(percent)
	return (
		<span
			className={cn(
				'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-bold',
				band === 'high' && 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
				band === 'medium' && 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
				band === 'low' && 'border border-red-700 text-red-800 dark:border-red-400 dark:text-red-200',
			)}
		>
			{percent}%<span className="sr-only"> ({BAND_LABEL[band]})</span>
		</span>
	)
}
