import { describe, expect, it } from 'vitest'
import { checkAnswer, findHedges, hedgingTip, segments } from './answer-check'

const kinds = (text: string) => checkAnswer(text).identifiers.map((i) => [i.kind, i.text])

/**
 * The measurement set (docs/decisions/0022-practice-loop.md): ten answers with
 * planted identifiers, each listed, and ten clean answers that mention roles,
 * wards, years and titles. Goal: every planted identifier found, no clean answer flagged.
 */
export const PLANTED: Array<{ text: string; planted: string[] }> = [
	{ text: 'On the night shift Mrs Smith, 84, in bed 12 became confused and tried to climb out.', planted: ['Mrs Smith, 84', 'bed 12'] },
	{ text: 'I checked the wristband against NHS number 485 777 3456 before giving the insulin.', planted: ['485 777 3456'] },
	{ text: 'The patient, DOB 12/03/1941, had been given the wrong date on her letter.', planted: ['12/03/1941'] },
	{ text: 'Mr Ahmed in bay 3 bed 4 was refusing his medication, so I sat with him.', planted: ['Mr Ahmed', 'bay 3 bed 4'] },
	{ text: 'JS, aged 79, on the stroke ward had not eaten for two days.', planted: ['JS, aged 79'] },
	{ text: 'My colleague Sarah noticed the NEWS score and Dr Patel came straight away.', planted: ['Sarah', 'Dr Patel'] },
	{ text: 'He was discharged to 14 Elm Road, LS1 4AP without a care package.', planted: ['14 Elm Road', 'LS1 4AP'] },
	{ text: 'Her NHS number was 4857773456 and she was born on 3 March 1938.', planted: ['4857773456', '3 March 1938'] },
	{ text: 'A patient AB on Ward 7 was distressed, so I asked Sister Jones for help.', planted: ['AB', 'Sister Jones'] },
	{ text: 'The registrar, Tom, reviewed Miss Khan, 92, who had an NHS number of 943-476-5919.', planted: ['Tom', 'Miss Khan, 92', '943-476-5919'] },
	{ text: 'I looked after a lady called Joan Baker who had been on the ward for weeks.', planted: ['Joan Baker'] },
	{ text: 'Margaret, 84, kept asking for her husband, so I sat with her.', planted: ['Margaret, 84'] },
	{ text: 'The patient, John Smith, was refusing his tablets after the stroke.', planted: ['John Smith'] },
]

export const CLEAN: string[] = [
	'On the night shift on the stroke ward I noticed a patient in her eighties was more confused than usual.',
	'I always address patients as Mr or Mrs and their surname unless they ask me to use their first name.',
	'In 2019 I led a falls audit on Ward 7 and by 2021 falls had dropped by a third.',
	'As a staff nurse on the Acute Medical Unit I escalated to the registrar and the ward manager.',
	'The Nurse Practitioner and the healthcare assistant and I agreed a plan with the family.',
	'I completed my NMC revalidation in March 2023 and my preceptorship on 1 September 2022.',
	'We used SBAR to hand over in the MDT, and the ICU outreach team reviewed the patient within an hour.',
	'A gentleman in bay 3 was anxious, so I explained the procedure and checked he understood.',
	'I phoned 111 on my break and then spoke to the Matron about staffing on Ward 12.',
	'My manager asked me to mentor two student nurses on the Children’s Ward for six weeks.',
	'In June, 45 patients attended the clinic, and children aged 5 to 11 were seen on Saturdays.',
	'My son, Oliver, was ill that week, so I swapped a shift with a colleague.',
	'The patient, however, refused, and the Glasgow Coma Scale (8) was documented.',
]

describe('confidentiality guard', () => {
	it.each(PLANTED)('finds every planted identifier in: $text', ({ text, planted }) => {
		const found = checkAnswer(text).identifiers.map((i) => i.text)
		for (const p of planted) expect(found.some((f) => f.includes(p) || p.includes(f))).toBe(true)
	})
	it.each(CLEAN)('does not flag a clean answer: %s', (text) => {
		expect(kinds(text)).toEqual([])
	})
	it('reports each identifier with its kind and exact span', () => {
		const text = 'Mrs Smith, 84, in bed 12.'
		const { identifiers } = checkAnswer(text)
		expect(identifiers).toEqual([
			{ start: 0, end: 13, kind: 'name', text: 'Mrs Smith, 84' },
			{ start: 18, end: 24, kind: 'bed', text: 'bed 12' },
		])
		for (const i of identifiers) expect(text.slice(i.start, i.end)).toBe(i.text)
	})
	it.each([
		['485 777 3456'],
		['4857773456'],
		['485-777-3456'],
		['48 57 77 34 56'],
		['485.777.3456'],
	])('finds an NHS number written as %s', (n) => {
		expect(kinds(`Her number was ${n} on the label.`)).toEqual([['nhs_number', n]])
	})
	it('does not take an 11-digit phone number for an NHS number', () => {
		expect(kinds('I rang 07700900123 to speak to her daughter.')).toEqual([])
	})
	it.each([
		['DOB 12/03/1941', '12/03/1941'],
		['date of birth: 3rd March 1941', '3rd March 1941'],
		['born on 14 Feb 1950', '14 Feb 1950'],
		['D.O.B. 01-02-37', '01-02-37'],
	])('finds a date of birth in "%s"', (phrase, date) => {
		expect(kinds(`The patient's ${phrase} was on the wrong label.`)).toEqual([['date_of_birth', date]])
	})
	it.each(['In 2019 I started', 'on 12 March 2024 we audited', 'between 2015 and 2018', 'the 1990s', 'the 2022/23 winter'])(
		'leaves years and recent dates that are not dates of birth: %s',
		(phrase) => {
			expect(kinds(`${phrase} on the ward.`)).toEqual([])
		},
	)
	it.each(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'])('flags %s with a name but not on its own', (title) => {
		expect(kinds(`Then ${title} Okafor asked for help.`)).toHaveLength(1)
		expect(kinds(`Patients like to be called ${title} followed by their surname.`)).toEqual([])
		expect(kinds(`A ${title.toLowerCase()} is a title.`)).toEqual([])
	})
	it('does not flag ward names, roles or acronyms without a patient', () => {
		for (const text of [
			'I worked on Ward 7, the Stroke Ward and the AMU.',
			'The Ward Manager and Sister agreed.',
			'My sister is a nurse too.',
			'The HCA and the GP used NEWS2.',
			'I spoke to the Nurse in Charge.',
		])
			expect(kinds(text)).toEqual([])
	})
	it.each(["Mr. O'Brien", 'Mrs McDonald', 'Ms Smith-Jones', 'Dr Okafor', 'Mr J'])('flags the name %s', (name) => {
		expect(kinds(`I went to see ${name} before lunch.`)).toEqual([['name', name]])
	})
	it('flags initials only beside an age, a ward, a bed or the word patient', () => {
		expect(kinds('Patient JB was upset.')).toEqual([['initials', 'JB']])
		expect(kinds('RT (67) fell.')).toEqual([['initials', 'RT (67)']])
		expect(kinds('J.B. on Ward 4 was upset.')).toHaveLength(1)
		expect(kinds('We used the AB method.')).toEqual([])
	})
	it('flags named colleagues and keeps the role in the anonymised version', () => {
		const check = checkAnswer('My colleague Sarah said the registrar, Tom, came. Dr Patel reviewed.')
		expect(check.identifiers.map((i) => i.text)).toEqual(['Sarah', 'Tom', 'Dr Patel'])
		expect(check.anonymised).toBe('My colleague said the registrar came. The doctor reviewed.')
	})
	it('flags patients named without a title and keeps the person in the anonymised version', () => {
		expect(checkAnswer('A man named Peter Jones asked me where the exit was.').anonymised).toBe('A man asked me where the exit was.')
		expect(checkAnswer('The patient, John Smith, was upset.').anonymised).toBe('The patient was upset.')
		expect(checkAnswer('Tom, aged 67, had chest pain.').anonymised).toBe('A patient in their sixties, had chest pain.')
		expect(kinds('We had a resident known as Bob who loved music.')).toEqual([['name', 'Bob']])
	})
	it('writes an anonymised version that reads naturally', () => {
		expect(checkAnswer('Mrs Smith, 84, in bed 12 was confused.').anonymised).toBe('A patient in her eighties, in a bed was confused.')
		expect(checkAnswer('JS, aged 79, fell.').anonymised).toBe('A patient in their seventies, fell.')
		expect(checkAnswer('NHS number 485 777 3456.').anonymised).toBe('NHS number (removed).')
		expect(checkAnswer('A patient AB on Ward 7 cried.').anonymised).toBe('A patient on Ward 7 cried.')
		expect(checkAnswer('He lives at 14 Elm Road, LS1 4AP.').anonymised).toBe('He lives at (address removed).')
	})
	it('leaves a clean answer unchanged', () => {
		const text = CLEAN[0]!
		expect(checkAnswer(text).anonymised).toBe(text)
	})
	it('measures precision and recall on the planted set', () => {
		let planted = 0
		let hit = 0
		let flagged = 0
		let correct = 0
		for (const { text, planted: p } of PLANTED) {
			const found = checkAnswer(text).identifiers.map((i) => i.text)
			planted += p.length
			hit += p.filter((x) => found.some((f) => f.includes(x) || x.includes(f))).length
			flagged += found.length
			correct += found.filter((f) => p.some((x) => f.includes(x) || x.includes(f))).length
		}
		const cleanFlagged = CLEAN.filter((t) => checkAnswer(t).identifiers.length).length
		expect({ recall: hit / planted, precision: correct / flagged, cleanFlagged }).toEqual({ recall: 1, precision: 1, cleanFlagged: 0 })
	})
})

describe('hedging and filler', () => {
	it('counts hedges and fillers with their spans', () => {
		const text = 'I think maybe I sort of helped, you know, and I guess it basically worked.'
		const hedges = findHedges(text)
		expect(hedges.map((h) => [h.kind, h.text])).toEqual([
			['hedge', 'I think maybe'],
			['hedge', 'sort of'],
			['filler', 'you know'],
			['hedge', 'I guess'],
			['filler', 'basically'],
		])
		for (const h of hedges) expect(text.slice(h.start, h.end)).toBe(h.text)
		expect(checkAnswer(text).counts).toEqual({ hedges: 3, fillers: 2 })
	})
	it('does not count words inside other words', () => {
		expect(findHedges('The umbrella policy and the erratic kindness of others.')).toEqual([])
	})
	it('gives a tip only when there is something to say', () => {
		expect(hedgingTip({ hedges: 0, fillers: 0 })).toBeNull()
		expect(hedgingTip({ hedges: 3, fillers: 0 })).toMatch(/plainly/)
		expect(hedgingTip({ hedges: 0, fillers: 2 })).toMatch(/filler/)
	})
})

describe('segments', () => {
	it('splits text around spans', () => {
		expect(segments('abcdef', [{ start: 1, end: 3 }])).toEqual([
			{ text: 'a', span: null },
			{ text: 'bc', span: { start: 1, end: 3 } },
			{ text: 'def', span: null },
		])
	})
})
