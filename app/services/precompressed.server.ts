/**
 * Serves the build's precompressed static files (scripts/precompress.js wrote
 * a .br and a .gz beside each): brotli when the browser takes it, else gzip,
 * with Content-Encoding, Vary and the original file's Content-Type. Anything
 * else falls through to express.static.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type RequestHandler } from 'express'

const ENCODINGS = [
	['br', '.br'],
	['gzip', '.gz'],
] as const

function listFiles(dir: string, base = dir, found = new Set<string>()) {
	if (!fs.existsSync(dir)) return found
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name)
		if (entry.isDirectory()) listFiles(full, base, found)
		else found.add('/' + path.relative(base, full).split(path.sep).join('/'))
	}
	return found
}

export function precompressedStatic(root: string, options: { maxAge: string; immutable?: boolean }): RequestHandler {
	// The build does not change while the server runs: list its files once.
	const files = listFiles(root)
	return (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		const plain = req.path
		if (!files.has(plain)) return next()
		const variants = ENCODINGS.filter(([, ext]) => files.has(plain + ext))
		if (variants.length === 0) return next()
		res.vary('Accept-Encoding')
		// Our preference (brotli, the smaller), among what the browser accepts.
		const variant = req.get('accept-encoding')
			? variants.find(([name]) => req.acceptsEncodings(name) === name)
			: undefined
		if (!variant) return next()
		res.set('Content-Encoding', variant[0])
		res.type(path.extname(plain))
		res.sendFile(plain + variant[1], { root, maxAge: options.maxAge, immutable: options.immutable, dotfiles: 'deny' }, (error) => {
			if (error) next(error)
		})
	}
}
