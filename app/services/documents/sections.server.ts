/**
 * Turns extracted text into lines that know whether they are a heading, a
 * bullet, or a "Label: value" field, with wrapped bullet lines re-joined
 * (PDFs break long bullets across lines).
 */

export type Line = {
	text: string
	bullet: boolean
	/** a short line that names a section ("Main duties", "EXPERIENCE", "Skills:") */
	heading: boolean
	/** "Job title: Staff Nurse" -> label "job title", value "Staff Nurse" */
	label?: string
	value?: string
}

const BULLET = /^\s*(?:[•●▪◦■□➢►✓✔·*‣⁃-]|–|—|o(?=\s)|\(?\d{1,2}[.)](?=\s)|\(?[a-z][.)](?=\s))\s*/u

export function splitSentences(paragraph: string): string[] {
	return paragraph
		.split(/(?<=[.!?])\s+(?=[A-Z(“"'])/)
		.map((s) => s.trim())
		.filter(Boolean)
}

export function isBulletLine(raw: string) {
	return BULLET.test(raw) && raw.trim().length > 1
}

export function stripBullet(raw: string) {
	return raw.replace(BULLET, '').trim()
}

/**
 * A heading: short, no full stop, and either ends with a colon, is in capitals,
 * or matches one of the known section names.
 */
export function looksLikeHeading(text: string, known: RegExp) {
	const t = text.trim()
	if (!t || t.length > 70 || /[.!?]$/.test(t)) return false
	const wordsCount = t.split(/\s+/).length
	if (wordsCount > 7) return false
	const bare = t.replace(/:$/, '').trim()
	if (known.test(bare)) return true
	if (/:$/.test(t)) return true
	const letters = bare.replace(/[^A-Za-z]/g, '')
	return letters.length >= 4 && letters === letters.toUpperCase() && wordsCount <= 5
}

export function toLines(text: string, knownHeadings: RegExp): Line[] {
	const out: Line[] = []
	for (const raw of text.split('\n')) {
		if (!raw.trim()) {
			out.push({ text: '', bullet: false, heading: false })
			continue
		}
		const bullet = isBulletLine(raw)
		const text = (bullet ? stripBullet(raw) : raw.trim()).replace(/\s+/g, ' ')
		if (!text) continue
		const prev = out.at(-1)
		// a wrapped line of the previous bullet or sentence: starts in lower case
		if (!bullet && prev?.text && !prev.heading && /^[a-z(]/.test(text) && !/[.:]$/.test(prev.text)) {
			prev.text = `${prev.text} ${text}`
			continue
		}
		const field = /^([A-Za-z][A-Za-z /&()-]{1,40}?)\s*:\s+(\S.*)$/.exec(text)
		const line: Line = { text, bullet, heading: !bullet && looksLikeHeading(text, knownHeadings) }
		if (field && !bullet) {
			line.label = field[1]!.trim().toLowerCase()
			line.value = field[2]!.trim()
		}
		out.push(line)
	}
	return out
}

/** Heading text without a trailing colon, lower-cased. */
export function headingName(line: Line) {
	return line.text.replace(/:$/, '').trim().toLowerCase()
}
