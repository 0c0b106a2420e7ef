// `npm run lighthouse`: Lighthouse (mobile preset) on the landing page, /auth,
// the dashboard, the text interview and results pages; median of 3 runs each.
// Start the built app first (`npm run build && npm start`); BASE_URL picks it
// (default http://127.0.0.1:3000). Uses Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium). It signs up a fresh user for the signed-in pages, so run
// it against a test database. Not part of `npm test`: it takes minutes.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const origin = { Origin: base }

async function signUp() {
	const id = Date.now().toString(36)
	const body = new URLSearchParams({
		intent: 'signup',
		username: `lh_${id}`,
		email: `lh_${id}@example.com`,
		password: 'Lighthouse-Pass-1234',
		firstName: 'Light',
		lastName: 'House',
	})
	const res = await fetch(`${base}/auth?tab=signup`, { method: 'POST', body, headers: origin, redirect: 'manual' })
	const cookie = res.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.find((c) => c.startsWith('nhs_session='))
	if (!cookie) throw new Error(`Sign-up did not sign in (status ${res.status}): is the server running on ${base}?`)
	return cookie
}

async function startInterview(cookie) {
	const res = await fetch(`${base}/api/interview/start`, {
		method: 'POST',
		headers: { ...origin, cookie, 'content-type': 'application/json' },
		body: JSON.stringify({ type: 'general', experienceLevel: 'mid', mode: 'text' }),
	})
	if (!res.ok) throw new Error(`Could not start an interview: ${res.status} ${await res.text()}`)
	return (await res.json()).session.id
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const cookie = await signUp()
const sessionId = await startInterview(cookie)
const pages = [
	['landing', '/', null],
	['/auth', '/auth', null],
	['dashboard', '/', cookie],
	['interview (text)', `/interview/${sessionId}?mode=text`, cookie],
	['results', `/results/${sessionId}`, cookie],
]

const chrome = await chromeLauncher.launch({
	chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
	chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const rows = []
try {
	for (const [name, path, pageCookie] of pages) {
		const results = []
		for (let i = 0; i < runs; i++) {
			const { lhr } = await lighthouse(
				`${base}${path}`,
				{ port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: pageCookie ? { Cookie: pageCookie } : undefined },
				undefined,
			)
			results.push(lhr)
		}
		const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
		const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? 0
		const byPerf = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
		const mid = byPerf[Math.floor(byPerf.length / 2)]
		rows.push({
			page: name,
			performance: median(results.map((r) => score(r, 'performance'))),
			accessibility: median(results.map((r) => score(r, 'accessibility'))),
			'best practices': median(results.map((r) => score(r, 'best-practices'))),
			seo: median(results.map((r) => score(r, 'seo'))),
			'LCP ms': Math.round(median(results.map((r) => audit(r, 'largest-contentful-paint')))),
			'TBT ms': Math.round(median(results.map((r) => audit(r, 'total-blocking-time')))),
			'JS kB': Math.round(
				(mid.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
			),
			'LCP element': String(mid.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '').slice(-40),
		})
	}
} finally {
	await chrome.kill()
}
console.table(rows)
