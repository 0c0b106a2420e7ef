/**
 * Shallow linguistic analysis of an answer: sentence segmentation, POS tags and
 * lemmas from wink-nlp (model loaded once, lazily), then a rule-based pass that
 * gives every verb a subject (I / we / you / someone else) and a mode (past,
 * present, hypothetical, ...). Everything downstream works on this structure.
 */
import winkNLP, { type ItemEntity, type ItemSentence, type ItemToken, type WinkMethods } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'
import {
	type ParsedAnswer,
	type Person,
	type Sentence,
	type Tok,
	type VerbInfo,
	type VerbMode,
} from './types'

let nlpSingleton: WinkMethods | undefined

/** The wink-nlp instance, created on first use. */
export function getNlp(): WinkMethods {
	nlpSingleton ??= winkNLP(model, ['sbd', 'negation', 'pos', 'ner'])
	return nlpSingleton
}

/** Longest text analysed in full (characters); the word count still covers everything. */
const MAX_ANALYSED_CHARS = 30_000
/** Sentences longer than this (tokens) are split into clause-sized chunks. */
const CHUNK_TOKENS = 60

/**
 * Lower-case a word and fold British/American spelling variants onto one key,
 * so lexicons written either way match (apologise/apologize, centre/center).
 */
export function canon(word: string): string {
	let w = word.toLowerCase().replace(/[’‘`´]/g, "'")
	if (w.length > 4) {
		w = w
			.replace(/is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1')
			.replace(/ys(e|es|ed|ing)$/, 'yz$1')
			.replace(/our(s|ed|ing|ite|able)?$/, 'or$1')
			.replace(/tre(s)?$/, 'ter$1')
			.replace(/amme(s)?$/, 'am$1')
	}
	return w
}

const IRREGULAR_LEMMAS: Record<string, string> = {
	learnt: 'learn',
	spelt: 'spell',
	burnt: 'burn',
	dreamt: 'dream',
	leant: 'lean',
	spoilt: 'spoil',
	smelt: 'smell',
	dealt: 'deal',
}

/** Verbs whose past form equals the base form: tense comes from context. */
const INVARIANT_VERBS = new Set([
	'set',
	'put',
	'let',
	'cut',
	'hit',
	'read',
	'shut',
	'spread',
	'cost',
	'hurt',
	'quit',
	'split',
	'upset',
	'reset',
	'broadcast',
	'input',
	'forecast',
])

const SUBJECT_PRONOUNS: Record<string, Person> = {
	i: 'i',
	we: 'we',
	you: 'you',
	he: 'third',
	she: 'third',
	they: 'third',
	it: 'third',
	someone: 'third',
	somebody: 'third',
	everyone: 'third',
	everybody: 'third',
	nobody: 'third',
	nothing: 'third',
	this: 'third',
	there: 'third',
}
const OBJECT_PRONOUNS = new Set([
	'me',
	'him',
	'her',
	'them',
	'us',
	'it',
	'myself',
	'himself',
	'herself',
	'themselves',
	'ourselves',
	'yourself',
])
const REFLEXIVES = new Set(['myself', 'himself', 'herself', 'themselves', 'ourselves', 'yourself', 'itself'])
/** keep him informed, saw her admitted: a participle after the object describes it */
const COMPLEMENT_VERBS = new Set(['keep', 'get', 'have', 'find', 'leave', 'feel', 'make', 'want', 'need', 'like', 'see', 'hear', 'watch', 'notice'])
const DOMAIN_NOUNS = new Set([
	'ward', 'wards', 'clinic', 'rota', 'bay', 'theatre', 'unit', 'hospice', 'surgery', 'placement',
	'huddle', 'handover', 'matron', 'gp', 'physio', 'mdt', 'datix', 'obs', 'sats', 'news2',
].map(canon))
const RELATIVES = new Set(['who', 'which', 'that', 'what', 'whoever', 'whatever'])
const SUBORDINATORS = new Set([
	'because',
	'when',
	'while',
	'although',
	'though',
	'since',
	'so',
	'that',
	'who',
	'which',
	'what',
	'where',
	'whether',
	'why',
	'how',
	'until',
	'before',
	'after',
	'as',
	'until',
	'till',
	'once',
	'whenever',
])

const MODALS: Record<string, string> = {
	would: 'would',
	"'d": 'would',
	should: 'should',
	might: 'might',
	may: 'may',
	will: 'will',
	"'ll": 'will',
	wo: 'will',
	shall: 'will',
	can: 'can',
	ca: 'can',
	could: 'could',
	must: 'must',
}
const PAST_BE = new Set(['was', 'were'])
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'these', 'those', 'his', 'my', 'our', 'their', 'its', 'your', 'every', 'each', 'some', 'any', 'no'])

const HABITUAL = new Set([
	'always',
	'usually',
	'normally',
	'generally',
	'typically',
	'regularly',
	'often',
	'routinely',
	'whenever',
	'constantly',
])
const HABITUAL_NOUNS = new Set(['day', 'week', 'time', 'shift', 'patient', 'morning', 'month'])

/** Words that name the framework rather than describe an experience. */
const META_LEMMAS = new Set([
	'situation',
	'task',
	'action',
	'result',
	'star',
	'method',
	'value',
	'nhs',
	'care',
	'compassion',
	'compassionate',
	'dignity',
	'respect',
	'commitment',
	'quality',
	'improve',
	'life',
	'work',
	'together',
	'patient',
	'everyone',
	'count',
	'good',
	'take',
	'show',
	'use',
	'structure',
	'answer',
	'example',
	'important',
	'great',
	'nice',
	'positive',
	'outcome',
	'way',
	'thing',
])

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'NUM'])

function isWordLike(t: Tok) {
	return t.type === 'word' || t.type === 'number' || t.type === 'time' || t.type === 'ordinal'
}

/** A verb form that looks like a past tense or past participle. */
export function looksPast(t: Tok): boolean {
	if (t.norm.endsWith('ed') && t.norm.length > 3) return true
	if (t.norm === t.lemma) return false
	if (t.norm.endsWith('ing')) return false
	if (t.norm.endsWith('s') && !t.norm.endsWith('ss')) {
		// phones, says: present; but 'was', 'has' are handled as auxiliaries
		return false
	}
	return true
}

type RawSentence = { text: string; tokens: Tok[] }

/** follow - up -> follow-up (one noun-like token), so compounds are not read as verbs. */
function mergeHyphenated(tokens: Tok[], pres: string[]) {
	for (let i = 1; i < tokens.length - 1; i++) {
		const h = tokens[i]
		if (h.text !== '-' || pres[i] !== '' || pres[i + 1] !== '') continue
		const a = tokens[i - 1]
		const b = tokens[i + 1]
		if (a.type !== 'word' || (b.type !== 'word' && b.type !== 'number')) continue
		const text = `${a.text}-${b.text}`
		tokens.splice(i - 1, 3, {
			text,
			norm: canon(text),
			lemma: canon(`${a.lemma}-${b.lemma}`),
			pos:
				b.pos === 'VERB' && ['double', 'cross', 're', 'pre', 'co', 'over', 'under', 'self'].includes(a.norm)
					? 'VERB'
					: b.pos === 'NOUN' || a.pos === 'NOUN'
						? 'NOUN'
						: 'ADJ',
			type: 'word',
			neg: a.neg,
			stop: false,
			entity: a.entity ?? b.entity,
		})
		pres.splice(i, 2)
		i--
	}
}

function readTokens(text: string): RawSentence[] {
	const nlp = getNlp()
	const its = nlp.its
	const doc = nlp.readDoc(text)
	const entityOf = new Map<number, string>()
	doc.entities().each((e: ItemEntity) => {
		const type = String(e.out(its.type))
		e.tokens().each((t: ItemToken) => {
			entityOf.set(t.index(), type)
		})
	})
	const out: RawSentence[] = []
	doc.sentences().each((s: ItemSentence) => {
		const tokens: Tok[] = []
		const pres: string[] = []
		s.tokens().each((t: ItemToken) => {
			const surface = t.out()
			const type = String(t.out(its.type))
			let pos = String(t.out(its.pos))
			const norm = canon(surface)
			// wink's typings declare lemma with a different signature; it works as an its-function
			let lemma = canon(String(t.out(its.lemma as unknown as typeof its.pos)))
			const neg = Boolean(t.out(its.negationFlag))
			const stop = Boolean(t.out(its.stopWordFlag))
			const entity = entityOf.get(t.index())
			const pre = String(t.out(its.precedingSpaces))
			if (norm === "i'm") {
				tokens.push({ text: surface.slice(0, 1), norm: 'i', lemma: 'i', pos: 'PRON', type, neg, stop: true })
				tokens.push({ text: surface.slice(1), norm: "'m", lemma: 'be', pos: 'AUX', type, neg, stop: true })
				pres.push(pre, '')
				return
			}
			if (IRREGULAR_LEMMAS[norm]) {
				lemma = IRREGULAR_LEMMAS[norm]
				pos = 'VERB'
			}
			tokens.push({ text: surface, norm, lemma, pos, type, neg, stop, entity })
			pres.push(pre)
		})
		mergeHyphenated(tokens, pres)
		out.push({ text: s.out().trim(), tokens })
		// keep the spacing so chunks can be re-assembled as the candidate wrote them
		;(out[out.length - 1] as RawSentence & { pres?: string[] }).pres = pres
	})
	return out
}

type Piece = { text: string; tokens: Tok[]; verbs: VerbInfo[] }

/**
 * Split an over-long (often unpunctuated, spoken) sentence at clause joints. Verbs
 * are analysed on the whole sentence first so subjects carry across the pieces.
 */
function chunkSentence(s: RawSentence & { pres?: string[] }): Piece[] {
	const verbs = analyseVerbs(s.tokens)
	if (s.tokens.length <= CHUNK_TOKENS) return [{ text: s.text, tokens: s.tokens, verbs }]
	const pres = s.pres ?? s.tokens.map(() => ' ')
	const cuts: number[] = [0]
	let start = 0
	for (let i = 1; i < s.tokens.length; i++) {
		const len = i - start
		const tok = s.tokens[i]
		const prev = s.tokens[i - 1]
		const afterPunct = prev.norm === ',' || prev.norm === ';'
		const atJoint = afterPunct || ['and', 'so', 'then', 'but', 'because', 'which'].includes(tok.norm)
		if ((atJoint && len >= 20 && s.tokens.length - i >= 8) || len >= 50) {
			cuts.push(i)
			start = i
		}
	}
	cuts.push(s.tokens.length)
	const pieces: Piece[] = []
	for (let k = 0; k < cuts.length - 1; k++) {
		const a = cuts[k]
		const b = cuts[k + 1]
		const toks = s.tokens.slice(a, b)
		const text = toks
			.map((t, j) => (j === 0 ? '' : pres[a + j]) + t.text)
			.join('')
			.trim()
		pieces.push({
			text,
			tokens: toks,
			verbs: verbs.filter((v) => v.at >= a && v.at < b).map((v) => ({ ...v, at: v.at - a })),
		})
	}
	return pieces
}

function nextIndex(tokens: Tok[], from: number, skip: (t: Tok) => boolean): number {
	let j = from
	while (j < tokens.length && skip(tokens[j])) j++
	return j
}

const isAdvLike = (t: Tok) => t.pos === 'ADV' || (t.pos === 'PART' && t.lemma === 'not')

/**
 * Give every verb a subject and a mode. A deliberately shallow parser: it tracks
 * the most recent subject, the auxiliary chain, 'to'/'if' markers, subordinate
 * clauses (whose subject is dropped again at the next comma) and coordination
 * (a bare verb after 'and' shares the frame of the verb before it).
 */
export function analyseVerbs(tokens: Tok[]): VerbInfo[] {
	const verbs: VerbInfo[] = []
	let subject: Person = 'none'
	let savedSubject: Person | undefined
	let aux: Tok[] = []
	let toMark = false
	let conditional = false
	let lastFinite: VerbInfo | undefined
	let afterObjectPronoun = false
	let coordinated = false

	const resetChain = () => {
		aux = []
		toMark = false
		afterObjectPronoun = false
	}
	const setSubject = (p: Person) => {
		subject = p
		resetChain()
		coordinated = false
		lastFinite = undefined
	}

	for (let i = 0; i < tokens.length; i++) {
		const t = tokens[i]
		const nxt = tokens[nextIndex(tokens, i + 1, isAdvLike)] as Tok | undefined

		if (t.pos === 'PUNCT' || t.type === 'punctuation' || t.type === 'symbol') {
			if ([',', ';', ':', '-', '(', ')'].includes(t.norm)) {
				conditional = false
				if (savedSubject) {
					subject = savedSubject
					savedSubject = undefined
				}
				coordinated = true
			}
			resetChain()
			continue
		}
		if (t.norm === 'if' || t.norm === 'unless') {
			conditional = true
			if (!savedSubject) savedSubject = subject
			resetChain()
			continue
		}
		if (t.pos === 'CCONJ') {
			coordinated = true
			// 'I made a chart showing who does what and put it up': a bare predicate after
			// a subordinate clause goes back to the main clause's subject
			if (savedSubject && nxt?.pos === 'VERB' && !nxt.norm.endsWith('ing')) {
				subject = savedSubject
				savedSubject = undefined
			}
			resetChain()
			continue
		}
		if (SUBORDINATORS.has(t.norm) && ['SCONJ', 'PRON', 'ADV', 'DET', 'ADP'].includes(t.pos)) {
			if (!savedSubject && subject !== 'none') savedSubject = subject
		}
		// subjects
		if (t.pos === 'PRON' && SUBJECT_PRONOUNS[t.norm] && !(t.norm === 'it' && aux.length)) {
			const weak = t.norm === 'it' || t.norm === 'this' || t.norm === 'there' || t.norm === 'nothing'
			if (!weak || (nxt && (nxt.pos === 'AUX' || nxt.pos === 'VERB'))) {
				setSubject(SUBJECT_PRONOUNS[t.norm])
				continue
			}
		}
		if (RELATIVES.has(t.norm) && nxt && (nxt.pos === 'AUX' || nxt.pos === 'VERB')) {
			setSubject('third')
			continue
		}
		if (
			(t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'NUM') &&
			nxt &&
			(nxt.pos === 'AUX' || (nxt.pos === 'VERB' && !nxt.norm.endsWith('ing')))
		) {
			setSubject('third')
			continue
		}
		if (t.pos === 'PRON' && OBJECT_PRONOUNS.has(t.norm)) {
			afterObjectPronoun = true
			continue
		}
		if (t.norm === 'to' && (t.pos === 'PART' || (nxt && nxt.pos === 'VERB'))) {
			toMark = true
			continue
		}
		let isVerb = t.pos === 'VERB'
		let asMainAux = false
		if (t.pos === 'AUX') {
			const follow = nxt
			const continuesChain = follow && (follow.pos === 'VERB' || follow.pos === 'AUX')
			if (continuesChain || MODALS[t.norm]) {
				aux.push(t)
				continue
			}
			if (['be', 'have', 'do'].includes(t.lemma)) {
				isVerb = true
				asMainAux = true
			} else {
				aux.push(t)
				continue
			}
		}
		// healthcare nouns that the general-purpose tagger often reads as verbs
		if (isVerb && !asMainAux && DOMAIN_NOUNS.has(t.norm)) isVerb = false
		if (isVerb && /(thing|body|one)$/.test(t.norm) && /^(every|no|some|any)/.test(t.norm)) isVerb = false
		// wink sometimes tags a verb as a noun/adjective right after a subject or auxiliary
		if (!isVerb && (t.pos === 'NOUN' || t.pos === 'ADJ')) {
			const prev = tokens[i - 1]
			if (
				prev &&
				((prev.pos === 'PRON' && SUBJECT_PRONOUNS[prev.norm] === 'i' && t.norm.endsWith('ed')) ||
					(prev.norm === "n't" && aux.some((a) => a.lemma === 'do')))
			) {
				isVerb = true
			}
		}
		// the stroke ward, my follow-up: a 'verb' straight after a determiner is a noun
		if (isVerb && !asMainAux && i > 0 && DETERMINERS.has(tokens[i - 1].norm)) isVerb = false
		// on the stroke ward I worked: a 'verb' between a noun and a subject pronoun is a noun
		if (
			isVerb &&
			!asMainAux &&
			i > 0 &&
			['NOUN', 'PROPN', 'ADJ'].includes(tokens[i - 1].pos) &&
			nxt?.pos === 'PRON' &&
			SUBJECT_PRONOUNS[nxt.norm] &&
			!looksPast(t)
		)
			isVerb = false
		if (!isVerb) {
			if (t.pos !== 'ADV' && t.pos !== 'PART') afterObjectPronoun = false
			continue
		}
		// kept myself organised, a careful and organised person: adjectival participles
		const prevTok = tokens[i - 1]
		const complementOfObject =
			afterObjectPronoun &&
			(REFLEXIVES.has(prevTok?.norm ?? '') || (lastFinite && COMPLEMENT_VERBS.has(lastFinite.lemma)))
		if (
			!asMainAux &&
			!aux.length &&
			looksPast(t) &&
			(complementOfObject ||
				(prevTok && ['DET', 'ADJ', 'ADP', 'CCONJ'].includes(prevTok.pos) && nxt?.pos === 'NOUN'))
		) {
			afterObjectPronoun = false
			continue
		}

		const negated = t.neg || aux.some((a) => a.lemma === 'not' || a.norm === "n't")
		let mode: VerbMode
		let passive = false
		let governor: string | undefined
		const modal = aux.map((a) => MODALS[a.norm]).find(Boolean)
		const haveAux = aux.find((a) => a.lemma === 'have')
		const beAux = aux.find((a) => a.lemma === 'be')
		const doAux = aux.find((a) => a.lemma === 'do')
		const participle = looksPast(t) || INVARIANT_VERBS.has(t.lemma)
		const selfBe = asMainAux && t.lemma === 'be'
		const selfHave = asMainAux && t.lemma === 'have'
		const bare = t.norm === t.lemma && !looksPast(t)

		if (toMark && !asMainAux) {
			mode = 'infinitive'
			governor = lastFinite?.lemma
		} else if (afterObjectPronoun && !asMainAux && bare && lastFinite) {
			// made me realise, let him hold: bare infinitive complement
			mode = 'infinitive'
			governor = lastFinite.lemma
		} else if (t.norm.endsWith('ing') && !beAux && !asMainAux) {
			mode = 'gerund'
		} else if (modal) {
			const dAux = aux.find((a) => a.norm === "'d")
			if (modal === 'would' && dAux && (participle || aux.some((a) => a.norm === 'been'))) {
				mode = 'past'
			} else if (modal === 'would' || modal === 'should' || modal === 'might') {
				mode = 'hypothetical'
			} else if (modal === 'will') {
				mode = 'future'
			} else {
				mode = 'modal'
			}
		} else if (haveAux) {
			mode = haveAux.norm === 'had' || haveAux.norm === "'d" ? 'past' : 'perfect'
		} else if (beAux) {
			mode = PAST_BE.has(beAux.norm) ? 'past' : 'present'
			if (aux.some((a) => a.norm === 'been')) mode = 'perfect'
			passive = participle && !t.norm.endsWith('ing')
		} else if (doAux) {
			mode = doAux.norm === 'did' ? 'past' : 'present'
		} else if (selfBe) {
			mode = PAST_BE.has(t.norm) ? 'past' : t.norm === 'been' ? 'perfect' : 'present'
		} else if (selfHave) {
			mode = t.norm === 'had' ? 'past' : 'present'
		} else if (
			coordinated &&
			bare &&
			lastFinite &&
			['hypothetical', 'future', 'modal'].includes(lastFinite.mode)
		) {
			// I would talk to them and explain ...
			mode = lastFinite.mode
		} else if (coordinated && bare && lastFinite?.mode === 'infinitive') {
			mode = 'infinitive'
			governor = lastFinite.governor
		} else if (looksPast(t)) {
			mode = 'past'
		} else if (INVARIANT_VERBS.has(t.lemma) && bare) {
			mode = 'present'
			governor = '?invariant'
		} else {
			mode = 'present'
		}
		const info: VerbInfo = {
			at: i,
			lemma: t.lemma,
			subject,
			mode,
			passive,
			negated,
			conditional,
		}
		if (governor) info.governor = governor
		verbs.push(info)
		if (mode !== 'gerund') lastFinite = info
		resetChain()
		coordinated = false
	}
	// invariant verbs (set, put, let...) take the tense of their neighbours
	const clear = verbs.filter(
		(v) => v.governor !== '?invariant' && (v.mode === 'past' || v.mode === 'present'),
	)
	for (const v of verbs) {
		if (v.governor !== '?invariant') continue
		delete v.governor
		const near = clear.reduce<VerbInfo | undefined>(
			(best, c) => (!best || Math.abs(c.at - v.at) < Math.abs(best.at - v.at) ? c : best),
			undefined,
		)
		v.mode = near?.mode ?? (v.subject === 'i' || v.subject === 'we' ? 'past' : 'present')
	}
	return verbs
}

function isHabitual(tokens: Tok[]): boolean {
	for (let i = 0; i < tokens.length; i++) {
		const t = tokens[i]
		if (HABITUAL.has(t.norm)) return true
		if ((t.norm === 'every' || t.norm === 'each') && tokens[i + 1] && HABITUAL_NOUNS.has(tokens[i + 1].lemma))
			return true
		if (t.norm === 'all' && tokens[i + 1]?.norm === 'the' && tokens[i + 2]?.norm === 'time') return true
		if (t.lemma === 'tend' && tokens[i + 1]?.norm === 'to') return true
	}
	return false
}

function isVacuous(tokens: Tok[]): boolean {
	const content = tokens.filter(
		(t) => CONTENT_POS.has(t.pos) && !t.stop && isWordLike(t) && t.norm.length > 1,
	)
	if (content.length < 2) return false
	const meta = content.filter((t) => META_LEMMAS.has(t.lemma) || META_LEMMAS.has(t.norm))
	return meta.length / content.length >= 0.7
}

/** Remove control characters; keep the text otherwise as the candidate wrote it. */
export function cleanText(input: unknown): string {
	const s = typeof input === 'string' ? input : input == null ? '' : String(input)
	return s
		.replace(/\r\n?/g, '\n')
		// eslint-disable-next-line no-control-regex
		.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200D\uFEFF]/g, ' ')
		.trim()
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu

/** Words in the text; scripts written without spaces count a word per character. */
export function countWords(text: string): number {
	const cjk = text.match(CJK)?.length ?? 0
	const m = text.replace(CJK, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)
	return (m ? m.length : 0) + cjk
}

function letterStats(text: string) {
	const letters = text.match(/\p{L}/gu)?.length ?? 0
	const latin = text.match(/[A-Za-z\u00C0-\u024F]/g)?.length ?? 0
	return { letters, nonLatinRate: letters ? 1 - latin / letters : 0 }
}

/** Parse an answer into analysed sentences. Never throws on odd input. */
export function parseAnswer(input: unknown): ParsedAnswer {
	const raw = cleanText(input)
	const words = countWords(raw)
	// analyse a bounded prefix, and cut absurdly long 'words' (pasted junk) that slow the tokenizer
	const analysed = (raw.length > MAX_ANALYSED_CHARS ? raw.slice(0, MAX_ANALYSED_CHARS) : raw).replace(
		/\S{60,}/g,
		(m) => `${m.slice(0, 40)}...`,
	)
	const { nonLatinRate } = letterStats(analysed)
	const sentences: Sentence[] = []
	let wordTokens = 0
	let oov = 0
	let stopWords = 0
	const nlp = getNlp()
	const probe = nlp.readDoc('')
	const whole: Sentence[] = []
	for (const paragraph of analysed.split(/\n+/)) {
		if (!paragraph.trim()) continue
		for (const rawSentence of readTokens(paragraph)) {
			const pieces = chunkSentence(rawSentence)
			if (rawSentence.tokens.some(isWordLike)) {
				whole.push({
					index: whole.length,
					source: whole.length,
					text: rawSentence.text,
					tokens: rawSentence.tokens,
					words: rawSentence.tokens.filter(isWordLike).length,
					verbs: pieces.flatMap((p, k) => {
						const offset = pieces.slice(0, k).reduce((n, q) => n + q.tokens.length, 0)
						return p.verbs.map((v) => ({ ...v, at: v.at + offset }))
					}),
					habitual: isHabitual(rawSentence.tokens),
					vacuous: isVacuous(rawSentence.tokens),
				})
			}
			for (const piece of pieces) {
				const tokens = piece.tokens
				const wordToks = tokens.filter((t) => t.type === 'word')
				if (!tokens.some(isWordLike)) continue
				for (const t of wordToks) {
					wordTokens++
					if (t.stop) stopWords++
					if (/[a-z]/.test(t.norm) && probe.isOOV(t.norm)) oov++
				}
				sentences.push({
					index: sentences.length,
					source: whole.length - 1,
					text: piece.text,
					tokens,
					words: tokens.filter(isWordLike).length,
					verbs: piece.verbs,
					habitual: isHabitual(tokens),
					vacuous: isVacuous(tokens),
				})
			}
		}
	}
	const oovRate = wordTokens ? oov / wordTokens : 0
	const stopRate = wordTokens ? stopWords / wordTokens : 0
	const letters = analysed.match(/\p{L}/gu)?.length ?? 0
	const nonEnglish =
		(words >= 3 || letters >= 6) &&
		(nonLatinRate > 0.4 || oovRate > 0.45 || (wordTokens >= 8 && stopRate < 0.1 && oovRate > 0.25))
	return { raw, sentences, wholeSentences: whole, words, oovRate, nonLatinRate, nonEnglish }
}

const NO_SPACE_BEFORE = /^([,.;:!?)%]|n't|n’t|'s|’s|'m|’m|'re|’re|'ve|’ve|'d|’d|'ll|’ll)$/i

/** Re-assemble tokens as text (for excerpts of long sentences). */
export function tokensText(tokens: Tok[]): string {
	let out = ''
	tokens.forEach((t, i) => {
		const glue = i === 0 || NO_SPACE_BEFORE.test(t.text) || tokens[i - 1].text === '(' ? '' : ' '
		out += glue + t.text
	})
	return out
}

/** A window of a sentence around a token span, with ellipses where it was cut. */
export function excerpt(tokens: Tok[], start: number, end: number, before = 10, after = 8): string {
	const a = Math.max(0, start - before)
	const b = Math.min(tokens.length, end + after)
	const text = tokensText(tokens.slice(a, b))
	return `${a > 0 ? '...' : ''}${text}${b < tokens.length ? '...' : ''}`
}
