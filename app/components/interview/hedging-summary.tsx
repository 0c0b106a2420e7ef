/** Hedging and filler in a typed answer: counts, the phrases, and one tip. */
import { type AnswerCheck, hedgingTip } from '#app/lib/answer-check'

export function HedgingSummary({ hedges, counts }: Pick<AnswerCheck, 'hedges' | 'counts'>) {
	const tip = hedgingTip(counts)
	if (!tip) return null
	const phrases = [...new Set(hedges.map((h) => h.text.toLowerCase()))]
	return (
		<section aria-labelledby="hedging-title" className="rounded-md bg-slate-50 p-3 dark:bg-slate-800">
			<h4 id="hedging-title" className="font-bold">Hedging and filler</h4>
			<p className="mt-1 text-sm">
				{counts.hedges} {counts.hedges === 1 ? 'hedge' : 'hedges'}, {counts.fillers} filler {counts.fillers === 1 ? 'word' : 'words'}
				{phrases.length ? `: ${phrases.map((p) => `“${p}”`).join(', ')}` : ''}.
			</p>
			<p className="mt-1 text-sm">{tip}</p>
		</section>
	)
}
