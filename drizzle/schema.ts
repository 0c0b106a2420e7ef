/**
 * The whole product's schema (SPEC.md section 3). Scores are fractions 0..1.
 * Ids are UUID strings so they are safe to show in URLs.
 */
import { sql } from 'drizzle-orm'
import {
	boolean,
	date,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	real,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from 'drizzle-orm/pg-core'
import { type SpeechAnalytics } from '../app/lib/speech-analytics'

const createdAt = () =>
	timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
	timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
	'users',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		username: text('username').notNull(),
		email: text('email').notNull(),
		passwordHash: text('password_hash'),
		firstName: text('first_name').notNull(),
		lastName: text('last_name').notNull(),
		profileImageUrl: text('profile_image_url'),
		googleId: text('google_id'),
		/** false = suspended by an admin */
		isActive: boolean('is_active').notNull().default(true),
		isAdmin: boolean('is_admin').notNull().default(false),
		/** null until the e-mail address is confirmed (when activation is required) */
		activatedAt: timestamp('activated_at', { withTimezone: true }),
		/** when the password was last changed, reset or removed (its other sessions were signed out then) */
		passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
		/** when the welcome e-mail was sent; set once, so it is never sent twice */
		welcomeSentAt: timestamp('welcome_sent_at', { withTimezone: true }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
		uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
		uniqueIndex('users_google_id_idx').on(t.googleId),
	],
)

/**
 * Signed-in devices (ADR 0010): the session cookie holds only this row's id,
 * signed. Signing out deletes the row, so a copied cookie stops working.
 */
export const userSessions = pgTable(
	'user_sessions',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		userAgent: text('user_agent').notNull().default(''),
		createdAt: createdAt(),
		/** updated at most once a minute */
		lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
	},
	(t) => [index('user_sessions_user_idx').on(t.userId, t.lastSeenAt)],
)

/**
 * Counters for rate limits every app instance must share (sign-in attempts),
 * in rate-limiter-flexible's RateLimiterDrizzle layout.
 */
export const rateLimits = pgTable('rate_limits', {
	key: text('key').primaryKey(),
	points: integer('points').notNull(),
	expire: timestamp('expire', { withTimezone: true }),
})

/** Single-use tokens for activation and password reset, stored as SHA-256 hashes. */
export const authTokens = pgTable(
	'auth_tokens',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		purpose: text('purpose', { enum: ['activation', 'password_reset'] }).notNull(),
		tokenHash: text('token_hash').notNull(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		usedAt: timestamp('used_at', { withTimezone: true }),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash),
		index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose),
	],
)

export const questions = pgTable(
	'questions',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		/** stable slug for bank questions; null for personalised ones */
		key: text('key'),
		text: text('text').notNull(),
		types: text('types').array().notNull(),
		levels: text('levels').array().notNull(),
		values: text('values').array().notNull(),
		competency: text('competency').notNull(),
		difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
		guidance: text('guidance').notNull().default(''),
		source: text('source', { enum: ['bank', 'personalised'] })
			.notNull()
			.default('bank'),
		/** owner of a personalised question */
		userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
		/** behavioural, situational, motivation, self, strengths, values or knowledge */
		kind: text('kind'),
		/** the person-specification criterion a personalised question practises */
		criterion: text('criterion'),
		createdAt: createdAt(),
	},
	(t) => [uniqueIndex('questions_key_idx').on(t.key)],
)

export const documents = pgTable(
	'documents',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		type: text('type', { enum: ['cv', 'job_description'] }).notNull(),
		filename: text('filename').notNull(),
		mimeType: text('mime_type').notNull(),
		sizeBytes: integer('size_bytes').notNull(),
		/** path under DATA_DIR/uploads, null for pasted text */
		storagePath: text('storage_path'),
		extractedText: text('extracted_text').notNull().default(''),
		analysis: jsonb('analysis'),
		createdAt: createdAt(),
	},
	(t) => [index('documents_user_idx').on(t.userId, t.createdAt)],
)

export const interviewSessions = pgTable(
	'interview_sessions',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		type: text('type').notNull(),
		experienceLevel: text('experience_level').notNull(),
		mode: text('mode', { enum: ['text', 'voice'] }).notNull().default('text'),
		status: text('status', { enum: ['in_progress', 'completed'] })
			.notNull()
			.default('in_progress'),
		overallScore: real('overall_score'),
		cvDocumentId: uuid('cv_document_id').references(() => documents.id, {
			onDelete: 'set null',
		}),
		jobDescriptionDocumentId: uuid('job_description_document_id').references(
			() => documents.id,
			{ onDelete: 'set null' },
		),
		startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
		completedAt: timestamp('completed_at', { withTimezone: true }),
		createdAt: createdAt(),
	},
	(t) => [index('interview_sessions_user_idx').on(t.userId, t.createdAt)],
)

export const sessionQuestions = pgTable(
	'session_questions',
	{
		sessionId: uuid('session_id')
			.notNull()
			.references(() => interviewSessions.id, { onDelete: 'cascade' }),
		questionId: uuid('question_id')
			.notNull()
			.references(() => questions.id, { onDelete: 'cascade' }),
		position: integer('position').notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.sessionId, t.questionId] }),
		uniqueIndex('session_questions_position_idx').on(t.sessionId, t.position),
	],
)

export const responses = pgTable(
	'responses',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		sessionId: uuid('session_id')
			.notNull()
			.references(() => interviewSessions.id, { onDelete: 'cascade' }),
		questionId: uuid('question_id')
			.notNull()
			.references(() => questions.id, { onDelete: 'cascade' }),
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		transcriptionText: text('transcription_text').notNull(),
		/** goes up by one each time the answer is saved; feedback carries the version it scored */
		version: integer('version').notNull().default(1),
		/** 1 for the first answer to the question, 2, 3... for each "Try this question again" */
		attempt: integer('attempt').notNull().default(1),
		/** seconds the candidate took, when known */
		responseTime: integer('response_time'),
		inputMode: text('input_mode', { enum: ['text', 'voice'] }).notNull().default('text'),
		/** speech delivery analytics of a voice answer (app/lib/speech-analytics.ts) */
		speechAnalytics: jsonb('speech_analytics').$type<SpeechAnalytics>(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [uniqueIndex('responses_session_question_attempt_idx').on(t.sessionId, t.questionId, t.attempt)],
)

export type StarPresent = {
	situation: boolean
	task: boolean
	action: boolean
	result: boolean
}

export const feedback = pgTable(
	'feedback',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		responseId: uuid('response_id')
			.notNull()
			.references(() => responses.id, { onDelete: 'cascade' }),
		/** the response version this feedback scored (one feedback per version) */
		responseVersion: integer('response_version').notNull().default(1),
		overallScore: real('overall_score').notNull(),
		nhsValuesScore: real('nhs_values_score').notNull(),
		starScore: real('star_score').notNull(),
		clarityScore: real('clarity_score').notNull(),
		detailedAnalysis: text('detailed_analysis').notNull(),
		strengths: jsonb('strengths').$type<string[]>().notNull(),
		improvements: jsonb('improvements').$type<string[]>().notNull(),
		recommendations: jsonb('recommendations').$type<string[]>().notNull(),
		valuesEvidenced: jsonb('values_evidenced').$type<string[]>().notNull(),
		/** null where STAR does not apply to the question's kind */
		starPresent: jsonb('star_present').$type<StarPresent | null>(),
		evidence: jsonb('evidence'),
		provider: text('provider').notNull(),
		createdAt: createdAt(),
	},
	(t) => [
		index('feedback_response_idx').on(t.responseId, t.createdAt),
		uniqueIndex('feedback_response_version_idx').on(t.responseId, t.responseVersion),
	],
)

export const plans = pgTable('plans', {
	id: uuid('id').primaryKey().defaultRandom(),
	slug: text('slug').notNull().unique(),
	name: text('name').notNull(),
	description: text('description').notNull(),
	/** price in pence (GBP) */
	pricePence: integer('price_pence').notNull(),
	monthlySessionsLimit: integer('monthly_sessions_limit').notNull(),
	features: jsonb('features').$type<string[]>().notNull(),
	stripePriceId: text('stripe_price_id'),
	stripePriceIdLive: text('stripe_price_id_live'),
	sortOrder: integer('sort_order').notNull().default(0),
	isActive: boolean('is_active').notNull().default(true),
	createdAt: createdAt(),
})

export const subscriptions = pgTable(
	'subscriptions',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		planId: uuid('plan_id')
			.notNull()
			.references(() => plans.id),
		/** Stripe's status (active, incomplete, past_due, canceled, ...) */
		status: text('status').notNull(),
		mode: text('mode', { enum: ['test', 'live'] }).notNull().default('test'),
		stripeCustomerId: text('stripe_customer_id'),
		stripeSubscriptionId: text('stripe_subscription_id'),
		currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
		currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
		/** the subscription ends (back to free) when the period ends */
		cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex('subscriptions_user_idx').on(t.userId),
		uniqueIndex('subscriptions_stripe_idx').on(t.stripeSubscriptionId),
	],
)

/** Interview sessions started per user per calendar month (UTC). */
/**
 * An answer typed but not submitted, kept when the candidate moves to another
 * question (Skip, Previous, Continue, Save & Exit) so nothing they wrote is
 * lost. One per question of a session; deleted when the answer is submitted
 * or the question restarted. Not an answer: it is never scored or counted.
 */
export const answerDrafts = pgTable(
	'answer_drafts',
	{
		sessionId: uuid('session_id')
			.notNull()
			.references(() => interviewSessions.id, { onDelete: 'cascade' }),
		questionId: uuid('question_id')
			.notNull()
			.references(() => questions.id, { onDelete: 'cascade' }),
		text: text('text').notNull(),
		updatedAt: updatedAt(),
	},
	(t) => [primaryKey({ columns: [t.sessionId, t.questionId] })],
)

export const sessionUsage = pgTable(
	'session_usage',
	{
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		periodStart: date('period_start').notNull(),
		sessionsUsed: integer('sessions_used').notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.userId, t.periodStart] })],
)

/**
 * Admin roles and what each may do (permission names in app/lib/admin.ts).
 * Seeded by migration with super_admin, admin, support and analyst;
 * super_admin passes every permission check whatever its list says.
 */
export const roles = pgTable('roles', {
	name: text('name').primaryKey(),
	description: text('description').notNull().default(''),
	permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
	createdAt: createdAt(),
})

/** Who is an administrator, and in which role. users.is_admin mirrors "has a row here". */
export const adminRoles = pgTable('admin_roles', {
	userId: uuid('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	role: text('role')
		.notNull()
		.references(() => roles.name, { onUpdate: 'cascade' }),
	/** extra permissions for this person on top of the role's list */
	permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
	createdAt: createdAt(),
})

/**
 * What administrators did (who, what, when, to whom). Both people are
 * referenced by id only and set to null when that account is deleted, so a
 * deleted user leaves no trace while the record of the action remains.
 * `details` never holds personal data (only modes, roles and flags).
 */
export const adminAuditLog = pgTable(
	'admin_audit_log',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		/** null when done from the command line, or the admin's account was deleted */
		actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
		action: text('action').notNull(),
		targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
		details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
		createdAt: createdAt(),
	},
	(t) => [
		index('admin_audit_log_created_idx').on(t.createdAt),
		index('admin_audit_log_target_idx').on(t.targetUserId),
		index('admin_audit_log_actor_idx').on(t.actorUserId),
	],
)

export const webhookEvents = pgTable('webhook_events', {
	id: text('id').primaryKey(),
	type: text('type').notNull(),
	processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
})

export const appSettings = pgTable('app_settings', {
	key: text('key').primaryKey(),
	value: jsonb('value').notNull(),
	updatedAt: updatedAt(),
})
