/**
 * Generated speech kept briefly in memory so a page can play it from a URL
 * (the /speech-test generator works without JavaScript this way). Each clip
 * belongs to the user who made it and expires after ten minutes; the store
 * holds at most 20 clips, dropping the oldest.
 */
import crypto from 'node:crypto'

const TTL_MS = 10 * 60_000
const MAX_CLIPS = 20

type Clip = { userId: string; audio: Buffer; contentType: string; expiresAt: number }
const clips = new Map<string, Clip>()

function prune(now: number) {
	for (const [id, clip] of clips) if (clip.expiresAt <= now) clips.delete(id)
	while (clips.size > MAX_CLIPS) clips.delete(clips.keys().next().value!)
}

export function keepAudio(userId: string, audio: Buffer, contentType: string, now = Date.now()) {
	const id = crypto.randomBytes(16).toString('hex')
	clips.set(id, { userId, audio, contentType, expiresAt: now + TTL_MS })
	prune(now)
	return id
}

/** The clip, if it exists, has not expired and belongs to this user. */
export function getAudio(userId: string, id: string, now = Date.now()) {
	prune(now)
	const clip = clips.get(id)
	return clip && clip.userId === userId ? clip : null
}
