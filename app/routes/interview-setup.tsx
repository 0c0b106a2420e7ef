/**
 * /interview-setup: choose type, level and mode, then a form POST creates
 * the session and redirects to /interview/{id}?mode=text|voice.
 */
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { FileText } from 'lucide-react'
import { DocumentsCard } from '#app/components/documents/documents-card'
import { RemoveDocumentButton } from '#app/components/documents/upload-widget'
import { FormAlert, buttonStyles, useIsPending } from '#app/components/forms'
import { InterviewConfigFields } from '#app/components/interview/config-fields'
import { StartModeButtons } from '#app/components/interview/start-buttons'
import { formatMegabytes } from '#app/lib/documents'
import { StartInterviewSchema } from '#app/lib/schemas/interview'
import { requireUserId } from '#app/services/auth.server'
import { handleDocumentForms } from '#app/services/documents/document-form.server'
import { getDocumentsOverview } from '#app/services/documents/overview.server'
import { InterviewError, reopenedSessionMessage, startInterview } from '#app/services/interview.server'
import { getSessionUsage } from '#app/services/quota.server'
import { formatError, isDatabaseUnavailable } from '#app/services/errors.server'
import { redirectWithToast } from '#app/services/toast.server'
import { pageMeta } from '#app/utils/meta'

export const meta: MetaFunction = () =>
	pageMeta('Set up your interview | NHS Interview Coach', 'Choose the interview type, your experience level and text or voice, then start practising.')

export async function loader({ request }: LoaderFunctionArgs) {
	const userId = await requireUserId(request)
	const [documents, usage] = await Promise.all([getDocumentsOverview(userId), getSessionUsage(userId)])
	return { documents, usage }
}

export async function action({ request }: ActionFunctionArgs) {
	const userId = await requireUserId(request)
	// the document forms (upload, paste a job description, remove) post here too
	const forms = await handleDocumentForms(request, userId, '/interview-setup')
	if (forms.handled) return forms.response
	const submission = parseWithZod(new URLSearchParams(forms.fields), { schema: StartInterviewSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		const { session, reused } = await startInterview({ userId, ...submission.value })
		return redirectWithToast(
			`/interview/${session.id}?mode=${session.mode}`,
			reused
				? { type: 'message', title: 'Interview reopened', description: reopenedSessionMessage(submission.value.type) }
				: { type: 'success', title: 'Interview Started', description: 'Your personalized interview session has begun. Good luck!' },
		)
	} catch (error) {
		if (error instanceof InterviewError) {
			return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status })
		}
		console.error('interview not started', formatError(error))
		return data(
			{ result: submission.reply({ formErrors: ['Failed to start interview session. Please try again.'] }) },
			{ status: isDatabaseUnavailable(error) ? 503 : 500 },
		)
	}
}

const WHAT_TO_EXPECT = [
	'5 to 7 questions chosen for your role and experience level.',
	'Each question shows the NHS values it assesses and its competency area.',
	'Aim for 3 to 5 minutes per answer, structured as Situation, Task, Action and Result.',
	'Feedback after every answer: overall, NHS values, STAR structure and clarity.',
	'Save and exit at any time; your answers are kept.',
	'Starting the same type and level as an interview you have not answered yet reopens that one, so it does not use up another session.',
]

export default function InterviewSetup() {
	const { documents, usage } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const pending = useIsPending({ intent: undefined })
	const result = actionData && 'result' in actionData ? actionData.result : undefined
	const documentError = actionData && 'documentError' in actionData ? actionData.documentError : null
	const errors = result?.error ?? undefined
	return (
		<div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-3">
			<div className="lg:col-span-2">
				<h1 className="text-3xl font-bold">Set up your interview</h1>
				<p className="mt-2 text-slate-700 dark:text-slate-300">
					Sessions this month: {usage.used} of {usage.limit} used.{' '}
					<Link to="/subscription" className={buttonStyles.link}>
						See plans
					</Link>
				</p>
				<Form method="post" className="mt-6 space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
					<FormAlert title="Error" errors={result?.error?.[''] ?? undefined} />
					<InterviewConfigFields
						idPrefix="setup"
						errors={{ type: errors?.type ?? undefined, experienceLevel: errors?.experienceLevel ?? undefined }}
					/>
					<fieldset>
						<legend className="text-sm font-semibold">How would you like to answer?</legend>
						<div className="mt-2">
							<StartModeButtons usage={usage} pending={pending} idPrefix="setup" />
						</div>
					</fieldset>
				</Form>
				<div className="mt-6">
					<DocumentsCard
						data={{ cv: documents.cv, job: documents.job, criteria: documents.criteria, practice: documents.practice }}
						action="/interview-setup"
						error={documentError}
						variant="setup"
					/>
				</div>
			</div>
			<aside className="space-y-6">
				<section aria-labelledby="expect-title" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
					<h2 id="expect-title" className="text-lg font-bold">
						What to Expect
					</h2>
					<ul className="mt-2 list-disc space-y-1 pl-5">
						{WHAT_TO_EXPECT.map((item) => (
							<li key={item}>{item}</li>
						))}
					</ul>
				</section>
				<section aria-labelledby="docs-title" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
					<h2 id="docs-title" className="text-lg font-bold">
						Your documents
					</h2>
					{documents.all.length ? (
						<ul className="mt-2 space-y-2">
							{documents.all.map((d) => (
								<li key={d.id} className="flex flex-wrap items-center gap-2">
									<FileText aria-hidden="true" size={16} />
									<span className="break-all">{d.filename}</span>
									<span className="text-sm text-slate-700 dark:text-slate-300">
										({d.type === 'cv' ? 'CV' : 'Job description'}, {formatMegabytes(d.sizeBytes)})
									</span>
									<RemoveDocumentButton action="/interview-setup" id={d.id} filename={d.filename} />
								</li>
							))}
						</ul>
					) : (
						<p className="mt-2 text-slate-700 dark:text-slate-300">
							No documents uploaded yet. Questions come from our NHS question bank for your role and level.
						</p>
					)}
				</section>
			</aside>
		</div>
	)
}
