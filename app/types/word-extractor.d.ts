/** word-extractor ships no types; the part of its API we use. */
declare module 'word-extractor' {
	class WordDocument {
		getBody(): string
		getFootnotes(): string
		getHeaders(options?: { includeFooters?: boolean }): string
	}
	export default class WordExtractor {
		extract(source: string | Buffer): Promise<WordDocument>
	}
}
