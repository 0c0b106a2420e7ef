/**
 * An answer on the results page, in full: a long answer shows its first 500
 * characters and a "Show all" (<details>, so it works without JavaScript).
 */
export const RESPONSE_PREVIEW_CHARS = 500

export function FullAnswer({ text }: { text: string }) {
	if (text.length <= RESPONSE_PREVIEW_CHARS) return <p className="mt-1 whitespace-pre-line">{text}</p>
	const words = text.trim().split(/\s+/).length
	return (
		<details className="group mt-1">
			<summary className="cursor-pointer list-none">
				<span className="whitespace-pre-line group-open:hidden">
					{text.slice(0, RESPONSE_PREVIEW_CHARS)}…
					<span className="mt-1 block text-sm italic text-slate-700 dark:text-slate-300">This response may be truncated.</span>
				</span>
				<span className="mt-1 inline-block font-semibold text-nhs-blue underline dark:text-nhs-light-blue">
					<span className="group-open:hidden">Show all ({words} words)</span>
					<span className="hidden group-open:inline">Show less</span>
				</span>
			</summary>
			<p className="mt-2 whitespace-pre-line">{text}</p>
		</details>
	)
}
