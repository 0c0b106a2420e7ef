/** A word-level diff of two answers (the `diff` library), with counts of words added and removed. */
import { diffWords } from 'diff'

export type WordChanges = ReturnType<typeof wordChanges>

export function wordChanges(before: string, after: string) {
	const changes = diffWords(before, after).map((c) => ({ value: c.value, added: Boolean(c.added), removed: Boolean(c.removed) }))
	const count = (text: string) => text.trim().split(/\s+/).filter(Boolean).length
	return {
		changes,
		added: changes.filter((c) => c.added).reduce((n, c) => n + count(c.value), 0),
		removed: changes.filter((c) => c.removed).reduce((n, c) => n + count(c.value), 0),
	}
}
