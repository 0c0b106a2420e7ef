/** Recommendations: what to do next time, tied to the question's values, kind and competency. */
import { type NhsValue } from '#app/lib/nhs-values'
import { type FeedbackContext } from './context.server'
import { KIND_ADVICE, listWords, VALUE_EXAMPLES } from './templates.server'

export function writeRecommendations(ctx: FeedbackContext): string[] {
	const { a } = ctx
	const { question, values, star, clarity } = a
	const out: string[] = []
	const target = question.values.filter((v) => !values.evidenced.includes(v))
	for (const v of target.slice(0, 2)) out.push(`This question assesses ${v}: include an action that shows it, such as ${VALUE_EXAMPLES[v]}.`)
	if (question.competency) out.push(`Make the link to ${question.competency} explicit in your closing sentence.`)
	if (ctx.kind === 'behavioural' && !star.present.action)
		out.push('Prepare four or five real examples from work, placement or volunteering that you can adapt to common questions, and practise telling each with STAR.')
	const missing = ctx.elements.filter((e) => !e.present)
	if (missing.length)
		out.push(
			ctx.kind === 'behavioural'
				? `${KIND_ADVICE.behavioural} Missing here: ${listWords(missing.map((e) => e.text.name))}.`
				: KIND_ADVICE[ctx.kind],
		)
	if (star.present.result && a.specificity < 0.34 && ctx.star)
		out.push('Quantify where you can (waiting times, number of patients, days to discharge, audit results) to make the result convincing.')
	if (values.evidenced.length < 3 && !target.length) {
		const candidates = (Object.keys(VALUE_EXAMPLES) as NhsValue[]).filter((v) => !values.evidenced.includes(v))
		const v = candidates.find((c) => values.perValue[c].partial > 0 || values.perValue[c].total > 0) ?? candidates[0]
		if (v)
			out.push(
				values.evidenced.length
					? `You could also show ${v}: describe ${VALUE_EXAMPLES[v]}.`
					: `Show the NHS values in action; for ${v}, describe ${VALUE_EXAMPLES[v]}.`,
			)
	}
	if (clarity.lengthBand !== 'ideal') out.push('Practise saying the answer aloud and time it: 3-5 minutes is the usual target.')
	return [...new Set(out)].slice(0, 4)
}
