/**
 * The results page's session summary, from each question's best attempt:
 * strongest and weakest NHS value, the STAR part most often missing, and the
 * one thing to practise next (which the "Practise ..." button aims a new
 * session at). Pure, so it is unit-tested without a database.
 */
import { NHS_VALUES, type NhsValue } from './nhs-values'
import { indicatorsFor } from './panel-indicators'

export type SummaryItem = {
	values: string[]
	feedback: {
		overallScore: number
		nhsValuesScore: number
		starScore: number
		clarityScore: number
		valuesEvidenced: string[]
		starPresent: Record<StarPart, boolean> | null
	} | null
}
type StarPart = 'situation' | 'task' | 'action' | 'result'
const STAR_PARTS: StarPart[] = ['situation', 'task', 'action', 'result']
const STAR_TIPS: Record<StarPart, string> = {
	situation: 'Open each example with one or two sentences of Situation: where, when, and who was involved (by role).',
	task: 'Say what your Task was: what you were responsible for, before what you did.',
	action: 'Spend most of the answer on your Actions, in the first person: what you did, step by step, and why.',
	result: 'Finish every example with its Result: what changed because of you, and what you learnt.',
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null)

export function summariseSession(items: SummaryItem[]) {
	const scored = items.filter((i) => i.feedback)
	if (!scored.length) return null
	// A value's score: the NHS values score of answers to questions testing it, in full where it was shown, half where not.
	const valueScores = NHS_VALUES.flatMap((value) => {
		const xs = scored
			.filter((i) => i.values.includes(value))
			.map((i) => i.feedback!.nhsValuesScore * (i.feedback!.valuesEvidenced.includes(value) ? 1 : 0.5))
		const m = mean(xs)
		return m === null ? [] : [{ value, score: m }]
	}).sort((a, b) => b.score - a.score)
	const strongest = valueScores[0] ?? null
	const weakest = valueScores.length > 1 ? valueScores.at(-1)! : null

	const withStar = scored.filter((i) => i.feedback!.starPresent)
	const missing = STAR_PARTS.map((part) => ({ part, count: withStar.filter((i) => !i.feedback!.starPresent![part]).length }))
		.filter((m) => m.count > 0)
		.sort((a, b) => b.count - a.count)
	const mostMissing = missing[0] ? { ...missing[0], of: withStar.length } : null

	const averages = {
		values: mean(scored.map((i) => i.feedback!.nhsValuesScore))!,
		star: mean(scored.map((i) => i.feedback!.starScore))!,
		clarity: mean(scored.map((i) => i.feedback!.clarityScore))!,
	}
	const lowest = (Object.keys(averages) as Array<keyof typeof averages>).sort((a, b) => averages[a] - averages[b])[0]!
	const focusValue = (weakest ?? strongest)?.value as NhsValue | undefined
	let next: string
	if (lowest === 'star' && mostMissing) next = STAR_TIPS[mostMissing.part]
	else if (lowest === 'clarity') next = 'Make each answer easier to follow: one example, in order, in short sentences, with a clear ending.'
	else if (focusValue) {
		const indicator = indicatorsFor({ competency: '', values: [focusValue] }).at(-1)!
		next = `Show ${focusValue} through what you did: ${indicator.charAt(0).toLowerCase()}${indicator.slice(1)}.`
	} else next = mostMissing ? STAR_TIPS[mostMissing.part] : 'Keep practising with new examples.'
	return { strongest, weakest, mostMissing, next, focusValue: focusValue ?? null }
}
