/**
 * The confidentiality guard's warning, shown instead of saving when a typed
 * answer seems to hold patient-identifiable details. The spans are marked
 * (with their kind in text, not only colour), and the anonymised version is
 * one click away: each choice is a plain form, so it works without JS.
 */
import { Form } from '@remix-run/react'
import { IDENTIFIER_LABELS, segments, type Identifier } from '#app/lib/answer-check'
import { buttonStyles } from '#app/components/forms'

export type GuardView = {
	text: string
	identifiers: Identifier[]
	anonymised: string
	questionId: string
	newAttempt: boolean
	inputMode: 'text' | 'voice'
	speech: string | null
	responseTime: number | null
}

export const GUARD_TITLE = 'Check your answer for patient details'

function Hidden({ guard, text, privacy }: { guard: GuardView; text: string; privacy: 'anonymised' | 'as-written' }) {
	return (
		<>
			<input type="hidden" name="intent" value="submit" />
			<input type="hidden" name="questionId" value={guard.questionId} />
			<input type="hidden" name="transcriptionText" value={text} />
			<input type="hidden" name="inputMode" value={guard.inputMode} />
			<input type="hidden" name="privacy" value={privacy} />
			{guard.newAttempt ? <input type="hidden" name="newAttempt" value="true" /> : null}
			{guard.speech ? <input type="hidden" name="speech" value={guard.speech} /> : null}
			{guard.responseTime !== null ? <input type="hidden" name="responseTime" value={guard.responseTime} /> : null}
		</>
	)
}

export function ConfidentialityWarning({ guard }: { guard: GuardView }) {
	const kinds = [...new Set(guard.identifiers.map((i) => IDENTIFIER_LABELS[i.kind]))]
	return (
		<section
			aria-labelledby="guard-title"
			className="rounded-lg border-2 border-amber-600 bg-amber-50 p-5 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
		>
			<h2 id="guard-title" tabIndex={-1} autoFocus className="text-xl font-bold outline-none">
				{GUARD_TITLE}
			</h2>
			<p className="mt-2">
				Your answer has not been saved yet. It seems to include {kinds.join(', ')}. Interview panels mark this down, and keeping
				patient-identifiable details is a data-protection risk. Describe people by their role or age group instead.
			</p>
			<h3 className="mt-4 font-bold">What we found</h3>
			<p className="mt-1 whitespace-pre-line rounded-md bg-white p-3 text-slate-900 dark:bg-slate-900 dark:text-slate-50">
				{segments(guard.text, guard.identifiers).map((part, i) =>
					part.span ? (
						<mark key={i} className="rounded bg-amber-300 px-0.5 text-slate-950 underline decoration-dotted decoration-2">
							{part.text}
							<span className="sr-only"> ({IDENTIFIER_LABELS[part.span.kind]})</span>
						</mark>
					) : (
						<span key={i}>{part.text}</span>
					),
				)}
			</p>
			<h3 className="mt-4 font-bold">Anonymised version</h3>
			<p className="mt-1 whitespace-pre-line rounded-md bg-white p-3 text-slate-900 dark:bg-slate-900 dark:text-slate-50">{guard.anonymised}</p>
			<div className="mt-4 flex flex-wrap gap-3">
				<Form method="post">
					<Hidden guard={guard} text={guard.anonymised} privacy="anonymised" />
					<button type="submit" className={buttonStyles.primary}>
						Use the anonymised version
					</button>
				</Form>
				<Form method="post">
					<Hidden guard={guard} text={guard.text} privacy="as-written" />
					<button type="submit" className={buttonStyles.secondary}>
						Submit as written
					</button>
				</Form>
			</div>
			<p className="mt-2 text-sm">Or edit your answer below and submit it again.</p>
		</section>
	)
}
