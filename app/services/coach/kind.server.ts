/**
 * Question text -> question kind: the learned classifier (./model/kind-model.server.ts,
 * trained on bank questions and questions written by independent authors, with the
 * hand-written rules' scores among its features), or the rules alone
 * (./kind-rules.server.ts) when no weights are saved.
 */
import { type QuestionKind } from '#app/lib/question-kinds'
import { classifyKindByRules } from './kind-rules.server'
import { kindModel, predictKind } from './model/kind-model.server'

export function classifyKind(text: string): QuestionKind {
	const t = text ?? ''
	// an empty or bare prompt ("Teamwork.") is answered with an example
	if (!/[a-z]{2,}\W+[a-z]{2,}/i.test(t)) return 'behavioural'
	return kindModel ? predictKind(kindModel, t) : classifyKindByRules(t)
}
