import { type ExperienceLevel, type InterviewType } from '#app/lib/interview-types'
import { type NhsValue } from '#app/lib/nhs-values'
import { type QuestionKind } from '#app/lib/question-kinds'

export type CoachQuestion = {
	text: string
	/** the bank's kind; the classifier sets it when absent */
	kind?: QuestionKind | string | null
	values?: NhsValue[]
	competency?: string
	guidance?: string
}

export type CoachInput = {
	question: string | CoachQuestion
	answer: string
	interviewType?: InterviewType | string
	experienceLevel?: ExperienceLevel | string
	/** jobKeyTerms: the job description's skills and duty words, used when judging relevance */
	context?: { cvSummary?: string; jobDescriptionSummary?: string; jobKeyTerms?: string[] }
}

export const STAR_PARTS = ['situation', 'task', 'action', 'result'] as const
export type StarPart = (typeof STAR_PARTS)[number]

export type StarPresent = Record<StarPart, boolean>

/**
 * Why a panel would disqualify an answer (a trap): the concern the learned trap-sentence finder
 * names (./model/trap-sentences.server.ts) and graded traps are labelled with.
 */
export const TRAP_CONCERNS = [
	'confidentiality',
	'honesty',
	'records',
	'consent',
	'safeguarding',
	'safety',
	'respect',
	'boundaries',
	'governance',
] as const
export type TrapConcern = (typeof TRAP_CONCERNS)[number]

export type CoachResult = {
	/** fractions 0..1 */
	overall: number
	nhsValues: number
	star: number
	clarity: number
	detailedAnalysis: string
	strengths: string[]
	improvements: string[]
	recommendations: string[]
	valuesEvidenced: NhsValue[]
	/** null where STAR does not apply to the question's kind */
	starPresent: StarPresent | null
	/** what the question asks for */
	kind: QuestionKind
	/** sentence spans: the candidate's own sentences */
	evidence: {
		star: Record<StarPart, string[]>
		values: Partial<Record<NhsValue, string[]>>
	}
	provider: 'offline' | 'openai'
	/** set when openai failed and offline scored instead */
	fallbackReason?: string
}

/** Who performs a verb, as far as a shallow parse can tell. */
export type Person = 'i' | 'we' | 'you' | 'third' | 'none'

/** Grammatical frame of one verb in the answer. */
export type VerbMode =
	| 'past' // simple past, past progressive, past perfect
	| 'perfect' // present perfect: I have done
	| 'present'
	| 'hypothetical' // would / should / might / could + if
	| 'future' // will / going to
	| 'modal' // can / could / may / must
	| 'infinitive' // to do
	| 'gerund' // doing (non-finite)

export type Tok = {
	text: string
	/** lower-cased, spelling-normalised surface form */
	norm: string
	/** lower-cased, spelling-normalised lemma */
	lemma: string
	pos: string
	/** wink token type: word, number, punctuation, emoji, ... */
	type: string
	/** inside the scope of a negation (wink) */
	neg: boolean
	stop: boolean
	/** wink entity type when the token is part of one (DATE, CARDINAL, ...) */
	entity?: string
}

export type VerbInfo = {
	/** token index in the sentence */
	at: number
	lemma: string
	subject: Person
	mode: VerbMode
	passive: boolean
	negated: boolean
	/** inside an if-clause */
	conditional: boolean
	/** the finite verb this infinitive depends on (e.g. needed -> to stop) */
	governor?: string
}

export type Sentence = {
	index: number
	/** index of the full sentence this one was cut from (long sentences are chunked) */
	source: number
	text: string
	tokens: Tok[]
	words: number
	verbs: VerbInfo[]
	/** always / usually / every day ... */
	habitual: boolean
	/** mostly value names or STAR labels with no concrete content */
	vacuous: boolean
}

export type ParsedAnswer = {
	raw: string
	/** analysis units: sentences, with over-long ones cut into clause-sized chunks */
	sentences: Sentence[]
	/** the sentences as written, uncut (for red flags and quotes) */
	wholeSentences: Sentence[]
	words: number
	/** fraction of word tokens the English model does not know */
	oovRate: number
	/** fraction of letters outside basic/extended Latin */
	nonLatinRate: number
	/** the answer is probably not written in English */
	nonEnglish: boolean
}
