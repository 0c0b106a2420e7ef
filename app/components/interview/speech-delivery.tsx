import { formatSpokenDuration, type SpeechAnalytics } from '#app/lib/speech-analytics'
import { PROVIDER_LABELS } from '#app/lib/speech'

const PACE_LABEL = { slow: 'slow', steady: 'steady', fast: 'fast' } as const
const FILLER_LABEL = { low: 'few', some: 'some', high: 'many' } as const
const DURATION_LABEL = { short: 'shorter than 3-5 minutes', within: 'within 3-5 minutes', long: 'longer than 3-5 minutes' } as const

function Measure({ label, value, detail, tip }: { label: string; value: string; detail?: string; tip: string | null }) {
	return (
		<div className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
			<dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">{label}</dt>
			<dd>
				<p className="text-lg font-bold">{value}</p>
				{detail ? <p className="text-sm">{detail}</p> : null}
				{tip ? <p className="mt-1 text-sm">{tip}</p> : null}
			</dd>
		</div>
	)
}

/** Speech delivery of a voice answer, inside the feedback panel: each measure with its coaching tip. */
export function SpeechDelivery({ analytics }: { analytics: SpeechAnalytics | null | undefined }) {
	if (!analytics) return null
	const { fillers, pauses } = analytics
	return (
		<section aria-labelledby="delivery-title">
			<h4 id="delivery-title" className="font-bold">
				Speech delivery
			</h4>
			<p className="text-sm text-slate-700 dark:text-slate-300">
				From your recording ({analytics.wordCount} words, transcribed by {PROVIDER_LABELS[analytics.source]}).
			</p>
			<dl className="mt-2 grid gap-3 sm:grid-cols-2">
				<Measure
					label="Speaking rate"
					value={`${analytics.wordsPerMinute} words per minute (${PACE_LABEL[analytics.pace]})`}
					tip={analytics.tips.pace}
				/>
				<Measure
					label="Filler words"
					value={`${fillers.total}, ${fillers.perMinute} a minute (${FILLER_LABEL[fillers.level]})`}
					detail={fillers.items.length ? `Heard: ${fillers.items.map((i) => `"${i.phrase}" ${i.count}`).join(', ')}` : undefined}
					tip={analytics.tips.fillers}
				/>
				<Measure
					label="Long pauses"
					value={pauses ? `${pauses.longPauses} of ${pauses.thresholdSeconds} seconds or more` : 'Not measured'}
					detail={pauses ? undefined : 'Pauses need word timings from a speech-to-text service.'}
					tip={analytics.tips.pauses}
				/>
				<Measure
					label="Answer length"
					value={`${formatSpokenDuration(analytics.durationSeconds)} (${DURATION_LABEL[analytics.durationBand]})`}
					tip={analytics.tips.duration}
				/>
			</dl>
		</section>
	)
}
