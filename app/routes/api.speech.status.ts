/**
 * GET /api/speech/status -> {services: {assemblyAI, deepgram, openai}, details, lastTranscription}.
 * A service is true when it is configured and answered its last check (cached for a minute).
 */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/services/auth.server'
import { getSpeechStatus } from '#app/services/speech/status.server'

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUser(request)
	return Response.json(await getSpeechStatus(), { headers: { 'cache-control': 'no-store' } })
}
