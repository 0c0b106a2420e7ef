/**
 * Reads a job description (offline, deterministic): role title, band,
 * organisation, key duties, skills and competencies, NHS values language, and
 * the person specification's essential and desirable criteria.
 */
import crypto from 'node:crypto'
import { type Criterion, type JobAnalysis } from '#app/lib/document-analysis'
import { type ExperienceLevel, type InterviewType } from '#app/lib/interview-types'
import { NHS_VALUES, type NhsValue } from '#app/lib/nhs-values'
import { ROLE_FAMILIES, ROLE_NOUNS, SKILLS, VALUE_LANGUAGE, VERB_FORMS } from './lexicon.server'
import { headingName, type Line, splitSentences, toLines } from './sections.server'
import { capitalise, contentStems, lowerFirst, shortenPhrase, STOPWORDS, stem, words } from './terms.server'

const DUTY_HEADINGS =
	/^((main|key|principal|general|core|specific)\s+)?(duties|responsibilities|tasks|accountabilities)(\s+and\s+(responsibilities|duties|accountabilities))?$|^(main|key) (duties|responsibilities)|^job (purpose|summary|overview)$|^role (purpose|summary|overview)$|^about the (role|post|job)$|^what you('|\s*wi)ll (do|be doing)$|^the role$|^job overview$|^overview$|^purpose of the (role|post)$/i
const SPEC_HEADINGS =
	/person specification|selection criteria|^(essential|desirable)( criteria| requirements)?$|^qualifications?( and training)?$|^knowledge( and understanding)?$|^skills( and abilities)?$|^experience$|what we('re| are) looking for|^about you$|^requirements$|^(personal )?attributes$|^criteria$/i
const VALUES_HEADINGS = /^(our|trust|the trust's)? ?values$|values and behaviours/i
const OTHER_HEADINGS =
	/^about (us|the trust|the organisation|our \w+)$|benefits|why join|working for|equal opportunit|terms and conditions|additional information|how to apply|^contact|closing date/i
/** Sub-headings inside the duties (Clinical, Management, ...) or the specification. */
const NEUTRAL_HEADINGS =
	/^(clinical|clinical practice|management|leadership|communication|education( and (training|development))?|professional|professional development|patient care|administration|research|governance|quality|training|teaching|information management|people management|finance|health and safety)( responsibilities| duties| skills)?$/i

export const JD_HEADINGS = new RegExp(
	[DUTY_HEADINGS, SPEC_HEADINGS, VALUES_HEADINGS, OTHER_HEADINGS, NEUTRAL_HEADINGS].map((r) => r.source).join('|'),
	'i',
)

type Section = 'header' | 'duties' | 'spec' | 'values' | 'other'

const TITLE_LABELS = /^(job title|post title|title of post|post|position|role|title|job role|vacancy)$/
const BAND_LABELS = /^(band|grade|pay band|agenda for change band|afc band|banding|pay)$/
const ORG_LABELS = /^(organisation|organization|trust|employer|health board)$/

const BAND = /\bband\s*([1-9][a-d]?)\b/i
const ORGANISATION =
	/\b((?:[A-Z][\w'’&.-]*[ \t]+(?:and[ \t]+|of[ \t]+)?){1,6}(?:NHS[ \t]+)?(?:Foundation[ \t]+)?Trust|(?:[A-Z][\w'’&.-]*[ \t]+){1,4}(?:University[ \t]+)?Health Board|(?:[A-Z][\w'’&.-]*[ \t]+){1,4}Integrated Care Board)\b/

const QUALIFICATION =
	/\b(nmc|hcpc|gmc|gphc)\b|registered (nurse|physio\w*|practitioner|with)|current registration|degree|diploma|qualifi|certificate|\bnvq\b|\bgcses?\b|\ba[- ]levels?\b|\bbtec\b|licen[cs]e|\bbsc\b|\bmsc\b|\bphd\b|\blevel \d\b|\bamspar\b|\bmcsp\b/i

function cleanTitle(raw: string) {
	return raw
		.replace(/^job description\s*[:\-–]?\s*/i, '')
		.replace(/^band\s*[1-9][a-d]?\s+/i, '')
		.replace(/\s*[-–—|,(]*\s*(agenda for change\s+)?band\s*[1-9][a-d]?\)?\s*$/i, '')
		.replace(/\s*\((?:[^)]*)\)\s*$/, '')
		.replace(/[:\s]+$/, '')
		.trim()
}

function titleCase(text: string) {
	if (text !== text.toUpperCase()) return text
	return text
		.toLowerCase()
		.replace(/\b([a-z])/g, (c) => c.toUpperCase())
		.replace(/\b(And|Of|The|For|In|To)\b/g, (w) => w.toLowerCase())
		.replace(/\bNhs\b/g, 'NHS')
		.replace(/\bMsk\b/g, 'MSK')
		.replace(/\bHca\b/g, 'HCA')
}

function findRoleTitle(lines: Line[]): string | null {
	const labelled = lines.find((l) => l.label && TITLE_LABELS.test(l.label))
	if (labelled?.value) return titleCase(cleanTitle(labelled.value))
	for (const line of lines.slice(0, 10)) {
		const candidate = cleanTitle(line.text)
		if (!candidate || candidate.split(' ').length > 10 || /[.]$/.test(candidate)) continue
		if (/^(job description|person specification)$/i.test(candidate)) continue
		if (ROLE_NOUNS.test(candidate) && !ORGANISATION.test(candidate)) return titleCase(candidate)
	}
	return null
}

function findBand(lines: Line[]): string | null {
	const labelled = lines.find((l) => l.label && BAND_LABELS.test(l.label))
	const fromLabel = labelled?.value && (BAND.exec(labelled.value)?.[1] ?? /^([1-9][a-d]?)\b/i.exec(labelled.value)?.[1])
	if (fromLabel) return `Band ${fromLabel.toLowerCase()}`
	for (const line of lines.slice(0, 8)) {
		const m = BAND.exec(line.text)
		if (m) return `Band ${m[1]!.toLowerCase()}`
	}
	return null
}

function findOrganisation(lines: Line[], text: string): string | null {
	const labelled = lines.find((l) => l.label && ORG_LABELS.test(l.label))
	if (labelled?.value) return labelled.value.replace(/[.,]$/, '')
	const m = ORGANISATION.exec(text)
	if (!m) return null
	const org = m[1]!.replace(/^(The|Our|At|For|With|Join)\s+/i, '').trim()
	return org.split(/\s+/).length >= 2 ? org : null
}

/** "Leading a team" / "Leads a team" / "To lead a team" / "The postholder will lead" -> "lead a team". */
export function dutyToBaseForm(raw: string): string | null {
	const text = raw
		.replace(/^(the\s+post\s*holder|the\s+jobholder|the\s+successful\s+candidate|you)\s+(will|would|should|must)\s+(be\s+expected\s+to\s+)?/i, '')
		.replace(/^(to|and)\s+/i, '')
		.replace(/^(be\s+)?responsible\s+for\s+/i, '')
		.trim()
	const first = text.split(/\s+/)[0]?.toLowerCase().replace(/[^a-z-]/g, '') ?? ''
	const base = VERB_FORMS.get(first)
	if (!base) return null
	return text.replace(/^[A-Za-z-]+/, base)
}

function isDutyLike(text: string) {
	return Boolean(dutyToBaseForm(text)) || /\b(you will|the post ?holder will|responsible for)\b/i.test(text)
}

function extractDuties(sections: Array<{ section: Section; line: Line }>, text: string): string[] {
	const candidates: string[] = []
	for (const { section, line } of sections) {
		if (section !== 'duties' || line.heading || !line.text || line.label) continue
		const pieces = line.bullet ? [line.text] : splitSentences(line.text)
		for (const piece of pieces) {
			if (piece.split(/\s+/).length < 4) continue
			// a paragraph sentence counts only when it reads as a duty
			if (!line.bullet && !isDutyLike(piece)) continue
			candidates.push(piece)
		}
	}
	if (!candidates.length) {
		for (const sentence of splitSentences(text.replace(/\n+/g, ' '))) {
			if (/\b(you will|the post ?holder will|responsible for|duties include)\b/i.test(sentence)) candidates.push(sentence)
		}
	}
	const out: string[] = []
	const seen: string[][] = []
	for (const c of candidates) {
		const base = dutyToBaseForm(c)
		const phrase = shortenPhrase(base ?? lowerFirst(c.replace(/^(the\s+post\s*holder|you)\s+will\s+/i, '')), 18)
		const stems = contentStems(phrase)
		// skip near-duplicates (most of the words already in a kept duty)
		if (seen.some((s) => stems.filter((x) => s.includes(x)).length >= Math.max(4, stems.length * 0.6))) continue
		seen.push(stems)
		out.push(phrase)
		if (out.length >= 12) break
	}
	return out
}

function criterionId(text: string) {
	return crypto.createHash('sha1').update(text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()).digest('hex').slice(0, 10)
}

const INLINE_PRIORITY = /^(essential|desirable)\s*(criteria)?\s*[:\-–]\s*|\s*[([]\s*(e|d|essential|desirable)\s*[)\]]\s*$|\s+(e|d)$/i

function extractCriteria(sections: Array<{ section: Section; line: Line }>, text: string): Criterion[] {
	const out: Criterion[] = []
	let priority: 'essential' | 'desirable' | null = null
	const push = (raw: string, p: 'essential' | 'desirable' | null) => {
		const clean = shortenPhrase(raw.replace(/\s*[✓✔]\s*/g, ' ').trim(), 22)
		if (clean.split(/\s+/).length < 2 || out.some((c) => c.text.toLowerCase() === clean.toLowerCase())) return
		out.push({ id: criterionId(clean), text: capitalise(clean), priority: p ?? 'essential', qualification: QUALIFICATION.test(clean) })
	}
	for (const { section, line } of sections) {
		if (section !== 'spec' || !line.text) continue
		if (line.heading) {
			const name = headingName(line)
			if (/desirable/.test(name)) priority = 'desirable'
			else if (/essential/.test(name)) priority = 'essential'
			continue
		}
		const inline = INLINE_PRIORITY.exec(line.text)
		if (inline) {
			const marker = (inline[1] ?? inline[3] ?? inline[4] ?? '').toLowerCase()
			push(line.text.replace(INLINE_PRIORITY, ''), marker.startsWith('d') ? 'desirable' : 'essential')
			continue
		}
		// prose under the specification ("We value ...") is not a criterion
		if (line.text.length > 220 || /^(we|our|the trust|you will|please|if you)\b/i.test(line.text)) continue
		if (!line.bullet && /\.$/.test(line.text) && line.text.split(' ').length > 12) continue
		push(line.text, priority)
		if (out.length >= 24) break
	}
	if (!out.length) {
		// no specification section: "Essential: ..." lines anywhere
		for (const raw of text.split('\n')) {
			const m = /^\s*(essential|desirable)\s*[:\-–]\s*(.{6,200})$/i.exec(raw)
			if (m) push(m[2]!, m[1]!.toLowerCase() === 'desirable' ? 'desirable' : 'essential')
		}
	}
	return out.slice(0, 24)
}

function extractSkills(text: string): string[] {
	return SKILLS.map(([label, pattern]) => ({ label, at: text.search(pattern) }))
		.filter((s) => s.at >= 0)
		.sort((a, b) => a.at - b.at)
		.map((s) => s.label)
		.slice(0, 15)
}

function extractValues(text: string) {
	const values: NhsValue[] = []
	const language: string[] = []
	for (const value of NHS_VALUES) {
		const found = text.match(VALUE_LANGUAGE[value]) ?? []
		if (!found.length) continue
		values.push(value)
		for (const f of found) {
			const w = f.toLowerCase()
			if (!language.includes(w)) language.push(w)
		}
	}
	return { values, valuesLanguage: language.slice(0, 12) }
}

function inferInterviewType(title: string | null, text: string): InterviewType {
	const probe = title ?? text.slice(0, 400)
	for (const [type, pattern] of ROLE_FAMILIES) if (pattern.test(probe)) return type
	return 'general'
}

function inferLevel(title: string | null, band: string | null): ExperienceLevel {
	if (title && /\b(manager|matron|head of|director|lead nurse|clinical lead|service lead|team leader)\b/i.test(title)) return 'leadership'
	const n = band ? /(\d)/.exec(band)?.[1] : undefined
	if (!n) return 'mid'
	const b = Number(n)
	if (b <= 4) return 'entry'
	if (b <= 6) return 'mid'
	if (b === 7) return 'senior'
	return 'leadership'
}

/** Words too common in job descriptions to say anything about this one. */
const GENERIC_DUTY_WORDS = new Set(
	`patient patients ward group care clinical service services hospital team teams colleagues staff shift sister charge nurse nurses
	registered quality high safe safely accurate accurately clear standards learned lessons new band healthcare assistants complex
	advanced conditions five digital summaries administration supervision fundamental older monthly weekly daily promptly part
	closely required absence matron outpatient outpatients consultants physiotherapy physiotherapists students timely supportive`.split(/\s+/),
)

/** Distinctive words of the duties ("rota", "falls", "wound"), for matching answers and showing. */
function dutyTerms(duties: string[], skills: string[]) {
	const counts = new Map<string, { word: string; n: number }>()
	const skillStems = new Set(skills.flatMap((s) => contentStems(s)))
	for (const duty of duties) {
		const seen = new Set<string>()
		for (const w of words(duty)) {
			if (w.length < 4 || STOPWORDS.has(w) || GENERIC_DUTY_WORDS.has(w) || VERB_FORMS.has(w) || /^\d/.test(w)) continue
			const s = stem(w)
			if (seen.has(s) || skillStems.has(s)) continue
			seen.add(s)
			const entry = counts.get(s) ?? { word: w, n: 0 }
			entry.n++
			counts.set(s, entry)
		}
	}
	return [...counts.values()].sort((a, b) => b.n - a.n).slice(0, 8).map((e) => e.word)
}

export function analyseJobDescription(text: string): JobAnalysis {
	const lines = toLines(text, JD_HEADINGS)
	let section: Section = 'header'
	const tagged: Array<{ section: Section; line: Line }> = []
	for (const line of lines) {
		if (line.heading) {
			const name = headingName(line)
			if (SPEC_HEADINGS.test(name)) section = 'spec'
			else if (DUTY_HEADINGS.test(name)) section = 'duties'
			else if (VALUES_HEADINGS.test(name)) section = 'values'
			else if (OTHER_HEADINGS.test(name)) section = 'other'
			else if (NEUTRAL_HEADINGS.test(name) && section !== 'spec') section = 'duties'
		} else if (line.label && /^(essential|desirable)/.test(line.label) && section !== 'spec') {
			section = 'spec'
		}
		tagged.push({ section, line })
	}
	const roleTitle = findRoleTitle(lines)
	const band = findBand(lines)
	const skills = extractSkills(text)
	const duties = extractDuties(tagged, text)
	const { values, valuesLanguage } = extractValues(text)
	return {
		kind: 'job_description',
		roleTitle,
		band,
		organisation: findOrganisation(lines, text),
		interviewType: inferInterviewType(roleTitle, text),
		experienceLevel: inferLevel(roleTitle, band),
		duties,
		skills,
		values,
		valuesLanguage,
		criteria: extractCriteria(tagged, text),
		keyTerms: [...skills, ...dutyTerms(duties, skills)].slice(0, 20),
	}
}
