/** What every feedback stage reads: the analysis, the kind's structure elements and the quote book. */
import { type QuestionKind, usesStar } from '#app/lib/question-kinds'
import { type Analysis } from '../offline.server'
import { confidentFlags, type RedFlag } from '../red-flags.server'
import { type StarPart } from '../types'
import { QuoteBook } from './quotes.server'
import { ELEMENT_TEXT, type ElementText } from './templates.server'

export type Element = { key: string; present: boolean; sentences: number[]; text: ElementText }

export type FeedbackContext = {
	a: Analysis
	kind: QuestionKind
	/** STAR parts apply (behavioural, values) */
	star: boolean
	book: QuoteBook
	/** confident red flags only: the ones told to the candidate */
	flags: RedFlag[]
	elements: Element[]
}

const STAR_KEYS: StarPart[] = ['situation', 'task', 'action', 'result']

export function feedbackContext(a: Analysis): FeedbackContext {
	const kind = a.question.kind
	const flags = confidentFlags(a.redFlags)
	const book = new QuoteBook(a.parsed, new Set(flags.map((f) => f.sentence)))
	const texts = ELEMENT_TEXT[kind]
	const elements: Element[] = Object.entries(texts).map(([key, text]) => {
		if ((STAR_KEYS as string[]).includes(key)) {
			const part = key as StarPart
			return { key, present: a.star.present[part], sentences: a.star.parts[part].sentences, text }
		}
		const e = a.structure.elements[key]
		return { key, present: Boolean(e && e.strength >= 0.5), sentences: e?.sentences ?? [], text }
	})
	return { a, kind, star: usesStar(kind), book, flags, elements }
}
