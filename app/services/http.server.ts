/** Small HTTP helpers shared by routes. */
import { type z } from 'zod'

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

/** Only allow same-site relative redirects ("/path"), never "//evil.example". */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (!to || typeof to !== 'string') return fallback
	if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
	return to
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
			return parsed as Record<string, unknown>
		} catch (error) {
			if (error instanceof BodyError) throw error
			throw new BodyError('Request body is not valid JSON.', 400)
		}
	}
	if (type.includes('application/x-www-form-urlencoded')) {
		return Object.fromEntries(new URLSearchParams(text))
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
