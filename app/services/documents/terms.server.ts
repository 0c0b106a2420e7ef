/**
 * Words and terms: tokenising, stop words (English plus the filler of job
 * adverts: "ability", "experience of", "demonstrable") and Porter stems, so
 * "leading a team" and "team leadership" meet on the same keys.
 */
import { stemmer } from 'stemmer'

const ENGLISH = `a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each either etc few for from further had has have having he her
here hers him his how i if in into is it its itself just me more most my no nor not of off on once only or other our ours out
over own per same she should so some such than that the their theirs them then there these they this those through to too
under until up upon us very via was we were what when where which while who whom why will with within without would you your
yours e.g i.e eg ie able well may must shall might need needs including include includes use using used new one two three
get give given make made take set way ways day days`

/** Words that say nothing about what a job or a candidate does. */
const FILLER = `ability abilities experience experienced experiences knowledge understanding demonstrable demonstrate demonstrated
evidence evidenced good excellent strong effective effectively relevant appropriate appropriately high level levels wide range
proven sound basic awareness willingness willing commitment committed desire interest essential desirable criteria required
requirement requirements skills skill postholder post holder role job jobholder successful candidate applicant applicants
ensure ensuring responsible responsibility responsibilities duties duty key main area areas various general specific related
within across relevant time times other others work working worked works staff member members all any every each etc yes
person people individual individuals service services trust nhs foundation team`

export const STOPWORDS = new Set(`${ENGLISH} ${FILLER}`.split(/\s+/).filter(Boolean))

/** Words (letters, digits, inner hyphens and apostrophes), lower-cased. */
export function words(text: string): string[] {
	return (text.toLowerCase().replace(/[’‘]/g, "'").match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []).map((w) =>
		w.replace(/'s$/, ''),
	)
}

/** British and American spellings share a key (organise/organize). */
export function stem(word: string) {
	const w = word.toLowerCase().replace(/iz(e|es|ed|ing|ation|ations)$/, 'is$1')
	return stemmer(w)
}

/** Stems of the meaningful words of a text, in order, without repeats. */
export function contentStems(text: string): string[] {
	const out: string[] = []
	for (const w of words(text)) {
		const isNumber = /^\d+[a-z]?$/.test(w)
		if (!isNumber && (w.length < 3 || STOPWORDS.has(w))) continue
		const s = stem(w)
		if (!out.includes(s)) out.push(s)
	}
	return out
}

/** The set of stems of every word of a text (stop words included), for lookups. */
export function stemSet(text: string): Set<string> {
	return new Set(words(text).map(stem))
}

/** Trim a phrase to at most `max` words, cutting at a clause boundary where one is near. */
export function shortenPhrase(phrase: string, max = 16) {
	let text = phrase.replace(/\s+/g, ' ').trim().replace(/[.;:,]+$/, '')
	const cut = text.search(/\s(?:in line with|in accordance with|as per|as required|as directed|where appropriate|at all times)\b|[;:]|\s\(/i)
	if (cut > 20) text = text.slice(0, cut)
	const list = text.split(' ')
	if (list.length <= max) return text.replace(/[.;:,]+$/, '')
	// prefer ending at a comma or "and" before the limit
	const head = list.slice(0, max).join(' ')
	const comma = head.lastIndexOf(', ')
	const and = head.lastIndexOf(' and ')
	const at = Math.max(comma, and)
	if (at > 25) return head.slice(0, at).replace(/[.;:,]+$/, '')
	// else stop before the last preposition, so the phrase does not end mid-clause ("on a busy")
	const prep = head.search(/\s(?:on|in|at|for|with|from|during|within|across|under|by)\s(?!.*\s(?:on|in|at|for|with|from|during|within|across|under|by)\s)/)
	return (prep > 25 ? head.slice(0, prep) : head).replace(/[.;:,]+$/, '')
}

/** "band 5 nurses" -> "Band 5 nurses"; leaves acronyms alone. */
export function capitalise(text: string) {
	return text ? text[0]!.toUpperCase() + text.slice(1) : text
}

/** Lower-case the first letter unless the first word is an acronym or a proper name (NHS, NMC, Datix). */
export function lowerFirst(text: string) {
	const first = text.split(/\s/)[0] ?? ''
	if (/^[A-Z0-9]{2,}/.test(first) || /^[A-Z][a-z]+[A-Z]/.test(first)) return text
	return text ? text[0]!.toLowerCase() + text.slice(1) : text
}
