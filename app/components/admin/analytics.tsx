/** The Analytics tab: headline figures and charts (each with a data table) across all users. */
import { toPercent } from '#app/lib/scores'
import { StatCard, card } from '../card'
import { BarList, ColumnChart } from './bar-chart'

export type AnalyticsView = {
	weeks: string[]
	signUpsPerWeek: number[]
	sessionsStartedPerWeek: number[]
	sessionsCompletedPerWeek: number[]
	averageScores: { answers: number; overall: number | null; nhsValues: number | null; star: number | null; clarity: number | null }
	plans: Array<{ slug: string; name: string; users: number }>
	star: { answers: number; parts: Array<{ part: string; missed: number; rate: number }>; mostMissed: string | null }
	values: { values: Array<{ value: string; mastery: number | null; users: number; answers: number }>; weakest: string | null }
}

export type EngagementView = {
	userStats: { totalUsers: number; activeUsers: number; newUsersThisMonth: number }
	engagementStats: { completedSessions: number; averageScore: number | null }
}

const weekLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const pct = (score: number | null) => (score === null ? '–' : `${toPercent(score)}%`)
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export function AnalyticsPanel({ analytics, engagement }: { analytics: AnalyticsView; engagement: EngagementView }) {
	const weeks = analytics.weeks.map((w) => weekLabel.format(new Date(`${w}T00:00:00Z`)))
	const period = `the ${weeks.length} weeks from ${weeks[0]} (weeks start on Monday)`
	const { averageScores: scores, star, values } = analytics
	return (
		<div className="space-y-6">
			<h2 className="text-2xl font-bold">Analytics</h2>
			<dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
				<StatCard label="Total users" value={String(engagement.userStats.totalUsers)} />
				<StatCard label="New users this month" value={String(engagement.userStats.newUsersThisMonth)} />
				<StatCard label="Completed interviews" value={String(engagement.engagementStats.completedSessions)} />
				<StatCard label="Average interview score" value={pct(engagement.engagementStats.averageScore)} />
			</dl>
			<div className="grid gap-6 lg:grid-cols-2">
				<section className={card}>
					<ColumnChart
						title="Sign-ups per week"
						summary={`${sum(analytics.signUpsPerWeek)} sign-ups over ${period}; the busiest week had ${Math.max(...analytics.signUpsPerWeek)}.`}
						categories={weeks}
						categoryHeading="Week starting"
						series={[{ name: 'Sign-ups', values: analytics.signUpsPerWeek, tone: 'blue' }]}
					/>
				</section>
				<section className={card}>
					<ColumnChart
						title="Interview sessions per week"
						summary={`${sum(analytics.sessionsStartedPerWeek)} sessions started and ${sum(analytics.sessionsCompletedPerWeek)} completed over ${period}.`}
						categories={weeks}
						categoryHeading="Week starting"
						series={[
							{ name: 'Started', values: analytics.sessionsStartedPerWeek, tone: 'blue' },
							{ name: 'Completed', values: analytics.sessionsCompletedPerWeek, tone: 'green' },
						]}
					/>
				</section>
				<section className={card}>
					<BarList
						title="Average scores"
						summary={`Across ${scores.answers} scored answers: overall ${pct(scores.overall)}, NHS values ${pct(scores.nhsValues)}, STAR structure ${pct(scores.star)}, clarity ${pct(scores.clarity)}.`}
						itemHeading="Score"
						valueHeading={`Average over ${scores.answers} answers`}
						max={100}
						items={[
							['Overall', scores.overall],
							['NHS values', scores.nhsValues],
							['STAR structure', scores.star],
							['Clarity', scores.clarity],
						].map(([label, score]) => ({ label: label as string, value: toPercent(score as number | null) ?? 0, display: pct(score as number | null) }))}
					/>
				</section>
				<section className={card}>
					<BarList
						title="Plan distribution"
						summary={analytics.plans.map((p) => `${p.name}: ${p.users} users`).join('; ') + '.'}
						itemHeading="Plan"
						valueHeading="Users"
						items={analytics.plans.map((p) => ({ label: p.name, value: p.users, display: `${p.users} users` }))}
					/>
				</section>
				<section className={card}>
					<BarList
						title="STAR parts missed"
						lead={
							<>
								<strong>Most-missed STAR part:</strong>{' '}
								{star.mostMissed ? capitalise(star.mostMissed) : star.answers ? 'none missed' : 'no answers yet'}
							</>
						}
						summary={`Of ${star.answers} answers where STAR applies: ${star.parts.map((p) => `${p.part} missed in ${Math.round(p.rate * 100)}%`).join(', ')}.`}
						itemHeading="STAR part"
						valueHeading={`Answers missing it (of ${star.answers})`}
						max={100}
						items={star.parts.map((p) => ({
							label: capitalise(p.part),
							value: Math.round(p.rate * 100),
							display: `${Math.round(p.rate * 100)}% (${p.missed})`,
							highlight: p.part === star.mostMissed ? 'most missed' : undefined,
						}))}
					/>
				</section>
				<section className={card}>
					<BarList
						title="NHS values mastery across users"
						lead={
							<>
								<strong>Weakest value across users:</strong> {values.weakest ?? 'no answers yet'}
							</>
						}
						summary={values.values.map((v) => `${v.value} ${pct(v.mastery)}`).join(', ') + '.'}
						itemHeading="NHS value"
						valueHeading="Average mastery (users)"
						max={100}
						items={values.values.map((v) => ({
							label: v.value,
							value: toPercent(v.mastery) ?? 0,
							display: v.mastery === null ? 'no answers' : `${pct(v.mastery)} (${v.users} users)`,
							highlight: v.value === values.weakest ? 'weakest' : undefined,
						}))}
					/>
				</section>
			</div>
		</div>
	)
}
