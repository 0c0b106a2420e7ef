/**
 * The structure each kind of question calls for (DESIGN.md, The coach). A
 * behavioural answer is a STAR story; a situational one assesses, keeps the person
 * safe, respects consent and capacity, acts, escalates, records and follows up; a
 * motivation answer gives a personal reason, evidence and a link to this role and
 * trust; and so on. Each element is a general behaviour a panel's indicator names,
 * found by the words that express it, never by details of one story.
 */
import { type QuestionKind } from '#app/lib/question-kinds'
import { type StarAnalysis } from './star.server'
import { type ParsedAnswer } from './types'

export type StructureElement = { strength: number; sentences: number[] }
export type StructureAnalysis = {
	kind: QuestionKind
	elements: Record<string, StructureElement>
	/** 0..1: how fully the answer has the structure its kind calls for */
	score: number
}

type ElementRule = { re: RegExp; weight: number }
type ElementSpec = { name: string; weight: number; rules: ElementRule[] }

const r = (re: RegExp, weight = 1): ElementRule => ({ re, weight })

/** first-person action, any tense: I would / I'd / I will / I'll / I + verb */
const FIRST_PERSON_ACT = /\b(i|we)('d|'ll| would| will| should| need to| must| then| first| always| make sure| [a-z]+ed)\b/
const PAST_NARRATIVE = /\b(i|we) (have |'ve |had )?(\w+ed|been|done|seen|taught|led|run|spent|made|given|taken|was|were|had|did|worked|volunteered|spent|saw|helped|cared|supported|led|managed|noticed|realised|realized|learned|learnt|took|gave|made|completed|joined|started|trained|became|chose|applied|went|met|used|organised|organized|set up|introduced|changed|asked|spoke|explained|raised|reported)\b/
const EXAMPLE_MARKER = /\b(for example|for instance|once|one (day|time|shift|night|patient)|last (year|month|week)|in my (last|previous|current|first) (role|job|post|placement)|when i was|recently|on placement|during my)\b/
const CHANGE_MARKER = /\b(now|since then|as a result|this (meant|led)|which (meant|led)|i have (started|learned|learnt|become|improved|begun)|i've (started|learned|learnt|become|improved)|improv\w*|feedback|no longer|more confident|working on|to address this|to improve|i am (working|taking|doing|learning)|i'm (working|taking|doing|learning)|course|training|mentor)\b/

const SPECS: Record<Exclude<QuestionKind, 'behavioural'>, ElementSpec[]> = {
	situational: [
		{
			name: 'assess',
			weight: 0.16,
			rules: [
				r(/\b(assess\w*|check\w*|observ\w*|obs|news2?|find out|ask\w* (him|her|them|the)|establish|clarif\w*|listen\w*|look at|review\w*|gather|understand what|what had happened|history|vital signs|a to e|abcde)\b/),
			],
		},
		{
			name: 'keepSafe',
			weight: 0.16,
			rules: [
				r(/\b(safe|safety|safely|risk\w*|harm|immediate\w*|straight away|urgent\w*|priorit\w*|stay with|remove|protect\w*|first)\b/),
			],
		},
		{
			name: 'consent',
			weight: 0.1,
			rules: [
				r(/\b(consent\w*|capacity|best interests?|wishes|choice|choose|their decision|her decision|his decision|agree\w*|permission|respect\w* (their|her|his)|autonomy|advocate)\b/),
			],
		},
		{ name: 'act', weight: 0.2, rules: [r(FIRST_PERSON_ACT)] },
		{
			name: 'escalate',
			weight: 0.18,
			rules: [
				r(/\b(escalat\w*|inform\w*|report\w*|tell|let .{0,30} know|nurse in charge|manager|supervisor|senior|doctor|registrar|consultant|safeguarding (lead|team)|outreach|999|call for help|raise\w* (it|a concern|this|concerns)|speak up|freedom to speak up|within my (competence|scope|role)|hand over|handover|pals|sbar)\b/),
			],
		},
		{
			name: 'record',
			weight: 0.1,
			rules: [r(/\b(document\w*|record\w*|write|written|notes|datix|incident (form|report)|log\w*|care plan|chart)\b/)],
		},
		{
			name: 'followUp',
			weight: 0.1,
			rules: [
				r(/\b(follow\w*[- ]?up|check back|afterwards|later|monitor\w*|re-?assess\w*|debrief\w*|reflect\w*|learn\w*|lessons?|review\w*|make sure it (does not|doesn't) happen again|prevent)\b/),
			],
		},
	],
	motivation: [
		{
			name: 'reason',
			weight: 0.35,
			rules: [
				r(/\b(because|the reason|inspired|inspir\w*|motivat\w*|passion\w*|i (want|wanted|love|enjoy|find|care|believe|have always)|drew me|drawn|matters to me|made me (want|realise|realize|decide)|why i)\b/),
				r(/\b(my (mum|mother|dad|father|gran\w*|grand\w*|family|sister|brother|son|daughter|friend|own experience)|when i was)\b/, 0.9),
			],
		},
		{ name: 'evidence', weight: 0.35, rules: [r(PAST_NARRATIVE), r(EXAMPLE_MARKER, 0.8), r(/\b\d+ (years?|months?|weeks?|hours?)\b/, 0.8)] },
		{
			name: 'link',
			weight: 0.3,
			rules: [
				r(/\b(this|your|the) (trust|role|post|position|team|ward|department|service|hospital|organisation|organization|unit|practice)\b/),
				r(/\b(cqc|outstanding|values|strategy|annual report|visited|read about|research\w*|reputation|patients here|your patients)\b/, 0.9),
			],
		},
	],
	self: [
		{ name: 'claim', weight: 0.35, rules: [r(/\b(i am|i'm|i have|i've|i would describe|people describe|colleagues (say|describe|would)|my (strength|skills|experience|background))\b/)] },
		{ name: 'example', weight: 0.35, rules: [r(PAST_NARRATIVE), r(EXAMPLE_MARKER, 0.9)] },
		{
			name: 'link',
			weight: 0.3,
			rules: [r(/\b(this|the|your) (role|post|position|team|trust|ward|job)\b|\bwhich is why\b|\bbring\b|\bcontribute\b/)],
		},
	],
	strengths: [
		{
			name: 'claim',
			weight: 0.3,
			rules: [
				r(/\b(my (main |greatest |biggest |key )?(strength|weakness|development area|area for development)|i am (good|strong|not as|less|naturally|very|quite)|i'm (good|strong|not as|less)|i (tend|struggle|find it (hard|difficult))|i can be)\b/),
			],
		},
		{ name: 'example', weight: 0.4, rules: [r(PAST_NARRATIVE), r(EXAMPLE_MARKER, 0.9)] },
		{ name: 'change', weight: 0.3, rules: [r(CHANGE_MARKER)] },
	],
	values: [
		{
			name: 'meaning',
			weight: 0.3,
			rules: [r(/\b(means|to me|is about|i believe|i see it as|for me|is important|matters)\b/)],
		},
	],
	knowledge: [
		{
			name: 'facts',
			weight: 0.4,
			rules: [
				r(/\b(is|are) (a|an|the)\b|\b(principles?|act|policy|guidance|guideline|standards?|framework|code|law|legislation|requires?|set out|sets out|states|nice|cqc|nmc|gmc|hcpc|caldicott)\b/),
				r(/\b\d+\b/, 0.6),
			],
		},
		{
			name: 'practice',
			weight: 0.3,
			rules: [r(/\b(in practice|this means|day to day|in my (role|work|practice)|i (always|make sure|would|will|check|use|follow|apply)|i'd|i'll)\b/)],
		},
		{ name: 'example', weight: 0.3, rules: [r(PAST_NARRATIVE), r(EXAMPLE_MARKER, 0.9)] },
	],
}

function findElement(sentences: string[], spec: ElementSpec): StructureElement {
	const out: StructureElement = { strength: 0, sentences: [] }
	let hits = 0
	sentences.forEach((text, i) => {
		let best = 0
		for (const rule of spec.rules) if (rule.re.test(text)) best = Math.max(best, rule.weight)
		if (best > 0) {
			hits++
			out.sentences.push(i)
			out.strength = Math.max(out.strength, best)
		}
	})
	if (hits > 1) out.strength = Math.min(1, out.strength * (0.85 + 0.15 * Math.min(1, (hits - 1) / 2)))
	else out.strength *= 0.85
	return out
}

const norm = (t: string) => t.toLowerCase().replace(/[‘’]/g, "'")

/** Does this text show the structure element (for checking what feedback quotes)? */
export function showsElement(kind: QuestionKind, key: string, text: string): boolean {
	if (kind === 'behavioural') return true
	const spec = SPECS[kind].find((e) => e.name === key)
	return spec ? spec.rules.some((r) => r.re.test(norm(text))) : true
}

/** Elements of every non-behavioural kind, whatever the question's kind (features for the model). */
export function allElements(parsed: ParsedAnswer): Record<string, number> {
	const texts = parsed.sentences.map((s) => norm(s.text))
	const out: Record<string, number> = {}
	for (const [kind, specs] of Object.entries(SPECS)) {
		for (const spec of specs) out[`${kind}_${spec.name}`] = findElement(texts, spec).strength
	}
	return out
}

export function analyseStructure(parsed: ParsedAnswer, kind: QuestionKind, star: StarAnalysis): StructureAnalysis {
	if (kind === 'behavioural') {
		const elements = Object.fromEntries(
			(['situation', 'task', 'action', 'result'] as const).map((p) => [p, { ...star.parts[p] }]),
		)
		return { kind, elements, score: star.score }
	}
	const texts = parsed.sentences.map((s) => norm(s.text))
	const elements: Record<string, StructureElement> = {}
	let score = 0
	for (const spec of SPECS[kind]) {
		const e = findElement(texts, spec)
		elements[spec.name] = e
		score += spec.weight * e.strength
	}
	if (kind === 'values') {
		// the example part of a values answer is a STAR story
		for (const p of ['situation', 'action', 'result'] as const) elements[p] = { ...star.parts[p] }
		score = 0.3 * elements.meaning.strength + 0.7 * star.score
	}
	// a bare list of right words is not structure: scale by how much was said
	const depth = Math.min(1, parsed.words / 120)
	score *= 0.6 + 0.4 * depth
	return { kind, elements, score: Math.max(0, Math.min(1, score)) }
}
