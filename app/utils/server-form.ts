/**
 * Forms that validate on the server only (on submit), with no client-side zod
 * or conform: the page loads less JavaScript. The action replies with conform's
 * SubmissionResult as usual; this turns it into field errors and kept values,
 * and puts the schema's constraints (getZodConstraint, sent by the loader) on
 * the inputs as hints. Forms that validate as you type use useZodForm instead.
 */
import { type SubmissionResult } from '@conform-to/react'

export type FieldConstraint = {
	required?: boolean
	minLength?: number
	maxLength?: number
	pattern?: string
}

/** Plain props for a server-validated form (no hooks: call it anywhere). */
export function serverForm(
	id: string,
	lastResult: SubmissionResult<string[]> | null | undefined,
	constraints: Record<string, FieldConstraint>,
) {
	const errors = lastResult?.error ?? {}
	const values = (lastResult?.initialValue ?? {}) as Record<string, unknown>
	const errorId = `${id}-form-error`
	return {
		// The server decides (its messages are SPEC's), with or without JavaScript.
		formProps: { id, noValidate: true },
		errorId,
		formErrors: errors[''] ?? undefined,
		field(name: string, type: 'text' | 'email' | 'password') {
			const value = values[name]
			const constraint = constraints[name] ?? {}
			return {
				inputProps: {
					id: `${id}-${name}`,
					name,
					type,
					required: constraint.required,
					minLength: constraint.minLength,
					maxLength: constraint.maxLength,
					pattern: constraint.pattern,
					defaultValue: typeof value === 'string' && type !== 'password' ? value : undefined,
				},
				errors: errors[name] ?? undefined,
			}
		},
	}
}
