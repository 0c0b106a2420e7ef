/**
 * Account schemas shared by the route actions, the /api endpoints and the
 * client-side hints. Messages are SPEC.md section 5's strings, exactly.
 */
import { z } from 'zod'

const requiredString = (message: string) =>
	z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message)

export const UsernameSchema = z
	.string({ required_error: 'Username must be at least 3 characters' })
	.trim()
	.min(3, 'Username must be at least 3 characters')
	.max(50, 'Username must be at most 50 characters')
	.regex(/^[A-Za-z0-9._-]+$/, 'Username can only use letters, numbers, dots, dashes and underscores')

export const EmailSchema = z
	.string({ required_error: 'Please enter a valid email address' })
	.trim()
	.max(254, 'Please enter a valid email address')
	.email('Please enter a valid email address')

export const PasswordSchema = z
	.string({ required_error: 'Password must be at least 6 characters' })
	.min(6, 'Password must be at least 6 characters')
	.max(200, 'Password must be at most 200 characters')

export const FirstNameSchema = requiredString('First name is required').pipe(
	z.string().max(100, 'First name must be at most 100 characters'),
)
export const LastNameSchema = requiredString('Last name is required').pipe(
	z.string().max(100, 'Last name must be at most 100 characters'),
)

export const LoginSchema = z.object({
	username: requiredString('Username is required'),
	password: z
		.string({ required_error: 'Password is required', invalid_type_error: 'Password is required' })
		.min(1, 'Password is required'),
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
		currentPassword: z
			.string({ required_error: 'Current password is required' })
			.min(1, 'Current password is required'),
		newPassword: PasswordSchema,
		confirmPassword: z
			.string({ required_error: 'Please confirm your password' })
			.min(1, 'Please confirm your password'),
	})
	.refine((v) => v.newPassword === v.confirmPassword, {
		message: "Passwords don't match",
		path: ['confirmPassword'],
	})

/** The API takes currentPassword and newPassword only (SPEC.md section 7). */
export const ChangePasswordApiSchema = z.object({
	currentPassword: z
		.string({ required_error: 'Current password is required' })
		.min(1, 'Current password is required'),
	newPassword: PasswordSchema,
})

export const ForgotPasswordSchema = z.object({
	email: z
		.string({ required_error: 'Please enter your email address' })
		.trim()
		.min(1, 'Please enter your email address')
		.pipe(EmailSchema),
})

export const ResetPasswordSchema = z
	.object({
		token: z.string().min(1, 'Invalid or expired reset link'),
		password: z
			.string({ required_error: 'Password must be at least 8 characters long' })
			.min(8, 'Password must be at least 8 characters long')
			.max(200, 'Password must be at most 200 characters'),
		confirmPassword: z.string().optional(),
	})
	.refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
		message: "Passwords Don't Match",
		path: ['confirmPassword'],
	})

export const TokenSchema = z.object({
	token: z.string({ required_error: 'No activation token provided', invalid_type_error: 'No activation token provided' }).trim().min(1, 'No activation token provided').max(200),
})

/** The honeypot field on the sign-up form: humans never fill it in. */
export const HONEYPOT_FIELD = 'website'

/**
 * The reset form always sends confirmPassword; an empty one does not match
 * (conform turns empty fields into undefined, so the API schema would let it pass).
 */
export const ResetPasswordFormSchema = z
	.object({
		token: z.string({ required_error: 'Invalid or expired reset link' }).min(1, 'Invalid or expired reset link'),
		password: z
			.string({ required_error: 'Password must be at least 8 characters long' })
			.min(8, 'Password must be at least 8 characters long')
			.max(200, 'Password must be at most 200 characters'),
		confirmPassword: z.string().optional(),
	})
	.refine((v) => v.password === (v.confirmPassword ?? ''), {
		message: "Passwords Don't Match",
		path: ['confirmPassword'],
	})

/** Resend an activation link: by the (used or expired) token, or by e-mail address. */
export const ResendActivationSchema = z
	.object({
		token: z.string().trim().max(200).optional(),
		email: z.string().trim().max(254).optional(),
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
	confirm: z
		.string({ required_error: `Type ${DELETE_CONFIRMATION} to confirm` })
		.trim()
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
	email: z
		.string({ required_error: 'Please enter both email and name', invalid_type_error: 'Please enter both email and name' })
		.trim()
		.min(1, 'Please enter both email and name')
		.pipe(EmailSchema),
	name: z
		.string({ required_error: 'Please enter both email and name', invalid_type_error: 'Please enter both email and name' })
		.trim()
		.min(1, 'Please enter both email and name')
		.max(100, 'Name must be at most 100 characters'),
})
