/**
 * The recording checks on real browser output: MediaRecorder's WebM (no
 * duration header) and fragmented MP4, both recorded by Chromium from a
 * 3.2-second espeak-ng clip.
 */
import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { makeWav } from '#tests/support/wav'
import { AUDIO_MESSAGES, readAudioUpload } from './audio-upload.server'
import { SpeechError } from './config.server'

const fixture = (name: string) => fs.readFileSync(new URL(`../../../tests/fixtures/audio/${name}`, import.meta.url))

function upload(bytes: Buffer, name: string, type = 'audio/webm') {
	const form = new FormData()
	form.append('audio', new Blob([new Uint8Array(bytes)], { type }), name)
	form.append('intent', 'transcribe')
	return new Request('http://localhost/api/speech/transcribe', { method: 'POST', body: form })
}

async function refusal(request: Request) {
	try {
		await readAudioUpload(request)
	} catch (error) {
		if (error instanceof SpeechError) return { status: error.status, message: error.message }
		throw error
	}
	throw new Error('accepted')
}

describe('readAudioUpload', () => {
	test("MediaRecorder's WebM: sniffed as WebM, duration read from its blocks", async () => {
		const { audio, fields } = await readAudioUpload(upload(fixture('mediarecorder.webm'), 'answer.webm'))
		expect(audio).toMatchObject({ format: 'webm', mimeType: 'audio/webm' })
		expect(audio.durationSeconds).toBeGreaterThan(3)
		expect(audio.durationSeconds).toBeLessThan(4)
		expect(fields).toEqual({ intent: 'transcribe' })
	})

	test("MediaRecorder's fragmented MP4 is accepted without a duration", async () => {
		const { audio } = await readAudioUpload(upload(fixture('mediarecorder.mp4'), 'answer.mp4', 'audio/mp4'))
		expect(audio).toMatchObject({ format: 'mp4', mimeType: 'audio/mp4', durationSeconds: null })
	})

	test('WAV duration comes from its header; the client-declared type is ignored', async () => {
		const { audio } = await readAudioUpload(upload(makeWav(2.5), 'answer.webm', 'audio/webm'))
		expect(audio).toMatchObject({ format: 'wav', mimeType: 'audio/wav', durationSeconds: 2.5 })
	})

	test('a WebM that is not one inside is refused as unreadable', async () => {
		const bytes = Buffer.concat([fixture('mediarecorder.webm').subarray(0, 40), Buffer.alloc(4000, 0xff)])
		expect(await refusal(upload(bytes, 'broken.webm'))).toEqual({ status: 400, message: AUDIO_MESSAGES.unreadable })
	})
})
