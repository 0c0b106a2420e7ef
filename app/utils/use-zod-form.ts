import { useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { type z } from 'zod'

type ConformOptions<S extends z.ZodTypeAny> = Parameters<typeof useForm<z.input<S>, z.output<S>, string[]>>[0]

/**
 * conform's useForm validated by a zod schema (the same schema the action
 * uses): native constraints for no-JS browsers, client validation with JS,
 * revalidating as the user types once a field has been checked.
 * `schemaFor` picks another schema for some submissions (a form whose buttons
 * do different things, like moving on with a draft instead of submitting).
 */
export function useZodForm<S extends z.ZodTypeAny>({
	schema,
	schemaFor,
	...options
}: Omit<ConformOptions<S>, 'constraint' | 'onValidate'> & {
	schema: S
	schemaFor?: (formData: FormData) => z.ZodTypeAny | undefined
}) {
	return useForm<z.input<S>, z.output<S>, string[]>({
		constraint: getZodConstraint(schema),
		onValidate: ({ formData }) =>
			parseWithZod(formData, { schema: (schemaFor?.(formData) ?? schema) as S }),
		shouldRevalidate: 'onInput',
		...options,
	})
}
