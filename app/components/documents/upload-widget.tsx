/**
 * The upload widget (SPEC.md section 2). Without JavaScript: a plain multipart
 * form with a file input and an Upload button, posted to the page's action.
 * With JavaScript: drag and drop or a keyboard-operable "Choose file" button,
 * a real XHR upload with progress from upload.onprogress ("Uploading..." and a
 * progress bar, announced to screen readers), then the file's name and size in
 * MB with a remove button; SPEC's messages inline and as toasts.
 */
import { Form } from '@remix-run/react'
import { UploadCloud, X } from 'lucide-react'
import { lazy, Suspense, useId } from 'react'
import { buttonStyles } from '#app/components/forms'
import { ACCEPT_ATTRIBUTE, DOCUMENT_TYPE_LABELS, type DocumentType, UPLOAD_MESSAGES } from '#app/lib/documents'
import { cn } from '#app/utils/misc'
import { useHydrated } from '#app/utils/use-hydrated'

// Drag and drop, the XHR upload with progress and the toasts: loaded after the
// page hydrates, so they are not in its first scripts. Until then (and
// without JavaScript) the plain form below does the job.
const EnhancedUpload = lazy(() => import('./upload-enhanced').then((module) => ({ default: module.EnhancedUpload })))

export function UploadError({ id, message }: { id?: string; message: string }) {
	return (
		<div id={id} role="alert" className="mt-2 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
			<p className="font-bold">{UPLOAD_MESSAGES.failureTitle}</p>
			<p>{message}</p>
		</div>
	)
}

export function UploadWidget({
	type,
	action,
	hint,
	serverError,
}: {
	type: DocumentType
	/** the page action the no-JS form posts to */
	action: string
	/** e.g. "pdf, doc, docx" */
	hint: string
	/** a rejection from the no-JS form post */
	serverError?: string | null
}) {
	const hydrated = useHydrated()
	const id = useId()
	const label = DOCUMENT_TYPE_LABELS[type]
	const hintText = `Accepted: ${hint}. Maximum 5 MB.`

	const plain = (
			<form method="post" action={action} encType="multipart/form-data" className="space-y-2">
				<input type="hidden" name="intent" value="upload-document" />
				<input type="hidden" name="type" value={type} />
				<label htmlFor={`${id}-file`} className="block text-sm font-semibold">
					{label} file
				</label>
				<p id={`${id}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
					{hintText}
				</p>
				<input
					id={`${id}-file`}
					type="file"
					name="document"
					accept={ACCEPT_ATTRIBUTE}
					required
					aria-describedby={serverError ? `${id}-hint ${id}-error` : `${id}-hint`}
					aria-invalid={serverError ? true : undefined}
					className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-500 file:bg-white file:px-3 file:py-2 file:font-semibold dark:file:bg-slate-900 dark:file:text-white"
				/>
				<button type="submit" className={buttonStyles.secondary}>
					<UploadCloud aria-hidden="true" size={18} /> Upload {label}
				</button>
				{serverError ? <UploadError id={`${id}-error`} message={serverError} /> : null}
			</form>
		)
	if (!hydrated) return plain
	return (
		<Suspense fallback={plain}>
			<EnhancedUpload type={type} id={id} label={label} hintText={hintText} action={action} serverError={serverError} />
		</Suspense>
	)
}

/** Remove a document (a plain form post: works with and without JavaScript). */
export function RemoveDocumentButton({
	action,
	id,
	filename,
	onSubmit,
}: {
	action: string
	id: string
	filename: string
	onSubmit?: () => void
}) {
	return (
		<Form method="post" action={action} className="inline" onSubmit={onSubmit}>
			<input type="hidden" name="intent" value="remove-document" />
			<input type="hidden" name="documentId" value={id} />
			<button type="submit" aria-label={`Remove ${filename}`} className={cn(buttonStyles.secondary, 'min-h-9 px-3 py-1 text-sm')}>
				<X aria-hidden="true" size={16} /> Remove
			</button>
		</Form>
	)
}
