/** What kind of answer a question asks for, and which words describe its topic. */
import { type NhsValue, NHS_VALUES } from '#app/lib/nhs-values'
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
	type: QuestionType
	/** lemmas of the question's content words (topic words, not the framing) */
	contentLemmas: Set<string>
	values: NhsValue[]
	competency?: string
	guidance?: string
}

const TYPE_RULES: Array<[QuestionType, RegExp]> = [
	[
		'behavioural',
		/\b(tell (me|us) about (a|an|the) (time|occasion|situation|example|experience)|describe (a|an) (time|situation|occasion|experience|example)|give (me |us )?(a|an) (specific )?example|can you (think of|recall|share|describe) (a|an)|talk (me|us) through (a|an) (time|situation)|share (a|an) (time|experience)|when (have|did) you|have you ever|how have you|what did you do when|recall a time|an example of (a|when))\b/i,
	],
	[
		'motivation',
		/\b(why (do|did|would) you want|why are you (applying|interested)|why (this|the|our) (role|job|trust|post|nhs|organisation|organization|position)|why (nursing|medicine|the nhs|healthcare|this specialty|this speciality|us)|what (attracts|attracted|motivates|motivated|draws|drew|inspired|inspires) you|why have you (chosen|applied)|what made you (want|choose|apply|decide)|why do you want to work)\b/i,
	],
	[
		'hypothetical',
		/\b(what would you do|how would you (handle|respond|deal|manage|approach|react|prioriti[sz]e)|what would you say|imagine (you|that)|if you (were|saw|found|noticed|discovered|had)|suppose you|what steps would you)\b/i,
	],
	[
		'self',
		/\b(strengths?|weaknesses?|tell (me|us) about yourself|describe yourself|where do you see yourself|how would (your )?(colleagues|friends|manager|others) describe|what (skills|qualities) (do you|would you)|what can you bring|why should we (hire|appoint|choose))\b/i,
	],
	[
		'knowledge',
		/\b(what do you (know|understand) about|what (are|is) the|what does .* mean|explain (what|how|the)|how does|what is meant by|name the)\b/i,
	],
]

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

export function classifyQuestion(text: string): QuestionType {
	for (const [type, re] of TYPE_RULES) if (re.test(text)) return type
	if (/\bwould you\b/i.test(text)) return 'hypothetical'
	if (/^\s*why\b/i.test(text)) return 'motivation'
	return 'general'
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
	return {
		text,
		type: classifyQuestion(text),
		contentLemmas,
		values,
		competency: typeof q === 'object' && q ? q.competency : undefined,
		guidance: typeof q === 'object' && q ? q.guidance : undefined,
	}
}
