/**
 * One section of a page that may fail to load on its own (a database error
 * for that query) without taking the page down: the section shows its own
 * SPEC.md failure text. Only the error's name and code are logged, never its
 * message, which can carry the query's bound parameters.
 */
export async function loadSection<T>(section: string, load: () => Promise<T>): Promise<T | null> {
	try {
		return await load()
	} catch (error) {
		const cause = (error as { cause?: unknown })?.cause ?? error
		console.error(`${section} failed to load`, {
			name: error instanceof Error ? error.name : typeof error,
			code: (cause as { code?: unknown })?.code ?? null,
		})
		return null
	}
}
