/**
 * A DOCX is a zip. Before mammoth unpacks one, check it cannot blow up: a
 * bounded number of entries, bounded declared sizes and compression ratios,
 * and then inflate every entry for real (yauzl refuses entries that inflate to
 * more than they declare), stopping as soon as the running total passes the cap.
 */
import yauzl from 'yauzl'

export const ZIP_LIMITS = {
	maxEntries: 1000,
	/** total uncompressed bytes of all entries */
	maxTotalBytes: 40 * 1024 * 1024,
	maxEntryBytes: 25 * 1024 * 1024,
	/** compression ratio above which a large entry is treated as a bomb */
	maxRatio: 150,
}

export class UnsafeZipError extends Error {}
export class CorruptZipError extends Error {}

function open(data: Buffer): Promise<yauzl.ZipFile> {
	return new Promise((resolve, reject) => {
		yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, zip) => {
			if (err || !zip) reject(new CorruptZipError(err?.message ?? 'unreadable zip'))
			else resolve(zip)
		})
	})
}

export async function assertSafeZip(data: Buffer, limits = ZIP_LIMITS): Promise<void> {
	const zip = await open(data)
	if (zip.entryCount > limits.maxEntries) {
		zip.close()
		throw new UnsafeZipError(`too many entries (${zip.entryCount})`)
	}
	let declaredTotal = 0
	let inflatedTotal = 0
	await new Promise<void>((resolve, reject) => {
		const stop = (error: Error) => {
			zip.close()
			reject(error)
		}
		zip.on('error', (err: Error) => stop(new CorruptZipError(err.message)))
		zip.on('end', () => resolve())
		zip.on('entry', (entry: yauzl.Entry) => {
			if (/\/$/.test(entry.fileName)) return zip.readEntry()
			declaredTotal += entry.uncompressedSize
			const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize)
			if (
				entry.uncompressedSize > limits.maxEntryBytes ||
				declaredTotal > limits.maxTotalBytes ||
				(ratio > limits.maxRatio && entry.uncompressedSize > 1024 * 1024)
			) {
				return stop(new UnsafeZipError(`entry ${entry.fileName} expands too far`))
			}
			zip.openReadStream(entry, (err, stream) => {
				if (err || !stream) return stop(new CorruptZipError(err?.message ?? 'unreadable entry'))
				stream.on('data', (chunk: Buffer) => {
					inflatedTotal += chunk.length
					if (inflatedTotal > limits.maxTotalBytes) {
						stream.destroy()
						stop(new UnsafeZipError('inflates past the limit'))
					}
				})
				stream.on('error', (e: Error) => stop(/too many|size/i.test(e.message) ? new UnsafeZipError(e.message) : new CorruptZipError(e.message)))
				stream.on('end', () => zip.readEntry())
			})
		})
		zip.readEntry()
	})
}
