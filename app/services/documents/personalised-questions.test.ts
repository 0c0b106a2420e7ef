import { describe, expect, test } from 'vitest'
import { NHS_VALUES } from '#app/lib/nhs-values'
import { fixtureText, mentionsSpecific, PAIRS } from '#tests/support/document-fixtures'
import { classifyKind } from '#app/services/coach/kind.server'
import { analyseCv } from './cv-analysis.server'
import { analyseJobDescription } from './job-analysis.server'
import { generateOfflineQuestions, PERSONALISED_KINDS } from './personalised-questions.server'

function inputFor(pair: (typeof PAIRS)[number], count = 7) {
	const job = analyseJobDescription(fixtureText(pair, 'jd'))
	const cv = analyseCv(fixtureText(pair, 'cv'))
	return { job, cv, interviewType: job.interviewType, level: job.experienceLevel, count, seed: 'test-seed' }
}

describe('offline personalised questions', () => {
	test('a JD asking for "leading a team of band 5 nurses" yields a question about leading that team', () => {
		const questions = generateOfflineQuestions(inputFor('ward-manager'))
		expect(questions.some((q) => /lead a team of band 5 nurses/i.test(q.text))).toBe(true)
	})

	test('each question keeps values, competency area, difficulty and the kind its template is written for', () => {
		for (const pair of PAIRS) {
			const questions = generateOfflineQuestions(inputFor(pair))
			expect(questions).toHaveLength(7)
			expect(new Set(questions.map((q) => q.text)).size).toBe(7)
			expect(questions[0]!.kind).toBe('motivation')
			for (const q of questions) {
				expect(PERSONALISED_KINDS).toContain(q.kind)
				expect(q.values.length).toBeGreaterThan(0)
				for (const v of q.values) expect(NHS_VALUES).toContain(v)
				expect(q.competency).toBeTruthy()
				expect(['easy', 'medium', 'hard']).toContain(q.difficulty)
				expect(q.text).toMatch(/[?.]$/)
			}
			expect(new Set(questions.map((q) => q.kind)).size).toBeGreaterThanOrEqual(3)
		}
	})

	test('the question-kind classifier names the kind each template is written for (what the coach will use)', () => {
		const all = PAIRS.flatMap((pair) => generateOfflineQuestions(inputFor(pair)))
		// "Tell me about a time you showed compassion" asks for an example, so it is behavioural
		// unless it also asks what the value means; both kinds use STAR
		const wrong = all.filter((q) => classifyKind(q.text) !== q.kind && !(q.kind === 'values' && classifyKind(q.text) === 'behavioural'))
		expect(wrong.length / all.length, wrong.map((q) => `${q.kind}: ${q.text}`).join('\n')).toBeLessThanOrEqual(0.1)
	})

	test('at least 5 of 7 questions mention a JD-specific duty or CV-specific experience, for every pair', () => {
		for (const pair of PAIRS) {
			const questions = generateOfflineQuestions(inputFor(pair))
			const grounded = questions.filter((q) => mentionsSpecific(pair, q.text)).length
			expect(grounded, `${pair}: ${questions.map((q) => q.text).join('\n')}`).toBeGreaterThanOrEqual(5)
		}
	})

	test('with only a CV, or only a JD, questions still name what is there', () => {
		const { job, cv, ...rest } = inputFor('physio', 5)
		const cvOnly = generateOfflineQuestions({ ...rest, job: null, cv })
		expect(cvOnly.filter((q) => mentionsSpecific('physio', q.text)).length).toBeGreaterThanOrEqual(3)
		const jdOnly = generateOfflineQuestions({ ...rest, job, cv: null })
		expect(jdOnly).toHaveLength(5)
		expect(jdOnly.filter((q) => mentionsSpecific('physio', q.text)).length).toBeGreaterThanOrEqual(4)
	})

	test('"Practise the gaps" asks about the focus criteria first, and marks them', () => {
		const input = inputFor('nurse', 6)
		const focus = input.job.criteria.filter((c) => !c.qualification).slice(0, 3)
		const questions = generateOfflineQuestions({ ...input, focusCriteria: focus })
		expect(questions.filter((q) => q.criterion).map((q) => q.criterion)).toEqual(focus.map((c) => c.text))
		for (const c of focus) expect(questions.some((q) => q.text.includes(c.text))).toBe(true)
	})

	test('the same seed gives the same questions', () => {
		expect(generateOfflineQuestions(inputFor('admin'))).toEqual(generateOfflineQuestions(inputFor('admin')))
	})
})
