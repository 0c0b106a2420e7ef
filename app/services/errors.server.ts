/**
 * What an error may say in a log, and whether it means "the database is
 * unavailable". Database errors carry the SQL and its bound parameters
 * (drizzle's DrizzleQueryError: `query`, `params`; postgres.js: `query`,
 * `parameters`, and a `detail` quoting the values), which can be answers,
 * e-mail addresses or password hashes: only their code, constraint and
 * table are ever logged.
 */

export const DATABASE_UNAVAILABLE_MESSAGE =
	'The service is temporarily unavailable. Please try again in a few minutes.'

type DbFields = {
	code?: unknown
	constraint_name?: unknown
	table_name?: unknown
	column_name?: unknown
	severity?: unknown
	routine?: unknown
	constraint?: unknown
	table?: unknown
	column?: unknown
}

/** SQLSTATE classes and codes (and postgres.js socket codes) that mean "try again later". */
const UNAVAILABLE_CODES = new Set([
	'57014', // query_canceled: statement_timeout
	'55P03', // lock_not_available: lock_timeout
	'57P01', // admin_shutdown (connection terminated)
	'57P02', // crash_shutdown
	'57P03', // cannot_connect_now
	'53300', // too_many_connections
	'3D000', // invalid_catalog_name: the database is gone
	'40001', // serialization_failure
	'40P01', // deadlock_detected
	'ECONNREFUSED',
	'ECONNRESET',
	'ETIMEDOUT',
	'EHOSTUNREACH',
	'ENOTFOUND',
	'EPIPE',
	'CONNECT_TIMEOUT',
	'CONNECTION_CLOSED',
	'CONNECTION_ENDED',
	'CONNECTION_DESTROYED',
])

function isDrizzleQueryError(error: unknown): error is Error & { query: string; params: unknown[] } {
	return error instanceof Error && 'query' in error && 'params' in error
}

/** The error itself or the database error it wraps (drizzle wraps the driver's error as `cause`). */
function rootDatabaseError(error: unknown): (Error & DbFields) | null {
	let current: unknown = error
	for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
		const code = (current as DbFields).code
		if (typeof code === 'string' && (current.name === 'PostgresError' || current.name === 'DatabaseError' || /^(?!E)[0-9A-Z]{5}$/.test(code) || UNAVAILABLE_CODES.has(code))) {
			return current as Error & DbFields
		}
		current = (current as { cause?: unknown }).cause
	}
	return null
}

function isDatabaseError(error: unknown) {
	if (isDrizzleQueryError(error) || rootDatabaseError(error)) return true
	return error instanceof Error && /^Failed query:/.test(error.message)
}

/** True when the database is unreachable, gone, or timed out: answer 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
	const root = rootDatabaseError(error)
	if (!root) return false
	const code = String(root.code)
	return UNAVAILABLE_CODES.has(code) || code.startsWith('08')
}

/** The stack frames only (the first line repeats the message, which may hold SQL and values). */
function framesOf(error: Error) {
	const stack = error.stack ?? ''
	const at = stack.indexOf('\n    at ')
	return at === -1 ? undefined : stack.slice(at + 1)
}

export type SafeError = {
	name: string
	message?: string
	code?: string
	constraint?: string
	table?: string
	column?: string
	stack?: string
	cause?: SafeError
}

/**
 * A loggable description of any thrown value. Database errors keep only
 * their code, constraint, table and column (never the query, parameters,
 * message or detail, which can quote values); other errors keep their
 * message and stack, with any database error in their cause chain reduced
 * the same way.
 */
export function describeError(error: unknown, depth = 0): SafeError {
	if (!(error instanceof Error)) return { name: typeof error, message: depth ? undefined : String(error).slice(0, 200) }
	if (isDatabaseError(error)) {
		const root = rootDatabaseError(error)
		const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined)
		return {
			name: 'DatabaseError',
			code: str(root?.code),
			constraint: str(root?.constraint_name) ?? str(root?.constraint),
			table: str(root?.table_name) ?? str(root?.table),
			column: str(root?.column_name) ?? str(root?.column),
			stack: framesOf(error),
		}
	}
	const cause = (error as { cause?: unknown }).cause
	return {
		name: error.name,
		message: error.message,
		stack: framesOf(error),
		...(cause !== undefined && depth < 3 ? { cause: describeError(cause, depth + 1) } : {}),
	}
}

function formatSafe(safe: SafeError): string {
	const fields = [safe.code && `code=${safe.code}`, safe.constraint && `constraint=${safe.constraint}`, safe.table && `table=${safe.table}`, safe.column && `column=${safe.column}`]
		.filter(Boolean)
		.join(' ')
	const head = [safe.name, safe.message, fields].filter(Boolean).join(': ')
	return [head, safe.stack, safe.cause ? `Caused by: ${formatSafe(safe.cause)}` : ''].filter(Boolean).join('\n')
}

/** describeError as one log-friendly string: "DatabaseError: code=23505 constraint=... table=..." and frames. */
export function formatError(error: unknown) {
	return formatSafe(describeError(error))
}

declare global {
	var __safeConsoleInstalled: boolean | undefined
}

/**
 * Make every console.error/warn/info/log print errors through describeError,
 * so no code path (ours or a library's) can log a query's parameters.
 */
export function installSafeConsole() {
	if (globalThis.__safeConsoleInstalled) return
	globalThis.__safeConsoleInstalled = true
	for (const method of ['error', 'warn', 'info', 'log'] as const) {
		const original = console[method].bind(console)
		console[method] = (...args: unknown[]) =>
			original(...args.map((arg) => (arg instanceof Error ? formatError(arg) : arg)))
	}
}
