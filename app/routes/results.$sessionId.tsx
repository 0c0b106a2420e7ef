/** /results/{sessionId}: the session's overall score and every answer's feedback. */
import { type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { buttonStyles } from '#app/components/forms'
import { FEEDBACK_PENDING_TEXT, FeedbackList } from '#app/components/interview/feedback-panel'
import { ValueTags } from '#app/components/interview/question-card'
import { ScoreBadge, ScoreRing } from '#app/components/interview/score-ring'
import { EXPERIENCE_LEVEL_LABELS, INTERVIEW_TYPE_LABELS, type ExperienceLevel, type InterviewType } from '#app/lib/interview-types'
import { FullAnswer } from '#app/components/results/full-answer'
import { SessionSummary } from '#app/components/results/session-summary'
import { SubScores } from '#app/components/results/sub-scores'
import { attemptsOf, bestAttempts, sessionScore } from '#app/lib/attempts'
import { summariseSession } from '#app/lib/session-summary'
import { getSessionDetail } from '#app/models/interview.server'
import { requireUserId } from '#app/services/auth.server'
import { loadSection } from '#app/services/load-section.server'
import { pageMeta } from '#app/utils/meta'

export const meta: MetaFunction = () =>
	pageMeta('Interview results | NHS Interview Coach', 'Your interview results: scores and feedback on NHS values, STAR and clarity for every answer.')

export const RESULTS_LOAD_FAILED = 'Failed to load interview results. Please try again.'
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' })

export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	// A failure to read the results (the database) is its own state; an unknown or another user's session is a 404.
	const loaded = await loadSection('Interview results', async () => ({
		detail: await getSessionDetail(userId, params.sessionId ?? ''),
	}))
	if (!loaded) return data({ loadFailed: true as const }, { status: 503 })
	const { detail } = loaded
	if (!detail) throw new Response('Interview session not found', { status: 404 })
	const { session, questions, responses, feedback, attempts } = detail
	// Each answer is shown by its best attempt, the one the session's score counts.
	const best = bestAttempts(attempts, feedback)
	const items = questions.map((q) => {
		const chosen = best.get(q.id)
		const response = chosen?.response ?? responses.find((r) => r.questionId === q.id) ?? null
		const fb = chosen?.feedback ?? null
		return {
			id: q.id,
			text: q.text,
			competency: q.competency,
			values: q.values,
			attempts: attemptsOf(attempts, q.id).length,
			bestAttempt: chosen?.response.attempt ?? null,
			response: response?.transcriptionText ?? null,
			feedback: fb
				? {
						overallScore: fb.overallScore,
						nhsValuesScore: fb.nhsValuesScore,
						starScore: fb.starScore,
						clarityScore: fb.clarityScore,
						valuesEvidenced: fb.valuesEvidenced,
						starPresent: fb.starPresent,
						strengths: fb.strengths,
						improvements: fb.improvements,
						recommendations: fb.recommendations,
					}
				: null,
		}
	})
	return {
		loadFailed: false as const,
		session: {
			id: session.id,
			status: session.status,
			typeLabel: INTERVIEW_TYPE_LABELS[session.type as InterviewType] ?? session.type,
			levelLabel: EXPERIENCE_LEVEL_LABELS[session.experienceLevel as ExperienceLevel] ?? session.experienceLevel,
			date: dateFormat.format(session.completedAt ?? session.createdAt),
			completed: session.status === 'completed',
			type: session.type,
			experienceLevel: session.experienceLevel,
		},
		overallScore: session.overallScore ?? sessionScore(attempts, feedback),
		answered: responses.length,
		total: questions.length,
		items,
		summary: summariseSession(items),
	}
}

export default function Results() {
	const loaded = useLoaderData<typeof loader>()
	if (loaded.loadFailed) return <ResultsLoadFailed />
	const { session, overallScore, answered, total, items, summary } = loaded
	return (
		<div className="mx-auto max-w-5xl px-4 py-8">
			<h1 className="text-3xl font-bold">Interview results</h1>
			<section aria-label="Summary" className="mt-6 grid gap-6 rounded-lg border border-slate-200 bg-white p-6 sm:grid-cols-4 dark:border-slate-700 dark:bg-slate-900">
				<ScoreRing label="Overall Score" score={overallScore} size={104} />
				<dl className="space-y-3 sm:col-span-3 sm:grid sm:grid-cols-3 sm:gap-4 sm:space-y-0">
					<div>
						<dt className="text-sm text-slate-700 dark:text-slate-300">Questions Answered</dt>
						<dd className="text-2xl font-bold">{answered}/{total}</dd>
					</div>
					<div>
						<dt className="text-sm text-slate-700 dark:text-slate-300">Interview Type</dt>
						<dd className="text-lg font-bold">{session.typeLabel}</dd>
						<dd className="text-sm">{session.levelLabel}</dd>
					</div>
					<div>
						<dt className="text-sm text-slate-700 dark:text-slate-300">{session.completed ? 'Completion Date' : 'Started'}</dt>
						<dd className="text-lg font-bold">{session.date}</dd>
					</div>
				</dl>
			</section>
			{!session.completed ? (
				<p className="mt-4 rounded-md bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
					This interview is still in progress.{' '}
					<Link to={`/interview/${session.id}`} className={buttonStyles.link}>Continue Interview</Link>
				</p>
			) : null}
			{summary ? <SessionSummary summary={summary} type={session.type} experienceLevel={session.experienceLevel} /> : null}
			<ol className="mt-8 space-y-6">
				{items.map((item, i) => (
					<li key={item.id} className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
						<div className="flex flex-wrap items-start justify-between gap-3">
							<h2 className="text-lg font-bold">
								<span className="sr-only">Question {i + 1}: </span>
								{item.text}
							</h2>
							{item.feedback ? <ScoreBadge score={item.feedback.overallScore} /> : null}
						</div>
						<p className="mt-2 text-sm"><strong>Competency area:</strong> {item.competency}</p>
						<div className="mt-2"><ValueTags values={item.values} /></div>
						<h3 className="mt-4 font-bold">Your response</h3>
						{item.attempts > 1 ? (
							<p className="mt-1 text-sm">
								Answered in {item.attempts} attempts{item.bestAttempt ? `; showing the best, attempt ${item.bestAttempt}` : ''}.
							</p>
						) : null}
						{item.response ? <FullAnswer text={item.response} /> : <p className="mt-1 text-slate-700 dark:text-slate-300">Not answered.</p>}
						{item.feedback ? <SubScores feedback={item.feedback} /> : null}
						{item.feedback ? (
							<div className="mt-4 grid gap-4 md:grid-cols-3">
								<FeedbackList title="Strengths" items={item.feedback.strengths} />
								<FeedbackList title="Areas for improvement" items={item.feedback.improvements} />
								<FeedbackList title="Recommendations" items={item.feedback.recommendations} />
							</div>
						) : item.response ? (
							<p className="mt-4">{FEEDBACK_PENDING_TEXT}</p>
						) : null}
					</li>
				))}
			</ol>
			<div className="mt-8 flex flex-wrap gap-3">
				<Link to="/interview-setup" className={buttonStyles.primary}>Take Another Interview</Link>
				<Link to="/" className={buttonStyles.secondary}>Back to Dashboard</Link>
			</div>
		</div>
	)
}

function ResultsLoadFailed() {
	const location = useLocation()
	return (
		<div className="mx-auto max-w-3xl px-4 py-16">
			<h1 className="text-3xl font-bold">Interview results</h1>
			<div role="alert" className="mt-6 rounded-md border-l-4 border-nhs-red bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
				<p className="font-bold">Error</p>
				<p>{RESULTS_LOAD_FAILED}</p>
			</div>
			<div className="mt-6 flex flex-wrap gap-3">
				<Link to={location.pathname} className={buttonStyles.primary}>Try again</Link>
				<Link to="/" className={buttonStyles.secondary}>Back to Dashboard</Link>
			</div>
		</div>
	)
}
