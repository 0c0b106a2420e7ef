/** A small .eml reader for tests: subject, recipients and the decoded text of every part. */

function decodeQuotedPrintable(text: string) {
	const bytes = text
		.replace(/=\r?\n/g, '')
		.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
	return Buffer.from(bytes, 'latin1').toString('utf8')
}

function header(head: string, name: string) {
	const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)
	return match?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? ''
}

export function decodeEml(raw: string) {
	const headEnd = raw.search(/\r?\n\r?\n/)
	const head = headEnd < 0 ? raw : raw.slice(0, headEnd)
	const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!)
	const chunks = boundaries.length
		? raw.split(new RegExp(`--(?:${boundaries.map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:--)?`))
		: [raw]
	const parts: string[] = []
	for (const chunk of chunks) {
		const split = chunk.search(/\r?\n\r?\n/)
		if (split < 0) continue
		const headers = chunk.slice(0, split)
		const body = chunk.slice(split).trim()
		const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase()
		if (encoding === 'base64') parts.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'))
		else if (encoding === 'quoted-printable') parts.push(decodeQuotedPrintable(body))
		else parts.push(body)
	}
	return { subject: header(head, 'Subject'), to: header(head, 'To'), text: parts.join('\n') }
}

/** The app path with its token (e.g. /activate?token=...) in an e-mail's text, or null. */
export function findTokenLink(text: string, pathname: string) {
	const match = new RegExp(`https?://[^/\\s"]+(${pathname.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+)`).exec(text)
	return match?.[1] ?? null
}

export const SUBJECTS = {
	activation: /Activate your NHS Interview Coach account/,
	reset: /Reset your NHS Interview Coach password/,
	welcome: /Welcome to NHS Interview Coach/,
}
