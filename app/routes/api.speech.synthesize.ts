/**
 * POST /api/speech/synthesize {text, voice = nova, provider = auto} -> MP3 audio with an
 * X-Provider header. 503 {message} when no provider is configured: the page
 * then reads aloud with the browser's own speechSynthesis.
 */
import { type ActionFunctionArgs } from '@remix-run/node'
import { SynthesizeSchema } from '#app/lib/schemas/speech'
import { MAX_TTS_CHARS } from '#app/lib/speech'
import { requireUser } from '#app/services/auth.server'
import { jsonError, methodNotAllowed, parseJsonBody } from '#app/services/http.server'
import { SPEECH_LIMITED_MESSAGE, synthesizeLimiter } from '#app/services/rate-limit.server'
import { speechErrorResponse } from '#app/services/speech/config.server'
import { synthesizeSpeech } from '#app/services/speech/synthesis.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const user = await requireUser(request)
	if (!(await synthesizeLimiter.hit(user.id))) return jsonError(SPEECH_LIMITED_MESSAGE, 429)
	// Up to 4 bytes a character, plus the other fields.
	const parsed = await parseJsonBody(request, SynthesizeSchema, { maxBytes: MAX_TTS_CHARS * 4 + 1024 })
	if (!parsed.ok) return parsed.response
	try {
		const result = await synthesizeSpeech(parsed.data)
		return new Response(new Uint8Array(result.audio), {
			headers: {
				'content-type': result.contentType,
				'content-length': String(result.audio.length),
				'x-provider': result.provider,
				'cache-control': 'no-store',
			},
		})
	} catch (error) {
		return speechErrorResponse(error)
	}
}
