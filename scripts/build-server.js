// Bundles server.ts into build/server.js (dependencies stay external).
import { build } from 'esbuild'

await build({
	entryPoints: ['server.ts'],
	outfile: 'build/server.js',
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	packages: 'external',
	logLevel: 'warning',
})
