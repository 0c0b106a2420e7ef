import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

type ModuleInfo = { importers: readonly string[] } | null
const ROOT = /\/app\/root\.tsx$/
/** 'shell' for modules the root route imports (directly or not) with static imports. */
function shellChunk(id: string, { getModuleInfo }: { getModuleInfo: (id: string) => ModuleInfo }) {
	const seen = new Set<string>()
	const fromRoot = (m: string): boolean => {
		if (ROOT.test(m.split('?')[0] ?? m)) return true
		if (seen.has(m)) return false
		seen.add(m)
		return (getModuleInfo(m)?.importers ?? []).some(fromRoot)
	}
	return fromRoot(id) ? 'shell' : undefined
}

// Vite's default browser target ('modules').
const BROWSER_TARGET = ['es2020', 'edge88', 'firefox78', 'chrome87', 'safari14']

export default defineConfig(({ isSsrBuild }) => ({
	server: { port: 3000 },
	// The server bundle uses top-level await (database start-up); browsers keep Vite's default target.
	// The CSS keeps the browsers' target in both builds, so the server links the very
	// stylesheet the client build made (a different one would be a second download).
	build: {
		cssMinify: true,
		sourcemap: false,
		manifest: true,
		// Every hydrated page loads the root and all it imports: one file for them (React, Remix, the
		// header, cookie banner, toasts' trigger) compresses better than a dozen small ones.
		...(isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: shellChunk } } }),
		...(isSsrBuild ? { target: 'node20', cssTarget: BROWSER_TARGET } : {}),
	},
	plugins: [
		tailwindcss(),
		remix({
				ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
				serverModuleFormat: 'esm',
				future: {
					v3_fetcherPersist: true,
					v3_relativeSplatPath: true,
					v3_throwAbortReason: true,
					v3_singleFetch: true,
					v3_lazyRouteDiscovery: true,
				},
			}),
		tsconfigPaths(),
	],
}))
