// `npm run size`: the JavaScript each key page downloads, from the client
// build's Vite manifest (run `npm run build` first): the entry, the root and page route chunks and everything they import
// statically, measured as the server sends them (brotli, precompressed at
// build time). Fails over budget. Pages that load no JavaScript at all (the
// landing page, /resources, /privacy, 404 and error pages: handle.hydrate) are
// checked in the browser by tests/e2e/light-pages.spec.ts.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const clientDir = 'build/client'
// With build.manifest on, Remix moves Vite's client manifest to build/.vite/.
const manifest = JSON.parse(fs.readFileSync('build/.vite/client-manifest.json', 'utf8'))
const BUDGET_KB = 90

function collect(key, seen = new Set()) {
	const chunk = manifest[key]
	if (!chunk || seen.has(key)) return seen
	seen.add(key)
	for (const dep of chunk.imports ?? []) collect(dep, seen)
	return seen
}

function size(file) {
	const full = path.join(clientDir, file)
	const buf = fs.readFileSync(full)
	const br = fs.existsSync(`${full}.br`)
		? fs.statSync(`${full}.br`).size
		: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
	return { raw: buf.length, br: Math.min(br, buf.length), gzip: zlib.gzipSync(buf, { level: 9 }).length }
}

// Remix's whole route manifest (manifest-*.js) is a script only without lazy route discovery: with
// v3_lazyRouteDiscovery (vite.config.ts) the document inlines the routes it needs and the browser
// asks /__manifest for more, never for this file (checked by tests/e2e/light-pages.spec.ts).
const lazyRouteDiscovery = /v3_lazyRouteDiscovery:\s*true/.test(fs.readFileSync('vite.config.ts', 'utf8'))
const remixManifest = lazyRouteDiscovery
	? undefined
	: fs.readdirSync(path.join(clientDir, 'assets')).find((f) => /^manifest-[\w-]+\.js$/.test(f))
const route = (file) => `${file}?__remix-build-client-route`
const shell = ['app/entry.client.tsx', route('app/root.tsx')]
const pages = {
	'/auth': [...shell, route('app/routes/auth.tsx')],
	'dashboard (/ signed in)': [...shell, route('app/routes/_home.tsx'), route('app/routes/_home._index.tsx')],
	'/interview/{id} (text)': [...shell, route('app/routes/interview.$sessionId.tsx')],
	'/results/{id}': [...shell, route('app/routes/results.$sessionId.tsx')],
}
const budgets = { '/auth': BUDGET_KB, 'dashboard (/ signed in)': BUDGET_KB, '/interview/{id} (text)': BUDGET_KB, '/results/{id}': BUDGET_KB }

const kb = (bytes) => (bytes / 1024).toFixed(1)
const rows = []
let over = 0
for (const [name, entries] of Object.entries(pages)) {
	const keys = new Set()
	for (const entry of entries) collect(entry, keys)
	const files = [...keys].map((k) => manifest[k]?.file).filter(Boolean)
	if (remixManifest) files.push(`assets/${remixManifest}`)
	const js = files.map(size).reduce((a, s) => ({ raw: a.raw + s.raw, br: a.br + s.br, gzip: a.gzip + s.gzip }), { raw: 0, br: 0, gzip: 0 })
	const css = new Set([...keys].flatMap((k) => manifest[k]?.css ?? []))
	for (const [k, v] of Object.entries(manifest)) if (k.endsWith('tailwind.css')) css.add(v.file)
	const budget = budgets[name]
	const ok = budget === undefined || js.br / 1024 <= budget
	if (!ok) over++
	rows.push({
		page: name,
		'js kB (brotli)': kb(js.br),
		'js kB (gzip)': kb(js.gzip),
		'js kB (raw)': kb(js.raw),
		'css kB (brotli)': kb([...css].reduce((a, f) => a + size(f).br, 0)),
		budget: budget === undefined ? '-' : `${budget} kB ${ok ? 'ok' : 'OVER'}`,
	})
}
rows.unshift({ page: 'landing, /resources, /privacy, 404', 'js kB (brotli)': '0.0', 'js kB (gzip)': '0.0', 'js kB (raw)': '0.0', 'css kB (brotli)': rows[0]['css kB (brotli)'], budget: '0 kB (no hydration)' })
const stylesheets = Object.keys(manifest).filter((k) => k.endsWith('.css'))
console.table(rows)
if (stylesheets.length > 1) {
	console.error(`More than one stylesheet in the client build: ${stylesheets.join(', ')}`)
	over++
}
if (over) {
	console.error(`${over} over budget (JavaScript at most ${BUDGET_KB} kB brotli per page).`)
	process.exit(1)
}
