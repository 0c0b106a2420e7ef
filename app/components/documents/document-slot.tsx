/**
 * One document slot (CV or job description) on the dashboard and setup page:
 * the uploaded document ("Uploaded and processed", what was understood, remove)
 * or the upload widget; the job description can also be pasted as text.
 */
import { Form } from '@remix-run/react'
import { CheckCircle2, FileText } from 'lucide-react'
import { useId } from 'react'
import { buttonStyles, inputClass, StatusButton, useIsPending } from '#app/components/forms'
import { type CvAnalysis, type DocumentAnalysis, type JobAnalysis } from '#app/lib/document-analysis'
import { DOCUMENT_TYPE_LABELS, type DocumentType, formatMegabytes, MAX_PASTE_CHARS, UPLOAD_MESSAGES } from '#app/lib/documents'
import { RemoveDocumentButton, UploadError, UploadWidget } from './upload-widget'

export type SlotDocument = {
	id: string
	type: DocumentType
	filename: string
	sizeBytes: number
	analysis: DocumentAnalysis | null
}

function Terms({ label, items }: { label: string; items: string[] }) {
	if (!items.length) return null
	return (
		<div className="mt-2">
			<p className="text-sm font-semibold">{label}</p>
			<ul className="mt-1 flex flex-wrap gap-1.5">
				{items.map((t) => (
					<li key={t} className="rounded-full border border-slate-400 px-2.5 py-0.5 text-sm dark:border-slate-500">
						{t}
					</li>
				))}
			</ul>
		</div>
	)
}

function List({ label, items }: { label: string; items: string[] }) {
	if (!items.length) return null
	return (
		<div className="mt-2">
			<p className="text-sm font-semibold">{label}</p>
			<ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
				{items.map((t) => (
					<li key={t}>{t}</li>
				))}
			</ul>
		</div>
	)
}

function JobSummary({ job }: { job: JobAnalysis }) {
	return (
		<>
			<dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
				<dt className="font-semibold">Role</dt>
				<dd>
					{job.roleTitle ?? 'Not stated'}
					{job.band ? `, ${job.band}` : ''}
				</dd>
				{job.organisation ? (
					<>
						<dt className="font-semibold">Employer</dt>
						<dd>{job.organisation}</dd>
					</>
				) : null}
			</dl>
			<Terms label="Key terms found" items={job.keyTerms.slice(0, 10)} />
			<details className="mt-2">
				<summary className="cursor-pointer text-sm font-semibold text-nhs-blue underline dark:text-nhs-light-blue">What we understood</summary>
				<List label="Key duties" items={job.duties.slice(0, 8)} />
				<Terms label="Skills and competencies" items={job.skills} />
				<Terms label="NHS values language" items={job.valuesLanguage} />
			</details>
		</>
	)
}

function CvSummary({ cv }: { cv: CvAnalysis }) {
	return (
		<>
			<Terms label="Key terms found" items={cv.keyTerms.slice(0, 10)} />
			<details className="mt-2">
				<summary className="cursor-pointer text-sm font-semibold text-nhs-blue underline dark:text-nhs-light-blue">What we understood</summary>
				<List
					label="Experience"
					items={cv.experience.map((e) => [e.title, e.organisation, e.dates ? `(${e.dates})` : null].filter(Boolean).join(', ').replace(', (', ' ('))}
				/>
				<Terms label="Skills" items={cv.skills} />
				<List label="Achievements" items={cv.achievements} />
			</details>
		</>
	)
}

export function PasteJobDescription({ action, error }: { action: string; error?: string | null }) {
	const id = useId()
	const pending = useIsPending({ formAction: action, intent: 'paste-job-description' })
	return (
		<Form method="post" action={action} className="mt-3 space-y-2">
			<input type="hidden" name="intent" value="paste-job-description" />
			<label htmlFor={`${id}-text`} className="block text-sm font-semibold">
				Or paste the job description
			</label>
			<textarea
				id={`${id}-text`}
				name="text"
				rows={5}
				maxLength={MAX_PASTE_CHARS}
				required
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
				className={inputClass}
			/>
			<StatusButton type="submit" pending={pending} variant="secondary">
				Save job description
			</StatusButton>
			{error ? <UploadError id={`${id}-error`} message={error} /> : null}
		</Form>
	)
}

export function DocumentSlot({
	type,
	document,
	action,
	error,
	hint,
	collapsed = false,
}: {
	type: DocumentType
	document: SlotDocument | null
	action: string
	/** a rejected form post for this slot */
	error?: { field: 'file' | 'text' | 'remove'; message: string } | null
	hint: string
	/** the dashboard's job description slot hides its forms behind 'Add Details' */
	collapsed?: boolean
}) {
	const label = DOCUMENT_TYPE_LABELS[type]
	const forms = (
		<>
			<UploadWidget type={type} action={action} hint={hint} serverError={error?.field === 'file' ? error.message : null} />
			{type === 'job_description' ? <PasteJobDescription action={action} error={error?.field === 'text' ? error.message : null} /> : null}
		</>
	)
	if (document) {
		const analysis = document.analysis
		return (
			<div>
				<p className="flex flex-wrap items-center gap-2">
					<FileText aria-hidden="true" size={18} />
					<span className="font-semibold break-all">{document.filename}</span>
					<span className="text-sm text-slate-700 dark:text-slate-300">{formatMegabytes(document.sizeBytes)}</span>
				</p>
				<p className="mt-1 flex items-center gap-1.5 font-semibold text-nhs-green dark:text-green-400">
					<CheckCircle2 aria-hidden="true" size={18} /> {UPLOAD_MESSAGES.processed}
				</p>
				{analysis?.kind === 'job_description' ? <JobSummary job={analysis} /> : null}
				{analysis?.kind === 'cv' ? <CvSummary cv={analysis} /> : null}
				<div className="mt-3">
					<RemoveDocumentButton action={action} id={document.id} filename={document.filename} />
				</div>
				<details className="mt-3" open={Boolean(error)}>
					<summary className="cursor-pointer text-sm font-semibold text-nhs-blue underline dark:text-nhs-light-blue">
						Replace with a newer {type === 'cv' ? 'CV' : label.toLowerCase()}
					</summary>
					<div className="mt-2">{forms}</div>
				</details>
			</div>
		)
	}
	if (collapsed) {
		return (
			<details open={Boolean(error)}>
				<summary className={buttonStyles.secondary}>Add Details</summary>
				<p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Copy and paste the job description, or upload it.</p>
				<div className="mt-2">{forms}</div>
			</details>
		)
	}
	return forms
}
