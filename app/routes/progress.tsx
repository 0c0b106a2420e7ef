/**
 * /progress: how the candidate's practice is going over time: speech
 * delivery of voice answers (speaking rate, filler words, long pauses and
 * length), each NHS value and STAR part across sessions, each as a chart with
 * its data table, and the questions practised most.
 */
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { buttonStyles } from '#app/components/forms'
import { PracticeTrends } from '#app/components/progress/practice-trends'
import { TrendChart } from '#app/components/progress/trend-chart'
import { type NhsValue } from '#app/lib/nhs-values'
import { type STAR_PARTS } from '#app/lib/practice-progress'
import { formatSpokenDuration, PACE_RANGE } from '#app/lib/speech-analytics'
import { requireUser } from '#app/services/auth.server'
import { getPracticeProgress } from '#app/services/practice-progress.server'
import { getSpeechProgress } from '#app/services/speech-progress.server'
import { pageMeta } from '#app/utils/meta'

export const meta: MetaFunction = () =>
	pageMeta('Your progress | NHS Interview Coach', 'Your interview practice progress: scores over time and your strength in each NHS value.')

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' })

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const [{ points, summary }, practice] = await Promise.all([getSpeechProgress(user.id), getPracticeProgress(user.id)])
	const sessionLabel = (xs: Array<{ sessionId: string; startedAt: Date; value: number }>) =>
		xs.map((x) => ({ sessionId: x.sessionId, value: x.value, label: dateFormat.format(x.startedAt) }))
	return {
		practice: {
			values: Object.fromEntries(Object.entries(practice.values).map(([k, v]) => [k, sessionLabel(v)])) as Record<NhsValue, ReturnType<typeof sessionLabel>>,
			star: Object.fromEntries(Object.entries(practice.star).map(([k, v]) => [k, sessionLabel(v)])) as Record<(typeof STAR_PARTS)[number], ReturnType<typeof sessionLabel>>,
			mostPractised: practice.mostPractised,
		},
		summary,
		points: points.map((p) => ({ ...p, label: dateFormat.format(p.answeredAt) })),
	}
}

const card = 'rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900'

export default function ProgressPage() {
	const { summary, points, practice } = useLoaderData<typeof loader>()
	const chartPoints = (pick: (p: (typeof points)[number]) => number) =>
		points.map((p) => ({ key: p.responseId, label: p.label, value: pick(p) }))
	return (
		<div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-3xl font-bold">Your Progress</h1>
				<Link to="/" className={buttonStyles.secondary}>
					Back to Dashboard
				</Link>
			</div>

			<section aria-labelledby="delivery-trend-title" className={card}>
				<h2 id="delivery-trend-title" className="text-xl font-bold">
					Speech delivery
				</h2>
				{!summary ? (
					<div className="mt-2 space-y-3">
						<p>No voice answers yet. Answer a question by voice to see your speaking rate, filler words and pauses over time.</p>
						<Link to="/interview-setup" className={buttonStyles.primary}>
							Start a voice interview
						</Link>
					</div>
				) : (
					<div className="mt-3 space-y-6">
						<dl className="grid gap-4 sm:grid-cols-3">
							<div>
								<dt className="text-sm text-slate-700 dark:text-slate-300">Voice answers</dt>
								<dd className="text-2xl font-bold">{summary.answers}</dd>
							</div>
							<div>
								<dt className="text-sm text-slate-700 dark:text-slate-300">Speaking rate, latest answers</dt>
								<dd className="text-2xl font-bold">
									{summary.latest.wordsPerMinute} <span className="text-base font-normal">words a minute</span>
								</dd>
								{summary.comparable ? <dd className="text-sm">first answers: {summary.first.wordsPerMinute}</dd> : null}
							</div>
							<div>
								<dt className="text-sm text-slate-700 dark:text-slate-300">Filler words, latest answers</dt>
								<dd className="text-2xl font-bold">
									{summary.latest.fillersPerMinute} <span className="text-base font-normal">a minute</span>
								</dd>
								{summary.comparable ? <dd className="text-sm">first answers: {summary.first.fillersPerMinute}</dd> : null}
							</div>
						</dl>
						<div className="grid gap-6 md:grid-cols-2">
							{[
								{
									id: 'rate',
									title: 'Speaking rate',
									caption: 'Words per minute in each voice answer.',
									valueHeading: 'Words per minute',
									points: chartPoints((p) => p.wordsPerMinute),
									band: { from: PACE_RANGE.min, to: PACE_RANGE.max, label: `a steady ${PACE_RANGE.min}-${PACE_RANGE.max} words a minute` },
								},
								{
									id: 'fillers',
									title: 'Filler words',
									caption: 'Filler words a minute in each voice answer (lower is better).',
									valueHeading: 'Filler words a minute',
									points: chartPoints((p) => p.fillersPerMinute),
									max: 5,
								},
							].map(({ title, ...chart }) => (
								<section key={chart.id} aria-labelledby={`${chart.id}-title`}>
									<h3 id={`${chart.id}-title`} className="font-bold">{title}</h3>
									<TrendChart {...chart} />
								</section>
							))}
						</div>
						<details>
							<summary className="cursor-pointer font-semibold text-nhs-blue underline dark:text-nhs-light-blue">
								Every voice answer
							</summary>
							<div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label="Speech delivery of each voice answer">
								<table className="w-full text-left text-sm">
									<caption className="sr-only">Speech delivery of each voice answer</caption>
									<thead>
										<tr>
											<th scope="col" className="pr-3">Answered</th>
											<th scope="col" className="pr-3">Words a minute</th>
											<th scope="col" className="pr-3">Fillers a minute</th>
											<th scope="col" className="pr-3">Long pauses</th>
											<th scope="col">Length</th>
										</tr>
									</thead>
									<tbody>
										{points.map((p) => (
											<tr key={p.responseId}>
												<td className="pr-3">{p.label}</td>
												<td className="pr-3">{p.wordsPerMinute}</td>
												<td className="pr-3">{p.fillersPerMinute}</td>
												<td className="pr-3">{p.longPauses ?? 'not measured'}</td>
												<td>{formatSpokenDuration(p.durationSeconds)}</td>
											</tr>
										))}
									</tbody>
								</table>
							</div>
						</details>
					</div>
				)}
			</section>

			<PracticeTrends values={practice.values} star={practice.star} mostPractised={practice.mostPractised} />
		</div>
	)
}
