/** Speak the test answer into a WAV with espeak-ng (Debian package), for Chromium's fake microphone. */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { VOICE_TEXT, VOICE_WAV } from './voice-wav'

export default function globalSetup() {
	fs.mkdirSync(path.dirname(VOICE_WAV), { recursive: true })
	execFileSync('espeak-ng', ['-v', 'en-gb', '-s', '150', '-w', VOICE_WAV, VOICE_TEXT])
	if (fs.statSync(VOICE_WAV).size < 10_000) throw new Error(`espeak-ng wrote an unexpectedly small file: ${VOICE_WAV}`)
}
