import { defineConfig } from 'vitest/config'
import tsconfigPaths from 'vite-tsconfig-paths'

export default defineConfig({
	plugins: [tsconfigPaths()],
	test: {
		include: [
			'app/**/*.test.{ts,tsx}',
			'drizzle/**/*.test.ts',
			'scripts/**/*.test.ts',
			'tests/integration/**/*.test.ts',
		],
		globalSetup: ['./tests/setup/global-setup.ts'],
		setupFiles: ['./tests/setup/setup-env.ts'],
		pool: 'forks',
		testTimeout: 20_000,
		hookTimeout: 60_000,
	},
})
