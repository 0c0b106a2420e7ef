import { describe, expect, test } from 'vitest'
import { readBody, safeRedirect } from './http.server'

describe('safeRedirect', () => {
	test.each([
		['/settings', '/settings'],
		['/interview/abc?q=2#feedback-title', '/interview/abc?q=2#feedback-title'],
		['/a b', '/a%20b'],
	])('keeps the same-origin path %j', (to, expected) => {
		expect(safeRedirect(to)).toBe(expected)
	})

	test.each([
		'//evil.example',
		'/\\evil.example',
		'/\t/evil.example',
		'/\n/evil.example',
		'/\r\n/evil.example',
		'/%09/evil.example'.replace('%09', '\t'),
		'/\u0000/evil.example',
		'/\u0085/evil.example',
		'/\u007f',
		'/\\/evil.example',
		'https://evil.example',
		'evil.example',
		'javascript:alert(1)',
		'/settings\nSet-Cookie: x=1',
		'',
	])('refuses %j', (to) => {
		expect(safeRedirect(to)).toBe('/')
		expect(safeRedirect(to, '/auth')).toBe('/auth')
	})

	test('refuses non-strings', () => {
		expect(safeRedirect(null)).toBe('/')
		expect(safeRedirect(undefined)).toBe('/')
	})
})

describe('readBody', () => {
	const post = (body: string, type = 'application/json') =>
		new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': type }, body })

	test('refuses a NUL anywhere in a JSON body, however deep, before any database sees it', async () => {
		for (const body of ['{"a":"x\\u0000y"}', '{"a":{"b":["ok","\\u0000"]}}', '{"\\u0000":1}']) {
			await expect(readBody(post(body))).rejects.toMatchObject({ status: 400, message: 'Remove unsupported characters.' })
		}
		await expect(readBody(post('a=x%00y', 'application/x-www-form-urlencoded'))).rejects.toMatchObject({ status: 400 })
	})

	test('keeps tabs and newlines (answers are multi-line)', async () => {
		expect(await readBody(post('{"a":"line 1\\n\\tline 2"}'))).toEqual({ a: 'line 1\n\tline 2' })
	})
})
