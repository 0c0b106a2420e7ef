/** Improvements, the most serious first; none contradicts what the answer says. */
import { type NhsValue } from '#app/lib/nhs-values'
import { starLabel } from '../star.server'
import { type FeedbackContext } from './context.server'
import { quote, quoteStop } from './quotes.server'
import { flagLine, listWords, offTopicLine } from './templates.server'

/** Words that name each value, to quote only a sentence that names it. */
const VALUE_NAME: Record<NhsValue, RegExp> = {
	'Care and compassion': /\bcompassion\w*|\bcare and compassion\b/i,
	'Dignity and respect': /\bdignity\b|\brespect\w*/i,
	'Commitment to quality of care': /\bquality\b/i,
	'Improving lives': /\bimproving lives\b|\bimprove\w* (people's |patients' )?lives\b/i,
	'Working together for patients': /\bworking together\b|\bteamwork\b/i,
	'Everyone counts': /\beveryone counts\b/i,
}

function flagLines(ctx: FeedbackContext): string[] {
	const seen = new Set<string>()
	const out: string[] = []
	for (const f of ctx.flags) {
		if (seen.has(f.kind)) continue
		seen.add(f.kind)
		out.push(flagLine(f, quoteStop(f.text, 170)))
	}
	return out
}

function relevanceLines(ctx: FeedbackContext): string[] {
	const { relevance, question, parsed } = ctx.a
	if (relevance.offTopic && relevance.about && relevance.asked)
		return [`${offTopicLine(relevance.about, relevance.asked)} Choose an example about ${relevance.asked} and say how it answers the question.`]
	if (relevance.score < 0.5 && parsed.words >= 15) {
		const qText = question.text ? `"${question.text.trim().slice(0, 160)}"` : 'the question'
		return [`The answer does not clearly address the question asked (${qText}). Choose an example that fits it and say explicitly how it answers the question.`]
	}
	return []
}

function exampleLines(ctx: FeedbackContext): string[] {
	const { star, parsed } = ctx.a
	if (ctx.kind !== 'behavioural' || star.present.action) return []
	const hyp = parsed.sentences.find((s) =>
		s.verbs.some((v) => (v.mode === 'hypothetical' || v.conditional) && (v.subject === 'i' || v.subject === 'you')),
	)
	if (hyp)
		return [
			`You described what you would do (${quote(hyp.text, 110)}) rather than what you did. The question asks for a real example: pick one occasion and tell it in the past tense with "I".`,
		]
	return parsed.words >= 8 ? ['There is no specific example of something you did. Pick one real occasion and describe your own actions step by step.'] : []
}

function ownershipLines(ctx: FeedbackContext): string[] {
	const { star, parsed } = ctx.a
	if (!(star.teamActions.length > star.ownActions.length && star.teamActions.length >= 2)) return []
	const we = parsed.sentences.find((s) => s.verbs.some((v) => v.subject === 'we'))
	return [`Much of the answer says "we"${we ? ` (${quote(we.text, 100)})` : ''}. Make your own contribution clear by saying "I" for what you did.`]
}

function namingLines(ctx: FeedbackContext): string[] {
	const { values, parsed } = ctx.a
	const named = values.named.filter((v) => !values.evidenced.includes(v))
	for (const i of values.namingSentences) {
		const quoted = quote(parsed.sentences[i]?.text ?? '')
		// only the values the quoted words name
		const inSentence = named.filter((v) => VALUE_NAME[v].test(quoted))
		if (inSentence.length)
			return [`You named ${listWords(inSentence)} (${quoted}) but did not show it. Describe what you did that demonstrated the value instead of stating it.`]
	}
	return []
}

function headingLines(ctx: FeedbackContext): string[] {
	const { star, parsed } = ctx.a
	// headings with nothing under them; a labelled STAR answer with content is the format the app teaches
	const empty = parsed.sentences.filter((s) => {
		const label = starLabel(s.text)
		return label ? label.contentWords < 3 || s.vacuous : s.vacuous
	})
	if (!(star.labelStuffing || empty.length >= 2) || !empty.length) return []
	const onlyHeadings = empty.some((s) => starLabel(s.text))
	return [
		`${onlyHeadings ? 'Some sentences only list STAR headings' : 'Some sentences only name values'} without saying what happened (${quote(empty[0].text, 100)}). Replace them with what actually happened.`,
	]
}

function structureLines(ctx: FeedbackContext): string[] {
	const { star, parsed } = ctx.a
	const out: string[] = []
	if (ctx.kind === 'behavioural') {
		if (!(star.present.action || star.present.situation)) return []
		for (const e of ctx.elements) {
			if (e.present || e.key === 'action') continue
			if (e.key === 'result') {
				const acts = star.parts.action.sentences
				const last = acts.length ? acts[acts.length - 1] : undefined
				out.push(
					last !== undefined
						? `After ${quote(parsed.sentences[last].text)}, say what happened next: the outcome for the patient or the service, with evidence if you have it.`
						: e.text.missing,
				)
			} else out.push(e.text.missing)
		}
		if (star.reflection.strength < 0.6) out.push('Close with a line of reflection: what you learnt or would do differently next time.')
		return out
	}
	for (const e of ctx.elements) if (!e.present && !(e.key === 'action' && ctx.kind === 'values' && star.present.action)) out.push(e.text.missing)
	return out.slice(0, 3)
}

function deliveryLines(ctx: FeedbackContext): string[] {
	const { clarity, parsed } = ctx.a
	const out: string[] = []
	if (clarity.lengthBand === 'very-short' || clarity.lengthBand === 'short')
		out.push(`At ${parsed.words} words the answer is too brief for a 3-5 minute response (roughly 350-750 words spoken); add the detail of what you did and why.`)
	else if (clarity.lengthBand === 'very-long')
		out.push(`At ${parsed.words} words the answer is far longer than 3-5 minutes; keep to one example and the key steps.`)
	if (clarity.fillers.length)
		out.push(`Cut filler words (${clarity.fillers.slice(0, 5).map((f) => `"${f}"`).join(', ')}); they weaken a spoken answer.`)
	if (clarity.longSentences > 0 && clarity.meanSentenceWords > 24) {
		const long = parsed.sentences.find((s) => s.words > 35)
		if (long) out.push(`Break up long sentences such as ${quote(long.text, 90)} so the panel can follow you.`)
	}
	return out
}

function roomLine(ctx: FeedbackContext): string {
	const { star, parsed } = ctx.a
	const act = [...star.parts.action.sentences].sort((x, y) => (star.actionWeight[y] ?? 0) - (star.actionWeight[x] ?? 0))[0]
	if (parsed.words < 350 && act !== undefined && ctx.star)
		return `At ${parsed.words} words you have room for more detail in a 3-5 minute answer: after ${quote(parsed.sentences[act].text)} explain why you chose those steps.`
	if (parsed.words < 350) return `At ${parsed.words} words you have room for more detail in a 3-5 minute answer: explain your reasoning at each step.`
	return 'Keep the answer tight: check every sentence moves the answer on, and finish on the outcome and what you learnt.'
}

export function writeImprovements(ctx: FeedbackContext): string[] {
	const out = [
		...flagLines(ctx),
		...relevanceLines(ctx),
		...exampleLines(ctx),
		...ownershipLines(ctx),
		...namingLines(ctx),
		...headingLines(ctx),
		...structureLines(ctx),
		...deliveryLines(ctx),
	]
	if (!out.length) out.push(roomLine(ctx))
	return [...new Set(out)].slice(0, 5)
}
