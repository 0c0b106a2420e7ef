/** The 'Upload Your Documents' card (dashboard) and the setup page's two boxes share these slots. */
import { lazy, Suspense } from 'react'
import { type CriterionStatus } from '#app/lib/document-analysis'
import * as checklist from './criteria-checklist'
import { DocumentSlot, type SlotDocument } from './document-slot'

// Shown only once a job description gives criteria: rendered on the server as
// usual, and in the browser loaded when on screen, not with the page's first scripts.
const CriteriaChecklist = import.meta.env.SSR
	? checklist.CriteriaChecklist
	: lazy(() => import('./criteria-checklist').then((module) => ({ default: module.CriteriaChecklist })))

export type DocumentsCardData = {
	cv: SlotDocument | null
	job: SlotDocument | null
	criteria: CriterionStatus[]
	practice: { type: string; experienceLevel: string; gaps: number } | null
}

export type DocumentFormErrorData = { slot: string; field: 'file' | 'text' | 'remove'; message: string } | null | undefined

const card = 'rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900'

export function DocumentsCard({
	data,
	action,
	error,
	variant,
}: {
	data: DocumentsCardData
	/** the page's own action (the no-JS forms post there) */
	action: string
	error: DocumentFormErrorData
	variant: 'dashboard' | 'setup'
}) {
	const slotError = (slot: string) => (error?.slot === slot ? error : null)
	const title = variant === 'dashboard' ? 'Upload Your Documents' : 'Your CV and job description (optional)'
	return (
		<section aria-labelledby={`${variant}-documents-title`} className={card}>
			<h2 id={`${variant}-documents-title`} className="text-xl font-bold">
				{title}
			</h2>
			<p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
				With a CV or job description, 5 to 7 questions in each interview are written for the role and your experience.
			</p>
			{error?.slot === 'list' ? (
				<p role="alert" className="mt-2 font-semibold text-red-700 dark:text-red-400">
					{error.message}
				</p>
			) : null}
			<div className="mt-4 grid gap-6 md:grid-cols-2">
				<div>
					<h3 className="mb-2 text-lg font-bold">CV</h3>
					<DocumentSlot type="cv" document={data.cv} action={action} error={slotError('cv')} hint={variant === 'dashboard' ? 'pdf, doc, docx' : 'pdf, doc, docx, txt'} />
				</div>
				<div>
					<h3 className="mb-2 text-lg font-bold">Job Description</h3>
					<DocumentSlot
						type="job_description"
						document={data.job}
						action={action}
						error={slotError('job_description')}
						hint="pdf, doc, docx, txt"
						collapsed={variant === 'dashboard'}
					/>
				</div>
			</div>
			{data.criteria.length ? (
				<Suspense fallback={null}>
					<CriteriaChecklist idPrefix={variant} criteria={data.criteria} practice={data.practice} />
				</Suspense>
			) : null}
		</section>
	)
}
