import { Link } from '@remix-run/react'
import { buttonStyles } from '#app/components/forms'
import { ScoreBadge } from '#app/components/interview/score-ring'
import { EXPERIENCE_LEVEL_LABELS, INTERVIEW_TYPE_SHORT, type ExperienceLevel, type InterviewType } from '#app/lib/interview-types'
import { toPercent } from '#app/lib/scores'
import { cn } from '#app/utils/misc'

export type RecentSession = {
	id: string
	type: string
	experienceLevel: string
	status: string
	mode: string
	overallScore: number | null
	when: string
}

const TYPE_ICON_COLOUR: Record<string, string> = {
	general: 'bg-nhs-blue',
	nursing: 'bg-nhs-aqua-green',
	medical: 'bg-nhs-dark-blue',
	allied_health: 'bg-nhs-green',
	clinical: 'bg-nhs-dark-green',
	management: 'bg-nhs-dark-red',
	administrative: 'bg-nhs-dark-grey',
	support: 'bg-nhs-bright-blue',
}

export const RECENT_LIMIT = 5
export const VIEW_ALL_ABOVE = 3
export const HISTORY_LOAD_FAILED = 'Unable to load interview history. Please try again later.'

/**
 * SPEC.md's Recent Interview Sessions list. `sessions` is null when the
 * history could not be loaded. The footer's average is the dashboard's
 * Overall Score (completed interviews, each counting once), passed in so the
 * two can never disagree.
 */
export function RecentSessions({
	sessions,
	averageScore,
	showAll,
}: {
	sessions: RecentSession[] | null
	averageScore: number | null
	showAll: boolean
}) {
	return (
		<section id="recent-sessions" aria-labelledby="recent-title" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
			<div className="flex items-center justify-between gap-2">
				<h2 id="recent-title" className="text-xl font-bold">Recent Interview Sessions</h2>
				{sessions && sessions.length > VIEW_ALL_ABOVE && !showAll ? (
					<Link to="/?sessions=all#recent-sessions" className={buttonStyles.secondary}>View All</Link>
				) : null}
			</div>
			{sessions === null ? (
				<p role="alert" className="mt-4 rounded-md border-l-4 border-nhs-red bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
					{HISTORY_LOAD_FAILED}
				</p>
			) : (
				<SessionList sessions={sessions} averageScore={averageScore} showAll={showAll} />
			)}
		</section>
	)
}

function SessionList({ sessions, averageScore, showAll }: { sessions: RecentSession[]; averageScore: number | null; showAll: boolean }) {
	const shown = showAll ? sessions : sessions.slice(0, RECENT_LIMIT)
	const completed = sessions.filter((s) => s.status === 'completed')
	const highScores = completed.filter((s) => (toPercent(s.overallScore) ?? 0) >= 80).length
	const average = toPercent(averageScore)
	return (
		<>
			{sessions.length === 0 ? (
				<div className="mt-4 text-center">
					<h3 className="text-lg font-semibold">No Interview Sessions Yet</h3>
					<p className="mt-1 text-slate-700 dark:text-slate-300">Your practice sessions will appear here.</p>
					<Link to="/interview-setup" className={cn(buttonStyles.primary, 'mt-3')}>Start First Interview</Link>
				</div>
			) : (
				<>
					<ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
						{shown.map((s) => {
							const isCompleted = s.status === 'completed'
							const href = isCompleted && s.overallScore !== null ? `/results/${s.id}` : `/interview/${s.id}?mode=${s.mode}`
							return (
								<li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
									<span aria-hidden="true" className={cn('h-3 w-3 rounded-full', TYPE_ICON_COLOUR[s.type] ?? 'bg-nhs-blue')} />
									<div className="min-w-0 flex-1">
										<p className="font-semibold">{INTERVIEW_TYPE_SHORT[s.type as InterviewType] ?? s.type} Interview</p>
										<p className="text-sm text-slate-700 dark:text-slate-300">{s.when}</p>
									</div>
									<span className="rounded-full border border-slate-400 px-2 py-0.5 text-xs font-semibold">
										{EXPERIENCE_LEVEL_LABELS[s.experienceLevel as ExperienceLevel] ?? s.experienceLevel}
									</span>
									<span className={cn('text-sm font-semibold', isCompleted ? 'text-green-800 dark:text-green-300' : 'text-amber-800 dark:text-amber-300')}>
										{isCompleted ? 'Completed' : 'In Progress'}
									</span>
									{isCompleted && s.overallScore !== null ? <ScoreBadge score={s.overallScore} /> : null}
									<Link to={href} className={buttonStyles.link}>
										{isCompleted && s.overallScore !== null ? 'Click to View Results' : 'Continue Interview'}
									</Link>
								</li>
							)
						})}
					</ul>
					<dl aria-describedby="averages-note" className="mt-3 grid grid-cols-3 gap-2 border-t border-slate-200 pt-3 text-center text-sm dark:border-slate-700">
						<div><dt>Completed</dt><dd className="text-lg font-bold">{completed.length}</dd></div>
						<div><dt>High scores (80%+)</dt><dd className="text-lg font-bold">{highScores}</dd></div>
						<div><dt>Average score</dt><dd className="text-lg font-bold">{average === null ? '–' : `${average}%`}</dd></div>
					</dl>
					<p className="mt-2 text-center text-xs text-slate-700 dark:text-slate-300">
						Average of completed interviews, the same as your Overall Score.
					</p>
				</>
			)}
		</>
	)
}
