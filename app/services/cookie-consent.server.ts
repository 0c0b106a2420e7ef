/** Reads and writes the cookie-consent choice (a cookie, so it works without JS). */
import * as cookie from 'cookie'
import { z } from 'zod'
import { CONSENT_VERSION, type CookieConsent } from '#app/lib/cookie-consent'

const consentCookie = 'nhs_cookie_consent'
const dismissedCookie = 'nhs_cookie_banner_closed'

const ConsentSchema = z.object({
	version: z.literal(CONSENT_VERSION),
	necessary: z.literal(true),
	analytics: z.boolean(),
	marketing: z.boolean(),
	preferences: z.boolean(),
	decidedAt: z.string(),
})

export function getCookieConsent(request: Request): CookieConsent | null {
	const raw = cookie.parse(request.headers.get('cookie') ?? '')[consentCookie]
	if (!raw) return null
	try {
		const parsed = ConsentSchema.safeParse(JSON.parse(raw))
		return parsed.success ? parsed.data : null
	} catch {
		return null
	}
}

/** The banner was closed with its close button this browser session. */
export function isCookieBannerClosed(request: Request) {
	return cookie.parse(request.headers.get('cookie') ?? '')[dismissedCookie] === '1'
}

export function serializeConsent(choice: Omit<CookieConsent, 'version' | 'necessary' | 'decidedAt'>) {
	const value: CookieConsent = {
		version: CONSENT_VERSION,
		necessary: true,
		...choice,
		decidedAt: new Date().toISOString(),
	}
	return cookie.serialize(consentCookie, JSON.stringify(value), {
		path: '/',
		maxAge: 60 * 60 * 24 * 365,
		sameSite: 'lax',
	})
}

export function serializeBannerClosed() {
	// A session cookie: the banner returns in a new browser session until a choice is made.
	return cookie.serialize(dismissedCookie, '1', { path: '/', sameSite: 'lax' })
}
