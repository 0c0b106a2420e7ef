/** The six NHS Constitution values, named exactly as SPEC.md names them. */
export const NHS_VALUES = [
	'Care and compassion',
	'Dignity and respect',
	'Commitment to quality of care',
	'Improving lives',
	'Working together for patients',
	'Everyone counts',
] as const

export type NhsValue = (typeof NHS_VALUES)[number]

/** A short URL/database-safe key for each value. */
export const NHS_VALUE_KEYS: Record<NhsValue, string> = {
	'Care and compassion': 'care_compassion',
	'Dignity and respect': 'dignity_respect',
	'Commitment to quality of care': 'quality_care',
	'Improving lives': 'improving_lives',
	'Working together for patients': 'working_together',
	'Everyone counts': 'everyone_counts',
}

export const NHS_VALUE_DESCRIPTIONS: Record<NhsValue, string> = {
	'Care and compassion':
		'Responding with humanity and kindness to each person’s pain, distress, anxiety or need, and searching for the things we can do, however small, to give comfort.',
	'Dignity and respect':
		'Valuing every person as an individual, respecting their aspirations and commitments, and being honest about our point of view and what we can and cannot do.',
	'Commitment to quality of care':
		'Insisting on quality, getting the basics right every time, welcoming feedback and learning from mistakes.',
	'Improving lives':
		'Striving to improve health and wellbeing and people’s experiences of the NHS, valuing excellence and professionalism.',
	'Working together for patients':
		'Putting patients first in everything we do, reaching out to colleagues and organisations, and speaking up when things go wrong.',
	'Everyone counts':
		'Using our resources for the benefit of the whole community, making sure nobody is excluded, discriminated against or left behind.',
}
