/** Audio helpers shared by the speech fakes. */

/** MP3 silence: MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) whose side info says "no data". */
export function silentMp3(seconds = 1) {
	const frameBytes = 417 // 144 * 128000 / 44100, no padding
	const frames = Math.max(1, Math.round((seconds * 44_100) / 1152))
	const frame = Buffer.alloc(frameBytes)
	frame.set([0xff, 0xfb, 0x90, 0x64])
	return Buffer.concat(Array.from({ length: frames }, () => frame))
}

/** What the real services accept: a known audio container by its magic bytes. */
export function looksLikeAudio(bytes: Buffer) {
	const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1')
	return (
		bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) || // EBML (WebM)
		ascii(0, 4) === 'OggS' ||
		ascii(4, 8) === 'ftyp' ||
		(ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') ||
		ascii(0, 3) === 'ID3' ||
		(bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)
	)
}

/** A transcript's words spread evenly over time (seconds), with an optional long pause before one word. */
export function timeWords(text: string, { start = 0.4, perWord = 0.38, pauseBefore = -1, pauseSeconds = 2.4 } = {}) {
	let t = start
	return text.split(/\s+/).filter(Boolean).map((word, i) => {
		if (i === pauseBefore) t += pauseSeconds
		const w = { text: word, start: Math.round(t * 1000) / 1000, end: Math.round((t + perWord - 0.08) * 1000) / 1000 }
		t += perWord
		return w
	})
}

/** The fake providers' default transcript: what the e2e test's synthetic voice says. */
export const FAKE_TRANSCRIPT =
	'Um, when a patient on my ward was anxious before surgery, I sat with her and, you know, explained the plan. ' +
	'She felt calmer and the operation went ahead on time.'
