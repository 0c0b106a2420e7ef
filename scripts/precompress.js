// Precompresses the client build at build time: brotli (quality 11) and gzip
// (level 9) copies beside each text asset, kept only when smaller. The server
// sends them as they are (app/services/precompressed.server.ts), so no request
// pays for compression and brotli gets its best setting.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const root = process.argv[2] ?? 'build/client'
const TEXT = /\.(?:js|mjs|css|svg|json|txt|html|xml|webmanifest|map)$/
const MIN_BYTES = 512

function* walk(dir) {
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name)
		if (entry.isDirectory()) yield* walk(full)
		else if (TEXT.test(entry.name)) yield full
	}
}

let files = 0
let raw = 0
let br = 0
for (const file of walk(root)) {
	const buf = fs.readFileSync(file)
	if (buf.length < MIN_BYTES) continue
	const brotli = zlib.brotliCompressSync(buf, {
		params: {
			[zlib.constants.BROTLI_PARAM_QUALITY]: 11,
			[zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
			[zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
		},
	})
	const gzip = zlib.gzipSync(buf, { level: 9 })
	if (brotli.length < buf.length) fs.writeFileSync(`${file}.br`, brotli)
	if (gzip.length < buf.length) fs.writeFileSync(`${file}.gz`, gzip)
	files++
	raw += buf.length
	br += Math.min(brotli.length, buf.length)
}
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} kB -> ${(br / 1024).toFixed(0)} kB brotli`)
