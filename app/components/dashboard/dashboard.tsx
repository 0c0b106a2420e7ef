import { Form, Link } from '@remix-run/react'
import { Keyboard, Lightbulb, Mic } from 'lucide-react'
import { StatCard, card } from '#app/components/card'
import { DocumentsCard, type DocumentFormErrorData, type DocumentsCardData } from '#app/components/documents/documents-card'
import { buttonStyles, useIsPending } from '#app/components/forms'
import { InterviewConfigFields } from '#app/components/interview/config-fields'
import { ScoreRing } from '#app/components/interview/score-ring'
import { StartModeButtons, type SessionUsage } from '#app/components/interview/start-buttons'
import { type NhsValue } from '#app/lib/nhs-values'
import { toPercent } from '#app/lib/scores'
import { RecentSessions, type RecentSession } from './recent-sessions'
import { ScoreTrend, type TrendPoint } from './score-trend'
import { ValuesMastery } from './values-mastery'

export type DashboardProgress = {
	completedInterviews: number
	averageOverall: number | null
	averageStar: number | null
	averageClarity: number | null
	overallValuesScore: number | null
	lastPractice: string | null
	values: Record<NhsValue, number | null>
	trend: TrendPoint[]
}

export type DashboardData = {
	firstName: string
	/** NHS_VALUES, in order (from the loader) */
	valueNames: readonly NhsValue[]
	isAdmin: boolean
	showAllSessions: boolean
	documents: DocumentsCardData
	usage: SessionUsage | null
	/** null when the history could not be loaded */
	history: { sessions: RecentSession[]; progress: DashboardProgress } | null
}

/** What the dashboard shows when the history could not be loaded: no numbers rather than wrong ones. */
const unknownProgress = (names: readonly NhsValue[]): DashboardProgress => ({
	completedInterviews: 0,
	averageOverall: null,
	averageStar: null,
	averageClarity: null,
	overallValuesScore: null,
	lastPractice: null,
	values: Object.fromEntries(names.map((v) => [v, null])) as Record<NhsValue, number | null>,
	trend: [],
})

export const AVERAGES_NOTE = 'Scores are averages over your completed interviews, each counting once. An interview in progress counts when you finish it.'

const pct = (score: number | null) => (score === null ? '–' : `${toPercent(score)}%`)

export function Dashboard({ data, documentError }: { data: DashboardData; documentError?: DocumentFormErrorData }) {
	const { history } = data
	const progress = history?.progress ?? unknownProgress(data.valueNames)
	const confidence = toPercent(progress.averageOverall) ?? 0
	// A first-timer has never started a session; if the history failed to load we cannot tell.
	const firstTime = history !== null && history.sessions.length === 0
	const name = data.firstName || 'there'
	const startPending = useIsPending({ formAction: '/interview-setup' })
	return (
		<div className="mx-auto max-w-7xl px-4 py-8">
			<div className="flex flex-wrap items-center justify-between gap-4">
				<div className="max-w-2xl">
					<h1 className="text-3xl font-bold">{firstTime ? `Welcome, ${name}!` : `Welcome back, ${name}!`}</h1>
					{firstTime ? (
						<p className="mt-2 text-lg text-slate-700 dark:text-slate-300">
							Your practice starts here. Choose an interview type and level, answer each question by voice or by typing, and
							get feedback on the NHS values, STAR structure and clarity of every answer.
						</p>
					) : null}
				</div>
				<div className="flex flex-wrap gap-3">
					<Link to="/interview-setup" className={buttonStyles.primary}>
						<Mic aria-hidden="true" size={18} /> Start Voice Interview
					</Link>
					<Link to="/interview-setup" className={buttonStyles.secondary}>
						<Keyboard aria-hidden="true" size={18} /> Text-Based Practice
					</Link>
				</div>
			</div>

			<dl aria-describedby="averages-note" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
				<div className={`${card} flex items-center justify-center`}>
					<dt className="sr-only">Overall Score</dt>
					<dd><ScoreRing label="Overall Score" score={progress.averageOverall} /></dd>
				</div>
				<StatCard label="Interviews completed" value={history ? String(progress.completedInterviews) : '–'} />
				<StatCard label="STAR Method score" value={pct(progress.averageStar)} />
				<StatCard label="Clarity score" value={pct(progress.averageClarity)} />
			</dl>
			<p id="averages-note" className="mt-2 text-sm text-slate-700 dark:text-slate-300">{AVERAGES_NOTE}</p>

			<div className="mt-6 grid gap-6 lg:grid-cols-3">
				<div className="space-y-6 lg:col-span-2">
					<section aria-labelledby="configure-title" className={card}>
						<h2 id="configure-title" className="text-xl font-bold">Configure Your Interview</h2>
						<Form method="post" action="/interview-setup" className="mt-4 space-y-4">
							<InterviewConfigFields idPrefix="dashboard" />
							<StartModeButtons usage={data.usage} pending={startPending} idPrefix="dashboard" size="normal" />
						</Form>
					</section>
					<DocumentsCard data={data.documents} action="/?index" error={documentError} variant="dashboard" />
					<ValuesMastery names={data.valueNames} values={progress.values} />
					<RecentSessions
						sessions={history?.sessions ?? null}
						averageScore={progress.averageOverall}
						showAll={data.showAllSessions}
					/>
					<section aria-labelledby="trend-title" className={card}>
						<h2 id="trend-title" className="text-xl font-bold">Score trend</h2>
						<div className="mt-3"><ScoreTrend points={progress.trend} /></div>
					</section>
				</div>
				<aside className="space-y-6">
					<section aria-labelledby="progress-title" className={card}>
						<h2 id="progress-title" className="text-lg font-bold">Your Progress</h2>
						<dl className="mt-2 space-y-1">
							<div className="flex justify-between"><dt>Interviews completed</dt><dd className="font-bold">{history ? progress.completedInterviews : '–'}</dd></div>
							<div className="flex justify-between"><dt>Confidence score</dt><dd className="font-bold">{confidence}%</dd></div>
						</dl>
						<div role="progressbar" aria-label="Overall progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={confidence} className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
							<div className="h-full bg-nhs-blue" style={{ width: `${confidence}%` }} />
						</div>
						<p className="mt-3">
							<Link to="/progress" className={buttonStyles.link}>View your progress</Link>
						</p>
					</section>
					<nav aria-labelledby="quick-title" className={card}>
						<h2 id="quick-title" className="text-lg font-bold">Quick Actions</h2>
						<ul className="mt-2 space-y-2">
							<li><Link to="/interview-setup" className={buttonStyles.link}>Start New Interview</Link></li>
							<li><Link to="/resources" className={buttonStyles.link}>View Resources</Link></li>
							<li><Link to="/subscription" className={buttonStyles.link}>Subscription</Link></li>
							{data.isAdmin ? <li><Link to="/admin" className={buttonStyles.link}>Admin Panel</Link></li> : null}
						</ul>
					</nav>
					<section aria-label="NHS Values Mastery: overall values score" className={card}>
						<h2 className="text-lg font-bold">NHS Values Mastery</h2>
						<p className="mt-1">Overall values score: <strong>{pct(progress.overallValuesScore)}</strong></p>
					</section>
					<section aria-labelledby="activity-title" className={card}>
						<h2 id="activity-title" className="text-lg font-bold">Recent Activity</h2>
						<p className="mt-1">{progress.lastPractice ? `Last practice: ${progress.lastPractice}` : history ? 'Ready to start practicing' : '–'}</p>
					</section>
					<section aria-labelledby="tip-title" className={`${card} bg-blue-50 dark:bg-slate-900`}>
						<h2 id="tip-title" className="flex items-center gap-2 text-lg font-bold"><Lightbulb aria-hidden="true" size={18} /> Quick tip</h2>
						<p className="mt-1">
							Use the STAR method: describe the Situation, your Task, the Actions you took and the Result. Spend most of
							your time on the actions you personally took.
						</p>
					</section>
				</aside>
			</div>
		</div>
	)
}
