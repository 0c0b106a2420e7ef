/**
 * What changed between two answers, word by word (the `diff` library).
 * Added words are <ins>, removed words <del>, each with hidden text, so a
 * screen reader says "added" and "removed" (most do not announce ins/del).
 * Colour is never the only signal: removed words are struck through, added
 * words underlined.
 */
import { diffWords } from 'diff'

export function diffSummary(before: string, after: string) {
	const changes = diffWords(before, after)
	const count = (text: string) => text.trim().split(/\s+/).filter(Boolean).length
	return {
		changes,
		added: changes.filter((c) => c.added).reduce((n, c) => n + count(c.value), 0),
		removed: changes.filter((c) => c.removed).reduce((n, c) => n + count(c.value), 0),
	}
}

export function WordDiff({ before, after, label }: { before: string; after: string; label: string }) {
	const { changes, added, removed } = diffSummary(before, after)
	return (
		<section aria-label={label}>
			<p className="text-sm font-semibold">
				{added} {added === 1 ? 'word' : 'words'} added, {removed} removed
			</p>
			<p className="mt-2 whitespace-pre-line rounded-md border border-slate-200 p-3 leading-relaxed dark:border-slate-700">
				{changes.map((c, i) =>
					c.added ? (
						<ins key={i} className="bg-green-100 text-green-950 underline decoration-2 dark:bg-green-900 dark:text-green-50">
							<span className="sr-only">[added: </span>
							{c.value}
							<span className="sr-only">]</span>
						</ins>
					) : c.removed ? (
						<del key={i} className="bg-red-100 text-red-950 line-through dark:bg-red-900 dark:text-red-50">
							<span className="sr-only">[removed: </span>
							{c.value}
							<span className="sr-only">]</span>
						</del>
					) : (
						<span key={i}>{c.value}</span>
					),
				)}
			</p>
		</section>
	)
}
