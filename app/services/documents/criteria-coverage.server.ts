/**
 * Which person-specification criteria the candidate has evidenced in practice.
 *
 * How the coach tells which criteria an answer evidences (deterministic): an
 * answer counts only if its overall score is at least COVERAGE_BAR (0.6). Its
 * evidence is the sentences the coach quoted for STAR parts and values (the
 * whole answer if it quoted none). A criterion's key terms are the stems of its
 * meaningful words ("Ability to prioritise a workload on a busy ward" ->
 * prioritis, workload, busi, ward). The answer evidences the criterion when the
 * evidence holds all of them for a one- or two-term criterion, else at least
 * half (at most 3 needed), one of them among the criterion's first two; or,
 * when the question was written to
 * practise that very criterion ("Practise the gaps"), any one of its terms.
 * Qualifications (registration, degrees) are not practised in answers: they
 * are marked when the CV mentions them.
 */
import { type Criterion, type CriterionStatus } from '#app/lib/document-analysis'
import { listUserAnswerHistory } from '#app/models/interview.server'
import { contentStems, stemSet } from './terms.server'

export const COVERAGE_BAR = 0.6

export type ScoredAnswer = {
	overall: number
	/** the coach's evidence sentences (STAR parts and values) */
	evidence: string[]
	answer: string
	/** the criterion the question was written to practise */
	targetedCriterion: string | null
}

export function criterionTerms(text: string) {
	return contentStems(text)
}

/** How many of a criterion's terms an answer must show. */
const needed = (terms: string[]) => (terms.length <= 2 ? terms.length : Math.min(3, Math.ceil(terms.length / 2)))

function matches(terms: string[], text: string) {
	const present = stemSet(text)
	return terms.filter((t) => present.has(t))
}

export function answerEvidencesCriterion(criterion: Pick<Criterion, 'text'>, answer: ScoredAnswer) {
	if (answer.overall < COVERAGE_BAR) return false
	const terms = criterionTerms(criterion.text)
	if (!terms.length) return false
	const evidence = answer.evidence.length ? answer.evidence.join(' ') : answer.answer
	if (answer.targetedCriterion === criterion.text) return matches(terms, answer.answer).length >= 1
	const found = matches(terms, evidence)
	return found.length >= needed(terms) && found.some((t) => terms.slice(0, 2).includes(t))
}

export function cvShowsCriterion(criterion: Pick<Criterion, 'text'>, cvText: string) {
	const terms = criterionTerms(criterion.text)
	return terms.length > 0 && matches(terms, cvText).length >= needed(terms)
}

export function computeCoverage(criteria: Criterion[], answers: ScoredAnswer[], cvText: string | null): CriterionStatus[] {
	return criteria.map((c) => ({
		...c,
		covered: !c.qualification && answers.some((a) => answerEvidencesCriterion(c, a)),
		onCv: c.qualification && cvText ? cvShowsCriterion(c, cvText) : false,
	}))
}

/** Sentences from a stored feedback.evidence value ({star: {...}, values: {...}}). */
export function evidenceSentences(evidence: unknown): string[] {
	if (!evidence || typeof evidence !== 'object') return []
	const out: string[] = []
	const collect = (group: unknown) => {
		if (!group || typeof group !== 'object') return
		for (const list of Object.values(group)) {
			if (Array.isArray(list)) for (const s of list) if (typeof s === 'string' && !out.includes(s)) out.push(s)
		}
	}
	collect((evidence as { star?: unknown }).star)
	collect((evidence as { values?: unknown }).values)
	return out
}

export async function scoredAnswers(userId: string): Promise<ScoredAnswer[]> {
	const history = await listUserAnswerHistory(userId)
	return history
		.filter((h) => h.feedback)
		.map((h) => ({
			overall: h.feedback!.overallScore,
			evidence: evidenceSentences(h.feedback!.evidence),
			answer: h.response.transcriptionText,
			targetedCriterion: h.question.criterion,
		}))
}

export async function getCriteriaCoverage(userId: string, criteria: Criterion[], cvText: string | null) {
	if (!criteria.length) return []
	return computeCoverage(criteria, await scoredAnswers(userId), cvText)
}
