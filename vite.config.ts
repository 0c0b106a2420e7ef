import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

export default defineConfig(({ isSsrBuild }) => ({
	server: { port: 3000 },
	// The server bundle uses top-level await (database start-up); browsers keep Vite's default target.
	build: { cssMinify: true, sourcemap: false, manifest: true, ...(isSsrBuild ? { target: 'node20' } : {}) },
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
