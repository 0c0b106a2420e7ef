/**
 * Every environment variable the app reads, validated once at start-up.
 * A malformed value stops the server with a message naming the variable.
 */
import path from 'node:path'
import { z } from 'zod'

const optionalUrl = z
	.string()
	.trim()
	.url()
	.optional()
	.or(z.literal('').transform(() => undefined))
const optionalString = z
	.string()
	.trim()
	.optional()
	.transform((v) => (v ? v : undefined))
const booleanFlag = z
	.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
	.transform((v) => ['true', '1', 'yes', 'on'].includes(v))
	.optional()

export const envSchema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
	/** 0 picks a free port (tests read it from the start-up log) */
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	/** public origin used in e-mail links; defaults to http://localhost:PORT */
	APP_URL: optionalUrl,
	LOG_LEVEL: z
		.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
		.default('info'),
	/** PostgreSQL connection string; unset -> embedded PGlite under DATA_DIR */
	DATABASE_URL: z
		.string()
		.trim()
		.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
		.optional()
		.or(z.literal('').transform(() => undefined)),
	DATA_DIR: z.string().default('./data'),
	/** PostgreSQL: cancel any statement running longer than this (ms) */
	DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
	/** PostgreSQL: give up waiting for a lock after this (ms) */
	DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
	SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
	/** number of reverse-proxy hops in front of the app (for client IPs) */
	TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
	/** relax per-IP rate limits (tests) */
	RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
	SMTP_URL: z
		.string()
		.trim()
		.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
		.optional()
		.or(z.literal('').transform(() => undefined)),
	MAIL_FROM: z.string().default('NHS Interview Coach <no-reply@nhs-interview-coach.local>'),
	REQUIRE_ACTIVATION: booleanFlag,
	GOOGLE_CLIENT_ID: optionalString,
	GOOGLE_CLIENT_SECRET: optionalString,
	OPENAI_API_KEY: optionalString,
	OPENAI_BASE_URL: optionalUrl,
	OPENAI_MODEL: z.string().default('gpt-4o-mini'),
	OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
	ASSEMBLYAI_API_KEY: optionalString,
	ASSEMBLYAI_BASE_URL: optionalUrl,
	/** Deepgram text-to-speech (Aura voices) over its REST API */
	DEEPGRAM_API_KEY: optionalString,
	DEEPGRAM_BASE_URL: optionalUrl,
	STRIPE_SECRET_KEY: optionalString,
	STRIPE_PUBLISHABLE_KEY: optionalString,
	STRIPE_WEBHOOK_SECRET: optionalString,
	STRIPE_SECRET_KEY_LIVE: optionalString,
	STRIPE_PUBLISHABLE_KEY_LIVE: optionalString,
	STRIPE_WEBHOOK_SECRET_LIVE: optionalString,
	STRIPE_API_BASE: optionalUrl,
	/** where the checkout page loads Stripe.js from; unset -> @stripe/stripe-js loads https://js.stripe.com/v3 (tests point it at a local fake) */
	STRIPE_JS_URL: optionalUrl,
	/** S3-compatible storage for uploaded documents; unset -> DATA_DIR/uploads */
	S3_BUCKET: optionalString,
	S3_ENDPOINT: optionalUrl,
	S3_REGION: z.string().trim().default('eu-west-2'),
	S3_ACCESS_KEY_ID: optionalString,
	S3_SECRET_ACCESS_KEY: optionalString,
})

export type Env = z.infer<typeof envSchema> & {
	APP_URL: string
	SESSION_SECRET: string
	DATA_DIR: string
	REQUIRE_ACTIVATION: boolean
}

export function parseEnv(source: Record<string, string | undefined>): Env {
	const result = envSchema.safeParse(source)
	if (!result.success) {
		const problems = result.error.issues
			.map((i) => `  ${i.path.join('.')}: ${i.message}`)
			.join('\n')
		throw new Error(`Invalid environment variables:\n${problems}`)
	}
	const env = result.data
	if (env.NODE_ENV === 'production' && !env.SESSION_SECRET && source.CI !== 'true') {
		console.warn(
			'SESSION_SECRET is not set: using a development secret. Set it in production.',
		)
	}
	return {
		...env,
		APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
		SESSION_SECRET: env.SESSION_SECRET ?? 'dev-only-secret-change-me-please',
		DATA_DIR: path.resolve(env.DATA_DIR),
		REQUIRE_ACTIVATION: env.REQUIRE_ACTIVATION ?? Boolean(env.SMTP_URL),
	}
}

let cached: Env | undefined
/** The validated environment (parsed on first use, then cached). */
export function getEnv(): Env {
	cached ??= parseEnv(process.env)
	return cached
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
	cached = undefined
}
