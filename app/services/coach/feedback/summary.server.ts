/** The detailed analysis: a few sentences whose numbers are the ones the score rings show. */
import { type FeedbackContext } from './context.server'
import { band, flagLabel, listWords, offTopicLine, pct } from './templates.server'

function structureSentence(ctx: FeedbackContext): string {
	const { a } = ctx
	const score = pct(a.scores.star)
	const shown = ctx.elements.filter((e) => e.present).map((e) => e.text.name)
	const notShown = ctx.elements.filter((e) => !e.present).map((e) => e.text.name)
	if (ctx.kind === 'behavioural') {
		if (!notShown.length)
			return `It follows the STAR structure, covering situation, task, action and result${a.star.reflection.strength >= 0.6 ? ', with reflection' : ''} (STAR ${score}).`
		if (shown.length) return `It covers the ${listWords(shown)} but not the ${listWords(notShown)} (STAR ${score}).`
		return `It does not describe a specific example, so there is no STAR structure yet (STAR ${score}).`
	}
	const label = ctx.kind === 'values' ? 'structure' : `${ctx.kind} structure`
	if (!notShown.length) return `It has everything this kind of question calls for: ${listWords(shown)} (${label} ${score}).`
	if (shown.length) return `It covers ${listWords(shown)} but not ${listWords(notShown)} (${label} ${score}).`
	return `It does not yet give what this kind of question calls for: ${listWords(notShown)} (${label} ${score}).`
}

export function writeSummary(ctx: FeedbackContext): string {
	const { a } = ctx
	const { question, values, relevance, clarity, parsed, scores } = a
	const flagged = ctx.flags.length > 0
	const out: string[] = []
	const qText = question.text ? `"${question.text.trim().slice(0, 160)}"` : ''
	out.push(
		qText
			? `For the question ${qText}, this is ${band(scores.overall, flagged)} (overall ${pct(scores.overall)}).`
			: `This is ${band(scores.overall, flagged)} (overall ${pct(scores.overall)}).`,
	)
	if (relevance.offTopic && relevance.about && relevance.asked) out.push(offTopicLine(relevance.about, relevance.asked))
	out.push(structureSentence(ctx))
	if (values.evidenced.length)
		out.push(
			ctx.kind === 'situational'
				? `Your approach reflects ${listWords(values.evidenced)} (NHS values ${pct(scores.nhsValues)}).`
				: `It shows ${listWords(values.evidenced)} through your actions (NHS values ${pct(scores.nhsValues)}).`,
		)
	else if (values.named.length) out.push(`It names NHS values without showing them in action (NHS values ${pct(scores.nhsValues)}).`)
	else out.push(`It gives little evidence of the NHS values (NHS values ${pct(scores.nhsValues)}).`)
	if (flagged) out.push(`A panel would mark it down for ${listWords([...new Set(ctx.flags.map(flagLabel))])}.`)
	else if (!relevance.offTopic && relevance.score < 0.5 && parsed.words >= 15) out.push('It does not clearly answer the question that was asked.')
	if (out.length < 5)
		out.push(
			clarity.score >= 0.75
				? `It is clear and easy to follow (clarity ${pct(scores.clarity)}).`
				: clarity.fillers.length
					? `Clarity (${pct(scores.clarity)}) is reduced by filler words.`
					: clarity.lengthBand === 'very-short' || clarity.lengthBand === 'short'
						? `It is too short to be fully clear (clarity ${pct(scores.clarity)}).`
						: `Clarity is ${pct(scores.clarity)}.`,
		)
	return out.slice(0, 5).join(' ')
}
