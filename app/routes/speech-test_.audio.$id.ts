/** GET /speech-test/audio/{id}: a clip made by the /speech-test generator, for its owner only. */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/services/auth.server'
import { getAudio } from '#app/services/speech/audio-store.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const clip = getAudio(user.id, params.id ?? '')
	if (!clip) throw new Response('This audio has expired. Generate it again.', { status: 404 })
	return new Response(new Uint8Array(clip.audio), {
		headers: {
			'content-type': clip.contentType,
			'content-length': String(clip.audio.length),
			'cache-control': 'private, max-age=600',
		},
	})
}
