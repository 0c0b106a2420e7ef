/**
 * /interview/{sessionId}?q=N: one question at a time. The current question
 * lives in the URL, the answer is a plain form, and after submitting the
 * same page shows the feedback, so the whole interview works without JS.
 *
 * Moving on (Previous, Skip/Continue, Save & Exit) submits the answer form
 * too, so whatever was typed is kept as a draft. Focus follows the flow, with
 * or without JS: the question when it is shown, the feedback (whose heading
 * names the four scores, also said in a polite live region) after a submit.
 * Restarting a question that has a saved answer asks first: a page state
 * without JS, a dialog with it.
 */
import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from '@remix-run/node'
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { NotFound } from '#app/components/not-found'
import * as afterAnswer from '#app/components/interview/after-answer'
import { type GuardView } from '#app/components/interview/confidentiality-warning'
import { FormAlert, StatusButton, TextareaField, buttonStyles, useIsPending } from '#app/components/forms'
import { FEEDBACK_PENDING_TEXT, FeedbackPanel } from '#app/components/interview/feedback-panel'
import { QuestionCard } from '#app/components/interview/question-card'
import { RestartConfirmation, RestartQuestion } from '#app/components/interview/restart-question'
import { ScoreRing } from '#app/components/interview/score-ring'
import { SessionTimer } from '#app/components/interview/session-timer'
import { VoicePanel } from '#app/components/interview/voice-panel'
import {
	EXPERIENCE_LEVEL_LABELS,
	INTERVIEW_TYPE_LABELS,
	type ExperienceLevel,
	type InterviewType,
} from '#app/lib/interview-types'
import { checkAnswer } from '#app/lib/answer-check'
import { kindGuide } from '#app/lib/question-kinds'
import { practiceView } from '#app/lib/practice-view'
import { MAX_ANSWER_CHARS } from '#app/lib/answer-length'
import { SaveDraftSchema, SubmitResponseSchema } from '#app/lib/schemas/interview'
import { scoreSummary, toPercent } from '#app/lib/scores'
import { clampQuestionIndex, parseFocus, progressPercent, questionUrl } from '#app/lib/session-view'
import { getDraft } from '#app/models/answer-draft.server'
import { getSessionDetail } from '#app/models/interview.server'
import { requireUserId } from '#app/services/auth.server'
import {
	completeInterview,
	InterviewError,
	keepDraft,
	restartQuestion,
	retryFeedback,
	submitAnswer,
} from '#app/services/interview.server'
import { formatError, isDatabaseUnavailable } from '#app/services/errors.server'
import { speechCapabilities } from '#app/services/speech/config.server'
import { redirectWithToast } from '#app/services/toast.server'
import { cn } from '#app/utils/misc'
import { pageMeta } from '#app/utils/meta'

// Shown only once an answer is sent: rendered on the server as usual, and in
// the browser loaded when on screen (one chunk), not with the page's first scripts.
const loadAfterAnswer = () => import('#app/components/interview/after-answer')
const { AnswerOutline, AttemptComparison, AttemptList, ConfidentialityWarning, HedgingSummary, SpeechDelivery } = import.meta.env.SSR
	? afterAnswer
	: {
			AnswerOutline: lazy(() => loadAfterAnswer().then((m) => ({ default: m.AnswerOutline }))),
			AttemptComparison: lazy(() => loadAfterAnswer().then((m) => ({ default: m.AttemptComparison }))),
			AttemptList: lazy(() => loadAfterAnswer().then((m) => ({ default: m.AttemptList }))),
			ConfidentialityWarning: lazy(() => loadAfterAnswer().then((m) => ({ default: m.ConfidentialityWarning }))),
			HedgingSummary: lazy(() => loadAfterAnswer().then((m) => ({ default: m.HedgingSummary }))),
			SpeechDelivery: lazy(() => loadAfterAnswer().then((m) => ({ default: m.SpeechDelivery }))),
		}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
	pageMeta(
		data ? `${data.typeLabel} interview, question ${data.index + 1} | NHS Interview Coach` : 'Interview | NHS Interview Coach',
		'Answer NHS interview questions in your own words and get feedback on NHS values, STAR and clarity.',
	)

export async function loader({ request, params }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const detail = await getSessionDetail(userId, params.sessionId ?? '')
	if (!detail) throw new Response('Interview session not found', { status: 404 })
	const url = new URL(request.url)
	const { session, questions, responses, feedback, attempts } = detail
	const index = clampQuestionIndex(url.searchParams.get('q'), questions.length)
	const latestFeedback = (responseId: string) => feedback.find((f) => f.responseId === responseId) ?? null
	const items = questions.map((q) => {
		const response = responses.find((r) => r.questionId === q.id) ?? null
		return { question: q, response, feedback: response ? latestFeedback(response.id) : null }
	})
	const latestResponse = [...responses].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0]
	const end = session.completedAt ?? new Date()
	const current = items[index] ?? null
	const draft = current && session.status !== 'completed' ? await getDraft(session.id, current.question.id) : null
	// What restarting this question would delete: asked before it is done (nothing to restart once completed).
	const restartLoses = session.status === 'completed' ? [] : [
		...(current?.response && attempts.filter((a) => a.questionId === current.question.id).length > 1
			? [`all ${attempts.filter((a) => a.questionId === current.question.id).length} attempts at this question and their feedback`]
			: current?.response
			? [
					current.feedback
						? `your submitted answer and its feedback (Overall Score ${toPercent(current.feedback.overallScore)}%)`
						: 'your submitted answer',
				]
			: []),
		...(draft ? ['the draft you have not submitted'] : []),
	]
	const focus = parseFocus(url.searchParams.get('focus'))
	const practice = current ? practiceView(current.question, attempts, feedback) : null
	// "Try this question again": a blank answer form for the next attempt (only once the question is answered).
	const again = url.searchParams.get('attempt') === 'new' && Boolean(current?.response) && session.status !== 'completed'
	return {
		practice,
		again,
		session: {
			id: session.id,
			status: session.status,
			type: session.type,
			experienceLevel: session.experienceLevel,
		},
		mode: (url.searchParams.get('mode') ?? session.mode) === 'voice' ? ('voice' as const) : ('text' as const),
		speech: speechCapabilities(),
		typeLabel: INTERVIEW_TYPE_LABELS[session.type as InterviewType] ?? session.type,
		levelLabel: EXPERIENCE_LEVEL_LABELS[session.experienceLevel as ExperienceLevel] ?? session.experienceLevel,
		elapsedSeconds: Math.max(0, Math.floor((end.getTime() - session.startedAt.getTime()) / 1000)),
		index,
		total: questions.length,
		current,
		guide: kindGuide(current?.question.kind),
		draft: draft ? { text: draft.text, updatedAt: draft.updatedAt } : null,
		restartLoses,
		// Only what is there can take focus: feedback after a submit, the restart question when something would be lost.
		focus: focus === 'feedback' && current?.response ? focus : focus === 'restart' && restartLoses.length ? focus : 'question',
		answered: responses.length,
		latest: latestResponse
			? { questionNumber: items.findIndex((i) => i.response?.id === latestResponse.id) + 1, feedback: latestFeedback(latestResponse.id) }
			: null,
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const sessionId = params.sessionId ?? ''
	const formData = await request.formData()
	const intent = formData.get('intent')
	const url = new URL(request.url)
	const mode = url.searchParams.get('mode') === 'voice' ? 'voice' : 'text'
	const q = Math.max(1, Number.parseInt(url.searchParams.get('q') ?? '1', 10) || 1)
	const here = questionUrl(sessionId, { mode, q })
	try {
		switch (intent) {
			case 'complete': {
				await completeInterview(userId, sessionId)
				return redirect(`/results/${sessionId}`)
			}
			case 'restart': {
				await restartQuestion(userId, sessionId, String(formData.get('questionId') ?? ''))
				return redirectWithToast(here, { description: 'Question restarted. Take your time.' })
			}
			case 'retry-feedback': {
				const result = await retryFeedback(userId, String(formData.get('responseId') ?? ''))
				if (!result) {
					return redirectWithToast(here, { type: 'error', title: 'Error', description: FEEDBACK_PENDING_TEXT })
				}
				return redirect(questionUrl(sessionId, { mode, q, focus: 'feedback' }))
			}
			case 'previous':
			case 'next':
			case 'exit': {
				// Moving on without submitting: keep what was typed as a draft.
				const submission = parseWithZod(formData, { schema: SaveDraftSchema })
				if (submission.status !== 'success') {
					return data({ result: submission.reply() }, { status: 400 })
				}
				await keepDraft(userId, sessionId, submission.value.questionId, submission.value.transcriptionText)
				if (intent === 'exit') {
					return redirectWithToast('/', {
						title: 'Interview saved',
						description: 'Continue it from Recent Interview Sessions whenever you are ready.',
					})
				}
				return redirect(questionUrl(sessionId, { mode, q: intent === 'previous' ? Math.max(1, q - 1) : q + 1 }))
			}
			default: {
				const submission = parseWithZod(formData, { schema: SubmitResponseSchema })
				if (submission.status !== 'success') {
					return data({ result: submission.reply() }, { status: 400 })
				}
				// The confidentiality guard: hold an answer that seems to name a patient until the candidate chooses.
				const privacy = submission.value.privacy
				if (privacy !== 'as-written' && privacy !== 'anonymised') {
					const check = checkAnswer(submission.value.transcriptionText)
					if (check.identifiers.length) {
						const guard: GuardView = {
							text: submission.value.transcriptionText,
							identifiers: check.identifiers,
							anonymised: check.anonymised,
							questionId: submission.value.questionId,
							newAttempt: submission.value.newAttempt,
							inputMode: submission.value.inputMode,
							speech: submission.value.speech ? JSON.stringify(submission.value.speech) : null,
							responseTime: submission.value.responseTime ?? null,
						}
						return data({ result: submission.reply(), guard })
					}
				}
				try {
					await submitAnswer({
						userId,
						sessionId,
						questionId: submission.value.questionId,
						transcriptionText: submission.value.transcriptionText,
						responseTime: submission.value.responseTime ?? null,
						inputMode: submission.value.inputMode,
						speech: submission.value.speech,
						newAttempt: submission.value.newAttempt,
					})
				} catch (error) {
					if (error instanceof InterviewError && error.status === 404) throw error
					// Keep the candidate's text in the form whatever went wrong.
					const message = error instanceof InterviewError ? error.message : 'Failed to submit response. Please try again.'
					if (!(error instanceof InterviewError)) console.error('answer not saved', formatError(error))
					const status = error instanceof InterviewError ? error.status : isDatabaseUnavailable(error) ? 503 : 500
					return data({ result: submission.reply({ formErrors: [message] }) }, { status })
				}
				return redirectWithToast(questionUrl(sessionId, { mode, q, focus: 'feedback' }), {
					type: 'success',
					title: 'Response Submitted',
					description: 'Your answer has been recorded and analyzed.',
				})
			}
		}
	} catch (error) {
		if (error instanceof InterviewError) {
			if (error.status === 404) throw new Response(error.message, { status: 404 })
			return data({ result: { status: 'error', error: { '': [error.message] } } as SubmissionResult<string[]> }, { status: error.status })
		}
		throw error
	}
}

/**
 * Move focus to the element with this id whenever `key` changes (a new
 * question, a submitted answer, a restart). The server already rendered
 * autofocus for the first load, so on hydration this only acts if nothing
 * else has focus (it never takes focus from a field the user is typing in).
 */
function useMoveFocus(id: string, key: string) {
	const firstRun = useRef(true)
	useEffect(() => {
		const isFirst = firstRun.current
		firstRun.current = false
		const active = document.activeElement
		if (isFirst && active && active !== document.body) return
		document.getElementById(id)?.focus()
	}, [id, key])
}

export default function InterviewSession() {
	const { session, mode, speech, typeLabel, levelLabel, elapsedSeconds, index, total, current, draft, restartLoses, focus, answered, latest, practice, again, guide } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const guard = actionData && 'guard' in actionData ? (actionData.guard as GuardView) : null
	const completed = session.status === 'completed'
	const percent = progressPercent(index, total)
	const isLast = index === total - 1
	const focusId = focus === 'feedback' ? 'feedback-title' : focus === 'restart' ? 'restart-title' : 'question-heading'
	useMoveFocus(focusId, `${index}|${focus}|${current?.response?.updatedAt ?? ''}`)

	if (!current) {
		return (
			<div className="mx-auto max-w-3xl px-4 py-16">
				<p role="status">Setting up your interview session...</p>
			</div>
		)
	}

	return (
		<div className="mx-auto max-w-7xl px-4 py-6">
			<header className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
				<div className="flex flex-wrap items-center justify-between gap-3">
					<h1 className="text-2xl font-bold">
						{typeLabel} <span className="font-normal text-slate-700 dark:text-slate-300">· {levelLabel}</span>
					</h1>
					<p className="flex items-center gap-4 text-sm">
						<span>
							Time: <SessionTimer startSeconds={elapsedSeconds} running={!completed} />
						</span>
						<span className="font-semibold">
							Question {index + 1} of {total}
						</span>
					</p>
				</div>
				<div
					role="progressbar"
					aria-label="Interview progress"
					aria-valuemin={0}
					aria-valuemax={100}
					aria-valuenow={percent}
					className="mt-3 h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
				>
					<div className="h-full bg-nhs-blue" style={{ width: `${percent}%` }} />
				</div>
				{completed ? (
					<p className="mt-3 rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100">
						This interview is complete and read-only.{' '}
						<Link to={`/results/${session.id}`} className={buttonStyles.link}>
							View your results
						</Link>
					</p>
				) : null}
			</header>

			<div className="mt-6 grid gap-6 lg:grid-cols-3">
				<div className="space-y-6 lg:col-span-2">
					<QuestionCard index={index} total={total} question={current.question} guide={guide} autoFocus={focus === 'question' && !guard} />
					{focus === 'restart' ? (
						<RestartConfirmation
							questionNumber={index + 1}
							questionId={current.question.id}
							loses={restartLoses}
							cancelTo={questionUrl(session.id, { mode, q: index + 1 })}
							autoFocus
						/>
					) : null}
					{completed ? null : (
						<VoicePanel
							key={`voice-${current.question.id}-${current.response?.updatedAt ?? 'new'}`}
							formId={answerFormId(current.question.id)}
							questionText={current.question.text}
							capabilities={speech}
							defaultOpen={mode === 'voice'}
						/>
					)}
					{guard && !completed ? (
						<Suspense fallback={null}>
							<ConfidentialityWarning guard={guard} />
						</Suspense>
					) : null}
					{completed ? (
						<section aria-labelledby="answer-title" className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
							<h2 id="answer-title" className="text-lg font-bold">Your answer</h2>
							<p className="mt-2 whitespace-pre-line">{current.response?.transcriptionText ?? 'Not answered.'}</p>
						</section>
					) : (
						<AnswerForm
							key={`${current.question.id}-${current.response?.updatedAt ?? 'new'}-${draft?.updatedAt ?? ''}-${again ? 'again' : ''}`}
							formId={answerFormId(current.question.id)}
							questionId={current.question.id}
							submittedAnswer={again ? null : (current.response?.transcriptionText ?? null)}
							draft={again ? null : (draft?.text ?? null)}
							mode={mode}
							newAttempt={again ? (practice?.nextAttempt ?? null) : null}
							attempt={practice && practice.attempts.length > 1 && !again ? practice.nextAttempt - 1 : null}
						/>
					)}
					{current.response && again ? (
						<p>
							<Link to={questionUrl(session.id, { mode, q: index + 1 })} className={buttonStyles.link}>
								Back to the feedback on attempt {(practice?.nextAttempt ?? 2) - 1}
							</Link>
						</p>
					) : null}
					{current.response && !again ? (
						<FeedbackPanel
							feedback={current.feedback}
							autoFocus={focus === 'feedback'}
							retry={
								completed ? null : (
									<Form method="post">
										<input type="hidden" name="intent" value="retry-feedback" />
										<input type="hidden" name="responseId" value={current.response.id} />
										<button type="submit" className={buttonStyles.secondary}>
											Try scoring again
										</button>
									</Form>
								)
							}
						>
							<Suspense fallback={null}>
								<SpeechDelivery analytics={current.response.speechAnalytics} />
								{practice?.hedging ? <HedgingSummary {...practice.hedging} /> : null}
							</Suspense>
						</FeedbackPanel>
					) : null}
					{current.response && !again && practice ? (
						<Suspense fallback={null}>
							{practice.comparison ? (
								<AttemptComparison
									before={practice.comparison.before}
									after={practice.comparison.after}
									diff={practice.comparison.diff}
									questionValues={current.question.values}
									showStar={Boolean(practice.comparison.after.feedback?.starPresent)}
								/>
							) : null}
							{practice.attempts.length > 1 ? <AttemptList attempts={practice.attempts} bestAttempt={practice.bestAttempt} /> : null}
							{practice.outline ? <AnswerOutline outline={practice.outline} /> : null}
						</Suspense>
					) : null}
					{current.response && !again && practice && !completed ? (
						<p>
							<Link to={questionUrl(session.id, { mode, q: index + 1, again: true })} className={buttonStyles.primary}>
								Try this question again
							</Link>
						</p>
					) : null}
					<QuestionNav
						sessionId={session.id}
						mode={mode}
						index={index}
						isLast={isLast}
						completed={completed}
						answered={Boolean(current.response)}
						formId={answerFormId(current.question.id)}
					/>
					<p role="status" className="sr-only">
						{focus === 'feedback' && current.feedback
							? `Feedback for question ${index + 1}: ${scoreSummary(current.feedback)}.`
							: ''}
					</p>
				</div>

				<aside className="space-y-6">
					<section aria-labelledby="status-title" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
						<h2 id="status-title" className="text-lg font-bold">Session Status</h2>
						<dl className="mt-2 space-y-1 text-sm">
							<div className="flex justify-between gap-2"><dt>Questions answered</dt><dd className="font-semibold">{answered} / {total}</dd></div>
							<div className="flex justify-between gap-2"><dt>Session time</dt><dd className="font-semibold"><SessionTimer startSeconds={elapsedSeconds} running={!completed} /></dd></div>
							<div className="flex justify-between gap-2"><dt>Type</dt><dd className="font-semibold">{typeLabel}</dd></div>
							<div className="flex justify-between gap-2"><dt>Level</dt><dd className="font-semibold">{levelLabel}</dd></div>
						</dl>
						{!completed && answered > 0 && !isLast ? (
							<div className="mt-4"><FinishButton variant="secondary" /></div>
						) : null}
					</section>
					{latest?.feedback ? (
						<section aria-labelledby="latest-title" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
							<h2 id="latest-title" className="text-lg font-bold">Latest feedback</h2>
							<p className="text-sm text-slate-700 dark:text-slate-300">Question {latest.questionNumber}</p>
							<div className="mt-3 grid grid-cols-2 gap-3">
								<ScoreRing label="Overall Score" score={latest.feedback.overallScore} size={72} />
								<ScoreRing label="NHS Values" score={latest.feedback.nhsValuesScore} size={72} />
								<ScoreRing label="STAR Structure" score={latest.feedback.starScore} size={72} />
								<ScoreRing label="Clarity" score={latest.feedback.clarityScore} size={72} />
							</div>
						</section>
					) : null}
					<section aria-labelledby="tips-title" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
						<h2 id="tips-title" className="text-lg font-bold">Interview tips</h2>
						<ul className="mt-2 space-y-2 text-sm">
							<li><strong>STAR method:</strong> set the Situation, your Task, the Actions you personally took, and the Result, then what you learnt.</li>
							<li><strong>NHS values:</strong> show them through what you did, for example how you kept a patient’s dignity, rather than naming them.</li>
							<li><strong>Be specific:</strong> one real example with details and outcomes beats general statements.</li>
						</ul>
					</section>
					{!completed ? (
						<section aria-labelledby="help-title" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
							<h2 id="help-title" className="text-lg font-bold">Need Help?</h2>
							<div className="mt-3 flex flex-wrap gap-2">
								<RestartQuestion
									formId={answerFormId(current.question.id)}
									questionNumber={index + 1}
									questionId={current.question.id}
									loses={restartLoses}
									confirmTo={questionUrl(session.id, { mode, q: index + 1, focus: 'restart' })}
								/>
								<button type="submit" form={answerFormId(current.question.id)} name="intent" value="exit" formNoValidate className={buttonStyles.secondary}>
									Save &amp; Exit
								</button>
							</div>
						</section>
					) : null}
				</aside>
			</div>
		</div>
	)
}

function FinishButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
	const pending = useIsPending({ intent: 'complete' })
	return (
		<Form method="post">
			<input type="hidden" name="intent" value="complete" />
			<StatusButton type="submit" pending={pending} variant={variant}>
				Finish Interview
			</StatusButton>
		</Form>
	)
}

/** The answer form's id: the voice panel writes the transcript into its box. */
const answerFormId = (questionId: string) => `answer-${questionId}`

/**
 * Previous, Skip/Continue (and Finish on the last question). In an interview
 * in progress the moves are submit buttons of the answer form, so what was
 * typed is kept as a draft (formNoValidate: an empty answer may be left).
 */
function QuestionNav({
	sessionId,
	mode,
	index,
	isLast,
	completed,
	answered,
	formId,
}: {
	sessionId: string
	mode: 'text' | 'voice'
	index: number
	isLast: boolean
	completed: boolean
	answered: boolean
	formId: string
}) {
	const move = (intent: 'previous' | 'next', label: string, variant: 'primary' | 'secondary') =>
		completed ? (
			<Link to={questionUrl(sessionId, { mode, q: intent === 'previous' ? index : index + 2 })} className={buttonStyles[variant]}>
				{label}
			</Link>
		) : (
			<button type="submit" form={formId} name="intent" value={intent} formNoValidate className={buttonStyles[variant]}>
				{label}
			</button>
		)
	return (
		<nav aria-label="Questions" className="flex flex-wrap items-center gap-3">
			{index > 0 ? (
				move('previous', 'Previous Question', 'secondary')
			) : (
				<button type="button" disabled className={buttonStyles.secondary}>
					Previous Question
				</button>
			)}
			{!isLast ? (answered ? move('next', 'Continue', 'primary') : move('next', 'Skip Question', 'secondary')) : null}
			{isLast && !completed ? <FinishButton /> : null}
			{completed ? (
				<Link to={`/results/${sessionId}`} className={buttonStyles.primary}>
					View Results
				</Link>
			) : null}
		</nav>
	)
}

function AnswerForm({
	formId,
	questionId,
	submittedAnswer,
	draft,
	mode,
	newAttempt,
	attempt,
}: {
	formId: string
	questionId: string
	submittedAnswer: string | null
	draft: string | null
	mode: 'text' | 'voice'
	/** the number of the new attempt this form adds ("Try this question again"), or null */
	newAttempt: number | null
	/** the number of the latest attempt this form updates, when there are several */
	attempt: number | null
}) {
	const actionData = useActionData<typeof action>()
	const pending = useIsPending({ intent: 'submit' })
	const shownAt = useRef(Date.now())
	const timeRef = useRef<HTMLInputElement>(null)
	// Checked on the server only (SPEC's messages, with or without JavaScript): no client zod or conform here.
	const lastResult = actionData && 'result' in actionData ? (actionData.result as SubmissionResult<string[]>) : undefined
	const errors = lastResult?.error ?? {}
	const sent = lastResult?.initialValue?.transcriptionText
	const fieldId = `${formId}-transcriptionText`
	const errorId = `${formId}-error`
	const formErrors = errors['']
	const hint =
		mode === 'voice'
			? 'Voice recording needs a microphone and JavaScript; you can always type your answer here.'
			: 'Type your answer as you would say it. Aim for a specific example structured with STAR.'
	return (
		<Form
			method="post"
			id={formId}
			noValidate
			aria-describedby={formErrors?.length ? errorId : undefined}
			onSubmit={() => {
				if (timeRef.current) timeRef.current.value = String(Math.round((Date.now() - shownAt.current) / 1000))
			}}
			className={cn('space-y-3 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900')}>
			<FormAlert id={errorId} title="Error" errors={formErrors} />
			<input type="hidden" name="questionId" value={questionId} />
			<input type="hidden" name="inputMode" value="text" />
			{newAttempt ? <input type="hidden" name="newAttempt" value="true" /> : null}
			<input ref={timeRef} type="hidden" name="responseTime" defaultValue="" />
			<TextareaField
				labelProps={{ children: newAttempt ? `Your answer, attempt ${newAttempt}` : attempt ? `Your answer, attempt ${attempt}` : 'Your answer' }}
				hint={
					draft !== null ? (
						<>
							<strong>Draft kept, not yet submitted:</strong>{' '}
							{submittedAnswer ? 'your submitted answer and its feedback stay until you update it.' : 'submit it to get feedback.'}{' '}
							{hint}
						</>
					) : (
						hint
					)
				}
				textareaProps={{
					id: fieldId,
					name: 'transcriptionText',
					required: true,
					defaultValue: typeof sent === 'string' ? sent : (draft ?? submittedAnswer ?? ''),
					rows: 10,
					maxLength: MAX_ANSWER_CHARS,
				}}
				errors={errors.transcriptionText}
			/>
			<StatusButton type="submit" name="intent" value="submit" pending={pending}>
				{newAttempt ? `Submit Attempt ${newAttempt}` : submittedAnswer ? 'Update Answer' : 'Submit Answer'}
			</StatusButton>
		</Form>
	)
}

export function ErrorBoundary() {
	const error = useRouteError()
	if (isRouteErrorResponse(error) && error.status === 404) {
		return (
			<div className="mx-auto max-w-3xl px-4 py-16">
				<NotFound />
			</div>
		)
	}
	return (
		<div className="mx-auto max-w-3xl px-4 py-16">
			<h1 className="text-2xl font-bold">Error</h1>
			<p role="alert" className="mt-3 text-lg">
				Failed to load interview session. Please try again.
			</p>
			<p className="mt-2">Please try again or return to the dashboard.</p>
			<Link to="/" className={cn(buttonStyles.primary, 'mt-6')}>
				Back to Dashboard
			</Link>
		</div>
	)
}
