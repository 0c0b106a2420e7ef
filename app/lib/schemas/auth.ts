/**
 * Account schemas shared by the route actions, the /api endpoints and the
 * client-side hints. Messages are SPEC.md section 5's strings, exactly.
 */
import { z } from 'zod'
import { HONEYPOT_FIELD } from '#app/lib/honeypot'
import { plainText } from './text'

/** Every text field refuses control characters first (./text.ts), then checks its own rules. */
const requiredString = (message: string) => plainText({ required: message }, z.string().trim().min(1, message))

/** A password as typed: never trimmed, no control characters. */
const passwordText = (required: string, then: z.ZodString = z.string()) => plainText({ required }, then)

export const UsernameSchema = plainText(
	{ required: 'Username must be at least 3 characters' },
	z
		.string()
		.trim()
		.min(3, 'Username must be at least 3 characters')
		.max(50, 'Username must be at most 50 characters')
		.regex(/^[A-Za-z0-9._-]+$/, 'Username can only use letters, numbers, dots, dashes and underscores'),
)

export const EmailSchema = plainText(
	{ required: 'Please enter a valid email address' },
	z.string().trim().max(254, 'Please enter a valid email address').email('Please enter a valid email address'),
)

export const PasswordSchema = passwordText(
	'Password must be at least 6 characters',
	z.string().min(6, 'Password must be at least 6 characters').max(200, 'Password must be at most 200 characters'),
)

export const FirstNameSchema = requiredString('First name is required').pipe(
	z.string().max(100, 'First name must be at most 100 characters'),
)
export const LastNameSchema = requiredString('Last name is required').pipe(
	z.string().max(100, 'Last name must be at most 100 characters'),
)

export const LoginSchema = z.object({
	username: requiredString('Username is required'),
	password: passwordText('Password is required', z.string().min(1, 'Password is required')),
	redirectTo: z.string().optional(),
})

export const RegisterSchema = z.object({
	username: UsernameSchema,
	email: EmailSchema,
	password: PasswordSchema,
	firstName: FirstNameSchema,
	lastName: LastNameSchema,
	redirectTo: z.string().optional(),
})

export const ProfileSchema = z.object({
	firstName: FirstNameSchema,
	lastName: LastNameSchema,
	email: EmailSchema,
})

export const ChangePasswordSchema = z
	.object({
		currentPassword: passwordText('Current password is required', z.string().min(1, 'Current password is required')),
		newPassword: PasswordSchema,
		confirmPassword: passwordText('Please confirm your password', z.string().min(1, 'Please confirm your password')),
	})
	.refine((v) => v.newPassword === v.confirmPassword, {
		message: "Passwords don't match",
		path: ['confirmPassword'],
	})

/** The API takes currentPassword and newPassword only (SPEC.md section 7). */
export const ChangePasswordApiSchema = z.object({
	currentPassword: passwordText('Current password is required', z.string().min(1, 'Current password is required')),
	newPassword: PasswordSchema,
})

export const ForgotPasswordSchema = z.object({
	email: requiredString('Please enter your email address').pipe(EmailSchema),
})

const ResetPasswordField = passwordText(
	'Password must be at least 8 characters long',
	z.string().min(8, 'Password must be at least 8 characters long').max(200, 'Password must be at most 200 characters'),
)

export const ResetPasswordSchema = z
	.object({
		token: requiredString('Invalid or expired reset link'),
		password: ResetPasswordField,
		confirmPassword: z.string().optional(),
	})
	.refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
		message: "Passwords Don't Match",
		path: ['confirmPassword'],
	})

export const TokenSchema = z.object({
	token: requiredString('No activation token provided').pipe(z.string().max(200, 'No activation token provided')),
})

/** The honeypot field on the sign-up form: humans never fill it in. */
export { HONEYPOT_FIELD }

/**
 * The reset form always sends confirmPassword; an empty one does not match
 * (conform turns empty fields into undefined, so the API schema would let it pass).
 */
export const ResetPasswordFormSchema = z
	.object({
		token: requiredString('Invalid or expired reset link'),
		password: ResetPasswordField,
		confirmPassword: z.string().optional(),
	})
	.refine((v) => v.password === (v.confirmPassword ?? ''), {
		message: "Passwords Don't Match",
		path: ['confirmPassword'],
	})

/** Resend an activation link: by the (used or expired) token, or by e-mail address. */
export const ResendActivationSchema = z
	.object({
		token: plainText({ required: 'No activation token provided' }, z.string().trim().max(200)).optional(),
		email: plainText({ required: 'Please enter a valid email address' }, z.string().trim().max(254)).optional(),
	})
	.transform((v) => ({ token: v.token || undefined, email: v.email || undefined }))
	.refine((v) => v.token || v.email, { message: 'No activation token provided', path: ['token'] })
	.refine((v) => v.token || EmailSchema.safeParse(v.email).success, {
		message: 'Please enter a valid email address',
		path: ['email'],
	})

/** Typed confirmation for deleting an account (works without JavaScript). */
export const DELETE_CONFIRMATION = 'DELETE'
export const DeleteAccountSchema = z.object({
	confirm: plainText({ required: `Type ${DELETE_CONFIRMATION} to confirm` }, z.string().trim())
		.refine((v) => v === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm`),
})

/** The four notification switches on /settings (stored in a cookie). */
export const NOTIFICATION_PREFERENCES = [
	{ key: 'emailNotifications', label: 'Email notifications', description: 'Account and security messages by e-mail.' },
	{ key: 'browserNotifications', label: 'Browser notifications', description: 'Notifications in this browser while the site is open.' },
	{ key: 'interviewReminders', label: 'Interview reminders', description: 'A nudge when you have not practised for a week.' },
	{ key: 'progressReports', label: 'Progress reports', description: 'Your scores and NHS values mastery each week.' },
] as const

export type NotificationKey = (typeof NOTIFICATION_PREFERENCES)[number]['key']
export type NotificationPreferences = Record<NotificationKey, boolean>

const checkbox = z
	.union([z.string(), z.boolean()])
	.optional()
	.transform((v) => v === true || v === 'on' || v === 'true')

export const NotificationPreferencesSchema = z.object({
	emailNotifications: checkbox,
	browserNotifications: checkbox,
	interviewReminders: checkbox,
	progressReports: checkbox,
})

/** /email-test: both fields are required (SPEC.md section 5). */
export const EmailTestSchema = z.object({
	email: requiredString('Please enter both email and name').pipe(EmailSchema),
	name: requiredString('Please enter both email and name').pipe(z.string().max(100, 'Name must be at most 100 characters')),
})
