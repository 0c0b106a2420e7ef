/**
 * The name we keep and show for an uploaded file: the last path segment only
 * (no "../" or "C:\" tricks), no control or bidi-override characters, a sane
 * length. Files are stored under a random id, never under this name.
 */
const MAX_NAME_LENGTH = 120

export function sanitiseFilename(raw: string, fallback = 'document') {
	let name = String(raw ?? '')
		.normalize('NFC')
		.split(/[/\\]/)
		.pop()!
		// control characters, bidi overrides and other invisible format characters
		.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
		.replace(/[<>:"|?*]/g, '_')
		.replace(/\s+/g, ' ')
		.trim()
		.replace(/^\.+/, '')
		.trim()
	if (name.length > MAX_NAME_LENGTH) {
		const dot = name.lastIndexOf('.')
		const ext = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : ''
		name = name.slice(0, MAX_NAME_LENGTH - ext.length).trimEnd() + ext
	}
	return name || fallback
}

/** Give the name the extension of what the file really is, when it lacks it. */
export function withExtension(name: string, ext: string) {
	return name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`
}
