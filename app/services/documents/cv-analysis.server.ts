/**
 * Reads a CV (offline, deterministic): experience entries (title,
 * organisation, dates, highlights), skills, achievements and qualifications.
 */
import { type CvAnalysis, type ExperienceEntry } from '#app/lib/document-analysis'
import { ROLE_NOUNS, SKILLS } from './lexicon.server'
import { headingName, type Line, splitSentences, toLines } from './sections.server'
import { shortenPhrase } from './terms.server'

const EXPERIENCE_HEADINGS =
	/^((professional|relevant|clinical|work|employment|career|nursing|voluntary|volunteer)\s+)?(experience|history|employment)(\s+history)?$|^work history$|^employment( history)?$|^career (history|summary)$|^positions held$|^volunteering$/i
const EDUCATION_HEADINGS =
	/^(education|qualifications|education and (qualifications|training)|qualifications and training|training|courses|professional (qualifications|registration)|certifications?)$/i
const SKILLS_HEADINGS = /^((key|core|clinical|technical|professional|it)\s+)?(skills|competencies|competences|abilities|strengths)$/i
const ACHIEVEMENT_HEADINGS = /^((key|notable)\s+)?(achievements|accomplishments|awards)( and awards)?$/i
const OTHER_HEADINGS = /^(profile|personal (profile|statement)|summary|about me|objective|career objective|interests|hobbies|references|contact|personal details|curriculum vitae|cv)$/i

export const CV_HEADINGS = new RegExp(
	[EXPERIENCE_HEADINGS, EDUCATION_HEADINGS, SKILLS_HEADINGS, ACHIEVEMENT_HEADINGS, OTHER_HEADINGS].map((r) => r.source).join('|'),
	'i',
)

type Section = 'header' | 'experience' | 'education' | 'skills' | 'achievements' | 'other'

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?'
const DATE = `(?:${MONTH}\\s+)?(?:19|20)\\d{2}|\\d{1,2}/(?:19|20)?\\d{2}`
const RANGE = new RegExp(
	`\\(?\\s*(?:${DATE})\\s*(?:-|–|—|to|until)\\s*(?:${DATE}|present|current|now|to date|date|ongoing)\\s*\\)?`,
	'i',
)
const SINGLE_YEAR = /\(?\b(?:19|20)\d{2}\b\)?/

const ACHIEVEMENT_VERBS =
	/^(introduced|reduced|improved|increased|led|achieved|awarded|implemented|developed|set up|established|created|designed|won|nominated|recognised|recognized|launched|cut|saved|streamlined|redesigned|presented|published|completed|trained|ran|organised|organized|raised|delivered|helped introduce|co-led|secured)\b/i
/** Achievements that start with something the candidate did (not an award they received). */
const OWN_ACTION =
	/^(introduced|reduced|improved|increased|led|implemented|developed|set up|established|created|designed|launched|cut|saved|streamlined|redesigned|trained|ran|organised|organized|raised|delivered|helped introduce|co-led|secured)\b/i
const RESULT_WORDS = /\d|%|award|recognis|recogniz|nominat|distinction|prize|published|presented|reduc|improv|increas|cut|fewer|faster/i

function section(name: string, current: Section): Section {
	if (EXPERIENCE_HEADINGS.test(name)) return 'experience'
	if (EDUCATION_HEADINGS.test(name)) return 'education'
	if (SKILLS_HEADINGS.test(name)) return 'skills'
	if (ACHIEVEMENT_HEADINGS.test(name)) return 'achievements'
	if (OTHER_HEADINGS.test(name)) return 'other'
	return current
}

/** "Staff Nurse, Ward 4, Riverside Hospital" -> title + organisation. */
function splitHeader(header: string): { title: string; organisation: string | null } {
	const parts = header
		.split(/\s+[|–—]\s+|\s+-\s+|,\s+|\s+at\s+|\s*\|\s*/)
		.map((p) => p.trim().replace(/^[-–—:,|\s]+|[-–—:,|\s]+$/g, ''))
		.filter(Boolean)
	if (!parts.length) return { title: header.trim(), organisation: null }
	const titleAt = Math.max(0, parts.findIndex((p) => ROLE_NOUNS.test(p)))
	const title = parts[titleAt]!
	const rest = parts.filter((_, i) => i !== titleAt)
	return { title, organisation: rest.length ? rest.slice(0, 3).join(', ') : null }
}

function cleanHeader(text: string) {
	return text.replace(RANGE, ' ').replace(/\s+/g, ' ').replace(/^[-–—:,|\s]+|[-–—:,|(\s]+$/g, '').trim()
}

function extractExperience(tagged: Array<{ section: Section; line: Line }>): ExperienceEntry[] {
	const entries: ExperienceEntry[] = []
	let current: ExperienceEntry | null = null
	let pending: string | null = null
	const anyExperienceSection = tagged.some((t) => t.section === 'experience')
	for (const { section: s, line } of tagged) {
		if (anyExperienceSection ? s !== 'experience' : s === 'education' || s === 'skills') {
			pending = null
			continue
		}
		if (!line.text || line.heading) continue
		const range = RANGE.exec(line.text)
		if (range && !line.bullet) {
			const header = cleanHeader(line.text)
			const dates = range[0].replace(/[()]/g, '').trim()
			let source = header
			let organisation: string | null = null
			if (pending && ROLE_NOUNS.test(pending) && !ROLE_NOUNS.test(header)) {
				// "Staff Nurse" on one line, "Riverside Hospital, 2020 - present" on the next
				source = pending
				organisation = header || null
			} else if (!header) {
				source = pending ?? ''
			}
			pending = null
			if (!source) {
				// dates first; the title comes on the next line
				current = { title: '', organisation: null, dates, highlights: [] }
				continue
			}
			const split = splitHeader(source)
			current = { title: split.title, organisation: organisation ?? split.organisation, dates, highlights: [] }
			entries.push(current)
			continue
		}
		if (current && !current.title && !line.bullet) {
			const split = splitHeader(line.text)
			current.title = split.title
			current.organisation = split.organisation
			entries.push(current)
			continue
		}
		if (!line.bullet && line.text.split(/\s+/).length <= 14 && !/[.]$/.test(line.text)) {
			if (current && !current.organisation && !ROLE_NOUNS.test(line.text) && current.highlights.length === 0) {
				current.organisation = line.text.replace(SINGLE_YEAR, '').replace(/[,\s]+$/, '')
				continue
			}
			// a title line whose dates come on the next line
			pending = line.text
			continue
		}
		if (current && current.highlights.length < 6) {
			for (const sentence of line.bullet ? [line.text] : splitSentences(line.text)) {
				current.highlights.push(sentence.replace(/\.$/, ''))
			}
		}
	}
	return entries.filter((e) => e.title && e.title.length <= 80).slice(0, 8)
}

function extractAchievements(tagged: Array<{ section: Section; line: Line }>, experience: ExperienceEntry[]): string[] {
	const found: string[] = []
	for (const { section: s, line } of tagged) {
		if (s === 'achievements' && line.text && !line.heading) found.push(line.text)
	}
	for (const entry of experience) {
		for (const h of entry.highlights) if (ACHIEVEMENT_VERBS.test(h) && RESULT_WORDS.test(h)) found.push(h)
	}
	const cleaned = found.map((a) => shortenPhrase(a.replace(/\.$/, ''), 24))
	const unique = cleaned.filter((a, i) => cleaned.findIndex((b) => b.toLowerCase() === a.toLowerCase()) === i)
	// the candidate's own actions with a measured result first: the strongest evidence
	const strength = (a: string) => (OWN_ACTION.test(a) ? 2 : 0) + (/\d|%/.test(a) ? 1 : 0)
	return unique.sort((a, b) => strength(b) - strength(a)).slice(0, 8)
}

function extractSkills(tagged: Array<{ section: Section; line: Line }>, text: string): string[] {
	const listed: string[] = []
	for (const { section: s, line } of tagged) {
		if (s !== 'skills' || !line.text || line.heading) continue
		for (const item of line.text.split(/\s*[,;•|]\s*|\s+-\s+/)) {
			const t = item.trim().replace(/\.$/, '')
			if (t && t.split(/\s+/).length <= 5) listed.push(t[0]!.toUpperCase() + t.slice(1))
		}
	}
	const lexicon = SKILLS.filter(([, p]) => p.test(text)).map(([label]) => label)
	const all = [...listed, ...lexicon]
	return all.filter((s, i) => all.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i).slice(0, 15)
}

function extractQualifications(tagged: Array<{ section: Section; line: Line }>): string[] {
	return tagged
		.filter(({ section: s, line }) => s === 'education' && line.text && !line.heading && line.text.split(/\s+/).length <= 20)
		.map(({ line }) => line.text.replace(/\.$/, ''))
		.slice(0, 8)
}

export function analyseCv(text: string): CvAnalysis {
	const lines = toLines(text, CV_HEADINGS)
	let current: Section = 'header'
	const tagged = lines.map((line) => {
		if (line.heading) current = section(headingName(line), current)
		return { section: current, line }
	})
	const experience = extractExperience(tagged)
	const skills = extractSkills(tagged, text)
	const keyTerms = [
		...experience.flatMap((e) => [e.title, e.organisation?.split(', ')[0] ?? '']),
		...skills,
	].filter(Boolean)
	return {
		kind: 'cv',
		experience,
		skills,
		achievements: extractAchievements(tagged, experience),
		qualifications: extractQualifications(tagged),
		keyTerms: keyTerms.filter((t, i) => keyTerms.indexOf(t) === i).slice(0, 20),
	}
}
