/**
 * What changed between two answers, word by word (app/lib/word-diff.ts).
 * Added words are <ins>, removed words <del>, each with hidden text, so a
 * screen reader says "added" and "removed" (most do not announce ins/del).
 * Colour is never the only signal: removed words are struck through, added
 * words underlined.
 */
import { type WordChanges } from '#app/lib/word-diff'

/** `changes` comes from wordChanges() in the loader, so the diff library stays out of the browser bundle. */
export function WordDiff({ diff: { changes, added, removed }, label }: { diff: WordChanges; label: string }) {
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
