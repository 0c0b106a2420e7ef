/**
 * Named numeric features of one analysed answer, for the learned scorer
 * (app/services/coach/model/) and for the hand-set fallback. Every value is a
 * finite number, roughly 0..1 or a small count; the set of names is fixed
 * (signalNames()), so a model trained on one version reads the same features.
 */
import { NHS_VALUES, type NhsValue } from '#app/lib/nhs-values'
import { type QuestionKind, QUESTION_KINDS, usesStar } from '#app/lib/question-kinds'
import { analyse, type Analysis } from './offline.server'
import { allElements } from './structure.server'
import { type CoachQuestion, type StarPresent } from './types'
import { type TrapSentences } from './model/trap-sentences.server'

export type SignalsInput = {
	question: string | CoachQuestion
	answer: string
	interviewType?: string
	experienceLevel?: string
	kind?: QuestionKind
}

export type Signals = {
	kind: QuestionKind
	signals: Record<string, number>
	starPresent: StarPresent | null
	valuesEvidenced: NhsValue[]
	/** the learned trap-sentence finder's reading (./model/trap-sentences.server.ts), when its model is loaded */
	trapSentences?: TrapSentences
}

const slug = (v: string) => v.toLowerCase().replace(/[^a-z]+/g, '_').replace(/^_|_$/g, '')

const HEDGE = /\b(i think|i guess|i suppose|maybe|probably|perhaps|sort of|kind of|i'm not sure|i am not sure|hopefully)\b/g
const MEASURE = /\b(\d+(\.\d+)?\s?(%|per ?cent|percent)|from \d+ to \d+|(halved|doubled|reduced|increased|fell|dropped|rose|improved) (by|to|from)|no (further|more) (falls|errors|complaints|incidents)|zero|audit)\b/g

const clean = (x: number) => (Number.isFinite(x) ? Math.round(x * 10000) / 10000 : 0)

/** Features of an analysis already run (used by the offline coach itself). */
export function signalsOf(a: Analysis): Record<string, number> {
	const { parsed, star, structure, values, clarity, relevance, redFlags } = a
	const s: Record<string, number> = {}
	for (const k of QUESTION_KINDS) s[`kind_${k}`] = a.question.kind === k ? 1 : 0
	// STAR parts (behavioural, and the example part of values)
	for (const p of ['situation', 'task', 'action', 'result'] as const) s[`star_${p}`] = star.parts[p].strength
	s.star_reflection = star.reflection.strength
	s.star_score = star.score
	s.star_ordered = star.ordered ? 1 : 0
	s.star_labels = star.labelStuffing ? 1 : 0
	// the structure each kind calls for, measured on every answer
	for (const [k, v] of Object.entries(allElements(parsed))) s[`struct_${k}`] = v
	s.structure_score = structure.score
	// NHS values shown through actions
	for (const v of NHS_VALUES) s[`value_${slug(v)}`] = Math.min(2, values.perValue[v].total)
	s.values_score = values.score
	s.values_evidenced = values.evidenced.length
	s.values_named_only = values.named.filter((v) => !values.evidenced.includes(v)).length
	// relevance to the question asked
	s.relevance = relevance.score
	s.relevance_topic = relevance.topic ?? relevance.score
	s.off_topic = relevance.offTopic ? 1 : 0
	// red flags: the most confident one and how many
	s.redflag_confidence = redFlags.reduce((m, f) => Math.max(m, f.severity), 0)
	s.redflag_count = redFlags.length
	// ownership, specificity, reflection, outcome
	const own = star.ownActions.length
	const team = star.teamActions.length
	s.own_actions = Math.min(10, own)
	s.team_actions = Math.min(10, team)
	s.first_person_ratio = own + team ? own / (own + team) : 0
	s.hypothetical_share = star.hypotheticalShare
	s.generic_clauses = Math.min(20, star.genericClauses)
	s.specificity = a.specificity
	s.reflection = star.reflection.strength
	const lower = parsed.raw.toLowerCase()
	s.measurement = Math.min(3, (lower.match(MEASURE) ?? []).length)
	s.hedging = Math.min(1, ((lower.match(HEDGE) ?? []).length / Math.max(1, parsed.words)) * 50)
	s.filler_rate = Math.min(5, clarity.fillerRate)
	s.repetition = clarity.repetition
	s.clarity_score = clarity.score
	s.sentences = Math.min(60, parsed.wholeSentences.length)
	s.mean_sentence_words = Math.min(80, clarity.meanSentenceWords)
	s.log_words = Math.log1p(parsed.words)
	s.non_english = parsed.nonEnglish ? 1 : 0
	for (const k of Object.keys(s)) s[k] = clean(s[k])
	return s
}

export function extractSignals(input: SignalsInput): Signals {
	const question: CoachQuestion =
		typeof input.question === 'string' ? { text: input.question } : { ...input.question }
	if (input.kind) question.kind = input.kind
	const a = analyse({
		question,
		answer: input.answer,
		interviewType: input.interviewType,
		experienceLevel: input.experienceLevel,
	})
	return {
		kind: a.question.kind,
		signals: signalsOf(a),
		starPresent: usesStar(a.question.kind) ? { ...a.star.present } : null,
		valuesEvidenced: [...a.values.evidenced],
	}
}

/** The fixed list of signal names, in a stable order (computed on first use, not at import). */
export function signalNames(): readonly string[] {
	return Object.keys(extractSignals({ question: 'Tell me about a time you helped someone.', answer: 'I helped.' }).signals).sort()
}
