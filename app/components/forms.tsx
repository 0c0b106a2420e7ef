import { useNavigation, useFormAction } from '@remix-run/react'
import { Loader2 } from 'lucide-react'
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react'
import { cn } from '#app/utils/misc'

export type ListOfErrors = Array<string | null | undefined> | null | undefined

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
	const list = errors?.filter(Boolean)
	if (!list?.length) return null
	return (
		<ul id={id} className="mt-1 space-y-1">
			{list.map((e) => (
				<li key={e} className="text-sm font-semibold text-red-700 dark:text-red-400">
					{e}
				</li>
			))}
		</ul>
	)
}

export const inputClass =
	'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-nhs-blue aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-white'

type FrameProps = {
	id: string
	label: ReactNode
	hint?: ReactNode
	errors?: ListOfErrors
	className?: string
	/** renders the control with the accessibility attributes it needs */
	children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}

/** Label, optional hint, the control, and its errors, wired with aria-describedby. */
function FieldFrame({ id, label, hint, errors, className, children }: FrameProps) {
	const errorId = errors?.filter(Boolean).length ? `${id}-error` : undefined
	const hintId = hint ? `${id}-hint` : undefined
	return (
		<div className={cn('space-y-1', className)}>
			<label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-white">
				{label}
			</label>
			{hint ? (
				<p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
					{hint}
				</p>
			) : null}
			{children({
				id,
				'aria-invalid': errorId ? true : undefined,
				'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
			})}
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}

export function Field({
	labelProps,
	inputProps,
	errors,
	hint,
	className,
}: {
	labelProps: { children: ReactNode; htmlFor?: string }
	inputProps: InputHTMLAttributes<HTMLInputElement>
	errors?: ListOfErrors
	hint?: ReactNode
	className?: string
}) {
	const fallbackId = useId()
	return (
		<FieldFrame id={inputProps.id ?? fallbackId} label={labelProps.children} hint={hint} errors={errors} className={className}>
			{(aria) => <input {...inputProps} {...aria} className={cn(inputClass, inputProps.className)} />}
		</FieldFrame>
	)
}

export function TextareaField({
	labelProps,
	textareaProps,
	errors,
	hint,
}: {
	labelProps: { children: ReactNode }
	textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement>
	errors?: ListOfErrors
	hint?: ReactNode
}) {
	const fallbackId = useId()
	return (
		<FieldFrame id={textareaProps.id ?? fallbackId} label={labelProps.children} hint={hint} errors={errors}>
			{(aria) => <textarea {...textareaProps} {...aria} className={cn(inputClass, textareaProps.className)} />}
		</FieldFrame>
	)
}

/** True while this form (by action and optional intent) is submitting. */
export function useIsPending({ formAction, intent }: { formAction?: string; intent?: string } = {}) {
	const contextualFormAction = useFormAction()
	const navigation = useNavigation()
	return (
		navigation.state !== 'idle' &&
		navigation.formMethod?.toUpperCase() === 'POST' &&
		navigation.formAction === (formAction ?? contextualFormAction) &&
		(intent === undefined || navigation.formData?.get('intent') === intent)
	)
}

export const buttonStyles = {
	primary:
		'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-nhs-blue px-5 py-2.5 text-base font-semibold text-white hover:bg-nhs-dark-blue disabled:cursor-not-allowed disabled:opacity-70',
	secondary:
		'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-slate-500 bg-white px-5 py-2.5 text-base font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800',
	danger:
		'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-nhs-red px-5 py-2.5 text-base font-semibold text-white hover:bg-nhs-dark-red disabled:cursor-not-allowed disabled:opacity-70',
	link: 'font-semibold text-nhs-blue underline hover:text-nhs-dark-blue dark:text-nhs-light-blue',
}

/** A submit button that shows a spinner and disables itself while pending. */
export function StatusButton({
	pending,
	children,
	variant = 'primary',
	className,
	...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & {
	pending: boolean
	variant?: keyof typeof buttonStyles
}) {
	return (
		<button
			{...props}
			disabled={pending || props.disabled}
			aria-disabled={pending || undefined}
			className={cn(buttonStyles[variant], className)}
		>
			{pending ? <Loader2 aria-hidden="true" className="animate-spin" size={18} /> : null}
			{children}
		</button>
	)
}

export function FormAlert({ title, errors, id }: { title: string; errors?: ListOfErrors; id?: string }) {
	const list = errors?.filter(Boolean)
	if (!list?.length) return null
	return (
		<div id={id} role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
			<p className="font-bold">{title}</p>
			<ul>
				{list.map((e) => (
					<li key={e}>{e}</li>
				))}
			</ul>
		</div>
	)
}
