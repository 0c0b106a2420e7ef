/** "/": the landing page for visitors, the dashboard for signed-in users. */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Dashboard } from '#app/components/dashboard/dashboard'
import { Landing } from '#app/components/landing'
import { relativeTime } from '#app/lib/relative-time'
import { listSessions } from '#app/models/interview.server'
import { getUser, requireUser } from '#app/services/auth.server'
import { getProgress } from '#app/services/progress.server'

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' })

export async function loader({ request }: LoaderFunctionArgs) {
	if (!(await getUser(request))) return { dashboard: null }
	// Suspended users are sent to /auth?suspended=true.
	const user = await requireUser(request)
	const [sessions, progress] = await Promise.all([listSessions(user.id), getProgress(user.id)])
	const now = new Date()
	return {
		dashboard: {
			firstName: user.firstName,
			isAdmin: user.isAdmin,
			showAllSessions: new URL(request.url).searchParams.get('sessions') === 'all',
			sessions: sessions.map((s) => ({
				id: s.id,
				type: s.type,
				experienceLevel: s.experienceLevel,
				status: s.status,
				mode: s.mode,
				overallScore: s.overallScore,
				when: relativeTime(s.completedAt ?? s.startedAt, now),
			})),
			progress: {
				completedInterviews: progress.completedInterviews,
				averageOverall: progress.averageOverall,
				averageStar: progress.averageStar,
				averageClarity: progress.averageClarity,
				overallValuesScore: progress.overallValuesScore,
				lastPractice: progress.lastPracticeDate ? dateFormat.format(progress.lastPracticeDate) : null,
				values: progress.values,
				trend: progress.trend.map((t) => ({
					sessionId: t.sessionId,
					label: dateFormat.format(t.completedAt),
					overallScore: t.overallScore,
				})),
			},
		},
	}
}

export default function Index() {
	const { dashboard } = useLoaderData<typeof loader>()
	return dashboard ? <Dashboard data={dashboard} /> : <Landing />
}
