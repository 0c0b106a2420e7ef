/** "/" for signed-in users: the dashboard. Visitors see the landing page (_home.tsx). */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Dashboard } from '#app/components/dashboard/dashboard'
import { NHS_VALUES } from '#app/lib/nhs-values'
import { relativeTime } from '#app/lib/relative-time'
import { getUser, requireUser, requireUserId } from '#app/services/auth.server'
import { handleDocumentForms } from '#app/services/documents/document-form.server'
import { getDocumentsOverview } from '#app/services/documents/overview.server'
import { methodNotAllowed } from '#app/services/http.server'
import { loadSection } from '#app/services/load-section.server'
import { getHistory } from '#app/services/progress.server'
import { getSessionUsage } from '#app/services/quota.server'
import { type HydrationHandle } from '#app/utils/hydration'

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' })

/** The landing page loads no JavaScript (so no dashboard code either); the dashboard does. */
export const handle: HydrationHandle = {
	hydrate: (data: Awaited<ReturnType<typeof loader>>) => data.dashboard !== null,
}

export async function loader({ request }: LoaderFunctionArgs) {
	if (!(await getUser(request))) return { dashboard: null }
	// Suspended users are sent to /auth?suspended=true.
	const user = await requireUser(request)
	// History and quota load on their own: if one fails the rest of the dashboard still shows.
	const [history, usage, documents] = await Promise.all([
		loadSection('Interview history', () => getHistory(user.id)),
		loadSection('Session usage', () => getSessionUsage(user.id)),
		getDocumentsOverview(user.id),
	])
	const now = new Date()
	return {
		dashboard: {
			firstName: user.firstName,
			valueNames: NHS_VALUES,
			isAdmin: user.isAdmin,
			showAllSessions: new URL(request.url).searchParams.get('sessions') === 'all',
			documents: { cv: documents.cv, job: documents.job, criteria: documents.criteria, practice: documents.practice },
			usage,
			history: history
				? {
						sessions: history.sessions.map((s) => ({
							id: s.id,
							type: s.type,
							experienceLevel: s.experienceLevel,
							status: s.status,
							mode: s.mode,
							overallScore: s.overallScore,
							when: relativeTime(s.completedAt ?? s.startedAt, now),
						})),
						progress: {
							completedInterviews: history.progress.completedInterviews,
							averageOverall: history.progress.averageOverall,
							averageStar: history.progress.averageStar,
							averageClarity: history.progress.averageClarity,
							overallValuesScore: history.progress.overallValuesScore,
							lastPractice: history.progress.lastPracticeDate ? dateFormat.format(history.progress.lastPracticeDate) : null,
							values: history.progress.values,
							trend: history.progress.trend.map((t) => ({
								sessionId: t.sessionId,
								label: dateFormat.format(t.completedAt),
								overallScore: t.overallScore,
							})),
						},
					}
				: null,
		},
	}
}

/** The dashboard's document forms (upload, paste a job description, remove) post here. */
export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	const forms = await handleDocumentForms(request, userId, '/')
	return forms.handled ? forms.response : methodNotAllowed('GET')
}

export default function Index() {
	const { dashboard } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const documentError = actionData && 'documentError' in actionData ? actionData.documentError : null
	return dashboard ? <Dashboard data={dashboard} documentError={documentError} /> : null
}
