import { describe, expect, test } from 'vitest'
import { answerEvidencesCriterion, computeCoverage, COVERAGE_BAR, evidenceSentences } from './criteria-coverage.server'

const budget = { text: 'Ability to manage a budget' }
const prioritise = { text: 'Ability to prioritise a workload on a busy ward' }
const answer = (text: string, overall = 0.75, evidence: string[] = [text], targetedCriterion: string | null = null) => ({
	overall,
	evidence,
	answer: text,
	targetedCriterion,
})

describe('which criteria an answer evidences', () => {
	test('key terms in the evidence of a well-scored answer', () => {
		expect(answerEvidencesCriterion(budget, answer('I managed the ward budget and cut agency spend by 10%.'))).toBe(true)
		expect(answerEvidencesCriterion(prioritise, answer('On a busy shift I prioritised my workload by acuity.'))).toBe(true)
	})
	test('not when the answer scored below the bar', () => {
		expect(answerEvidencesCriterion(budget, answer('I managed the ward budget.', COVERAGE_BAR - 0.01))).toBe(false)
	})
	test('not from passing words alone: one of the criterion\'s first terms must be there, and both of a two-term one', () => {
		expect(answerEvidencesCriterion(prioritise, answer('It was a busy ward and I stayed calm.'))).toBe(false)
		expect(answerEvidencesCriterion({ text: 'Experience of managing complaints' }, answer('I managed the ward budget.'))).toBe(false)
	})
	test('only the coach\'s evidence sentences count when it quoted some', () => {
		const a = answer('Intro. I managed the ward budget.', 0.8, ['Intro.'])
		expect(answerEvidencesCriterion(budget, a)).toBe(false)
	})
	test('an answer to a question written for the criterion needs just one of its terms', () => {
		const a = answer('On a busy ward I decided which patients to see first.', 0.7, ['On a busy ward I decided which patients to see first.'], prioritise.text)
		expect(answerEvidencesCriterion(prioritise, a)).toBe(true)
		expect(answerEvidencesCriterion(prioritise, { ...a, targetedCriterion: null })).toBe(false)
	})
})

test('coverage: qualifications are checked against the CV, the rest against answers', () => {
	const criteria = [
		{ id: 'a', text: 'NMC registered nurse', priority: 'essential' as const, qualification: true },
		{ id: 'b', text: budget.text, priority: 'essential' as const, qualification: false },
		{ id: 'c', text: 'Experience of managing complaints', priority: 'desirable' as const, qualification: false },
	]
	const result = computeCoverage(criteria, [answer('I managed the ward budget well.')], 'Registered Nurse, NMC PIN 09B8765E')
	expect(result.map((c) => [c.id, c.covered, c.onCv])).toEqual([
		['a', false, true],
		['b', true, false],
		['c', false, false],
	])
})

test('evidence sentences are read from stored feedback defensively', () => {
	expect(evidenceSentences({ star: { action: ['I did it.'], result: ['It worked.'] }, values: { 'Care and compassion': ['I did it.'] } })).toEqual([
		'I did it.',
		'It worked.',
	])
	expect(evidenceSentences(null)).toEqual([])
	expect(evidenceSentences({ star: 'nope' })).toEqual([])
})
