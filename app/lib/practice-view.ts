/** View models for the practice loop on the question page: attempts, comparison, outline, hedging. */
import { checkAnswer } from './answer-check'
import { buildOutline } from './answer-outline'
import { attemptsOf, bestAttempts, newestFeedbackByResponse } from './attempts'
import { wordChanges } from './word-diff'

type Row = { id: string; questionId: string; attempt: number; transcriptionText: string; inputMode: string }
type Fb = {
	responseId: string
	createdAt: Date
	overallScore: number
	nhsValuesScore: number
	starScore: number
	clarityScore: number
	valuesEvidenced: string[]
	starPresent: { situation: boolean; task: boolean; action: boolean; result: boolean } | null
	evidence: unknown
}

export function practiceView(
	question: { id: string; kind?: string | null; competency: string; values: string[] },
	attempts: Row[],
	feedback: Fb[],
) {
	const mine = attemptsOf(attempts, question.id)
	const newest = newestFeedbackByResponse(feedback)
	const views = mine.map((r) => {
		const f = newest.get(r.id)
		return {
			attempt: r.attempt,
			text: r.transcriptionText,
			feedback: f
				? {
						overallScore: f.overallScore,
						nhsValuesScore: f.nhsValuesScore,
						starScore: f.starScore,
						clarityScore: f.clarityScore,
						valuesEvidenced: f.valuesEvidenced,
						starPresent: f.starPresent,
					}
				: null,
		}
	})
	const latest = mine.at(-1) ?? null
	const latestFeedback = latest ? newest.get(latest.id) : undefined
	const best = bestAttempts(mine, feedback).get(question.id)
	const check = latest && latest.inputMode === 'text' ? checkAnswer(latest.transcriptionText) : null
	return {
		attempts: views,
		bestAttempt: best?.response.attempt ?? null,
		nextAttempt: (latest?.attempt ?? 0) + 1,
		comparison:
			views.length >= 2 ? { before: views.at(-2)!, after: views.at(-1)!, diff: wordChanges(views.at(-2)!.text, views.at(-1)!.text) } : null,
		outline: latestFeedback
			? buildOutline(question, latestFeedback.evidence as Parameters<typeof buildOutline>[1], latestFeedback.valuesEvidenced)
			: null,
		hedging: check ? { hedges: check.hedges, counts: check.counts } : null,
	}
}
