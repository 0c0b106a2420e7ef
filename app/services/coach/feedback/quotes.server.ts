/** Quoting the candidate's own sentences, each one once. */
import { type ParsedAnswer } from '../types'

const MAX_QUOTE = 150

/** Quote a sentence of the answer (as plain text), shortened at a word boundary. */
export function quote(text: string, max = MAX_QUOTE): string {
	const clean = text.replace(/\s+/g, ' ').trim()
	if (clean.length <= max) return `"${clean}"`
	const cut = clean.slice(0, max)
	const at = cut.lastIndexOf(' ')
	return `"${(at > max * 0.6 ? cut.slice(0, at) : cut).replace(/[,;:]$/, '')}..."`
}

/** A quote followed by a full stop unless the quoted sentence already ends one. */
export function quoteStop(text: string, max = MAX_QUOTE): string {
	const qt = quote(text, max)
	return /[.!?]"$|\.\.\."$/.test(qt) ? qt : `${qt}.`
}

/** Hands out sentences of the answer to quote, preferring ones not quoted yet. */
export class QuoteBook {
	private used = new Set<number>()
	constructor(
		private parsed: ParsedAnswer,
		/** sentences that must not be praised (they raised a red flag) */
		private barred: Set<number> = new Set(),
	) {}

	/** The first usable sentence of `indexes`, or undefined; marks it used. */
	take(indexes: number[]): number | undefined {
		const i = indexes.find((k) => !this.used.has(k) && !this.barred.has(this.parsed.sentences[k]?.source ?? -1))
		if (i !== undefined) this.used.add(i)
		return i
	}

	/** Like take, but falls back to a sentence already quoted. */
	pick(indexes: number[]): number | undefined {
		const i = indexes.find((k) => !this.used.has(k)) ?? indexes[0]
		if (i !== undefined) this.used.add(i)
		return i
	}

	text(i: number | undefined): string {
		return i === undefined ? '' : (this.parsed.sentences[i]?.text ?? '')
	}

	q(i: number | undefined, max?: number): string {
		const t = this.text(i)
		return t ? quote(t, max) : ''
	}
}
