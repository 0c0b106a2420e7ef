import { useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { type z } from 'zod'

type ConformOptions<S extends z.ZodTypeAny> = Parameters<typeof useForm<z.input<S>, z.output<S>, string[]>>[0]

/**
 * conform's useForm validated by a zod schema (the same schema the action
 * uses): native constraints for no-JS browsers, client validation with JS,
 * revalidating as the user types once a field has been checked.
 */
export function useZodForm<S extends z.ZodTypeAny>({
	schema,
	...options
}: Omit<ConformOptions<S>, 'constraint' | 'onValidate'> & { schema: S }) {
	return useForm<z.input<S>, z.output<S>, string[]>({
		constraint: getZodConstraint(schema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		shouldRevalidate: 'onInput',
		...options,
	})
}
