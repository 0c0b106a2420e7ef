/** The colour theme lives in a cookie so the right class is on <html> at first paint. */
import * as cookie from 'cookie'

const cookieName = 'nhs_theme'
export type Theme = 'light' | 'dark'

export function getTheme(request: Request): Theme | null {
	const parsed = cookie.parse(request.headers.get('cookie') ?? '')[cookieName]
	return parsed === 'light' || parsed === 'dark' ? parsed : null
}

export function setTheme(theme: Theme) {
	return cookie.serialize(cookieName, theme, {
		path: '/',
		maxAge: 60 * 60 * 24 * 365,
		sameSite: 'lax',
	})
}
