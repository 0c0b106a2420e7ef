/**
 * Feedback never contradicts the answer, over every graded answer in the repo:
 * quotes are the candidate's own words and show what the line says; a part the
 * answer labels is never reported missing; the rings and the text agree.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { NHS_VALUES } from '#app/lib/nhs-values'
import { analyseAnswerOffline } from '../offline.server'
import { starLabel } from '../star.server'
import { showsElement } from '../structure.server'
import { type CoachResult } from '../types'
import { ELEMENT_TEXT } from './templates.server'

type Graded = { id?: string; question: string; answer: string; kind?: string }

function jsonFiles(dir: string): string[] {
	if (!fs.existsSync(dir)) return []
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const p = path.join(dir, e.name)
		return e.isDirectory() ? jsonFiles(p) : e.name.endsWith('.json') ? [p] : []
	})
}

function load(file: string): Graded[] {
	const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
	const items = Array.isArray(data) ? data : ((data as { items?: unknown[] })?.items ?? [])
	return items.filter(
		(x): x is Graded => typeof x === 'object' && x !== null && typeof (x as Graded).question === 'string' && typeof (x as Graded).answer === 'string',
	)
}

const root = process.cwd()
const files = [
	path.resolve(root, '../shared/eval/calibration-answers.json'),
	...fs
		.readdirSync(path.resolve(root, 'tests/fixtures'))
		.filter((f) => f.endsWith('.json'))
		.map((f) => path.resolve(root, 'tests/fixtures', f)),
	...jsonFiles(path.resolve(root, 'tests/fixtures/coach-corpus')),
].filter((f) => fs.existsSync(f))

const LABELLED_STAR = {
	question: 'Tell me about a time you managed a difficult shift.',
	answer: [
		'Situation: On a Saturday night last March our 24-bed surgical ward had two nurses off sick.',
		'Task: As the nurse in charge, my job was to keep every patient safe and get the shift covered.',
		'Action: I rang the site manager, asked for a bank nurse, and moved our most experienced healthcare assistant to the high-dependency bay.',
		'I reviewed the observations of the four sickest patients myself every hour.',
		'Result: A bank nurse arrived by 11pm, no patient deteriorated unnoticed, and the morning team took over a calm ward.',
		'Since then I have written a short escalation checklist that other nurses in charge now use.',
	].join(' '),
}

const corpus: Graded[] = [...files.flatMap(load), { id: 'labelled-star', ...LABELLED_STAR }]

const norm = (t: string) =>
	t
		.toLowerCase()
		.replace(/[‘’]/g, "'")
		.replace(/[“”]/g, '"')
		.replace(/\s+/g, ' ')
		.trim()

/** Quotes of five words or more: the candidate's sentences, not template phrases. */
function quotes(line: string): string[] {
	return [...line.matchAll(/"([^"]+)"/g)].map((m) => m[1].replace(/\.\.\.$/, '')).filter((q) => q.split(/\s+/).length >= 5)
}

/** The one quote a line gives, whatever its length (it may itself hold quotation marks). */
function onlyQuote(line: string): string {
	const start = line.indexOf('"')
	const end = line.lastIndexOf('"')
	return end > start ? line.slice(start + 1, end).replace(/\.\.\.$/, '') : ''
}

const VALUE_NAME: Record<string, RegExp> = {
	'Care and compassion': /compassion/i,
	'Dignity and respect': /dignity|respect/i,
	'Commitment to quality of care': /quality/i,
	'Improving lives': /improv\w* (people's |patients' )?lives/i,
	'Working together for patients': /working together|teamwork/i,
	'Everyone counts': /everyone counts/i,
}

function check(item: Graded, r: CoachResult) {
	const answer = norm(item.answer)
	const question = norm(item.question)
	const lines = [r.detailedAnalysis, ...r.strengths, ...r.improvements]
	for (const line of lines) {
		for (const q of quotes(line)) {
			const n = norm(q)
			expect(answer.includes(n) || question.includes(n), `quote not in the answer: ${q}`).toBe(true)
		}
		const named = /^You named (.+?) \("/.exec(line)
		if (named) {
			const q = onlyQuote(line)
			for (const v of NHS_VALUES) if (named[1].includes(v)) expect(VALUE_NAME[v].test(q), `${line}`).toBe(true)
		}
		const showed = /^You showed (.+?) through what you did/.exec(line)
		if (showed) {
			const [q] = quotes(line)
			const v = showed[1] as (typeof NHS_VALUES)[number]
			expect((r.evidence.values[v] ?? []).some((s) => norm(s).startsWith(norm(q ?? ''))), line).toBe(true)
		}
		// a line praising a structure element quotes a sentence that shows it
		for (const [key, text] of Object.entries(ELEMENT_TEXT[r.kind])) {
			if (!line.startsWith(`${text.shown}: "`)) continue
			const q = onlyQuote(line)
			if (q) expect(showsElement(r.kind, key, q), line).toBe(true)
		}
		if (line.startsWith('You backed up the outcome with evidence')) expect(/\d/.test(onlyQuote(line)), line).toBe(true)
	}
	// parts the answer labels with content are never reported missing
	const sentences = item.answer.split(/(?<=[.!?])\s+/)
	const labelled = new Set(
		sentences.map((s) => starLabel(s)).flatMap((l) => (l && l.contentWords >= 3 ? [l.part] : [])),
	)
	if (r.starPresent) {
		for (const part of ['situation', 'task', 'result'] as const) {
			if (!labelled.has(part)) continue
			expect(r.improvements).not.toContain(ELEMENT_TEXT.behavioural[part].missing)
			expect(r.detailedAnalysis).not.toMatch(new RegExp(`but not the [^.]*\\b${part}\\b`))
		}
	}
	if ([...sentences].every((s) => !starLabel(s) || (starLabel(s)?.contentWords ?? 0) >= 3))
		expect(r.improvements.join(' ')).not.toMatch(/only list STAR headings/)
	// the rings and the text show the same rounded numbers
	const shown = (label: string) => {
		const m = new RegExp(`\\(${label} (\\d+)%\\)`).exec(r.detailedAnalysis)
		return m ? Number(m[1]) : undefined
	}
	const overall = shown('overall')
	if (overall !== undefined) expect(overall).toBe(Math.round(r.overall * 100))
	const values = shown('NHS values')
	if (values !== undefined) expect(values).toBe(Math.round(r.nhsValues * 100))
	const structure = /\((?:STAR|[a-z]* ?structure) (\d+)%\)/.exec(r.detailedAnalysis)
	if (structure) expect(Number(structure[1])).toBe(Math.round(r.star * 100))
}

describe('feedback never contradicts the answer', () => {
	test('the corpus is there', () => {
		expect(files.length).toBeGreaterThanOrEqual(2)
		expect(corpus.length).toBeGreaterThan(100)
	})

	test.each(corpus.map((c, i) => [c.id ?? `item ${i}`, c] as const))('%s', (_id, item) => {
		const r = analyseAnswerOffline({ question: item.kind ? { text: item.question, kind: item.kind } : item.question, answer: item.answer })
		check(item, r)
	})

	test('a labelled STAR answer is read as STAR: its task is found and its headings are not criticised', () => {
		const r = analyseAnswerOffline(LABELLED_STAR)
		expect(r.starPresent).toMatchObject({ situation: true, task: true, action: true, result: true })
		expect(r.improvements.join(' ')).not.toMatch(/responsibility or goal|STAR headings/)
	})
})
