import { Link } from '@remix-run/react'
import { scoreSummary } from '#app/lib/scores'
import { ScoreRing } from './score-ring'

export type FeedbackView = {
	overallScore: number
	nhsValuesScore: number
	starScore: number
	clarityScore: number
	detailedAnalysis: string
	strengths: string[]
	improvements: string[]
	recommendations: string[]
	valuesEvidenced: string[]
	provider: string
}

export function FeedbackList({ title, items }: { title: string; items: string[] }) {
	if (!items.length) return null
	return (
		<section>
			<h4 className="font-bold">{title}</h4>
			<ul className="mt-1 list-disc space-y-1 pl-5">
				{items.map((item, i) => (
					<li key={i}>{item}</li>
				))}
			</ul>
		</section>
	)
}

export const FEEDBACK_PENDING_TEXT = 'Feedback analysis is being processed. Please wait a moment.'

export const FEEDBACK_TITLE = 'AI Feedback Analysis'

/**
 * 'AI Feedback Analysis' (SPEC.md): four score rings, analysis, lists and
 * next steps. Its heading can take focus after a submit (autoFocus renders
 * the attribute, so it works without JavaScript), and its name then includes
 * the four scores, so a screen reader says them as focus lands there.
 */
export function FeedbackPanel({
	feedback,
	headingLevel = 3,
	retry,
	autoFocus = false,
	children,
}: {
	feedback: FeedbackView | null
	headingLevel?: 2 | 3
	retry?: React.ReactNode
	autoFocus?: boolean
	/** more analysis of the same answer (speech delivery), shown whether or not scoring has finished */
	children?: React.ReactNode
}) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<section
			aria-label={FEEDBACK_TITLE}
			className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
		>
			<Heading id="feedback-title" tabIndex={-1} autoFocus={autoFocus} className="scroll-mt-5 text-xl font-bold outline-none">
				{FEEDBACK_TITLE}
				{feedback ? <span className="sr-only">: {scoreSummary(feedback)}</span> : null}
			</Heading>
			{!feedback ? (
				<div className="mt-3 space-y-3">
					<p role="status">{FEEDBACK_PENDING_TEXT}</p>
					{retry}
					{children}
				</div>
			) : (
				<div className="mt-4 space-y-5">
					<div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
						<ScoreRing label="Overall Score" score={feedback.overallScore} />
						<ScoreRing label="NHS Values" score={feedback.nhsValuesScore} />
						<ScoreRing label="STAR Structure" score={feedback.starScore} />
						<ScoreRing label="Clarity" score={feedback.clarityScore} />
					</div>
					<section>
						<h4 className="font-bold">Detailed Analysis</h4>
						<p className="mt-1 whitespace-pre-line">{feedback.detailedAnalysis}</p>
					</section>
					{feedback.valuesEvidenced.length ? (
						<section>
							<h4 className="font-bold">NHS values you showed</h4>
							<ul className="mt-1 flex flex-wrap gap-2">
								{feedback.valuesEvidenced.map((v) => (
									<li key={v} className="rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-nhs-dark-blue dark:bg-blue-950 dark:text-blue-100">
										{v}
									</li>
								))}
							</ul>
						</section>
					) : null}
					<FeedbackList title="Key Strengths" items={feedback.strengths} />
					<FeedbackList title="Areas for Improvement" items={feedback.improvements} />
					<FeedbackList title="Recommendations for Next Time" items={feedback.recommendations} />
					{children}
					<section>
						<h4 className="font-bold">Suggested Next Steps</h4>
						<ul className="mt-2 flex flex-wrap gap-2">
							{[
								{ to: '/interview-setup', label: 'Practice Similar Questions' },
								{ to: '/resources#values', label: 'Review NHS Values' },
								{ to: '/resources#star', label: 'STAR Method Guide' },
							].map((chip) => (
								<li key={chip.label}>
									<Link
										to={chip.to}
										className="inline-flex rounded-full border border-nhs-blue px-3 py-1 text-sm font-semibold text-nhs-blue hover:bg-blue-50 dark:border-nhs-light-blue dark:text-nhs-light-blue dark:hover:bg-slate-800"
									>
										{chip.label}
									</Link>
								</li>
							))}
						</ul>
					</section>
					<p className="text-xs text-slate-700 dark:text-slate-300">
						Scored by {feedback.provider.startsWith('openai') ? 'OpenAI' : 'the offline coach'}
						{feedback.provider.includes('fallback') ? ' (the AI service was unavailable, so the offline coach scored this answer)' : ''}.
					</p>
				</div>
			)}
		</section>
	)
}
