/**
 * A tiny token-pattern language over lemmas, used by every cue lexicon.
 *
 *   'sit with ~2 @person'   words match lemma or surface form (spelling-folded)
 *   'a|b'                   alternatives
 *   'discriminat*'          prefix
 *   'v:report'              with a POS constraint (v: VERB, n: NOUN, a: ADJ)
 *   '~' / '~3'              a gap of 0..2 / 0..3 tokens (never across . ; : ! ?)
 *   '*'                     exactly one token
 *   'eye? level'            optional element
 *   'do_not|never'          '_' joins a multi-word alternative
 *   "don't"                 contractions are split the way the tokenizer splits them
 *   '@name'                 any word of a named set (see SETS)
 *   '#num'                  a number, number word or numeric entity
 */
import { canon } from './nlp.server'
import { type Tok } from './types'

export const SETS: Record<string, string[]> = {
	person: [
		'him', 'her', 'them', 'patient', 'man', 'woman', 'lady', 'gentleman', 'people', 'person',
		'child', 'resident', 'client', 'relative', 'mother', 'father', 'boy', 'girl', 'someone',
	],
	pron: ['him', 'her', 'them', 'me', 'us'],
	poss: ['his', 'her', 'their', 'my', 'our', 'the'],
	family: [
		'family', 'relative', 'son', 'daughter', 'wife', 'husband', 'sister', 'brother', 'mother',
		'father', 'mum', 'dad', 'partner', 'carer', 'parent', 'grandmother', 'grandfather', 'niece',
		'nephew', 'friend', 'neighbour', 'grandson', 'granddaughter', 'next-of-kin', 'kin',
		'aunt', 'auntie', 'uncle', 'cousin',
	],
	role: [
		'manager', 'supervisor', 'colleague', 'team', 'nurse', 'doctor', 'gp', 'consultant',
		'registrar', 'physio', 'physiotherapist', 'ot', 'therapist', 'worker', 'pharmacist',
		'pharmacy', 'mentor', 'matron', 'sister', 'coordinator', 'co-ordinator', 'receptionist',
		'hca', 'assistant', 'porter', 'dietitian', 'dietician', 'midwife', 'paramedic', 'mdt',
		'surgeon', 'anaesthetist', 'lead', 'senior', 'staff', 'security', 'housekeeper', 'specialist',
		'psychologist', 'psychiatrist', 'partner', 'practitioner', 'clinician', 'educator', 'director',
		'directorate', 'department', 'ward', 'sonographer', 'radiographer', 'radiologist', 'technician',
		'administrator', 'secretary', 'clerk', 'chaplain', 'interpreter', 'volunteer', 'tutor',
		'lecturer', 'teacher', 'boss', 'head', 'officer', 'coworker', 'co-worker', 'peer', 'student',
		'trainee', 'fy1', 'fy2', 'sho', 'houseman', 'charge', 'lead', 'huddle', 'pals',
	],
	distress: [
		'frightened', 'scared', 'anxious', 'anxiety', 'worried', 'worry', 'worrying', 'distressed',
		'distress', 'upset', 'tearful', 'crying', 'cry', 'afraid', 'fear', 'fearful', 'nervous',
		'panic', 'panicking', 'panicked', 'lonely', 'grieving', 'grief', 'bereaved', 'dread',
		'dreaded', 'agitated', 'terrified', 'embarrassed', 'embarrassment', 'ashamed', 'overwhelmed',
		'pain', 'sad', 'low', 'tearful', 'alone', 'confused', 'vulnerable', 'shaken', 'angry',
	],
	info: [
		'history', 'diagnosis', 'record', 'records', 'notes', 'result', 'results', 'condition',
		'details', 'information', 'illness', 'medication', 'medications', 'treatment', 'hiv',
		'pregnancy', 'pregnant', 'status', 'file', 'scan', 'test', 'address', 'name', 'photo',
		'picture', 'photograph', 'selfie', 'x-ray', 'case',
	],
	media: [
		'facebook', 'instagram', 'twitter', 'tiktok', 'whatsapp', 'snapchat', 'social', 'online',
		'internet', 'group', 'chat', 'post', 'story', 'linkedin', 'youtube', 'x',
	],
	when: ['once', 'recently', 'during', 'ago', 'yesterday', 'earlier'],
	numword: [
		'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
		'fifteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'hundred', 'thousand', 'half',
		'dozen', 'double', 'halved',
	],
}

type WordElem = { kind: 'word'; words: Set<string>; prefixes: string[]; pos?: string; optional: boolean }
type NumElem = { kind: 'num'; optional: boolean }
type TokenElem = WordElem | NumElem
type Elem =
	| WordElem
	| { kind: 'alt'; seqs: TokenElem[][]; optional: boolean }
	| { kind: 'gap'; max: number }
	| { kind: 'any' }
	| NumElem

export type Pattern = {
	source: string
	elems: Elem[]
	/** the pattern itself speaks about negation ('not again'), so negation flags are expected */
	negationAware: boolean
}

export type Match = { start: number; end: number; pattern: Pattern }

const POS_PREFIX: Record<string, string> = { v: 'VERB', n: 'NOUN', a: 'ADJ', r: 'ADV' }
const HARD_STOPS = new Set(['.', ';', ':', '!', '?'])
const NEGATION_WORDS = new Set(['not', "n't", 'no', 'never', 'nothing', 'without', 'nobody'])

/** Split a written word the way wink tokenizes it: don't -> do n't, i'm -> i 'm. */
function splitContraction(word: string): string[] {
	const w = word.replace(/’/g, "'")
	if (w === "can't") return ['ca', "n't"]
	if (w === "won't") return ['wo', "n't"]
	if (w === "shan't") return ['sha', "n't"]
	const neg = /^(.+)n't$/.exec(w)
	if (neg) return [neg[1], "n't"]
	const clitic = /^(.+)('s|'m|'re|'ve|'d|'ll)$/.exec(w)
	if (clitic) return [clitic[1], clitic[2]]
	return [w]
}

function compileElem(raw: string): Elem {
	if (!raw.startsWith('~') && raw !== '*') {
		let body = raw
		let optional = false
		if (body.endsWith('?') && body.length > 1) {
			optional = true
			body = body.slice(0, -1)
		}
		const alts = body.split('|')
		const multi = alts.some((a) => a.includes('_') || splitContraction(a).length > 1)
		if (multi) {
			const seqs = alts.map((a) =>
				a
					.split('_')
					.flatMap(splitContraction)
					.map((w) => {
						const e = compileSimple(w)
						if (e.kind !== 'word' && e.kind !== 'num') throw new Error(`bad alternative in pattern: ${raw}`)
						return e
					}),
			)
			return { kind: 'alt', seqs, optional }
		}
	}
	return compileSimple(raw)
}

function compileSimple(raw: string): Elem {
	if (raw === '*') return { kind: 'any' }
	if (raw.startsWith('~')) return { kind: 'gap', max: raw.length > 1 ? Number(raw.slice(1)) : 2 }
	let optional = false
	let body = raw
	if (body.endsWith('?') && body.length > 1) {
		optional = true
		body = body.slice(0, -1)
	}
	if (body === '#num') return { kind: 'num', optional }
	let pos: string | undefined
	const m = /^([vnar]):(.+)$/.exec(body)
	if (m) {
		pos = POS_PREFIX[m[1]]
		body = m[2]
	}
	const words = new Set<string>()
	const prefixes: string[] = []
	for (const alt of body.split('|')) {
		if (alt.startsWith('@')) {
			const set = SETS[alt.slice(1)]
			if (!set) throw new Error(`unknown set ${alt}`)
			for (const w of set) words.add(canon(w))
		} else if (alt.endsWith('*')) {
			prefixes.push(canon(alt.slice(0, -1)))
		} else {
			words.add(canon(alt))
		}
	}
	return { kind: 'word', words, prefixes, pos, optional }
}

export function compile(source: string): Pattern {
	const parts = source.trim().split(/\s+/)
	const elems = parts.map(compileElem)
	const negationAware = parts.some((p) =>
		p
			.replace(/\?$/, '')
			.split(/[|_]/)
			.flatMap(splitContraction)
			.some((w) => NEGATION_WORDS.has(w)),
	)
	return { source, elems, negationAware }
}

const NUMBER_ENTITIES = new Set(['CARDINAL', 'PERCENT', 'DURATION', 'MONEY', 'ORDINAL', 'TIME'])

export function isNumberTok(t: Tok): boolean {
	return (
		t.type === 'number' ||
		t.type === 'ordinal' ||
		(t.entity !== undefined && NUMBER_ENTITIES.has(t.entity) && /\d|[a-z]/.test(t.norm) && t.pos === 'NUM') ||
		/^\d/.test(t.norm) ||
		SETS.numword.includes(t.norm)
	)
}

function testOne(e: TokenElem, t: Tok): boolean {
	return e.kind === 'num' ? isNumberTok(t) : testWord(e, t)
}

function testWord(e: WordElem, t: Tok): boolean {
	if (e.pos && t.pos !== e.pos) return false
	if (e.words.has(t.lemma) || e.words.has(t.norm)) return true
	for (const p of e.prefixes) if (t.norm.startsWith(p) || t.lemma.startsWith(p)) return true
	return false
}

function matchAt(tokens: Tok[], elems: Elem[], ei: number, ti: number): number {
	if (ei === elems.length) return ti
	const e = elems[ei]
	switch (e.kind) {
		case 'gap': {
			for (let k = 0; k <= e.max; k++) {
				const at = ti + k
				if (at > tokens.length) break
				if (k > 0 && HARD_STOPS.has(tokens[at - 1].norm)) break
				const r = matchAt(tokens, elems, ei + 1, at)
				if (r >= 0) return r
			}
			return -1
		}
		case 'any':
			return ti < tokens.length ? matchAt(tokens, elems, ei + 1, ti + 1) : -1
		case 'num': {
			if (ti < tokens.length && isNumberTok(tokens[ti])) {
				const r = matchAt(tokens, elems, ei + 1, ti + 1)
				if (r >= 0) return r
			}
			return e.optional ? matchAt(tokens, elems, ei + 1, ti) : -1
		}
		case 'alt': {
			for (const seq of e.seqs) {
				let at = ti
				let ok = true
				for (const w of seq) {
					if (at < tokens.length && testOne(w, tokens[at])) at++
					else {
						ok = false
						break
					}
				}
				if (!ok) continue
				const r = matchAt(tokens, elems, ei + 1, at)
				if (r >= 0) return r
			}
			return e.optional ? matchAt(tokens, elems, ei + 1, ti) : -1
		}
		case 'word': {
			if (ti < tokens.length && testWord(e, tokens[ti])) {
				const r = matchAt(tokens, elems, ei + 1, ti + 1)
				if (r >= 0) return r
			}
			return e.optional ? matchAt(tokens, elems, ei + 1, ti) : -1
		}
	}
}

/** All non-overlapping-by-start matches of a pattern in a sentence. */
export function findAll(tokens: Tok[], pattern: Pattern): Match[] {
	const out: Match[] = []
	for (let i = 0; i < tokens.length; i++) {
		const first = pattern.elems[0]
		if (first.kind === 'word' && !first.optional && !testWord(first, tokens[i])) continue
		if (first.kind === 'alt' && !first.optional && !first.seqs.some((q) => testOne(q[0], tokens[i]))) continue
		const end = matchAt(tokens, pattern.elems, 0, i)
		if (end > i) {
			if (!pattern.negationAware && tokens.slice(i, end).some((t) => t.neg)) continue
			out.push({ start: i, end, pattern })
			i = end - 1
		}
	}
	return out
}

export function has(tokens: Tok[], pattern: Pattern): boolean {
	return findAll(tokens, pattern).length > 0
}

export type Cue<K extends string = string> = { key: K; pattern: Pattern; weight: number }

/** Compile a table of [pattern, weight] pairs for one key. */
export function cues<K extends string>(key: K, table: Array<[string, number]>): Cue<K>[] {
	return table.map(([source, weight]) => ({ key, pattern: compile(source), weight }))
}

/** Words that a pattern's first required element can match, if that is a plain word list. */
function anchorWords(p: Pattern): string[] | undefined {
	const first = p.elems[0]
	if (!first) return undefined
	if (first.kind === 'word' && !first.optional && !first.prefixes.length) return [...first.words]
	if (first.kind === 'alt' && !first.optional) {
		const out: string[] = []
		for (const seq of first.seqs) {
			const w = seq[0]
			if (w.kind !== 'word' || w.prefixes.length) return undefined
			out.push(...w.words)
		}
		return out
	}
	return undefined
}

export type CueMatch<K extends string> = { cue: Cue<K>; match: Match }

/**
 * Index a cue table by the words its patterns start with, so a sentence is only
 * tested against patterns that can match it. Returns a matcher.
 */
export function indexCues<K extends string>(table: Cue<K>[]): (tokens: Tok[]) => CueMatch<K>[] {
	const byWord = new Map<string, Cue<K>[]>()
	const always: Cue<K>[] = []
	for (const cue of table) {
		const words = anchorWords(cue.pattern)
		if (!words) {
			always.push(cue)
			continue
		}
		for (const w of words) {
			const list = byWord.get(w)
			if (list) list.push(cue)
			else byWord.set(w, [cue])
		}
	}
	const order = new Map(table.map((c, i) => [c, i]))
	return (tokens) => {
		const candidates = new Set<Cue<K>>(always)
		for (const t of tokens) {
			for (const key of [t.lemma, t.norm]) {
				const list = byWord.get(key)
				if (list) for (const c of list) candidates.add(c)
			}
		}
		const out: CueMatch<K>[] = []
		for (const cue of [...candidates].sort((a, b) => order.get(a)! - order.get(b)!)) {
			for (const match of findAll(tokens, cue.pattern)) out.push({ cue, match })
		}
		return out
	}
}
