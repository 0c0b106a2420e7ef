/** Small HTTP helpers shared by routes. */
import { type z } from 'zod'
import { CONTROL_CHARACTERS, UNSUPPORTED_CHARACTERS } from '#app/lib/schemas/text'

export function combineHeaders(
	...headers: Array<ResponseInit['headers'] | null | undefined>
) {
	const combined = new Headers()
	for (const header of headers) {
		if (!header) continue
		for (const [key, value] of new Headers(header).entries()) {
			combined.append(key, value)
		}
	}
	return combined
}


/**
 * A same-origin path to redirect to after sign-in, or the fallback.
 * Browsers drop tabs and newlines from URLs and read "\" as "/", so
 * "/\t/evil.example" would land on //evil.example: anything with a control
 * character or a backslash is refused, and what is left must resolve to a
 * path on our own origin.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (!to || typeof to !== 'string' || !to.startsWith('/')) return fallback
	if (CONTROL_CHARACTERS.test(to) || to.includes('\\')) return fallback
	const origin = 'http://app.invalid'
	let url: URL
	try {
		url = new URL(to, origin)
	} catch {
		return fallback
	}
	if (url.origin !== origin || !url.pathname.startsWith('/')) return fallback
	const path = url.pathname + url.search + url.hash
	return path.startsWith('//') ? fallback : path
}

/** JSON error body `{message}` with the given status (SPEC.md section 8). */
export function jsonError(message: string, status: number, extra?: Record<string, unknown>) {
	return Response.json({ message, ...extra }, { status })
}

export class BodyError extends Error {
	constructor(
		message: string,
		public status: number,
	) {
		super(message)
	}
}

const DEFAULT_MAX_BODY = 64 * 1024

/** True if a NUL appears in any key or string value, at any depth. */
function containsNul(value: unknown, depth = 0): boolean {
	if (typeof value === 'string') return value.includes('\u0000')
	if (!value || typeof value !== 'object' || depth > 20) return false
	if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1))
	return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1))
}

/**
 * PostgreSQL refuses NUL in text, so a body holding one is refused here,
 * whatever the field and whether or not a schema checks it.
 */
function refuseNul<T>(body: T): T {
	if (containsNul(body)) throw new BodyError(UNSUPPORTED_CHARACTERS, 400)
	return body
}

/**
 * Read a JSON or form body into a plain object, refusing oversized or
 * malformed bodies with a 4xx instead of a 500.
 */
export async function readBody(
	request: Request,
	{ maxBytes = DEFAULT_MAX_BODY }: { maxBytes?: number } = {},
): Promise<Record<string, unknown>> {
	const length = Number(request.headers.get('content-length') ?? 0)
	if (length > maxBytes) throw new BodyError('Request body is too large.', 413)
	const type = request.headers.get('content-type') ?? ''
	const text = await request.text()
	if (Buffer.byteLength(text) > maxBytes) throw new BodyError('Request body is too large.', 413)
	if (!text) return {}
	if (type.includes('application/json')) {
		try {
			const parsed: unknown = JSON.parse(text)
			if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
				throw new BodyError('Request body must be a JSON object.', 400)
			}
			return refuseNul(parsed as Record<string, unknown>)
		} catch (error) {
			if (error instanceof BodyError) throw error
			throw new BodyError('Request body is not valid JSON.', 400)
		}
	}
	if (type.includes('application/x-www-form-urlencoded')) {
		return refuseNul(Object.fromEntries(new URLSearchParams(text)))
	}
	throw new BodyError('Send the request body as JSON.', 415)
}

/** Turn a BodyError (or a zod error) into a JSON `{message}` response. */
function bodyErrorResponse(error: unknown) {
	if (error instanceof BodyError) return jsonError(error.message, error.status)
	throw error
}

/**
 * Read the body and parse it with a zod schema (the same one the form uses).
 * Returns the data, or a JSON `{message}` response with a 4xx status.
 */
export async function parseJsonBody<Schema extends z.ZodTypeAny>(
	request: Request,
	schema: Schema,
	options?: { maxBytes?: number },
): Promise<{ ok: true; data: z.output<Schema>; body: Record<string, unknown> } | { ok: false; response: Response }> {
	let body: Record<string, unknown>
	try {
		body = await readBody(request, options)
	} catch (error) {
		return { ok: false, response: bodyErrorResponse(error) }
	}
	const parsed = schema.safeParse(body)
	if (!parsed.success) {
		return { ok: false, response: jsonError(parsed.error.issues[0]?.message ?? 'Invalid request.', 400) }
	}
	return { ok: true, data: parsed.data, body }
}

/** 405 with an Allow header, for API routes called with the wrong method. */
export function methodNotAllowed(allow: string) {
	return Response.json(
		{ message: `Method not allowed. Use ${allow}.` },
		{ status: 405, headers: { allow } },
	)
}
