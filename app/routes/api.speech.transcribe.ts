/**
 * POST /api/speech/transcribe (multipart: audio) -> {text, provider, confidence, words, durationSeconds, latencyMs}.
 * Signed-in users only, rate-limited per account; the recording is capped,
 * sniffed and checked before a provider sees it (app/services/speech/).
 */
import { type ActionFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/services/auth.server'
import { jsonError, methodNotAllowed } from '#app/services/http.server'
import { SPEECH_LIMITED_MESSAGE, transcribeLimiter } from '#app/services/rate-limit.server'
import { precheckAudioRequest, readAudioUpload } from '#app/services/speech/audio-upload.server'
import { speechCapabilities, speechErrorResponse } from '#app/services/speech/config.server'
import { TRANSCRIPTION_MESSAGES, transcribeAudio } from '#app/services/speech/transcription.server'

export async function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed('POST')
	const user = await requireUser(request)
	if (!(await transcribeLimiter.hit(user.id))) return jsonError(SPEECH_LIMITED_MESSAGE, 429)
	try {
		precheckAudioRequest(request)
		// Say so before reading a body no one can transcribe.
		if (!speechCapabilities().transcription) return jsonError(TRANSCRIPTION_MESSAGES.notConfigured, 503)
		const { audio } = await readAudioUpload(request)
		return Response.json(await transcribeAudio(audio), { headers: { 'cache-control': 'no-store' } })
	} catch (error) {
		return speechErrorResponse(error)
	}
}
