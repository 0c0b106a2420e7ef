/**
 * The confidentiality guard and hedging check for a typed answer, run before
 * it is saved (and on POST /api/answer-check). Pure and isomorphic: regular
 * expressions over the text, no model and no network.
 *
 * Identifiers: names with titles (Mrs Smith, Dr Patel), patients named without
 * one ("a lady called Joan", "the patient, John Smith,", "Margaret, 84,"), initials with an age,
 * a ward, a bed or "patient" beside them (JS, 84), bed numbers, dates of
 * birth, NHS numbers in any spacing, addresses and postcodes, and colleagues
 * named after their role (my colleague Sarah). Deliberately not flagged: a
 * title on its own ("Mr or Mrs"), ward names without a patient, roles, and
 * years or dates that are not a date of birth.
 *
 * `anonymised` replaces each span with a neutral phrase ("a patient in her
 * eighties", "a bed", "the doctor"), so the candidate can take it in one click.
 */

export type IdentifierKind = 'name' | 'initials' | 'bed' | 'date_of_birth' | 'nhs_number' | 'address' | 'colleague'

export type Identifier = { start: number; end: number; kind: IdentifierKind; text: string }
export type Hedge = { start: number; end: number; text: string; kind: 'hedge' | 'filler' }

export const IDENTIFIER_LABELS: Record<IdentifierKind, string> = {
	name: 'a name',
	initials: 'initials',
	bed: 'a bed number',
	date_of_birth: 'a date of birth',
	nhs_number: 'an NHS number',
	address: 'an address',
	colleague: 'a colleague’s name',
}

type Found = Identifier & { replacement: string; /** what the anonymised version removes, when wider than the span */ cut?: [number, number] }

const PATIENT_TITLES = 'Mr|Mrs|Ms|Miss|Mx|Master'
const STAFF_TITLES = 'Dr|Doctor|Prof|Professor|Sister|Nurse|Matron'
/** Capitalised words that follow a title but are not a name ("Nurse Practitioner", "Dr I asked"). */
const NOT_NAMES = new Set(
	(
		'I A An The And Or Of On In At To For With From By As Is Was Were My Our Their His Her Its This That These Those ' +
		'Practitioner Practitioners Associate Associates Specialist Specialists Consultant Consultants Manager Managers Lead Leads ' +
		'Educator Educators Apprentice Apprentices Assistant Assistants Prescriber Prescribers Registrar Registrars Ward Wards ' +
		'Unit Team Teams Band Bank Agency Station Role Roles Day Night Shift In-Charge Charge Staff Student Students ' +
		'Foundation Trainee Trainees Advocate Advocates Navigator Navigators Director Directors Of'
	).split(' '),
)
/** Upper-case abbreviations that are not initials. */
const ACRONYMS = new Set(
	(
		'NHS ICU ITU HDU AE ED GP GPS HCA HCAS SBAR STAR NEWS NEWS2 CQC DNACPR DNR MDT MDTS OT OTS PT SLT SALT CPR BLS ILS ALS ' +
		'ECG IV IM SC PRN TTO TTA OPD CCU AMU SAU MAU CT MRI XR UK TV OK PPE COVID RN RGN RMN HR IT PALS DOLS MCA BP HB RCN ' +
		'NMC GMC HCPC NICE OSCE DOB DOA DOD NOK CPD KPI QI AHP AHPS ANP ACP CNS FY SHO SPR STR LD MH ID NG PEG CAMHS ITU II III IV'
	).split(' '),
)
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec'
const NUMERIC_DATE = String.raw`\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})`
const WORDED_DATE = String.raw`\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:${MONTHS})\.?,?\s+\d{4}`
const ANY_DATE = `(?:${NUMERIC_DATE}|${WORDED_DATE})`
const STREET = 'Road|Rd|Street|St|Avenue|Ave|Lane|Close|Drive|Way|Crescent|Place|Court|Gardens|Terrace|Grove|Mews|Square|Park|Hill|Row|View'
const ROLES =
	'colleague|co-worker|coworker|friend|manager|line manager|ward manager|matron|sister|charge nurse|staff nurse|nurse|student nurse|student|healthcare assistant|HCA|support worker|consultant|registrar|doctor|junior doctor|SHO|physio|physiotherapist|OT|pharmacist|porter|receptionist|supervisor|mentor|preceptor|team leader|lead|buddy'

/** Who a patient is, in words that come before their name ("a lady called ...", "the patient, ..."). */
const PERSONS =
	'patient|resident|client|service user|gentleman|gent|lady|man|woman|boy|girl|child|baby|toddler|teenager|mum|mother|dad|father|son|daughter|wife|husband|partner|grandmother|grandfather|relative|carer'
/** An age right after an untitled name, closed off so a count is not taken for one: "Margaret, 84," "Tom, aged 67". */
const NAME_AGE = String.raw`(,\s*(\d{1,3}),|,?\s+aged\s+(\d{1,3})\b|,\s+(?:an?\s+)?(\d{1,3})[- ]year[- ]old\b)`
/** Capitalised words that can stand before an age or in apposition but are not a person's name. */
const NOT_A_PERSON = new Set(
	(
		`${MONTHS.replace(/\|/g, ' ')} Monday Tuesday Wednesday Thursday Friday Saturday Sunday Ward Bay Bed Room Level Floor Unit Band Year Years ` +
		'Age Aged Step Stage Page Section Chapter Table Figure Version Phase Cohort Group Clinic Centre Hospital Trust Service Services Team Department ' +
		'Patient Patients Resident Residents Client Clients Children Adults Men Women People Babies Boys Girls Students Staff Anyone Someone ' +
		'However Then Also Instead Sadly Luckily Unfortunately Fortunately Overall Yesterday Today Afterwards Eventually Later Now Transport Advice Liaison Safety Experience Records Flow'
	).split(' '),
)

function ageWord(age: number) {
	if (age >= 100) return 'over a hundred'
	if (age < 20) return 'young'
	const decades = ['twenties', 'thirties', 'forties', 'fifties', 'sixties', 'seventies', 'eighties', 'nineties']
	return `in ${'{p}'} ${decades[Math.floor(age / 10) - 2]}`
}

function patientPhrase(title: string | undefined, age: number | null) {
	const pronoun = !title ? 'their' : /^(Mrs|Ms|Miss)$/.test(title) ? 'her' : /^(Mr|Master)$/.test(title) ? 'his' : 'their'
	if (age === null) return 'the patient'
	const words = ageWord(age)
	return words.startsWith('in ') ? `a patient ${words.replace('{p}', pronoun)}` : age >= 100 ? 'a patient over a hundred' : 'a young patient'
}

function staffPhrase(title: string) {
	switch (title) {
		case 'Dr':
		case 'Doctor':
			return 'the doctor'
		case 'Prof':
		case 'Professor':
			return 'the consultant'
		case 'Sister':
			return 'the ward sister'
		case 'Matron':
			return 'the matron'
		default:
			return 'the nurse'
	}
}

/** ", 84," / " (84)" / " aged 84" / ", an 84-year-old" right after a name: part of the span. */
const AGE_AFTER = String.raw`(?:,?\s*\((\d{1,3})\)|,\s*(\d{1,3})(?=[,.;)\s]|$)|,?\s+aged\s+(\d{1,3})|,\s+(?:an?\s+)?(\d{1,3})[- ]year[- ]old)`

function overlaps(found: Found[], start: number, end: number) {
	return found.some((f) => start < f.end && end > f.start)
}

/** Record a span unless it overlaps one already found; `cut` is what the anonymised version removes, when wider. */
function add(found: Found[], start: number, end: number, kind: IdentifierKind, text: string, replacement: string, cut?: [number, number]) {
	if (overlaps(found, start, end)) return
	found.push({ start, end, kind, text, replacement, ...(cut ? { cut } : {}) })
}

/** "John" or "John Smith" standing without a title: every word a name, none a month, weekday, place or plural. */
function untitledName(words: string) {
	return words.split(/\s+/).every((w) => capitalisedName(w) && !NOT_A_PERSON.has(w))
}

function capitalisedName(word: string | undefined) {
	// Smith, O'Brien, McDonald, Smith-Jones; or an initial (Mr J).
	return (
		Boolean(word && /^[A-Z][a-z]*(?:['’-]?[A-Z]?[a-z]+)+$/.test(word) && !NOT_NAMES.has(word)) ||
		Boolean(word && /^[A-Z]\.?$/.test(word) && word !== 'I' && word !== 'A')
	)
}

function findIdentifiers(text: string): Found[] {
	const found: Found[] = []
	let m: RegExpExecArray | null

	// NHS numbers: ten digits in any spacing (3 3 4, dashes, dots, none).
	const nhs = /(?<![\d])(\d[\s.-]?){9}\d(?![\d])/g
	while ((m = nhs.exec(text))) {
		const digits = m[0].replace(/\D/g, '')
		if (digits.length === 10) add(found, m.index, m.index + m[0].length, 'nhs_number', m[0], '(NHS number removed)')
	}

	// Dates of birth: after DOB / date of birth / born, or a full date before 1990 (a patient's, not an event's).
	const dob = new RegExp(String.raw`\b(?:D\.?O\.?B\.?|date of birth|birth ?date|born(?: on)?)\s*(?:is|was|of|:|-)?\s*(${ANY_DATE})`, 'gi')
	while ((m = dob.exec(text))) {
		const start = m.index + m[0].length - m[1]!.length
		add(found, start, start + m[1]!.length, 'date_of_birth', m[1]!, '(date of birth removed)')
	}
	const oldDate = new RegExp(`\\b${ANY_DATE}`, 'gi')
	while ((m = oldDate.exec(text))) {
		const year = Number(m[0].match(/(\d{2,4})$/)?.[1])
		const fullYear = year < 100 ? (year > 30 ? 1900 + year : 2000 + year) : year
		if (fullYear < 1990) add(found, m.index, m.index + m[0].length, 'date_of_birth', m[0], '(date of birth removed)')
	}

	// Addresses: a house number and street, or a UK postcode.
	const street = new RegExp(String.raw`\b\d{1,4}[a-z]?,?\s+(?:[A-Z][a-z]+\s+){1,3}(?:${STREET})\b\.?`, 'g')
	while ((m = street.exec(text))) add(found, m.index, m.index + m[0].length, 'address', m[0], '(address removed)')
	const postcode = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/g
	while ((m = postcode.exec(text))) add(found, m.index, m.index + m[0].length, 'address', m[0], '(address removed)')

	// Names with titles, taking an age that follows into the span.
	const titled = new RegExp(String.raw`\b(${PATIENT_TITLES}|${STAFF_TITLES})\.?\s+([A-Z][A-Za-z'’.-]*)(?:\s+([A-Z][a-z'’-]+))?(?:${AGE_AFTER})?`, 'g')
	while ((m = titled.exec(text))) {
		const title = m[1]!
		const first = m[2]!
		if (!capitalisedName(first.replace(/\.$/, '')) && !/^[A-Z]\.?$/.test(first)) continue
		if (NOT_NAMES.has(first) || ACRONYMS.has(first.toUpperCase())) continue
		const isPatient = new RegExp(`^(${PATIENT_TITLES})$`).test(title)
		let span = m[0]
		if (m[3] && NOT_NAMES.has(m[3])) span = `${title}${m[0].slice(title.length).split(m[3])[0]!.trimEnd()}`
		const ageRaw = m[4] ?? m[5] ?? m[6] ?? m[7]
		const age = ageRaw && span === m[0] ? Number(ageRaw) : null
		// Sister and Nurse are roles too: "Sister Jones" is a name, "the Sister" is not (no capitalised name follows).
		const replacement = isPatient ? patientPhrase(title, age) : staffPhrase(title)
		add(found, m.index, m.index + span.length, 'name', span.replace(/[,\s]+$/, ''), replacement)
	}

	// Patients named without a title: "a lady called Joan Baker" (the name goes, the lady stays),
	// "the patient, John Smith," and a name with an age ("Margaret, 84,", "Tom, aged 67").
	const called = new RegExp(String.raw`(?<!\b(?:[Mm]y|[Oo]ur)\s+)\b(?:${PERSONS})(,?\s+(?:called|named|known as|by the name of)\s+)([A-Z][a-z'’-]+)(\s+[A-Z][a-z'’-]+)?`, 'g')
	while ((m = called.exec(text))) {
		if (!capitalisedName(m[2])) continue
		const surname = m[3] && capitalisedName(m[3].trim()) ? m[3] : ''
		const start = m.index + m[0].indexOf(m[1]!) + m[1]!.length
		const end = start + m[2]!.length + surname.length
		add(found, start, end, 'name', text.slice(start, end), '', [start - m[1]!.length, end])
	}
	const apposed = new RegExp(String.raw`(?<!\b(?:[Mm]y|[Oo]ur)\s+)\b(?:${PERSONS}),\s+([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?),`, 'g')
	while ((m = apposed.exec(text))) {
		if (!untitledName(m[1]!)) continue
		const start = m.index + m[0].length - m[1]!.length - 1
		const end = start + m[1]!.length
		// "the patient, John Smith, was" -> "the patient was"
		add(found, start, end, 'name', m[1]!, '', [start - 2, end + 1])
	}
	const aged = new RegExp(String.raw`\b([A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)${NAME_AGE}`, 'g')
	while ((m = aged.exec(text))) {
		if (!untitledName(m[1]!)) continue
		const age = Number(m[3] ?? m[4] ?? m[5])
		if (age > 110) continue
		const end = m.index + m[1]!.length + m[2]!.replace(/,$/, '').length
		add(found, m.index, end, 'name', text.slice(m.index, end), patientPhrase(undefined, age))
	}

	// Initials next to an age, a ward, a bed or the word patient ("JS, 84", "patient AB", "AB on Ward 7").
	const initials = /\b(?:[A-Z]\.\s?){1,3}(?![a-z])|\b[A-Z]{2,3}\b/g
	while ((m = initials.exec(text))) {
		const token = m[0].trim()
		if (ACRONYMS.has(token.replace(/\W/g, ''))) continue
		const before = text.slice(Math.max(0, m.index - 24), m.index)
		const afterText = text.slice(m.index + m[0].length)
		const age = new RegExp(`^${AGE_AFTER}`).exec(afterText)
		const context =
			/\b(?:patient|pt|resident|client|service user|gentleman|lady|man|woman)\s*,?\s*$/i.test(before) ||
			/^\s*(?:on|in|from)\s+(?:the\s+)?(?:ward|bay|bed|[A-Z][a-z]+\s+ward)\b/i.test(afterText) ||
			/^\s*,?\s*(?:in|on)\s+bed\s+\d/i.test(afterText)
		if (!age && !context) continue
		const end = m.index + token.length + (age ? age[0].length : 0)
		const ageValue = age ? Number(age[1] ?? age[2] ?? age[3] ?? age[4]) : null
		const afterPatient = /\b(?:patient|pt|resident|client|service user)\s*,?\s*$/i.test(before)
		// "a patient AB on Ward 3" -> "a patient on Ward 3": the word patient is already there.
		const dropped = afterPatient && !ageValue
		const cut: [number, number] | undefined = dropped ? [m.index - (before.length - before.trimEnd().length), end] : undefined
		add(found, m.index, end, 'initials', text.slice(m.index, end), dropped ? '' : patientPhrase(undefined, ageValue), cut)
	}

	// Bed numbers ("bed 12", "bay 3 bed 4", "side room 2").
	const bed = /\b(?:(?:bay|bays)\s+\d+[A-Z]?,?\s+)?(?:bed|beds|side ?room|cubicle)\s+(?:no\.?\s*|number\s*)?\d+[A-Z]?\b/gi
	while ((m = bed.exec(text))) add(found, m.index, m.index + m[0].length, 'bed', m[0], /^bay/i.test(m[0]) ? 'a bay' : /side/i.test(m[0]) ? 'a side room' : 'a bed')

	// Colleagues named after their role: "my colleague Sarah", "the registrar, Tom,". The role stays, the name goes.
	const colleague = new RegExp(String.raw`\b(?:${ROLES})(,?\s+)([A-Z][a-z'’-]+)(\s+[A-Z][a-z'’-]+)?(,?)`, 'g')
	while ((m = colleague.exec(text))) {
		const name = m[2]!
		if (NOT_NAMES.has(name)) continue
		const surname = m[3] && !NOT_NAMES.has(m[3].trim()) ? m[3] : ''
		const start = m.index + m[0].indexOf(m[1]! + name) + m[1]!.length
		const end = start + name.length + surname.length
		// "the registrar, Tom, came" -> "the registrar came"; "my colleague Sarah said" -> "my colleague said".
		const cutStart = start - m[1]!.length
		const cutEnd = end + (m[1]!.includes(',') && m[4] && !m[3]?.trim() === !surname ? m[4].length : 0)
		add(found, start, end, 'colleague', text.slice(start, end), '', [cutStart, cutEnd])
	}

	return found.sort((a, b) => a.start - b.start)
}

const HEDGES = [
	'I think maybe',
	'I think',
	'I guess',
	'I suppose',
	'I feel like',
	'sort of',
	'kind of',
	'maybe',
	'perhaps',
	'probably',
	'hopefully',
	'a bit',
	'a little bit',
	'I would say',
	'I believe',
	'not sure',
]
const FILLERS = ['um', 'umm', 'uh', 'er', 'erm', 'basically', 'literally', 'you know', 'I mean', 'like,', 'to be honest', 'at the end of the day']

function phrasePattern(list: string[]) {
	const sorted = [...list].sort((a, b) => b.length - a.length)
	return new RegExp(`(?<![A-Za-z'’])(?:${sorted.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|')})(?![A-Za-z'’])`, 'gi')
}
const HEDGE_RE = phrasePattern(HEDGES)
const FILLER_RE = phrasePattern(FILLERS)

export function findHedges(text: string): Hedge[] {
	const out: Hedge[] = []
	let m: RegExpExecArray | null
	HEDGE_RE.lastIndex = 0
	while ((m = HEDGE_RE.exec(text))) out.push({ start: m.index, end: m.index + m[0].length, text: m[0], kind: 'hedge' })
	FILLER_RE.lastIndex = 0
	while ((m = FILLER_RE.exec(text))) {
		const end = m.index + m[0].replace(/,$/, '').length
		if (!out.some((h) => m!.index < h.end && end > h.start)) out.push({ start: m.index, end, text: m[0].replace(/,$/, ''), kind: 'filler' })
	}
	return out.sort((a, b) => a.start - b.start)
}

/** Replace each identifier with its neutral phrase, tidying the spaces and commas left behind. */
function anonymise(text: string, found: Found[]) {
	let out = ''
	let at = 0
	for (const f of found) {
		const [cutStart, cutEnd] = f.cut ?? [f.start, f.end]
		let before = text.slice(at, cutStart)
		let replacement = f.replacement
		// Sentence start: "Mrs Smith was" -> "The patient was"; "the Mrs Smith" never happens.
		if (replacement && (/(^|[.!?]\s+)$/.test(before) || (out + before).trim() === '')) replacement = replacement[0]!.toUpperCase() + replacement.slice(1)
		// "NHS number 485 777 3456" -> "NHS number (removed)".
		if (replacement.startsWith('(') && /(?:NHS (?:number|no\.?)|D\.?O\.?B\.?|date of birth)\s*(?:is|was|of|:|-)?\s*$/i.test(before)) replacement = '(removed)'
		// "the patient" after "a"/"the" would double the article.
		if (/^(a|the)\s/i.test(replacement) && /\b(?:the|a|an)\s+$/i.test(before)) before = before.replace(/\b(?:the|a|an)\s+$/i, '')
		out += before + replacement
		at = cutEnd
	}
	out += text.slice(at)
	return out
		.replace(/\(address removed\),?\s*\(address removed\)/g, '(address removed)')
		.replace(/[ \t]{2,}/g, ' ').replace(/ ,/g, ',').replace(/,\s*,/g, ',')
}

export type AnswerCheck = {
	identifiers: Identifier[]
	hedges: Hedge[]
	anonymised: string
	counts: { hedges: number; fillers: number }
}

export function checkAnswer(text: string): AnswerCheck {
	const found = findIdentifiers(text)
	const hedges = findHedges(text)
	return {
		identifiers: found.map(({ start, end, kind, text: t }) => ({ start, end, kind, text: t })),
		hedges,
		anonymised: found.length ? anonymise(text, found) : text,
		counts: { hedges: hedges.filter((h) => h.kind === 'hedge').length, fillers: hedges.filter((h) => h.kind === 'filler').length },
	}
}

/** One line of advice on hedging and filler, or null when there is little of either. */
export function hedgingTip(counts: AnswerCheck['counts']) {
	if (counts.hedges >= 2)
		return 'Say what you did and what happened plainly: "I checked", "I escalated". Hedges such as "I think maybe" or "sort of" make a panel doubt it was you.'
	if (counts.fillers >= 2) return 'Cut filler words such as "basically" and "you know": a short pause reads as more confident.'
	if (counts.hedges + counts.fillers === 1) return 'One hedge or filler word: fine in speech, but in a written answer say it plainly.'
	return null
}

/** Split text into plain and highlighted parts for rendering (spans must not overlap; later overlaps are dropped). */
export function segments<S extends { start: number; end: number }>(text: string, spans: S[]) {
	const parts: Array<{ text: string; span: S | null }> = []
	let at = 0
	for (const s of [...spans].sort((a, b) => a.start - b.start)) {
		if (s.start < at) continue
		if (s.start > at) parts.push({ text: text.slice(at, s.start), span: null })
		parts.push({ text: text.slice(s.start, s.end), span: s })
		at = s.end
	}
	if (at < text.length) parts.push({ text: text.slice(at), span: null })
	return parts
}
