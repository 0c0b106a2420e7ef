/** Every page has a title and a description (search results and link previews show it). */
export const SITE_DESCRIPTION =
	'Practise NHS job interviews by text or voice and get feedback on the six NHS values, the STAR method and clarity.'

export function pageMeta(title: string, description: string = SITE_DESCRIPTION) {
	return [{ title }, { name: 'description', content: description }]
}
