/**
 * Things an interview panel would mark down hard, whatever else the answer does:
 * breaching confidentiality, blaming colleagues, refusing to help, dishonesty,
 * unsafe practice, disrespect for patients, purely self-interested motivation,
 * and denying ever making mistakes.
 */
import { excerpt } from './nlp.server'
import { compile, findAll, type Match, type Pattern } from './patterns.server'
import { type AnalysedQuestion } from './question.server'
import { type ParsedAnswer, type Sentence } from './types'

export type RedFlagKind =
	| 'confidentiality'
	| 'blame'
	| 'refusal'
	| 'dishonesty'
	| 'unsafe'
	| 'disrespect'
	| 'self-interest'
	| 'no-insight'

export type RedFlag = {
	kind: RedFlagKind
	severity: number
	/** index into parsed.wholeSentences */
	sentence: number
	/** the whole sentence */
	text: string
	/** the part of the sentence that raised the flag */
	excerpt: string
}

type Rule = {
	kind: RedFlagKind
	severity: number
	patterns: Pattern[]
	/** all of these must also appear in the sentence */
	withAll?: Pattern[]
	/** none of these may appear in the sentence (mitigation, e.g. consent) */
	unless?: Pattern[]
	/** only when the candidate is speaking about themselves */
	firstPerson?: boolean
}

const p = (...sources: string[]) => sources.map(compile)

const RULES: Rule[] = [
	{
		kind: 'confidentiality',
		severity: 0.85,
		patterns: p(
			'post|share|put|upload ~8 facebook|instagram|twitter|tiktok|whatsapp|snapchat|social_media|online|group_chat',
			'photo|photos|picture|pictures|selfie ~6 patient|patients|ward',
		),
		unless: p('consent|permission|anonymi*|never|not'),
		firstPerson: true,
	},
	{
		kind: 'confidentiality',
		severity: 0.85,
		patterns: p(
			'mention|tell|share|disclose|reveal|show|explain|say|gossip ~8 @family|friend|friends|neighbour|visitor|caller',
			'mention|tell|share|disclose|reveal ~2 this|it|that ~3 her|him|them',
			'tell|inform|mention|gossip ~2 her|him|them ~3 about|that|what',
		),
		withAll: p(
			'history|diagnosis|record|records|notes|results|condition|sexual|hiv|pregnan*|clinic|treated|treatment|medication|illness|mental_health|details|information|file',
			'@family|friend|friends|neighbour|visitor|caller|colleague|facebook|social_media',
		),
		unless: p(
			'consent|permission|agreed|not|never|refused|declined|confidential|confidentiality|asked_him|asked_her|asked_them',
		),
		firstPerson: true,
	},
	{
		kind: 'confidentiality',
		severity: 0.6,
		patterns: p(
			'look ~2 up ~3 @family|neighbour|friend|friends|celebrity|own_record',
			'better to be open with families|relatives|family',
			'should_not|shouldn\'t have say|tell|said|told|mentioned|shared',
		),
		unless: p('not_have_looked|never'),
	},
	{
		kind: 'blame',
		severity: 0.6,
		patterns: p(
			'her|his|their ~1 mess',
			'not my fault',
			'her|his|their|the @role fault',
			'blame',
			'lazy|useless|incompetent|hopeless|rubbish|idiot|stupid|clueless',
			'never_bothered|could_not_be_bothered|couldn\'t_be_bothered|did_nothing|does_nothing|never_does_anything',
			'mistake|mistakes|error|errors ~6 because ~2 the|my|our|other ~2 @role',
		),
		unless: p('it_was_my_fault|it_was_my_own_fault|my_own_fault|i_take_responsibility|blamed_myself|blame_myself|no_blame|not_to_blame'),
	},
	{
		kind: 'refusal',
		severity: 0.6,
		patterns: p(
			'not my job|problem|responsibility|place|business|role',
			'someone else\'s job|problem|responsibility',
			'try not to get involved',
			'don\'t|do_not|didn\'t|did_not|never ~1 get involved',
			'other people\'s business',
			'just do what i be told',
			'keep my head down',
			'refuse ~2 to help',
			'it ~1 cause problems',
		),
	},
	{
		kind: 'dishonesty',
		severity: 0.8,
		patterns: p(
			'cover it|this|that up',
			'keep it quiet',
			'nobody|no_one ~1 noticed|found_out|knew',
			'hid|hide|hidden ~3 mistake|error|it',
			'pretend',
			'didn\'t|did_not ~2 tell|report|mention ~2 anyone|anybody|my_manager|anything',
			'changed|altered|falsified ~3 record|records|notes|chart|documentation',
			'got away with',
			'i ~2 signed for ~3 without',
		),
		unless: p('would_never|i_never|should_have|i_should|wrong_to'),
		firstPerson: true,
	},
	{
		kind: 'unsafe',
		severity: 0.7,
		patterns: p(
			'i ~2 skip ~3 check|checks|checking|handwashing|hand_washing',
			'i ~2 guess ~2 dose|dosage',
			'i ~3 anyway even though',
			'i ~2 ignore ~3 alarm|alarms|policy|protocol|guidance|concern|concerns',
			'i ~2 left ~3 patient|him|her ~3 alone|unattended',
			'i ~2 gave|administered ~4 without ~2 check|checking|prescription|second',
			'i ~2 cut corners',
		),
		unless: p('not|never'),
	},
	{
		kind: 'disrespect',
		severity: 0.6,
		patterns: p(
			'don\'t|do_not|doesn\'t|does_not|didn\'t ~1 deserve',
			'time-wasters|time_wasters|timewasters|frequent_flyers|bed_blockers|bed-blockers|these_people|drunks|junkies|nutters',
			'difficult ones',
			'their own fault',
		),
	},
	{
		kind: 'self-interest',
		severity: 0.25,
		patterns: p(
			'i need a job',
			'job_centre|jobcentre ~3 say|tell|send',
			'pension|pensions|job_security|good_pay|the_pay|salary|the_money|holidays',
		),
	},
	{
		kind: 'no-insight',
		severity: 0.3,
		patterns: p(
			'i never make mistakes',
			'don\'t|do_not ~2 make ~2 mistakes',
			'mistakes be rare',
			'i have never made a mistake',
		),
	},
]

const FIRST_PERSON = compile('i|my|me')

function hit(s: Sentence, rule: Rule): Match | undefined {
	let match: Match | undefined
	for (const pat of rule.patterns) {
		match = findAll(s.tokens, pat)[0]
		if (match) break
	}
	if (!match) return undefined
	if (rule.withAll && !rule.withAll.every((pat) => findAll(s.tokens, pat).length)) return undefined
	if (rule.unless && rule.unless.some((pat) => findAll(s.tokens, pat).length)) return undefined
	if (rule.firstPerson && !findAll(s.tokens, FIRST_PERSON).length) return undefined
	return match
}

export function detectRedFlags(parsed: ParsedAnswer, q: AnalysedQuestion): RedFlag[] {
	const flags: RedFlag[] = []
	for (const s of parsed.wholeSentences) {
		for (const rule of RULES) {
			if (rule.kind === 'self-interest' && q.type !== 'motivation' && q.type !== 'self' && q.type !== 'general') continue
			const m = hit(s, rule)
			if (!m) continue
			if (flags.some((f) => f.kind === rule.kind && f.sentence === s.index)) continue
			flags.push({
				kind: rule.kind,
				severity: rule.severity,
				sentence: s.index,
				text: s.text,
				excerpt: s.tokens.length > 28 ? excerpt(s.tokens, m.start, m.end, 14, 8) : s.text,
			})
		}
	}
	return flags
}

/** Combined multiplier for the overall score (1 = no flags). */
export function redFlagFactor(flags: RedFlag[]): number {
	const byKind = new Map<RedFlagKind, number>()
	for (const f of flags) byKind.set(f.kind, Math.max(byKind.get(f.kind) ?? 0, f.severity))
	let factor = 1
	for (const sev of byKind.values()) factor *= 1 - sev
	return factor
}
