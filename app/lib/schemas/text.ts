/**
 * Control characters in text fields. PostgreSQL refuses NUL in text, and
 * none of our fields has a use for the other C0/C1 controls; multi-line
 * fields (answers) keep tab, CR and LF. Shared by every schema that takes
 * text, so the forms and the /api routes answer the same 400 and message.
 */
import { z } from 'zod'

export const UNSUPPORTED_CHARACTERS = 'Remove unsupported characters.'

/** Any C0 or C1 control character, DEL included. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/
/** The same, but tab, LF and CR are allowed. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/**
 * A string without control characters, then `then` (trim, lengths, formats).
 * The control-character check runs first, so its message is the one shown.
 */
export function plainText<T extends z.ZodTypeAny>(
	messages: { required: string },
	then: T,
	{ multiline = false }: { multiline?: boolean } = {},
) {
	const pattern = multiline ? CONTROL_CHARACTERS_EXCEPT_NEWLINES : CONTROL_CHARACTERS
	return z
		.string({ required_error: messages.required, invalid_type_error: messages.required })
		.refine((v) => !pattern.test(v), UNSUPPORTED_CHARACTERS)
		.pipe(then)
}
