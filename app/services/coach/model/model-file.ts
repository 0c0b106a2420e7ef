/** The model file's text: tab-indented JSON with each weight vector on one line (stable diffs, small file). */
export function stringifyModel(model: unknown): string {
	const text = JSON.stringify(model, null, '\t')
	// collapse arrays of numbers onto one line
	return `${text.replace(/\[\s*(-?[\d.e+-]+(?:,\s*-?[\d.e+-]+)*)\s*\]/g, (_, body: string) => `[${body.replace(/\s+/g, '')}]`)}\n`
}
