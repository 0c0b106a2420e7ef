/**
 * Voice end to end: the app with local fakes of AssemblyAI, OpenAI and
 * Deepgram (scripts/e2e-server.js --speech-fakes), and Chromium's fake
 * microphone playing a WAV that espeak-ng speaks (tests/e2e-voice/global-setup.ts).
 * A separate run so the default one keeps a fresh install's configuration
 * (no speech keys); `npm test` runs both, one after the other, on E2E_PORT.
 */
import { defineConfig, devices } from '@playwright/test'
import { BASE_URL, chromiumLaunch } from './playwright.config'
import { VOICE_WAV } from './tests/e2e-voice/voice-wav'

const launchOptions = {
	...chromiumLaunch,
	args: [
		...chromiumLaunch.args,
		'--use-fake-ui-for-media-stream',
		'--use-fake-device-for-media-stream',
		`--use-file-for-fake-audio-capture=${VOICE_WAV}`,
		'--autoplay-policy=no-user-gesture-required',
	],
}

export default defineConfig({
	testDir: './tests/e2e-voice',
	outputDir: `test-results/voice-${new URL(BASE_URL).port}`,
	globalSetup: './tests/e2e-voice/global-setup.ts',
	timeout: process.env.CI ? 60_000 : 45_000,
	expect: { timeout: process.env.CI ? 15_000 : 10_000 },
	fullyParallel: true,
	workers: process.env.CI ? 2 : undefined,
	retries: 0,
	reporter: [['list']],
	use: { baseURL: BASE_URL, trace: process.env.CI ? 'off' : 'retain-on-failure', launchOptions },
	projects: [
		{ name: 'voice-js', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: /@nojs-only/ },
		{ name: 'voice-nojs', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions }, grepInvert: /@js-only/ },
	],
	webServer: {
		command: 'node --import tsx scripts/e2e-server.js --speech-fakes',
		url: `${BASE_URL}/healthz`,
		reuseExistingServer: false,
		timeout: 120_000,
		stdout: 'pipe',
		stderr: 'pipe',
		env: { E2E_PORT: String(new URL(BASE_URL).port) },
	},
})
