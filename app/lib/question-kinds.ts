/**
 * Question kinds: what a question asks for, and what an NHS panel looks for in the
 * answer. Shared by the coach, the question page ("What the panel looks for") and
 * the OpenAI prompt. Plain words: candidates read the indicators.
 */
export const QUESTION_KINDS = [
	'behavioural',
	'situational',
	'motivation',
	'self',
	'strengths',
	'values',
	'knowledge',
] as const

export type QuestionKind = (typeof QUESTION_KINDS)[number]

export function isQuestionKind(x: unknown): x is QuestionKind {
	return typeof x === 'string' && (QUESTION_KINDS as readonly string[]).includes(x)
}

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
	behavioural: 'A real example from your experience',
	situational: 'What you would do in a situation',
	motivation: 'Why you want this role',
	self: 'About you',
	strengths: 'Your strengths and development areas',
	values: 'What a value means to you',
	knowledge: 'What you know',
}

/** What a panel looks for in an answer to each kind of question. */
export const QUESTION_KIND_INDICATORS: Record<QuestionKind, readonly string[]> = {
	behavioural: [
		'One real example, briefly set in time and place (the situation)',
		'What you were responsible for (your task)',
		'What you did yourself, step by step, saying "I" rather than "we" (your actions)',
		'What happened as a result, with a number or a clear change if you have one',
		'What you learned or now do differently',
	],
	situational: [
		'You check what is happening first and assess the risk',
		'You keep the person safe straight away',
		'You respect consent and check capacity where it matters',
		'The clear steps you would take yourself, in order',
		'When and to whom you would escalate, and that you work within your competence',
		'You record what happened and follow it up',
	],
	motivation: [
		'A genuine personal reason, not a general wish to help people',
		'Evidence behind it: something you have done, seen or learned',
		'A link to this role, this team or this trust (what you know about them)',
		'How the NHS values show up in why you want to do this work',
	],
	self: [
		'A short, relevant picture of who you are and what you have done',
		'Two or three qualities or skills, each backed by a real example',
		'A link to the role you are applying for',
	],
	strengths: [
		'A real, specific claim (a strength, or a weakness that is genuine)',
		'An example that shows it in practice',
		'What changed: the difference it made, or what you are doing to improve',
		'Honest reflection rather than a disguised boast',
	],
	values: [
		'What the value means to you, in your own words',
		'A real example of when you showed it',
		'What you did and what difference it made',
		'How it shapes the way you work now',
	],
	knowledge: [
		'Accurate facts about the topic, policy or organisation',
		'What it means in practice for this role',
		'How you have applied it, or would apply it, with an example',
	],
}

/** The structure element names each kind's answer is scored on (shown in feedback). */
export const KIND_STRUCTURE: Record<Exclude<QuestionKind, 'behavioural'>, readonly string[]> = {
	situational: ['assess', 'keepSafe', 'consent', 'act', 'escalate', 'record', 'followUp'],
	motivation: ['reason', 'evidence', 'link'],
	self: ['claim', 'example', 'link'],
	strengths: ['claim', 'example', 'change'],
	values: ['meaning', 'example', 'action', 'result'],
	knowledge: ['facts', 'practice', 'example'],
}

/** Does this kind use STAR parts (situation, task, action, result)? */
export function usesStar(kind: QuestionKind): boolean {
	return kind === 'behavioural' || kind === 'values'
}

/** What the question page shows for a question's kind: the STAR reminder, and what the panel looks for. */
export type KindGuide = { star: boolean; lookFor: { label: string; indicators: readonly string[] } | null }

/** Worked out in the page's loader, so the browser's JavaScript carries no indicator lists. */
export function kindGuide(kind: unknown): KindGuide {
	if (!isQuestionKind(kind)) return { star: true, lookFor: null }
	return { star: usesStar(kind), lookFor: { label: QUESTION_KIND_LABELS[kind], indicators: QUESTION_KIND_INDICATORS[kind] } }
}
