/**
 * What an interview panel looks for in an answer to a question: a short list
 * of indicators: the competency's, then the question kind's
 * (app/lib/question-kinds.ts; general ones when the kind is unknown), then
 * one for each NHS value the question tests.
 */
import { type NhsValue } from './nhs-values'
import { QUESTION_KIND_INDICATORS, isQuestionKind } from './question-kinds'

export type IndicatorQuestion = { kind?: string | null; competency: string; values: string[] }

const VALUE_INDICATORS: Record<NhsValue, string> = {
	'Care and compassion': 'You noticed how the person felt and did something, however small, to comfort them',
	'Dignity and respect': 'You treated the person as an individual: privacy, choice, being honest about what you could do',
	'Commitment to quality of care': 'You got the basics right, checked your work and learnt from what went wrong',
	'Improving lives': 'You made a lasting difference to someone’s health or experience, not just the task in hand',
	'Working together for patients': 'You involved colleagues, the family or other teams and spoke up when something was wrong',
	'Everyone counts': 'You made sure nobody was left out: adjustments, interpreters, fair use of resources',
}

const COMPETENCY_INDICATORS: Array<[RegExp, string]> = [
	[/safety|clinical judgement|safeguarding|infection/i, 'You recognised the risk early, kept the person safe and escalated to the right person'],
	[/communication|conflict|customer/i, 'You listened first, checked understanding and adapted how you explained'],
	[/leadership|people management|managing change|strategic|operational/i, 'You set direction, brought people with you and followed it through'],
	[/organisation|prioriti|resource|financial|pathway/i, 'You explained how you decided what came first and why'],
	[/quality improvement|problem solving/i, 'You measured the problem, tried a change and showed the result in numbers'],
	[/team/i, 'You were clear about your own part and how you supported others'],
	[/reflection|development|resilience|professional/i, 'You reflected honestly and said what you do differently now'],
	[/governance|consent|capacity/i, 'You followed policy (confidentiality, consent, capacity) and said which'],
	[/motivation|values/i, 'You gave a personal reason and linked it to this role and this trust'],
]

const GENERAL = [
	'One real, specific example of your own, anonymised',
	'What you personally did ("I", not "we"), step by step',
	'A result, ideally measurable, and what you learnt',
]

export function indicatorsFor(question: IndicatorQuestion): string[] {
	const competency = COMPETENCY_INDICATORS.find(([pattern]) => pattern.test(question.competency))?.[1]
	const values = question.values.flatMap((v) => (v in VALUE_INDICATORS ? [VALUE_INDICATORS[v as NhsValue]] : []))
	const byKind = isQuestionKind(question.kind) ? QUESTION_KIND_INDICATORS[question.kind] : GENERAL
	return [...(competency ? [competency] : []), ...byKind, ...values]
}
