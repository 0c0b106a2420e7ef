// Reports the gzipped JavaScript and CSS each key page downloads, from the
// Vite manifest of the client build (run `npm run build` first).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const clientDir = 'build/client'
// With build.manifest on, Remix moves Vite's client manifest to build/.vite/.
const manifest = JSON.parse(fs.readFileSync('build/.vite/client-manifest.json', 'utf8'))

function collect(key, seen = new Set()) {
	const chunk = manifest[key]
	if (!chunk || seen.has(key)) return seen
	seen.add(key)
	for (const dep of chunk.imports ?? []) collect(dep, seen)
	return seen
}

function size(file) {
	const buf = fs.readFileSync(path.join(clientDir, file))
	return { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length }
}

const route = (file) => `${file}?__remix-build-client-route`
const shell = ['app/entry.client.tsx', route('app/root.tsx')]
const routes = {
	'landing (/)': [...shell, route('app/routes/_index.tsx')],
	'/auth': [...shell, route('app/routes/auth.tsx')],
	'/interview/{id}': [...shell, route('app/routes/interview.$sessionId.tsx')],
}

const rows = []
for (const [name, entries] of Object.entries(routes)) {
	const keys = new Set()
	for (const entry of entries) collect(entry, keys)
	const files = [...keys].map((k) => manifest[k]?.file).filter(Boolean)
	const css = new Set([...keys].flatMap((k) => manifest[k]?.css ?? []).concat(Object.entries(manifest).filter(([k]) => k.endsWith('tailwind.css')).map(([, v]) => v.file)))
	const js = files.reduce((acc, f) => { const s = size(f); return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip } }, { raw: 0, gzip: 0 })
	const styles = [...css].reduce((acc, f) => acc + size(f).gzip, 0)
	rows.push({ page: name, 'js kB (gzip)': (js.gzip / 1024).toFixed(1), 'js kB (raw)': (js.raw / 1024).toFixed(1), 'css kB (gzip)': (styles / 1024).toFixed(1) })
}
console.table(rows)
