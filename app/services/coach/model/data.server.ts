/** Graded answer sets (corpus, calibration, holdouts): loading a file or a folder of them. */
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { calibrationItemSchema } from '../calibration.server'
import { TRAP_CONCERNS } from '../types'

/** The graded sets the learned coach is trained on (paths from the repository's root). */
export const TRAINING_SETS = [
	'tests/fixtures/coach-corpus',
	'../shared/eval/calibration-answers.json',
	'tests/fixtures/holdout-answers.json',
	'tests/fixtures/holdout-2-answers.json',
	'tests/fixtures/holdout-3-answers.json',
	'tests/fixtures/holdout-4-answers.json',
]

export const gradedItemSchema = calibrationItemSchema.extend({
	author: z.string().optional(),
	bait: z.boolean().optional(),
	offTopic: z.boolean().optional(),
	why: z.string().optional(),
	/** a trap's main concern */
	concern: z.enum(TRAP_CONCERNS).optional(),
	/** a trap's: the passages (verbatim) that carry its concern; bait's: those that sound alarming but are handled well */
	flagged: z.array(z.string()).optional(),
})
export type GradedItem = z.infer<typeof gradedItemSchema> & {
	/** who wrote it: the corpus author, else the file it came from */
	source: string
}

function sourceOf(file: string): string {
	const base = path.basename(file, '.json')
	if (base === 'calibration-answers') return 'calibration'
	const m = /^holdout(?:-(\d+))?-answers$/.exec(base)
	if (m) return `holdout-${m[1] ?? '1'}`
	return base
}

function jsonFiles(target: string): string[] {
	const stat = fs.statSync(target)
	if (stat.isFile()) return [target]
	return fs
		.readdirSync(target, { withFileTypes: true })
		.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
		.flatMap((e) => {
			const p = path.join(target, e.name)
			if (e.isDirectory()) return jsonFiles(p)
			return e.name.endsWith('.json') ? [p] : []
		})
}

/** Load every graded item under the given files or folders; items that do not parse are reported and skipped. */
export function loadGraded(targets: string[], warn: (msg: string) => void = () => {}): GradedItem[] {
	const out: GradedItem[] = []
	const ids = new Set<string>()
	for (const target of targets) {
		if (!fs.existsSync(target)) {
			warn(`missing: ${target}`)
			continue
		}
		for (const file of jsonFiles(target)) {
			let raw: unknown
			try {
				raw = JSON.parse(fs.readFileSync(file, 'utf8'))
			} catch {
				warn(`not JSON: ${file}`)
				continue
			}
			if (!Array.isArray(raw)) {
				warn(`not an array: ${file}`)
				continue
			}
			for (const entry of raw) {
				const parsed = gradedItemSchema.safeParse(entry)
				if (!parsed.success) {
					warn(`skipped an item in ${file}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`)
					continue
				}
				const item = parsed.data
				const id = item.id
				if (ids.has(id)) {
					warn(`duplicate id ${id} in ${file}`)
					continue
				}
				ids.add(id)
				out.push({ ...item, source: item.author ?? sourceOf(file) })
			}
		}
	}
	return out
}

/** Labels added to graded traps by annotators (the concern and the passages carrying it), by answer id. */
export const TRAP_ANNOTATIONS = 'tests/fixtures/trap-annotations'

const annotationSchema = z.array(z.object({ id: z.string(), concern: z.enum(TRAP_CONCERNS), flagged: z.array(z.string()).min(1) }))

/**
 * The items with each annotation in `folder` merged in, where the item has none of its own
 * (an author's own labels win). Annotation files that do not parse are reported and skipped.
 */
export function withTrapAnnotations(items: GradedItem[], folder: string, warn: (msg: string) => void = () => {}): GradedItem[] {
	if (!fs.existsSync(folder)) return items
	const byId = new Map<string, { concern: GradedItem['concern']; flagged: string[] }>()
	for (const file of jsonFiles(folder)) {
		const parsed = annotationSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
		if (!parsed.success) {
			warn(`skipped annotations in ${file}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`)
			continue
		}
		for (const a of parsed.data) byId.set(a.id, a)
	}
	return items.map((item) => {
		const a = byId.get(item.id)
		return a && !item.flagged ? { ...item, concern: item.concern ?? a.concern, flagged: a.flagged } : item
	})
}

/** Answers to the same question share a group (whitespace and case folded). */
export function questionKey(q: string): string {
	return q.toLowerCase().replace(/\s+/g, ' ').trim()
}
