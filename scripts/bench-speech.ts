/**
 * Speech costs on this machine: delivery analytics for a 5-minute answer, and
 * the upload checks (sniffing, duration) for a browser WebM and a 25 MB WAV.
 *   npx tsx scripts/bench-speech.ts   (part of npm run bench)
 */
import fs from 'node:fs'
import { performance } from 'node:perf_hooks'
import { analyseSpeech } from '../app/lib/speech-analytics'
import { readAudioUpload } from '../app/services/speech/audio-upload.server'
import { makeWav } from '../tests/support/wav'

function median(times: number[]) {
	const sorted = [...times].sort((a, b) => a - b)
	return sorted[Math.floor(sorted.length / 2)]!
}

async function time(runs: number, fn: () => unknown) {
	const times: number[] = []
	for (let i = 0; i < runs; i++) {
		const t0 = performance.now()
		await fn()
		times.push(performance.now() - t0)
	}
	return median(times)
}

// A 5-minute spoken answer: 750 words at 150 a minute, with fillers and word timings.
const spoken = Array.from({ length: 750 }, (_, i) => (i % 40 === 0 ? 'um,' : i % 97 === 0 ? 'you know,' : 'care')).join(' ')
const words = spoken.split(' ').map((w, i): [string, number, number] => [w, i * 0.4, i * 0.4 + 0.3])
for (let i = 0; i < 50; i++) analyseSpeech([{ transcript: spoken, durationSeconds: 300, source: 'assemblyai', words }])
const analytics = await time(200, () => analyseSpeech([{ transcript: spoken, durationSeconds: 300, source: 'assemblyai', words }]))

const upload = (bytes: Buffer, name: string) => {
	const form = new FormData()
	form.append('audio', new Blob([new Uint8Array(bytes)]), name)
	return new Request('http://localhost/', { method: 'POST', body: form })
}
const webm = fs.readFileSync('tests/fixtures/audio/mediarecorder.webm')
const wav = makeWav(590, 44_100) // 9 min 50 s: just under both the 25 MB and the 10-minute caps
const webmCheck = await time(30, () => readAudioUpload(upload(webm, 'a.webm')))
const wavCheck = await time(5, () => readAudioUpload(upload(wav, 'a.wav')))

console.log('Speech (median ms)')
console.log(`  delivery analytics, 750-word answer with timings  ${analytics.toFixed(2)}`)
console.log(`  upload checks, ${(webm.length / 1024).toFixed(0)} KB MediaRecorder WebM (3.5 s)   ${webmCheck.toFixed(2)}`)
console.log(`  upload checks, ${(wav.length / 1024 / 1024).toFixed(1)} MB WAV                       ${wavCheck.toFixed(2)}`)
