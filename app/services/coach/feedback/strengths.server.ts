/** Strengths: each points at a different sentence of the answer that shows what the line says. */
import { type NhsValue } from '#app/lib/nhs-values'
import { type FeedbackContext } from './context.server'
import { showsElement } from '../structure.server'
import { quote, quoteStop } from './quotes.server'

const VALUE_NAMES = /care and compassion|dignity and respect|quality of care|improving lives|working together|everyone counts|nhs values/i

function valueStrengths(ctx: FeedbackContext): string[] {
	const { a, book } = ctx
	const out: string[] = []
	const order = [...a.values.evidenced].sort((x, y) => a.values.perValue[y].total - a.values.perValue[x].total)
	for (const v of order.slice(0, 2)) {
		const ev = a.values.perValue[v]
		const ranked = [...ev.sentences].sort((x, y) => (ev.sentenceScores[y] ?? 0) - (ev.sentenceScores[x] ?? 0))
		const i = book.take(ranked)
		if (i === undefined) continue
		out.push(
			ctx.kind === 'situational'
				? `Your approach reflects ${v}: ${book.q(i)}`
				: `You showed ${v} through what you did, not just by naming it: ${book.q(i)}`,
		)
	}
	return out
}

function starStrengths(ctx: FeedbackContext): string[] {
	const { a, book } = ctx
	const { star } = a
	const out: string[] = []
	const p = star.present
	if (p.action && star.parts.action.sentences.length) {
		const byWeight = [...star.parts.action.sentences].sort(
			(x, y) => (star.actionWeight[y] ?? 0) - (star.actionWeight[x] ?? 0) || x - y,
		)
		const i = book.take(byWeight)
		if (i !== undefined)
			out.push(
				star.ownActions.length >= 3
					? `You showed ownership with concrete actions of your own: ${book.q(i)}`
					: `You described something you did: ${book.q(i)}`,
			)
	}
	return out
}

function laterStarStrengths(ctx: FeedbackContext, have: number): string[] {
	const { a, book } = ctx
	const { star } = a
	const out: string[] = []
	if (star.present.result && star.parts.result.sentences.length) {
		const i = book.take([...star.parts.result.sentences].reverse())
		const quoted = book.q(i)
		// evidence the candidate can see in the quote itself
		if (i !== undefined)
			out.push(/\d/.test(quoted) ? `You backed up the outcome with evidence: ${quoted}` : `You said what changed as a result: ${quoted}`)
	}
	if (star.reflection.strength >= 0.6 && star.reflection.sentences.length) {
		const i = book.take([...star.reflection.sentences].reverse())
		if (i !== undefined) out.push(`You reflected on what you learnt: ${book.q(i)}`)
	}
	for (const part of ['situation', 'task'] as const) {
		if (have + out.length >= 4) break
		if (!star.present[part] || !star.parts[part].sentences.length) continue
		const i = book.take(star.parts[part].sentences)
		if (i !== undefined)
			out.push(part === 'situation' ? `You set the scene with a specific situation: ${book.q(i)}` : `You made your responsibility clear: ${book.q(i)}`)
	}
	return out
}

function elementStrengths(ctx: FeedbackContext, have: number): string[] {
	const out: string[] = []
	for (const e of ctx.elements) {
		if (have + out.length >= 4) break
		if (!e.present || ['situation', 'task', 'action', 'result'].includes(e.key)) continue
		// only a sentence whose quoted words still show the element (long sentences are cut)
		const showing = e.sentences.filter((k) => showsElement(ctx.kind, e.key, quote(ctx.book.text(k))))
		const i = ctx.book.take(showing)
		if (i !== undefined) out.push(`${e.text.shown}: ${ctx.book.q(i)}`)
	}
	return out
}

function fallbackStrengths(ctx: FeedbackContext): string[] {
	const { a, book } = ctx
	const { values, parsed } = a
	const partial = (Object.keys(values.perValue) as NhsValue[])
		.filter((v) => values.perValue[v].partialSentences.length)
		.sort((x, y) => values.perValue[y].partial - values.perValue[x].partial)[0]
	const candidates = partial
		? values.perValue[partial].partialSentences.filter(
				(k) => !values.namingSentences.includes(k) && !VALUE_NAMES.test(parsed.sentences[k]?.text ?? ''),
			)
		: []
	if (partial && candidates.length) {
		const i = book.pick(candidates)
		if (i !== undefined)
			return [`You identified an appropriate approach that reflects ${partial}: ${quoteStop(book.text(i))} Now back it with a real example.`]
	}
	return []
}

export function writeStrengths(ctx: FeedbackContext): string[] {
	const { a } = ctx
	const out: string[] = []
	if (ctx.star) out.push(...starStrengths(ctx))
	out.push(...valueStrengths(ctx))
	if (ctx.star) out.push(...laterStarStrengths(ctx, out.length))
	out.push(...elementStrengths(ctx, out.length))
	if (ctx.flags.length) out.splice(2)
	if (out.length < 2) out.push(...fallbackStrengths(ctx))
	if (out.length < 2 && a.relevance.score >= 0.8 && !a.relevance.offTopic && a.parsed.words >= 40 && !ctx.flags.length) {
		out.push('You stayed on the topic of the question throughout.')
	}
	return out.slice(0, 4)
}
