import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3210)
export const BASE_URL = `http://localhost:${PORT}`

export const chromiumLaunch = {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [
		'--headless',
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
	],
}

export default defineConfig({
	testDir: './tests/e2e',
	outputDir: `test-results/${PORT}`,
	timeout: process.env.CI ? 45_000 : 30_000,
	expect: { timeout: process.env.CI ? 15_000 : 7_000 },
	fullyParallel: true,
	// A stray test.only must fail the run, not silently skip the rest of the suite.
	forbidOnly: true,
	workers: process.env.CI ? 2 : undefined,
	retries: 0,
	reporter: [['list'], ['html', { open: 'never' }]],
	use: {
		baseURL: BASE_URL,
		// Recording a trace of every test costs about a third of the run's CPU; CI keeps only the
		// printed output, so traces are for local runs.
		trace: process.env.CI ? 'off' : 'retain-on-failure',
		launchOptions: chromiumLaunch,
	},
	projects: [
		{
			name: 'js',
			use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
			grepInvert: /@nojs-only/,
		},
		{
			name: 'nojs',
			use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions: chromiumLaunch },
			grepInvert: /@js-only/,
		},
	],
	webServer: {
		command: 'node scripts/e2e-server.js',
		url: `${BASE_URL}/healthz`,
		reuseExistingServer: false,
		timeout: 120_000,
		stdout: 'pipe',
		stderr: 'pipe',
		env: { E2E_PORT: String(PORT) },
	},
})
