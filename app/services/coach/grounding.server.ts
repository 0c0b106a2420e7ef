/**
 * How much a cue in a sentence counts as evidence, from the frame of the verb that
 * governs it: something the candidate did (past, 'I') counts fully; habits count
 * partly; what they would do, or what 'you should' do, counts little.
 */
import { type QuestionType } from './question.server'
import { type Sentence, type VerbInfo } from './types'

const FINITE = new Set(['past', 'perfect', 'present', 'hypothetical', 'future', 'modal'])

/** The finite verb a token span hangs on: inside the span, else the nearest before, else after. */
export function governingVerb(s: Sentence, start: number, end: number): VerbInfo | undefined {
	const finite = s.verbs.filter((v) => FINITE.has(v.mode))
	const inside = finite.find((v) => v.at >= start && v.at < end)
	if (inside) return inside
	let before: VerbInfo | undefined
	for (const v of finite) if (v.at < start) before = v
	if (before) return before
	return finite.find((v) => v.at >= end)
}

export function grounding(
	v: VerbInfo | undefined,
	s: Sentence,
	qType: QuestionType,
): number {
	if (s.vacuous) return 0
	if (!v) return 0.45
	if (v.negated) return 0
	const hypQ = qType === 'hypothetical'
	if (v.conditional) return hypQ ? 0.7 : 0.2
	switch (v.mode) {
		case 'past':
			if (s.habitual) return v.subject === 'i' ? 0.7 : 0.4
			return v.subject === 'i' ? 1 : v.subject === 'we' ? 0.75 : v.subject === 'you' ? 0.4 : 0.8
		case 'perfect':
			return v.subject === 'i' ? 0.9 : v.subject === 'we' ? 0.7 : 0.7
		case 'present':
			if (qType === 'motivation' || qType === 'self') {
				return v.subject === 'i' || v.subject === 'third' ? 0.85 : 0.5
			}
			if (v.subject === 'i') return s.habitual ? 0.6 : 0.5
			if (v.subject === 'we') return 0.35
			if (v.subject === 'you') return 0.25
			return 0.4
		case 'hypothetical':
		case 'future':
			return hypQ ? 0.7 : 0.25
		case 'modal':
			return hypQ ? 0.6 : 0.3
		default:
			return 0.45
	}
}

/** Is this verb something the candidate actually did (past, active, owned)? */
export function isOwnPastAction(v: VerbInfo): boolean {
	return (
		v.subject === 'i' &&
		(v.mode === 'past' || v.mode === 'perfect') &&
		!v.passive &&
		!v.negated &&
		!v.conditional
	)
}
