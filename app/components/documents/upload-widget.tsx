/**
 * The upload widget (SPEC.md section 2). Without JavaScript: a plain multipart
 * form with a file input and an Upload button, posted to the page's action.
 * With JavaScript: drag and drop or a keyboard-operable "Choose file" button,
 * a real XHR upload with progress from upload.onprogress ("Uploading..." and a
 * progress bar, announced to screen readers), then the file's name and size in
 * MB with a remove button; SPEC's messages inline and as toasts.
 */
import { Form, useRevalidator } from '@remix-run/react'
import { CheckCircle2, FileText, UploadCloud, X } from 'lucide-react'
import { type DragEvent, useId, useRef, useState } from 'react'
import { buttonStyles } from '#app/components/forms'
import {
	ACCEPT_ATTRIBUTE,
	DOCUMENT_TYPE_LABELS,
	type DocumentType,
	formatMegabytes,
	precheckFile,
	UPLOAD_MESSAGES,
	uploadSuccessDescription,
} from '#app/lib/documents'
import { showToast } from '#app/utils/client-toast'
import { cn } from '#app/utils/misc'
import { useHydrated } from '#app/utils/use-hydrated'

type Uploaded = { id: string; filename: string; sizeBytes: number }
type State =
	| { status: 'idle' }
	| { status: 'uploading'; name: string; size: number; percent: number }
	| { status: 'done'; document: Uploaded }
	| { status: 'error'; message: string }

export function UploadError({ id, message }: { id?: string; message: string }) {
	return (
		<div id={id} role="alert" className="mt-2 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
			<p className="font-bold">{UPLOAD_MESSAGES.failureTitle}</p>
			<p>{message}</p>
		</div>
	)
}

/** POST the file to /api/documents/upload, reporting real upload progress. */
function uploadWithProgress(type: DocumentType, file: File, onProgress: (percent: number) => void) {
	return new Promise<Uploaded>((resolve, reject) => {
		const xhr = new XMLHttpRequest()
		xhr.open('POST', '/api/documents/upload')
		xhr.upload.onprogress = (event) => {
			if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)))
		}
		xhr.onload = () => {
			let body: { message?: string } & Partial<Uploaded> = {}
			try {
				body = JSON.parse(xhr.responseText)
			} catch {
				// not JSON: fall back to the generic message
			}
			if (xhr.status === 201 && body.id) resolve(body as Uploaded)
			else reject(new Error(body.message || UPLOAD_MESSAGES.genericFailure))
		}
		xhr.onerror = () => reject(new Error(UPLOAD_MESSAGES.genericFailure))
		const form = new FormData()
		form.append('type', type)
		form.append('document', file)
		xhr.send(form)
	})
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

	if (!hydrated) {
		return (
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
	}
	return <EnhancedUpload type={type} id={id} label={label} hintText={hintText} action={action} serverError={serverError} />
}

function EnhancedUpload({
	type,
	id,
	label,
	hintText,
	action,
	serverError,
}: {
	type: DocumentType
	id: string
	label: string
	hintText: string
	action: string
	serverError?: string | null
}) {
	const input = useRef<HTMLInputElement>(null)
	const revalidator = useRevalidator()
	const [state, setState] = useState<State>(serverError ? { status: 'error', message: serverError } : { status: 'idle' })
	const [dragging, setDragging] = useState(false)

	async function start(file: File | undefined) {
		if (!file) return
		const problem = precheckFile(file)
		if (problem) {
			setState({ status: 'error', message: problem })
			showToast({ type: 'error', title: UPLOAD_MESSAGES.failureTitle, description: problem })
			return
		}
		setState({ status: 'uploading', name: file.name, size: file.size, percent: 0 })
		try {
			const document = await uploadWithProgress(type, file, (percent) =>
				setState((s) => (s.status === 'uploading' ? { ...s, percent } : s)),
			)
			setState({ status: 'done', document })
			showToast({ type: 'success', title: UPLOAD_MESSAGES.successTitle, description: uploadSuccessDescription(document.filename) })
			revalidator.revalidate()
		} catch (error) {
			const message = error instanceof Error ? error.message : UPLOAD_MESSAGES.genericFailure
			setState({ status: 'error', message })
			showToast({ type: 'error', title: UPLOAD_MESSAGES.failureTitle, description: message })
		} finally {
			if (input.current) input.current.value = ''
		}
	}

	function onDrop(event: DragEvent<HTMLDivElement>) {
		event.preventDefault()
		setDragging(false)
		const files = event.dataTransfer.files
		if (files.length > 1) {
			setState({ status: 'error', message: UPLOAD_MESSAGES.tooManyFiles })
			return
		}
		void start(files[0])
	}

	const uploading = state.status === 'uploading'
	return (
		<div>
			<div
				onDragOver={(e) => {
					e.preventDefault()
					setDragging(true)
				}}
				onDragLeave={() => setDragging(false)}
				onDrop={onDrop}
				data-testid={`${type}-drop-zone`}
				className={cn(
					'rounded-lg border-2 border-dashed p-4 text-center',
					dragging ? 'border-nhs-blue bg-blue-50 dark:bg-slate-800' : 'border-slate-400 dark:border-slate-500',
				)}
			>
				<UploadCloud aria-hidden="true" className="mx-auto text-nhs-blue dark:text-nhs-light-blue" size={28} />
				<label htmlFor={`${id}-file`} className="sr-only">
					{label} file
				</label>
				<input
					ref={input}
					id={`${id}-file`}
					type="file"
					name="document"
					accept={ACCEPT_ATTRIBUTE}
					tabIndex={-1}
					className="sr-only"
					onChange={(e) => void start(e.currentTarget.files?.[0])}
				/>
				<button
					type="button"
					className={cn(buttonStyles.secondary, 'mt-2')}
					disabled={uploading}
					aria-describedby={`${id}-hint`}
					onClick={() => input.current?.click()}
				>
					Choose {label} file
				</button>
				<p className="mt-2 text-sm">or drag and drop it here</p>
				<p id={`${id}-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
					{hintText}
				</p>
			</div>
			<div aria-live="polite" className="mt-2">
				{state.status === 'uploading' ? (
					<div>
						<p className="text-sm font-semibold">
							Uploading... <span className="sr-only">{state.name}: </span>
							{Math.floor(state.percent / 10) * 10}%
						</p>
						<div
							role="progressbar"
							aria-label={`Uploading ${state.name}`}
							aria-valuemin={0}
							aria-valuemax={100}
							aria-valuenow={state.percent}
							className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
						>
							<div className="h-full bg-nhs-blue transition-[width]" style={{ width: `${state.percent}%` }} />
						</div>
					</div>
				) : null}
				{state.status === 'done' ? (
					<div className="flex flex-wrap items-center gap-2">
						<FileText aria-hidden="true" size={18} />
						<span className="font-semibold">{state.document.filename}</span>
						<span className="text-sm text-slate-700 dark:text-slate-300">{formatMegabytes(state.document.sizeBytes)}</span>
						<CheckCircle2 aria-hidden="true" className="text-nhs-green" size={18} />
						<span>{UPLOAD_MESSAGES.processed}</span>
						<RemoveDocumentButton
							action={action}
							id={state.document.id}
							filename={state.document.filename}
							onSubmit={() => setState({ status: 'idle' })}
						/>
					</div>
				) : null}
			</div>
			{state.status === 'error' ? <UploadError message={state.message} /> : null}
		</div>
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
