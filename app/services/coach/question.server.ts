/** What kind of answer a question asks for, and which words describe its topic. */
import { type NhsValue, NHS_VALUES } from '#app/lib/nhs-values'
import { isQuestionKind, type QuestionKind } from '#app/lib/question-kinds'
import { classifyKind } from './kind.server'
import { canon, parseAnswer } from './nlp.server'
import { type CoachQuestion } from './types'

export type QuestionType =
	| 'behavioural' // tell me about a time...: a past example is expected
	| 'motivation' // why do you want...: reasons and what inspired them
	| 'hypothetical' // what would you do if...: an approach is expected
	| 'knowledge' // what do you know about...
	| 'self' // strengths, weaknesses, tell me about yourself
	| 'general'

export type AnalysedQuestion = {
	text: string
	kind: QuestionKind
	type: QuestionType
	/** lemmas of the question's content words (topic words, not the framing) */
	contentLemmas: Set<string>
	values: NhsValue[]
	competency?: string
	guidance?: string
}

/** Words that frame a question rather than carry its topic. */
const FRAME_WORDS = new Set(
	[
		'tell', 'time', 'describe', 'give', 'example', 'when', 'you', 'your', 'yourself', 'about',
		'can', 'could', 'would', 'what', 'why', 'how', 'have', 'had', 'did', 'do', 'does', 'a', 'an',
		'the', 'me', 'us', 'share', 'recall', 'think', 'talk', 'through', 'situation', 'occasion',
		'experience', 'specific', 'want', 'work', 'were', 'was', 'it', 'that', 'this', 'to', 'for',
		'of', 'in', 'on', 'with', 'or', 'and', 'which', 'who', 'did', 'particular', 'once', 'ever',
		'explain', 'happen', 'outcome', 'result', 'say', 'go', 'get', 'make', 'need', 'help', 'use',
		'so', 'be', 'been', 'being', 'is', 'are', 'am', 'at', 'as', 'by', 'from', 'any', 'some',
		'one', 'should', 'will', 'shall', 'may', 'might', 'must', 'there', 'their', 'they', 'we',
		'our', 'my', 'i', 'do', 'done', 'doing', 'please', 'briefly', 'walk', 'way', 'thing', 'very',
	].map(canon),
)

export function questionText(q: string | CoachQuestion | undefined | null): string {
	if (!q) return ''
	if (typeof q === 'string') return q
	return typeof q.text === 'string' ? q.text : ''
}

/** The older, coarser answer frame the analysers use, derived from the kind. */
const TYPE_OF_KIND: Record<QuestionKind, QuestionType> = {
	behavioural: 'behavioural',
	situational: 'hypothetical',
	motivation: 'motivation',
	self: 'self',
	strengths: 'self',
	values: 'general',
	knowledge: 'knowledge',
}

export function classifyQuestion(text: string): QuestionType {
	return TYPE_OF_KIND[classifyKind(text)]
}

export function analyseQuestion(q: string | CoachQuestion | undefined | null): AnalysedQuestion {
	const text = questionText(q).slice(0, 2000)
	const parsed = parseAnswer(text)
	const contentLemmas = new Set<string>()
	for (const s of parsed.sentences) {
		for (const t of s.tokens) {
			if (!['NOUN', 'VERB', 'ADJ', 'PROPN', 'ADV'].includes(t.pos)) continue
			if (t.type !== 'word' || t.norm.length < 3) continue
			if (FRAME_WORDS.has(t.lemma) || FRAME_WORDS.has(t.norm) || t.stop) continue
			contentLemmas.add(t.lemma)
		}
	}
	const values =
		typeof q === 'object' && q && Array.isArray(q.values)
			? q.values.filter((v): v is NhsValue => (NHS_VALUES as readonly string[]).includes(v))
			: []
	const given = typeof q === 'object' && q ? q.kind : undefined
	const kind = isQuestionKind(given) ? given : classifyKind(text)
	return {
		text,
		kind,
		type: TYPE_OF_KIND[kind],
		contentLemmas,
		values,
		competency: typeof q === 'object' && q ? q.competency : undefined,
		guidance: typeof q === 'object' && q ? q.guidance : undefined,
	}
}
