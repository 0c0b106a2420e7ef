/**
 * STAR analysis: which sentences set the scene (situation), state the candidate's
 * own responsibility (task), report what they personally did (action), say what
 * changed (result), and reflect on it. Works on the verb frames from nlp.server.
 */
import { governingVerb, grounding, isOwnPastAction } from './grounding.server'
import { canon } from './nlp.server'
import { compile, cues, findAll, indexCues, type Cue } from './patterns.server'
import { type AnalysedQuestion } from './question.server'
import {
	type ParsedAnswer,
	type Sentence,
	type StarPart,
	type StarPresent,
	type VerbInfo,
} from './types'

/** Verbs that describe states, perceptions or settings rather than actions taken. */
const NON_ACTION = new Set(
	[
		'be', 'have', 'do', 'get', 'feel', 'think', 'believe', 'know', 'seem', 'like', 'love', 'enjoy',
		'want', 'need', 'hope', 'wish', 'notice', 'realise', 'remember', 'understand', 'mean',
		'become', 'happen', 'see', 'hear', 'find', 'work', 'volunteer', 'learn', 'try', 'manage',
		'decide', 'start', 'begin', 'continue', 'go', 'come', 'get', 'keep', 'let', 'say', 'tell',
		'ask', 'give', 'make', 'take', 'put', 'use', 'look', 'stay', 'wait', 'sit', 'spend', 'show',
		'help', 'call', 'talk', 'speak', 'explain', 'check', 'set', 'run', 'lead', 'bring',
	].map(canon),
)
/** ...but some of those are real actions in context; these always count. */
const ACTION_ANYWAY = new Set(
	[
		'tell', 'ask', 'give', 'make', 'take', 'put', 'use', 'look', 'sit', 'spend', 'show', 'help',
		'call', 'talk', 'speak', 'explain', 'check', 'set', 'run', 'lead', 'bring', 'keep', 'stay',
		'say', 'let', 'go',
	].map(canon),
)
const REALLY_NOT_ACTION = new Set(
	[
		'be', 'have', 'do', 'get', 'feel', 'think', 'believe', 'know', 'seem', 'like', 'love', 'enjoy',
		'want', 'need', 'hope', 'wish', 'notice', 'realise', 'remember', 'understand', 'mean',
		'become', 'happen', 'see', 'hear', 'find', 'work', 'volunteer', 'learn', 'try', 'manage',
		'decide', 'start', 'begin', 'continue', 'come', 'wait', 'miss', 'expect', 'guess', 'suppose',
		'can', 'will', 'must', 'apply', 'say', 'earn', 'deserve', 'afford', 'owe', 'prefer', 'suit',
	].map(canon),
)
/** try to X, managed to X, decided to X: the infinitive is the action. */
const CATENATIVE = new Set(
	['manage', 'decide', 'try', 'start', 'begin', 'continue', 'go', 'attempt', 'offer', 'agree', 'arrange', 'remember', 'help'].map(
		canon,
	),
)

function isAction(lemma: string): boolean {
	return !REALLY_NOT_ACTION.has(lemma) && (!NON_ACTION.has(lemma) || ACTION_ANYWAY.has(lemma))
}

/** 'since then I have delegated': a perfect after a turning point reports a change, not a habit. */
const SINCE_THEN = compile('since then|that|which')

/** 'stay organised', 'got stressed': a participle after a linking verb is a state, not an action. */
const LINKING = new Set(['stay', 'be', 'get', 'keep', 'remain', 'feel', 'seem', 'become', 'look'].map(canon))

/** Is the verb at this position really a state ('stay organised') or a habit marker ('used to')? */
function stateOrHabit(s: Sentence, v: VerbInfo): boolean {
	const prev = s.tokens[v.at - 1]
	if (prev && LINKING.has(prev.lemma) && /(ed|en)$/.test(s.tokens[v.at].norm)) return true
	return v.lemma === canon('use') && s.tokens[v.at + 1]?.norm === 'to'
}

const TASK_VERBS = new Set(['need', 'have', 'want', 'aim', 'intend', 'plan', 'set', 'decide', 'seek'].map(canon))

const SITUATION_CUES: Cue[] = [
	...cues('temporal', [
		['once', 0.6],
		['one day|night|morning|afternoon|evening|shift|weekend|time', 0.6],
		['last year|month|week|winter|summer|spring|autumn|christmas|shift|night|january|february|march|april|june|july|august|september|october|november|december', 0.6],
		['recently', 0.5],
		['during', 0.6],
		['#num? year|years|month|months|week|weeks|days ago', 0.6],
		['at the time', 0.4],
		['on a ~2 busy|quiet|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|night|day', 0.6],
		['night|day|late|early|weekend|night_shift shift|shifts', 0.5],
		['earlier this year|month|week', 0.6],
		['in my first|second|third|final|last year', 0.5],
		['when i be ~3 working|training|placement|student|volunteering', 0.6],
		['when i be #num|young|younger|little|growing_up|a_child|a_teenager|at_school|at_college|at_university', 0.6],
		['when my ~2 @family|grandmother|grandfather|gran|grandad|nan ~3 be|was|were ~2 ill|in|admitted|diagnosed|treated|dying', 0.6],
	]),
	...cues('place', [
		['ward|unit|clinic|hospital|placement|department|surgery|hospice|a&e|icu|itu|hdu|outpatients|pharmacy|reception|theatre|theatres|lounge|bay|community|practice|trust|school|shop|office|store|restaurant|warehouse|university|nursery|home|site|gp|service|health_centre|medical_centre|day_centre|call_centre', 0.5],
		['my|a|the ~1 last|previous|current|first|old|summer|part-time|weekend job|role|post|position|team', 0.6],
		['at work', 0.5],
	]),
	...cues('role', [
		['as a|an ~3 @role|nurse|clerk|porter|student|carer|volunteer|trainee|apprentice|manager|sister|doctor|therapist|receptionist|assistant|worker|officer|administrator', 0.6],
		['in my role|job|post|position|capacity as', 0.7],
		['in ~1 my|a|her|his ~3 job|role|post|placement|rotation|shift|previous_job|first_job|last_job', 0.5],
		['as ~1 @role', 0.5],
		['working as', 0.6],
		['band #num', 0.5],
	]),
	...cues('actor', [
		['a|an ~2 patient|man|woman|lady|gentleman|child|boy|girl|relative|colleague|assistant|nurse|doctor|resident|student|receptionist|hca|family|daughter|son|carer|member', 0.4],
		['#num staff|receptionists|nurses|colleagues|patients|members', 0.4],
		['receptionist|colleague|manager|supervisor|mentor|hca', 0.3],
	]),
	...cues('problem', [
		['notice|noticed|realise|realised|discover|discovered|spot|spotted', 0.3],
		['there be ~3 problem|issue|complaint|incident|mistake|error|delay|backlog|concern', 0.4],
		['short-staffed|understaffed|off_sick|busy|deadline|complaint|problem|issue|incident|mistake|error|wrong|missed|delay|waited|struggling|refused|refusing|concern', 0.3],
	]),
]

const ANCHOR_CUES = SITUATION_CUES.filter((c) => c.key === 'temporal' || c.key === 'role')
const CHANGE_MARKERS = compile('since_then|since_that|from_then_on|ever_since|now|no_longer|these_days|as_a_result')

const TASK_CUES: Cue[] = cues('task', [
	['my|our ~1 responsibility|role|job|task|duty|aim|goal|priority|objective|focus|challenge|remit|brief be to|that', 1],
	['our|the|my ~1 goal|aim|target|plan|objective|priority be', 0.9],
	['it be my|our responsibility|job|duty|role|task to', 1],
	['i be ~2 responsible|accountable for|to', 0.9],
	['i be ~2 in charge of', 0.8],
	['i be ~2 ask|asked|task|tasked|expect|expected|require|required|allocate|allocated|assign|assigned|give|given|told ~6 to|with', 0.9],
	['lead|run|start|set_up ~1 a|the project|review|audit|initiative|change|pilot|trial to', 0.8],
	['i know|realise|feel ~2 i have|need to', 0.9],
	// someone gave me the job; the patient or piece of work was mine; I recognised a problem I had to fix
	['@role|manager|leader|lead|matron|consultant|boss|supervisor ~3 ask|asked|want|wanted|need|needed|expect|expected|task|tasked|request|requested|invite|invited|nominate|nominated ~1 me to|if|whether', 0.9],
	['be my|our ~1 patient|patients|responsibility|bay|caseload|allocation|area|project|call|case', 0.8],
	['i ~1 lead|led|run|ran|coordinate|coordinated|own|owned|head|headed|chair|chaired ~2 our|the|a|an ~3 plan|project|programme|program|review|initiative|response|rollout|roll-out|implementation|workstream|redesign|audit|change', 0.7],
	['i realise|realised|recognise|recognised|saw|could_see ~2 that? ~1 my|our|the|this|it ~3 was|were|had_been ~2 affecting|slowing|holding|harming|causing|delaying|putting|letting|hurting|failing|leaving|stopping', 0.7],
])

const RESULT_CUES: Cue[] = [
	...cues('marker', [
		['as a result', 0.7],
		['after that|this', 0.6],
		['afterwards|afterward', 0.6],
		['since then|that', 0.6],
		['from then on', 0.6],
		['ever since', 0.6],
		['eventually|finally|ultimately', 0.4],
		['in the end', 0.5],
		['by the end', 0.5],
		['later', 0.4],
		['the following|next day|week|month|morning|shift|year|audit|months|weeks|visit|appointment', 0.5],
		['over the next|following', 0.5],
		['in the following', 0.5],
		['within a|an|#num hour|hours|day|days|week|weeks|minute|minutes|month|months', 0.5],
		['by the end of the|that ~1 day|shift|week|month|visit', 0.5],
		['that night|evening|afternoon', 0.3],
		['by the time', 0.4],
		['no longer', 0.5],
		['this|which meant', 0.5],
		['this|which ~1 lead|result to|in', 0.6],
		['the outcome|result be', 0.4],
		['at the ~1 six-week|follow-up|review', 0.5],
	]),
	...cues('state', [
		['be|feel|seem|look|become ~2 happy|grateful|relieved|better|calmer|calm|safe|complete|pleased|satisfied|reassured|comfortable|settled|independent|stable|able|faster|quicker|clearer|easier|resolved|fixed|sorted', 0.6],
		['make good|excellent|great|real progress', 0.6],
		['go|get|discharge ~1 home', 0.6],
		['go|went well|smoothly', 0.6],
		['get|receive|achieve|pass ~2 good|outstanding|positive|excellent|great ~1 rating|feedback|result|results|score|grade', 0.6],
		['get|receive ~2 support|help|treatment|care|package|referral|the_care', 0.5],
	]),
	...cues('numbers', [
		['from #num ~3 to #num', 0.6],
		['#num per_cent|percent|%', 0.5],
		['drop|fall|fell|reduce|cut|halve|rise|increase ~2 by|to', 0.4],
		['under|below|over|within #num', 0.3],
		['no further|more ~2 error|errors|mistake|mistakes|complaint|complaints|incident|incidents|fall|falls|problem|problems|delay|delays', 0.6],
		['fewer|less', 0.4],
	]),
	...cues('recurrence', [
		['not|never ~4 again', 0.6],
		['no further', 0.4],
		['full compliance', 0.6],
	]),
	...cues('feedback', [
		['thank ~2 me', 0.6],
		['i ~2 receive|get ~3 feedback|thanks|compliment|praise|card|award', 0.6],
		['say|tell ~3 afterwards|later', 0.5],
	]),
]

const OUTCOME_VERBS = new Set(
	[
		'improve', 'reduce', 'drop', 'fall', 'decrease', 'increase', 'rise', 'halve', 'double',
		'shorten', 'save', 'prevent', 'avoid', 'resolve', 'recover', 'settle', 'calm', 'thank',
		'praise', 'compliment', 'agree', 'accept', 'apologise', 'adopt', 'discharge', 'return',
		'stop', 'achieve', 'succeed', 'pass', 'include', 'change', 'cope', 'relax', 'progress',
		'engage', 'attend', 'consent', 'smile', 'open', 'stabilise', 'respond', 'thrive', 'meet',
		'complete', 'start', 'continue', 'remain', 'manage', 'become', 'go', 'get', 'keep', 'stay',
		'ease', 'heal', 'resume', 'sleep', 'eat', 'walk', 'leave', 'arrive', 'turn', 'clear',
		'feel', 'say', 'tell',
	].map(canon),
)
const WEAK_OUTCOME = new Set(['go', 'get', 'keep', 'stay', 'feel', 'say', 'tell', 'become', 'start', 'continue', 'complete', 'manage'].map(canon))
const I_OUTCOME_VERBS = new Set(['resolve', 'fix', 'solve', 'meet', 'achieve', 'pass', 'receive', 'succeed', 'sort', 'win'].map(canon))

const REFLECTION_CUES: Cue[] = cues('reflection', [
	['i ~2 learn|realise|recognise|reflect', 0.9],
	['teach|show|remind|make ~1 me ~2 realise|understand|see|that|how|the|to|what|appreciate', 0.9],
	['it|this|that teach|show|remind|reinforce me|that|how', 0.9],
	['next time', 0.8],
	['in future|the_future', 0.7],
	['from now on', 0.7],
	['going forward', 0.7],
	['on reflection', 0.9],
	['looking back', 0.8],
	['in hindsight', 0.9],
	['if i ~4 again', 0.8],
	['i now ~2 always|make|check|know|ask|understand|try|use|plan|prioritise', 0.8],
	['lesson|lessons', 0.6],
	['do ~2 differently', 0.8],
	['it make me sure|certain', 0.4],
	['i have learn', 0.9],
])

const STAR_LABEL = compile('situation|task|action|result|star')

/** "Task: as nurse in charge, my job was to...": a STAR heading written by the candidate. */
const LABEL_AT_START = /^\s*(situation|task|actions?|results?|outcome|reflection|learning)\s*[:\-–—]\s*/i
const LABEL_PART: Record<string, StarPart | 'reflection'> = {
	situation: 'situation',
	task: 'task',
	action: 'action',
	actions: 'action',
	result: 'result',
	results: 'result',
	outcome: 'result',
	reflection: 'reflection',
	learning: 'reflection',
}

/** The STAR part a sentence is labelled with, and how many words of content follow the label. */
export function starLabel(text: string): { part: StarPart | 'reflection'; contentWords: number } | undefined {
	const m = LABEL_AT_START.exec(text)
	if (!m) return undefined
	const rest = text.slice(m[0].length).toLowerCase().match(/[a-z0-9][a-z0-9'’-]*/g) ?? []
	return { part: LABEL_PART[m[1].toLowerCase()], contentWords: rest.filter((w) => !LABEL_FILLER.has(w)).length }
}
/** Words that carry no content after a STAR heading ("Result: the result was a good result"). */
const LABEL_FILLER = new Set(
	(
		'i me my we our us you the a an and or but was were is are be been to of in on at for with as it this that ' +
		'situation task action actions result results outcome star good great care compassion dignity respect value values nhs took'
	).split(' '),
)
/** A labelled part counts as present when the label has this much content after it. */
const LABEL_CONTENT_WORDS = 3

export type PartEvidence = { strength: number; sentences: number[] }

export type StarAnalysis = {
	parts: Record<StarPart, PartEvidence>
	reflection: PartEvidence
	present: StarPresent
	/** distinct verbs of actions the candidate took personally (I, past) */
	ownActions: string[]
	/** distinct verbs of collective past actions (we) */
	teamActions: string[]
	/** clauses describing what the candidate would / should do */
	hypotheticalClauses: number
	/** clauses describing habits or general practice in the present */
	genericClauses: number
	/** clauses narrating past events */
	narrativeClauses: number
	hypotheticalShare: number
	/** situation comes before action, and action before result */
	ordered: boolean
	/** sentence index -> how many own actions it reports */
	actionWeight: Record<number, number>
	/** STAR labels used as headings with little content */
	labelStuffing: boolean
	/** parts the candidate labelled ("Task: ...") with content after the label */
	labelled: Array<StarPart | 'reflection'>
	score: number
}

const matchSituation = indexCues(SITUATION_CUES)
const matchResult = indexCues(RESULT_CUES)
const matchTask = indexCues(TASK_CUES)
const matchReflection = indexCues(REFLECTION_CUES)

function sentenceScore(
	s: Sentence,
	matcher: ReturnType<typeof indexCues>,
	qType: AnalysedQuestion['type'],
	minGround = 0,
	floor = 0,
) {
	let best = 0
	let sum = 0
	for (const { cue, match: m } of matcher(s.tokens)) {
		const v = governingVerb(s, m.start, m.end)
		const g = Math.max(floor, grounding(v, s, qType))
		if (g < minGround) continue
		const w = cue.weight * g
		sum += w
		best = Math.max(best, w)
	}
	return { best, sum }
}

function narrative(v: VerbInfo | undefined) {
	return Boolean(v && (v.mode === 'past' || v.mode === 'perfect') && !v.conditional && !v.negated)
}

function isReflectionSentence(s: Sentence, qType: AnalysedQuestion['type']): number {
	let best = 0
	for (const { cue } of matchReflection(s.tokens)) best = Math.max(best, cue.weight)
	if (best && s.vacuous) return 0
	void qType
	return best
}

type QType = AnalysedQuestion['type']
const isSpeaker = (v: VerbInfo) => v.subject === 'i' || v.subject === 'we' || v.subject === 'you'

/** Clause census of one sentence: hypothetical, narrative and generic (present-tense) clauses. */
function clauseCensus(s: Sentence, reflective: boolean) {
	let hyp = 0
	let narr = 0
	let generic = 0
	for (const v of s.verbs) {
		if (v.mode === 'infinitive' || v.mode === 'gerund') continue
		if (v.conditional || v.mode === 'hypothetical' || v.mode === 'future') {
			if (isSpeaker(v) && !reflective) hyp++
		} else if (v.mode === 'past' || v.mode === 'perfect') {
			if (!v.negated) narr++
		} else if (v.mode === 'present' && isSpeaker(v)) generic++
	}
	return { hyp, narr, generic }
}

/** The candidate's own actions in a sentence (added to `own`, team actions to `team`); returns its action weight. */
function sentenceActions(s: Sentence, qType: QType, own: Map<string, number>, team: Set<string>): number {
	let weight = 0
	const addOwn = (lemma: string, w: number) => {
		own.set(lemma, (own.get(lemma) ?? 0) + w)
		weight += w
	}
	for (let k = 0; k < s.verbs.length; k++) {
		const v = s.verbs[k]
		if (v.subject === 'i' && v.mode === 'infinitive' && !v.conditional && v.governor && CATENATIVE.has(v.governor)) {
			const gov = s.verbs.slice(0, k).reverse().find((g) => g.mode !== 'infinitive' && g.mode !== 'gerund')
			if (gov && isOwnPastAction(gov) && isAction(v.lemma)) addOwn(v.lemma, 1)
			continue
		}
		if (
			isOwnPastAction(v) &&
			isAction(v.lemma) &&
			!stateOrHabit(s, v) &&
			!(s.habitual && v.mode === 'perfect' && !findAll(s.tokens, SINCE_THEN).length)
		) {
			addOwn(v.lemma, 1)
		} else if (
			v.subject === 'we' &&
			(v.mode === 'past' || v.mode === 'perfect') &&
			!v.negated &&
			!v.passive &&
			!v.conditional &&
			!s.habitual &&
			isAction(v.lemma)
		) {
			team.add(v.lemma)
			weight += 0.4
		} else if (qType === 'hypothetical' && v.subject === 'i' && (v.mode === 'hypothetical' || v.mode === 'future') && isAction(v.lemma)) {
			addOwn(v.lemma, 0.7)
		}
	}
	return weight
}

/** How strongly a sentence sets a specific scene (0 when it does not). */
function situationScore(s: Sentence, n: number, qType: QType): number {
	const early = s.index <= 1 || s.index < n * 0.3
	const sit = sentenceScore(s, matchSituation, qType, 0.7)
	const firstVerb = s.verbs.find((v) => v.mode !== 'infinitive' && v.mode !== 'gerund')
	if (!(sit.sum > 0 && narrative(firstVerb ?? s.verbs[0]))) return 0
	let score = Math.min(1, sit.best + 0.35 * (sit.sum - sit.best))
	// a habit is not a specific occasion, unless the sentence anchors one (as a porter, last year)
	if (s.habitual && !ANCHOR_CUES.some((c) => findAll(s.tokens, c.pattern).length)) score *= 0.4
	if (!early) score *= 0.7
	return score
}

/** How clearly a sentence states the candidate's own responsibility or goal. */
function taskScore(s: Sentence): number {
	let score = 0
	for (const { cue, match: m } of matchTask(s.tokens)) {
		const v = governingVerb(s, m.start, m.end)
		if (!v || !narrative(v) || s.habitual) continue
		score = Math.max(score, cue.weight)
	}
	for (let k = 0; k < s.verbs.length; k++) {
		const v = s.verbs[k]
		const next = s.verbs[k + 1]
		if (v.subject === 'i' && v.mode === 'past' && !v.conditional && !v.negated && TASK_VERBS.has(v.lemma) && next?.mode === 'infinitive' && !s.habitual)
			score = Math.max(score, v.lemma === 'decide' || v.lemma === 'set' ? 0.7 : 1)
	}
	return score
}

/** How strongly a sentence reports what changed as a result. */
function resultScore(s: Sentence, n: number, qType: QType): number {
	const changed = findAll(s.tokens, CHANGE_MARKERS).length > 0
	const res = sentenceScore(s, matchResult, qType, 0.35, changed ? 0.9 : 0)
	let score = res.best + 0.3 * (res.sum - res.best)
	for (const v of s.verbs) {
		if ((v.mode !== 'past' && v.mode !== 'perfect') || v.conditional || v.negated) continue
		if (v.subject !== 'i' && OUTCOME_VERBS.has(v.lemma)) score = Math.max(score, WEAK_OUTCOME.has(v.lemma) ? 0.25 : 0.6)
		else if (v.subject === 'i' && I_OUTCOME_VERBS.has(v.lemma)) score = Math.max(score, 0.5)
	}
	if (s.habitual && !changed) score *= 0.5
	if (s.index === 0 && n > 2) score *= 0.6
	else if (n > 2 && s.index >= n * 0.6) score *= 1.15
	return Math.min(1, score)
}

/** A labelled part ("Task: ...") with content is there: the label is the format the app teaches. */
function applyLabels(parts: Record<StarPart | 'reflection', PartEvidence>, labelled: Map<StarPart | 'reflection', number[]>) {
	for (const [part, idx] of labelled) {
		const ev = parts[part]
		for (const i of idx) if (!ev.sentences.includes(i)) ev.sentences.push(i)
		ev.sentences.sort((x, y) => x - y)
		ev.strength = Math.max(ev.strength, part === 'action' ? Math.min(1, ev.strength + 0.25) : 0.6)
	}
}

function isOrdered(situation: PartEvidence, action: PartEvidence, result: PartEvidence): boolean {
	const firstOf = (p: PartEvidence) => (p.sentences.length ? Math.min(...p.sentences) : -1)
	const lastOf = (p: PartEvidence) => (p.sentences.length ? Math.max(...p.sentences) : -1)
	return (
		(firstOf(situation) < 0 || firstOf(action) < 0 || firstOf(situation) <= firstOf(action)) &&
		(lastOf(result) < 0 || lastOf(action) < 0 || lastOf(result) >= firstOf(action))
	)
}

export function analyseStar(parsed: ParsedAnswer, q: AnalysedQuestion): StarAnalysis {
	const qType = q.type
	const n = parsed.sentences.length
	const part = (): PartEvidence => ({ strength: 0, sentences: [] })
	const parts = { situation: part(), task: part(), action: part(), result: part(), reflection: part() }
	const { situation, task, action, result, reflection } = parts
	const own = new Map<string, number>()
	const team = new Set<string>()
	const census = { hyp: 0, narr: 0, generic: 0 }
	let labels = 0
	const actionWeight: Record<number, number> = {}
	const sitScores: Array<[number, number]> = []
	const resScores: Array<[number, number]> = []
	const labelled = new Map<StarPart | 'reflection', number[]>()

	for (const s of parsed.sentences) {
		const label = starLabel(s.text)
		if (label && label.contentWords >= LABEL_CONTENT_WORDS && !s.vacuous) labelled.set(label.part, [...(labelled.get(label.part) ?? []), s.index])
		else if (label || (s.tokens.length > 1 && s.tokens[1].norm === ':' && findAll(s.tokens.slice(0, 1), STAR_LABEL).length)) labels++
		const refl = isReflectionSentence(s, qType)
		if (refl > 0) {
			reflection.sentences.push(s.index)
			reflection.strength = Math.min(1, Math.max(reflection.strength, refl) + (reflection.sentences.length > 1 ? 0.1 : 0))
		}
		const c = clauseCensus(s, refl > 0)
		census.hyp += c.hyp
		census.narr += c.narr
		census.generic += c.generic
		if (s.vacuous) continue

		const acts = sentenceActions(s, qType, own, team)
		if (acts >= 0.4) {
			action.sentences.push(s.index)
			actionWeight[s.index] = acts
		}
		const sit = situationScore(s, n, qType)
		if (sit > 0) sitScores.push([s.index, sit])
		const t = taskScore(s)
		if (t > 0) {
			task.sentences.push(s.index)
			task.strength = Math.max(task.strength, t)
		}
		const r = resultScore(s, n, qType)
		if (r > 0) resScores.push([s.index, r])
	}

	for (const [i, sc] of sitScores) {
		if (sc >= 0.3) situation.sentences.push(i)
		situation.strength = Math.max(situation.strength, sc)
	}
	if (sitScores.length > 1) situation.strength = Math.min(1, situation.strength + 0.1)
	resScores.sort((a, b) => b[1] - a[1])
	for (const [i, sc] of resScores) if (sc >= 0.35) result.sentences.push(i)
	result.sentences.sort((a, b) => a - b)
	if (resScores.length) {
		result.strength = Math.min(1, resScores[0][1] + 0.25 * (resScores[1]?.[1] ?? 0) + 0.1 * (resScores[2]?.[1] ?? 0))
	}
	const ownCount = [...own.values()].reduce((a, b) => a + Math.min(1, b), 0)
	action.strength = Math.min(1, (ownCount + 0.4 * team.size) / 4)
	applyLabels(parts, labelled)

	const present: StarPresent = {
		situation: situation.strength >= 0.5,
		task: task.strength >= 0.5,
		action: ownCount >= 1 || team.size >= 3 || labelled.has('action'),
		result: result.strength >= 0.5,
	}
	const ordered = isOrdered(situation, action, result)
	const { hyp, narr, generic } = census
	const hypotheticalShare = hyp + narr ? hyp / (hyp + narr) : 0
	const S = present.situation ? situation.strength : situation.strength * 0.5
	const R = present.result ? result.strength : result.strength * 0.5
	let raw = 0.2 * S + 0.15 * task.strength + 0.3 * action.strength + 0.25 * R + 0.1 * reflection.strength
	if (!ordered) raw *= 0.92
	if (team.size > ownCount && ownCount < 2) raw *= 0.9
	// partial credit for describing an approach, even without an example
	const approach = Math.min(1, (hyp + generic * 0.6) / 5)
	raw = raw + (1 - raw) * 0.18 * approach * (1 - Math.min(1, raw * 2))
	// headings with nothing under them, not the labelled format itself
	if (labels >= 2 && narr < 3) raw *= 0.6
	return {
		parts: { situation, task, action, result },
		reflection,
		present,
		ownActions: [...own.keys()],
		teamActions: [...team],
		hypotheticalClauses: hyp,
		genericClauses: generic,
		narrativeClauses: narr,
		hypotheticalShare,
		ordered,
		actionWeight,
		labelStuffing: labels >= 2,
		labelled: [...labelled.keys()],
		score: Math.max(0, Math.min(1, raw)),
	}
}
