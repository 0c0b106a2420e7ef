/**
 * The upload widget with JavaScript (SPEC.md section 2), loaded by
 * upload-widget.tsx once the page has hydrated: drag and drop or a
 * keyboard-operable "Choose file" button, a real XHR upload with progress from
 * upload.onprogress ("Uploading..." and a progress bar, announced to screen
 * readers), then the file's name and size in MB with a remove button; SPEC's
 * messages inline and as toasts.
 */
import { useRevalidator } from '@remix-run/react'
import { CheckCircle2, FileText, UploadCloud } from 'lucide-react'
import { type DragEvent, useRef, useState } from 'react'
import { buttonStyles } from '#app/components/forms'
import {
	ACCEPT_ATTRIBUTE,
	type DocumentType,
	formatMegabytes,
	precheckFile,
	UPLOAD_MESSAGES,
	uploadSuccessDescription,
} from '#app/lib/documents'
import { showToast } from '#app/utils/client-toast'
import { cn } from '#app/utils/misc'
import { RemoveDocumentButton, UploadError } from './upload-widget'

type Uploaded = { id: string; filename: string; sizeBytes: number }
type State =
	| { status: 'idle' }
	| { status: 'uploading'; name: string; size: number; percent: number }
	| { status: 'done'; document: Uploaded }
	| { status: 'error'; message: string }

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

export function EnhancedUpload({
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
