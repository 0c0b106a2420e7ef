/**
 * Reads an uploaded recording (multipart field `audio`) and checks it before
 * any provider sees it: the size cap is enforced while the body streams in,
 * the format is sniffed from the file's own bytes (never the client's
 * content type), and the duration is capped where the container says it.
 */
import { type UploadHandler, unstable_parseMultipartFormData } from '@remix-run/node'
import { fileTypeFromBuffer } from 'file-type'
import { parseBuffer } from 'music-metadata'
import { Decoder, Reader } from 'ts-ebml'
import { MAX_AUDIO_BYTES, MAX_RECORDING_SECONDS } from '#app/lib/speech'
import { SpeechError } from './config.server'

export type AudioFormat = 'webm' | 'ogg' | 'mp4' | 'wav' | 'mp3'

export type AudioUpload = {
	bytes: Buffer
	format: AudioFormat
	mimeType: string
	/** from the container, when it says; MediaRecorder's fragmented MP4 does not */
	durationSeconds: number | null
}

export const AUDIO_MIME_TYPES: Record<AudioFormat, string> = {
	webm: 'audio/webm',
	ogg: 'audio/ogg',
	mp4: 'audio/mp4',
	wav: 'audio/wav',
	mp3: 'audio/mpeg',
}

/** file-type's extensions for the formats we accept. */
const SNIFFED: Record<string, AudioFormat> = {
	webm: 'webm',
	ogg: 'ogg',
	oga: 'ogg',
	opus: 'ogg',
	mp4: 'mp4',
	m4a: 'mp4',
	wav: 'wav',
	mp3: 'mp3',
}

const MB = 1024 * 1024
export const AUDIO_MESSAGES = {
	notMultipart: 'Send the recording as multipart form data, with the file in a field named "audio".',
	tooLarge: `The recording is too large. The limit is ${MAX_AUDIO_BYTES / MB} MB.`,
	tooLong: `The recording is too long. The limit is ${MAX_RECORDING_SECONDS / 60} minutes.`,
	missing: 'No audio was received. Please record your answer again.',
	unsupported: 'Unsupported audio format. Please record in WebM, Ogg, MP4, WAV or MP3.',
	unreadable: 'The recording could not be read. Please record your answer again.',
} as const

/** Room for the multipart framing and a few small text fields. */
const FORM_OVERHEAD_BYTES = 64 * 1024
const MAX_TEXT_FIELD_BYTES = 1024

/** Refuse from the headers alone what the body cannot fix (before reading it). */
export function precheckAudioRequest(request: Request) {
	const type = request.headers.get('content-type') ?? ''
	if (!/^multipart\/form-data\s*;/i.test(type)) throw new SpeechError(AUDIO_MESSAGES.notMultipart, 415)
	const length = Number(request.headers.get('content-length') ?? 0)
	if (length > MAX_AUDIO_BYTES + FORM_OVERHEAD_BYTES) throw new SpeechError(AUDIO_MESSAGES.tooLarge, 413)
}

/** Keeps the `audio` file (up to the cap) and small text fields; drops everything else. */
function cappedUploadHandler(): UploadHandler {
	let total = 0
	return async ({ name, filename, data }) => {
		const isAudio = name === 'audio' && typeof filename === 'string'
		// Other files are read and dropped (still within the total).
		const keep = isAudio || typeof filename !== 'string'
		const limit = isAudio ? MAX_AUDIO_BYTES : keep ? MAX_TEXT_FIELD_BYTES : Infinity
		const chunks: Uint8Array[] = []
		let size = 0
		for await (const chunk of data) {
			size += chunk.byteLength
			total += chunk.byteLength
			if (size > limit || total > MAX_AUDIO_BYTES + FORM_OVERHEAD_BYTES) {
				throw new SpeechError(isAudio || !keep ? AUDIO_MESSAGES.tooLarge : 'A form field is too large.', 413)
			}
			if (keep) chunks.push(chunk)
		}
		if (isAudio) return new File(chunks as BlobPart[], filename, { type: 'application/octet-stream' })
		if (!keep) return undefined
		return Buffer.concat(chunks).toString('utf8')
	}
}

/** Duration of a MediaRecorder WebM, which has no duration header: read from its block timecodes. */
function webmDurationSeconds(bytes: Buffer) {
	const reader = new Reader()
	reader.logging = false
	const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
	for (const element of new Decoder().decode(buffer)) {
		// Bytes that are not EBML elements: skip them (the reader would log each one).
		if (element.name !== 'unknown') reader.read(element)
	}
	reader.stop()
	if (reader.trackInfo.type !== 'audio' && reader.trackInfo.type !== 'both') throw new Error('No audio track')
	return (reader.duration * reader.timestampScale) / 1e9
}

async function durationSeconds(bytes: Buffer, format: AudioFormat): Promise<number | null> {
	if (format === 'webm') return webmDurationSeconds(bytes)
	const { format: info } = await parseBuffer(bytes, { mimeType: AUDIO_MIME_TYPES[format], size: bytes.length }, { duration: true, skipCovers: true })
	// A fragmented MP4 (MediaRecorder's) describes only its first fragment: its duration means nothing.
	if (format === 'mp4') return null
	return info.duration ?? null
}

/** The recording from a multipart request, checked; throws SpeechError with a 4xx otherwise. */
export async function readAudioUpload(request: Request): Promise<{ audio: AudioUpload; fields: Record<string, string> }> {
	precheckAudioRequest(request)
	let form: FormData
	try {
		form = await unstable_parseMultipartFormData(request, cappedUploadHandler())
	} catch (error) {
		if (error instanceof SpeechError) throw error
		throw new SpeechError(AUDIO_MESSAGES.notMultipart, 400)
	}
	const file = form.get('audio')
	if (!(file instanceof File) || file.size === 0) throw new SpeechError(AUDIO_MESSAGES.missing, 400)
	const bytes = Buffer.from(await file.arrayBuffer())
	const sniffed = await fileTypeFromBuffer(bytes)
	const format = sniffed ? SNIFFED[sniffed.ext] : undefined
	if (!format) throw new SpeechError(AUDIO_MESSAGES.unsupported, 415)
	let duration: number | null
	try {
		duration = await durationSeconds(bytes, format)
	} catch {
		throw new SpeechError(AUDIO_MESSAGES.unreadable, 400)
	}
	if (duration !== null && !Number.isFinite(duration)) throw new SpeechError(AUDIO_MESSAGES.unreadable, 400)
	// A few seconds of slack: the recorder stops itself at the limit, a moment after it.
	if (duration !== null && duration > MAX_RECORDING_SECONDS + 5) throw new SpeechError(AUDIO_MESSAGES.tooLong, 413)
	const fields: Record<string, string> = {}
	for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value
	return {
		audio: { bytes, format, mimeType: AUDIO_MIME_TYPES[format], durationSeconds: duration === null ? null : Math.round(duration * 10) / 10 },
		fields,
	}
}
