/**
 * Personalising a session: with a CV and/or job description on file, all but
 * one of the session's 5-7 questions are written for the candidate (OpenAI
 * when configured, else offline templates), and the last comes from the bank,
 * chosen by relevance to the job description's duties and competencies.
 * "Practise the gaps" asks first about the criteria not yet evidenced.
 */
import { type JobAnalysis } from '#app/lib/document-analysis'
import { type ExperienceLevel, type InterviewType } from '#app/lib/interview-types'
import { savePersonalisedQuestions, type QuestionRow } from '#app/models/question.server'
import { orderForInterview, QUESTIONS_PER_LEVEL, selectQuestions } from '#app/services/question-selection.server'
import { getCriteriaCoverage } from './criteria-coverage.server'
import { getPersonalisationDocuments } from './documents.server'
import { generateWithOpenAI } from './personalised-openai.server'
import { contentStems } from './terms.server'
import { classifyKind } from '#app/services/coach/kind.server'

/** 0..1: share of a bank question's words found among the job's duties, skills and criteria. */
export function bankRelevance(bank: Array<Pick<QuestionRow, 'id' | 'text' | 'competency'>>, job: JobAnalysis | null) {
	const relevance = new Map<string, number>()
	if (!job) return relevance
	const jobStems = new Set(contentStems([...job.duties, ...job.skills, ...job.criteria.map((c) => c.text)].join('\n')))
	for (const q of bank) {
		const stems = contentStems(`${q.text} ${q.competency}`)
		if (!stems.length) continue
		const hits = stems.filter((s) => jobStems.has(s)).length
		relevance.set(q.id, Math.min(1, hits / Math.min(4, stems.length)))
	}
	return relevance
}

export async function personaliseSession(input: {
	userId: string
	type: InterviewType
	level: ExperienceLevel
	focus?: 'gaps'
	bank: QuestionRow[]
	recentlyAnswered: Set<string>
	seed: string
}) {
	const docs = await getPersonalisationDocuments(input.userId)
	if (!docs.cv && !docs.job) return null
	const total = QUESTIONS_PER_LEVEL[input.level]
	const job = docs.job?.analysis ?? null
	const focusCriteria =
		input.focus === 'gaps' && job
			? (await getCriteriaCoverage(input.userId, job.criteria, docs.cv?.text ?? null)).filter((c) => !c.qualification && !c.covered)
			: []
	const generated = await generateWithOpenAI({
		job,
		cv: docs.cv?.analysis ?? null,
		interviewType: input.type,
		level: input.level,
		count: total - 1,
		focusCriteria,
		seed: input.seed,
	})
	const saved = await savePersonalisedQuestions(
		input.userId,
		generated.questions.map((q) => ({
			text: q.text,
			types: [input.type],
			levels: [input.level],
			values: q.values,
			competency: q.competency,
			difficulty: q.difficulty,
			guidance: q.guidance,
			// the classifier's kind, as for every question not in the bank
			kind: classifyKind(q.text),
			criterion: q.criterion,
		})),
	)
	const fromBank = selectQuestions({
		bank: input.bank,
		type: input.type,
		level: input.level,
		recentlyAnswered: input.recentlyAnswered,
		seed: input.seed,
		count: total - saved.length,
		relevance: bankRelevance(input.bank, job),
	})
	const ordered = orderForInterview([...saved, ...fromBank])
	return {
		questions: focusCriteria.length ? gapsFirst(ordered) : ordered,
		cvDocumentId: docs.cv?.id ?? null,
		jobDescriptionDocumentId: docs.job?.id ?? null,
		provider: generated.provider,
	}
}

/** "Practise the gaps": after the opening motivation question, the questions aimed at a criterion come first. */
function gapsFirst<Q extends { kind?: string | null; criterion?: string | null }>(questions: Q[]): Q[] {
	const rank = (q: Q, index: number) => (index === 0 && q.kind === 'motivation' ? 0 : q.criterion ? 1 : 2)
	const ranked = questions.map((q, index) => ({ q, key: rank(q, index), index }))
	return ranked.sort((a, b) => a.key - b.key || a.index - b.index).map((r) => r.q)
}
