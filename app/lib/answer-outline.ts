/**
 * After feedback: an outline of a strong answer to this question, built from
 * what the panel looks for and, where the candidate gave one, their own
 * example ("Your situation: the night shift on the stroke ward. Now say what
 * your task was..."). An outline to answer from, never a script.
 */
import { indicatorsFor, type IndicatorQuestion } from './panel-indicators'

export type StarPart = 'situation' | 'task' | 'action' | 'result'
export type OutlineStep = { part: string; yours: string | null; prompt: string }

const STAR_KINDS = new Set([null, undefined, '', 'behavioural', 'values'])
const PROMPTS: Record<StarPart, { missing: string; present: string; label: string }> = {
	situation: {
		label: 'Situation',
		missing: 'Set the scene in a sentence or two: where you were, when, and who was involved (roles, never names).',
		present: 'Keep it to a sentence or two.',
	},
	task: {
		label: 'Task',
		missing: 'Now say what your task was: what you were responsible for, and what was at stake for the patient.',
		present: 'Make clear it was yours to do.',
	},
	action: {
		label: 'Action',
		missing: 'Say what you did, step by step, in the first person: "I checked", "I escalated".',
		present: 'Add the steps a panel would ask about: who you told, what you checked, why.',
	},
	result: {
		label: 'Result',
		missing: 'Finish with what happened because of what you did, and what you learnt or do differently now.',
		present: 'Add a number or a change if you have one, and what you learnt.',
	},
}

/** The first sentence of a part, shortened to a phrase the candidate recognises. */
function shorten(sentence: string, max = 140) {
	const s = sentence.trim().replace(/\s+/g, ' ')
	return s.length > max ? `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : s
}

export function buildOutline(
	question: IndicatorQuestion,
	evidence: { star?: Partial<Record<StarPart, string[]>> } | null | undefined,
	valuesEvidenced: string[] = [],
): { steps: OutlineStep[]; values: Array<{ value: string; shown: boolean }> } {
	const values = question.values.map((value) => ({ value, shown: valuesEvidenced.includes(value) }))
	if (!STAR_KINDS.has(question.kind)) {
		return { steps: indicatorsFor(question).map((prompt, i) => ({ part: `Point ${i + 1}`, yours: null, prompt })), values }
	}
	const steps = (Object.keys(PROMPTS) as StarPart[]).map((part) => {
		const first = evidence?.star?.[part]?.[0]
		return {
			part: PROMPTS[part].label,
			yours: first ? shorten(first) : null,
			prompt: first ? PROMPTS[part].present : PROMPTS[part].missing,
		}
	})
	return { steps, values }
}
