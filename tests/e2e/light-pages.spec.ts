/**
 * Light pages (issue 15): pages that need no JavaScript load none, and still
 * work; every page has a meta description; static assets come precompressed.
 */
import { expect, test, type Page } from '@playwright/test'
import { signUp } from './utils'

/** Visits a page and lists the scripts it asked for. */
async function scriptsLoadedBy(page: Page, path: string) {
	const scripts: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'script') scripts.push(request.url())
	})
	const response = await page.goto(path)
	await page.waitForLoadState('load')
	return { scripts, status: response?.status(), scriptTags: await page.locator('script').count() }
}

test('the landing page, /privacy, informational states and the 404 page load no JavaScript @js-only', async ({ page }) => {
	for (const path of ['/', '/privacy', '/forgot-password?sent=1', '/reset-password', '/no-such-page']) {
		const { scripts, scriptTags } = await scriptsLoadedBy(page, path)
		expect(scripts, path).toEqual([])
		expect(scriptTags, path).toBe(0)
	}
})

test('/resources loads no JavaScript; the dashboard and /auth do @js-only', async ({ page }) => {
	expect((await scriptsLoadedBy(page, '/auth')).scripts.length).toBeGreaterThan(0)
	await signUp(page)
	expect((await scriptsLoadedBy(page, '/resources')).scripts).toEqual([])
	expect((await scriptsLoadedBy(page, '/')).scripts.length).toBeGreaterThan(0)
})

test('pages that hydrate never fetch the whole route manifest script (lazy route discovery) @js-only', async ({ page }) => {
	// scripts/bundle-size.js leaves manifest-*.js out of each page's budget: this is why.
	const { scripts } = await scriptsLoadedBy(page, '/auth')
	expect(scripts.length).toBeGreaterThan(0)
	expect(scripts.filter((url) => /\/manifest-[\w-]+\.js$/.test(url))).toEqual([])
	await signUp(page)
	const dashboard = await scriptsLoadedBy(page, '/')
	expect(dashboard.scripts.filter((url) => /\/manifest-[\w-]+\.js$/.test(url))).toEqual([])
})

test('on a page without JavaScript the cookie banner and the theme toggle still work @js-only', async ({ page }) => {
	await page.goto('/')
	const banner = page.getByRole('region', { name: 'We use cookies' })
	await expect(banner).toBeVisible()
	await banner.getByRole('button', { name: 'Accept All' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Practice NHS Interviews with AI Confidence' })).toBeVisible()
	await expect(banner).toHaveCount(0)
	const before = await page.locator('html').getAttribute('class')
	await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).filter({ visible: true }).click()
	await expect.poll(() => page.locator('html').getAttribute('class')).not.toBe(before)
})

test('the signed-out message shows on the landing page, which loads no JavaScript @js-only', async ({ page }) => {
	await signUp(page)
	await page.locator('summary[aria-label^="Account menu"]').click()
	await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'You have been successfully logged out.' })).toBeVisible()
})

test('every page has a meta description', async ({ page }) => {
	const anonymous = ['/', '/auth', '/auth?tab=signup', '/privacy', '/forgot-password', '/no-such-page']
	for (const path of anonymous) {
		await page.goto(path)
		await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\w{4,}/)
	}
	await signUp(page)
	for (const path of ['/', '/resources', '/interview-setup', '/profile', '/settings', '/progress']) {
		await page.goto(path)
		await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\w{4,}/)
	}
})

test('scripts and styles are sent precompressed: brotli when asked for, else gzip', async ({ request }) => {
	const html = await (await request.get('/auth')).text()
	// The shell chunk (React, Remix, the root's code): big enough to be precompressed (tiny files are not).
	const asset = html.match(/\/assets\/shell-[\w-]+\.js/)?.[0]
	expect(asset).toBeTruthy()
	const br = await request.get(asset!, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
	expect(br.status()).toBe(200)
	expect(br.headers()['content-encoding']).toBe('br')
	expect(br.headers()['vary']).toMatch(/accept-encoding/i)
	expect(br.headers()['content-type']).toMatch(/javascript/)
	expect(br.headers()['cache-control']).toContain('immutable')
	const gzip = await request.get(asset!, { headers: { 'accept-encoding': 'gzip' } })
	expect(gzip.headers()['content-encoding']).toBe('gzip')
	// Playwright decodes both: the same script either way.
	expect(await gzip.text()).toBe(await br.text())
})
