import { describe, expect, test } from 'vitest'
import { type z } from 'zod'
import {
	ChangePasswordApiSchema,
	ChangePasswordSchema,
	DeleteAccountSchema,
	EmailTestSchema,
	ForgotPasswordSchema,
	LoginSchema,
	ProfileSchema,
	RegisterSchema,
	ResendActivationSchema,
	ResetPasswordFormSchema,
	ResetPasswordSchema,
	TokenSchema,
} from './auth'
import { SubmitResponseSchema } from './interview'
import { UNSUPPORTED_CHARACTERS } from './text'

const valid = {
	username: 'amara_okafor',
	email: 'amara@example.test',
	password: 'correct-horse-battery',
	firstName: 'Amara',
	lastName: 'Okafor',
}

/** [schema, a valid input, the text fields to poison] */
const cases: Array<[string, z.ZodTypeAny, Record<string, unknown>, string[]]> = [
	['sign-in', LoginSchema, { username: valid.username, password: valid.password }, ['username', 'password']],
	['sign-up', RegisterSchema, valid, ['username', 'email', 'password', 'firstName', 'lastName']],
	['profile', ProfileSchema, { firstName: 'A', lastName: 'B', email: valid.email }, ['firstName', 'lastName', 'email']],
	['change password', ChangePasswordSchema, { currentPassword: 'old-pass', newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' }, ['currentPassword', 'newPassword']],
	['change password (API)', ChangePasswordApiSchema, { currentPassword: 'old-pass', newPassword: 'new-pass-1' }, ['currentPassword', 'newPassword']],
	['forgot password', ForgotPasswordSchema, { email: valid.email }, ['email']],
	['reset password', ResetPasswordSchema, { token: 'tok', password: 'long-enough-1' }, ['token', 'password']],
	['reset password form', ResetPasswordFormSchema, { token: 'tok', password: 'long-enough-1', confirmPassword: 'long-enough-1' }, ['token', 'password']],
	['activation token', TokenSchema, { token: 'tok' }, ['token']],
	['resend activation', ResendActivationSchema, { email: valid.email }, ['email']],
	['delete account', DeleteAccountSchema, { confirm: 'DELETE' }, ['confirm']],
	['e-mail test', EmailTestSchema, { email: valid.email, name: 'Ada' }, ['email', 'name']],
	['answer', SubmitResponseSchema, { questionId: '00000000-0000-4000-8000-000000000000', transcriptionText: 'My answer' }, ['transcriptionText']],
]

describe.each(cases)('%s schema', (_name, schema, input, fields) => {
	test('accepts the valid input', () => {
		expect(schema.safeParse(input).success).toBe(true)
	})

	test.each(fields)('%s: NUL and other control characters are refused with a clear message', (field) => {
		for (const bad of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']) {
			const poisoned = { ...input, [field]: `${String(input[field])}${bad}x` }
			if (field === 'newPassword' && 'confirmPassword' in input) poisoned.confirmPassword = poisoned.newPassword
			if (field === 'password' && 'confirmPassword' in input) poisoned.confirmPassword = poisoned.password
			const result = schema.safeParse(poisoned)
			expect(result.success, JSON.stringify(bad)).toBe(false)
			const messages = result.error!.issues.filter((i) => i.path[0] === field).map((i) => i.message)
			expect(messages[0]).toBe(UNSUPPORTED_CHARACTERS)
		}
	})
})

test('answers keep tabs and line breaks', () => {
	const result = SubmitResponseSchema.safeParse({
		questionId: '00000000-0000-4000-8000-000000000000',
		transcriptionText: 'Situation:\tward round\r\nAction: I escalated.\nResult: safe.',
	})
	expect(result.success).toBe(true)
})

test('single-line fields refuse line breaks and tabs', () => {
	for (const bad of ['\n', '\r', '\t']) {
		expect(ProfileSchema.safeParse({ firstName: `A${bad}B`, lastName: 'B', email: valid.email }).success).toBe(false)
	}
})
