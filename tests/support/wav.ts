/** A small PCM WAV (8-bit mono sine tone) for upload tests. */
export function makeWav(seconds: number, sampleRate = 8000) {
	const samples = Math.round(seconds * sampleRate)
	const header = Buffer.alloc(44)
	header.write('RIFF', 0, 'latin1')
	header.writeUInt32LE(36 + samples, 4)
	header.write('WAVE', 8, 'latin1')
	header.write('fmt ', 12, 'latin1')
	header.writeUInt32LE(16, 16) // fmt chunk size
	header.writeUInt16LE(1, 20) // PCM
	header.writeUInt16LE(1, 22) // mono
	header.writeUInt32LE(sampleRate, 24)
	header.writeUInt32LE(sampleRate, 28) // byte rate
	header.writeUInt16LE(1, 32) // block align
	header.writeUInt16LE(8, 34) // bits per sample
	header.write('data', 36, 'latin1')
	header.writeUInt32LE(samples, 40)
	const data = Buffer.alloc(samples)
	for (let i = 0; i < samples; i++) data[i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / sampleRate))
	return Buffer.concat([header, data])
}
