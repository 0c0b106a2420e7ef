/**
 * Question text -> question kind by hand-written rules. Scores each kind from what the wording asks for
 * (a past example, an approach to a scenario, a reason, a self-description, a
 * strength or weakness, the meaning of a value, facts) rather than from a list of
 * known questions, so it names the kind of questions it has never seen.
 */
import { type QuestionKind, QUESTION_KINDS } from '#app/lib/question-kinds'

type Rule = [RegExp, number]

/** Words that name a value or principle a candidate holds (as opposed to a policy or a body of facts). */
const VALUE_WORDS =
	'(?:the )?(?:nhs |trust(?:’s|\'s)? |core )?values?|compassion|dignity|respect|kindness|care and compassion|dignity and respect|equality|diversity|inclusion|inclusivity|integrity|honesty|openness|teamwork|working together|everyone counts|improving lives|commitment to quality|quality of care|person[- ]centred(?: care)?|patient[- ]centred(?: care)?|the 6 ?cs|the six cs|being caring|caring|empathy|courage|fairness|accountability|professionalism|confidentiality|privacy|trust'

const RULES: Record<QuestionKind, Rule[]> = {
	behavioural: [
		[/\b(tell|talk) (me|us|the panel) (about|through) (a|an|the|one) (time|occasion|situation|example|experience|moment|instance|case|day|shift|incident|period)\b/, 3],
		[/\b(describe|outline|share|recall|give|provide|talk about) (me |us )?(a|an|one) (specific |particular |recent |real )?(time|occasion|situation|example|experience|moment|instance|incident|case|episode)\b/, 3],
		[/\b(give|provide|share) (me |us )?(an? )?(specific |particular |real )?examples? (of|from|where|when)\b/, 3],
		[/\b(an|one|a) (specific |real |recent )?(example|instance|occasion|time) (of|when|where)\b/, 2],
		[/\b(can|could) you (think of|recall|remember|share|describe|give)\b/, 2],
		[/\bhave you (ever|previously|recently)\b/, 2.5],
		[/\b(when|where) (have|did) you (ever |last |previously )?\w+/, 2.5],
		[/\bhow (have|did) you\b/, 2.5],
		[/\bhow you (have|'ve|did) (\w+ed|led|made|dealt|built|taken|done|given|shown|kept|brought|run|met|found|won|sought|taught|spent)\b/, 3],
		[/\bwhat (did|have) you (do|done|learn|learned|learnt|achieve|achieved|change|changed)\b/, 2],
		[/\b(a|an|the) (time|occasion|situation|moment) (when |where |that )?you\b/, 2.5],
		[/\b(tell|talk) (me|us) about (a|an|the|one) [\w\s-]{1,40}? (you|that you) (have |had )?(been )?(led|managed|ran|run|worked|delivered|involved|completed|organised|introduced|developed|designed|done|did|made|handled|supported|coordinated|implemented|taken part)\b/, 3],
		[/\b(most|biggest|greatest|hardest) [\w\s-]{0,30}(you have|you've|you)( ever)? (faced|had|made|done|dealt|handled|encountered|experienced|overcome|achieved)\b/, 4],
		[/\bwalk (me|us) through (a|an|the|one) (time|occasion|situation|example|case)\b/, 3],
		// "talk me through what you did": the past example, not the CV
		[/\b(talk|walk|take) (me|us) through (what|how) you (did|handled|managed|dealt|went|approached|tackled|achieved|led|ran|set)\b/, 3.5],
		[/\b(in|from) your (previous|last|current|past) (role|job|post|experience|placement)s?\b/, 1],
	],
	situational: [
		[/\bwhat (would|should|will|might) you (do|say|say or do)\b/, 3],
		[/\bhow (would|should|will|might|could) you\b/, 2.5],
		[/\bwhat (steps|actions|action|approach) (would|should|will|might) you\b/, 3],
		[/\bwhat (would|should) (your|be your) (first|next|priorities|priority|response|approach|action)/, 3],
		[/\b(imagine|suppose|picture|say) (that )?(you|a|an|your|the)\b/, 2.5],
		[/\bif you (were|saw|found|noticed|discovered|had|heard|suspected|realised|realized|became|are|see|find|notice|discover|suspect)\b/, 2],
		[/\bwould you\b/, 1.5],
		// a scenario set as a statement, then "what do you do?"
		[/^(you are|you're|you have|you notice|you realise|you realize|you find|you discover|you arrive|you see|you hear|you receive|while|during|on a|halfway|a |an |one of|your (patient|colleague|manager|ward|team|department|service))\b.*\?\s*$/, 2],
		[/\b(what do you do|how do you respond|how do you react|what is your response|what happens next|what next)\s*\?/, 2.5],
		[/\b(your (first|next) (step|action|priority|priorities))\b/, 2],
		[/\bwalk (me|us) through how you (would|will)\b/, 3],
		[/\bhow do you (handle|deal with|respond|react|cope|prioriti[sz]e|manage|approach|decide)\b/, 2],
	],
	motivation: [
		[/\bwhy (do|did|would) you (want|wish|like|hope|choose|chose|decide|apply|pick|go into|become)\b/, 4],
		[/\bwhy (are|were) you (applying|interested|drawn|attracted|keen|looking)\b/, 4],
		[/\bwhy (have|had) you (chosen|applied|decided|picked)\b/, 4],
		[/\bwhy (this|the|our|a) (role|job|post|trust|hospital|organisation|organization|position|team|ward|specialty|speciality|career|profession|department|service|area|practice|unit|board|programme|rotation|field)\b/, 4],
		[/\bwhy (nursing|medicine|midwifery|healthcare|health care|the nhs|nhs|us|here|now|physiotherapy|radiography|pharmacy|management|administration|this)\b/, 3.5],
		[/\bwhat (attracts|attracted|motivates|motivated|draws|drew|inspired|inspires|interests|interested|excites|excited|appeals|appealed|brought|brings|led) you\b/, 4],
		[/\bwhat (has |had |have )?(made|makes|make) you (want|choose|apply|decide|go into|interested|pick|consider|move|switch|leave|look)\b/, 4],
		[/\bwhat (is|was) (it )?(about|that) (this|the|our|nursing|the nhs|working)[\w\s]{0,40}(appeal|attract|interest|draw|motivate)/, 3.5],
		[/\bwhy (do|would) you (like|love|enjoy) (to )?(work|join)\b/, 4],
		[/\b(your|the) (motivation|reasons?) (for|behind) (applying|choosing|wanting|this|joining|becoming|working)\b/, 4],
		[/\bhow did you (come to|get into|decide to become|end up|choose|decide on)\b/, 3.5],
	],
	self: [
		[/\b(tell|talk) (me|us|the panel) (a (little|bit) )?about yourself\b/, 5],
		[/\b(describe|introduce|summarise|summarize|sum up) yourself\b/, 5],
		[/\bhow would (your )?(colleagues|friends|manager|managers|team|patients|others|people|peers|family|mentor|line manager) describe you\b/, 5],
		[/\bwhat (can|would|could|will) you (bring|offer|contribute)\b/, 4],
		[/\bwhy should we (hire|appoint|choose|employ|pick|offer)\b/, 4],
		[/\bwhere do you see yourself\b/, 4],
		[/\bwhat (makes|would make) you (a good|the right|suitable|the best|an ideal|a strong)\b/, 4],
		[/\bwhat (kind|type|sort) of (person|colleague|nurse|doctor|manager|leader|team member|practitioner) are you\b/, 4],
		[/\byour (leadership|management|communication|working|learning|teaching|personal) style\b/, 4],
		[/\b(your own|yourself|your) (wellbeing|well-being|health|resilience|stress|development|cpd|learning|career goals|ambitions?|plans)\b/, 1.5],
		[/\bhow do you (manage|cope with|handle|deal with|look after|reduce) (your own |your )?(stress|pressure|wellbeing|well-being|workload stress|emotions)\b/, 3.5],
		[/\bhow do you (look after|take care of|keep|stay|maintain|cope|manage) (yourself|your own|your knowledge|your skills|up to date|resilient|motivated|well)\b/, 2.5],
		[/\b(your|the) (career )?(goals|ambitions|aspirations)\b/, 3],
		[/\bwhat (qualities|skills|attributes|experience) (do|would|will|can) you (have|bring|offer|possess)\b/, 4],
	],
	strengths: [
		[/\b(your|greatest|biggest|main|key|top|three|two|one) (greatest |biggest |main |key |top |main )?(strengths?|weakness(es)?|weak points?|weak spots?|limitations?|shortcomings?)\b/, 5],
		[/\b(strengths?|weakness(es)?)\b/, 3],
		[/\b(areas?|aspects?|things?) (for|of|you (would )?(like|want|need) to|to) (development|develop|improve|work on|improvement)\b/, 4],
		[/\bdevelopment (area|need|needs|areas|goal|goals)\b/, 4],
		[/\b(area|aspect|part)s? (of|in) your [\w\s]{0,50}(to develop|to improve|working on|working to)/, 4],
		[/\byou (are )?(currently )?(trying|working|hoping|wanting|aiming) to (improve|develop|get better at|work on)\b|\b(are|were) you (currently )?(trying|working) to (improve|develop)\b/, 3.5],
		[/\bwhat (are you|do you) (good|best|not so good|less good|weakest|strongest) (at|in)\b/, 4],
		[/\bwhat (would|do) you (like to )?(improve|work on|change) about yourself\b/, 4],
		[/\b(what|which) (do you (find|struggle)|you find) (most )?(hard|difficult|challenging)\b/, 3],
		[/\bwhat do you (struggle|find hardest)\b/, 4],
		[/\bfeedback (have you|you have) (had|received) about (yourself|you|your)\b/, 1],
	],
	values: [
		[new RegExp(`\\bwhat (do|does) (${VALUE_WORDS})( and [\\w\\s,]{1,40})? (mean|matter) (to|for) you\\b`), 5],
		[new RegExp(`\\bwhat (do|does) [\\w\\s,'’-]{0,40}(${VALUE_WORDS})[\\w\\s,'’-]{0,30} mean (to|for) you\\b`), 4],
		[/\b(which|what) (nhs |trust |core )?value (matters|means|is|resonates|do you|would you|stands out)/, 5],
		[/\b(the )?(nhs|trust(’s|'s)?|our|core) values\b/, 2.5],
		[/\b(show|shown|showed|demonstrate|demonstrated|live|lived|embody|embodied|uphold|upheld|display|displayed) (the )?(nhs |trust |core |our )?values?\b/, 3],
		[/\b(mean|means) to you\b/, 2],
		[/\bhow do you (show|demonstrate|live|embody|apply|uphold|bring) (the )?(nhs |trust |our |core )?(values?|compassion|respect|dignity|integrity|equality|inclusion|kindness|empathy)\b/, 4],
		[new RegExp(`\\b(what is|what's) (${VALUE_WORDS}) to you\\b`), 4],
		[/\b(the )?(6 ?cs|six cs|nhs constitution)\b/, 2],
	],
	knowledge: [
		[/\bwhat do you (know|understand) (about|of|by)\b/, 4],
		[/\b(what|which) (is|are) (the|a|an|meant by|your understanding)\b/, 2.5],
		[/\bwhat (is|are) [\w\s’'-]{1,40}\?\s*$/, 1.5],
		[/\bwhat does [\w\s,’'-]{1,50} (mean|involve|require|say|cover|stand for)\b/, 3],
		[/\bexplain (what|how|the|why|your understanding|a|an)\b/, 2.5],
		[/\bhow (does|do|can|should|might) (the |a |an |your |our )?[\w’'-]+( [\w’'-]+){0,4} (guide|shape|affect|apply|inform|influence|work|impact|relate|help|protect|support)\b/, 2.5],
		[/\b(policy|policies|guideline|guidelines|guidance|legislation|law|act|code|standards?|principles|framework|regulation|regulations|nice|cqc|nmc|gmc|hcpc|caldicott|gdpr|mental capacity|duty of candour|clinical governance|safeguarding|care certificate|freedom to speak up|sbar|news2|nhs long term plan|integrated care|ics|icb|18-week|referral to treatment|governance|audit|infection (prevention|control)|ipc|riddor|coshh|mca|dols|lpa)\b/, 1.2],
		[/\bwhy (is|are|does|do) [\w\s’'-]{1,40} (important|matter|needed|necessary|required|used|essential|vital)\b/, 4.5],
		[/\b(biggest|main|key|greatest|current) (challenges?|issues?|pressures?|priorities|risks|changes) (facing|for|in|affecting)\b/, 3.5],
		[/\bwhat do you know\b/, 3],
		[/^(what|which) (is|are|was|were) (?!you|your)\w+/, 2],
		[/\b(how|what) do you (know|understand|follow|use|apply|do) to (make sure|ensure|prevent|protect|keep)\b/, 1],
		[/\bhow do you (make sure|ensure|prevent|protect|maintain|meet|use|apply|keep|help|support|work within|contribute)\b/, 1.8],
		[/\bname (the|three|two|some|a few)\b/, 3],
		[/\bwhat (measures|precautions|checks|steps|principles|standards) (do|should|must) you (follow|take|use|apply)\b/, 3],
	],
}

export type KindScores = Record<QuestionKind, number>

/** Normalise a question for matching: lower case, straight quotes, one space. */
export function normalise(text: string): string {
	return text
		.toLowerCase()
		.replace(/[‘’]/g, "'")
		.replace(/\s+/g, ' ')
		.trim()
}

export function kindScores(text: string): KindScores {
	const t = normalise(text)
	const scores = Object.fromEntries(QUESTION_KINDS.map((k) => [k, 0])) as KindScores
	for (const kind of QUESTION_KINDS) {
		for (const [re, w] of RULES[kind]) if (re.test(t)) scores[kind] += w
	}
	// a scenario with its own "what would you do" is situational, even if it mentions a past "you have"
	if (scores.situational >= 3 && scores.behavioural < 3) scores.behavioural *= 0.5
	// "what is the hardest thing you have done" asks for an example, not facts
	if (scores.behavioural >= 3 && /\byou (have|'ve|did|had)\b/.test(t)) scores.knowledge *= 0.5
	// "what does X mean to you" is a values question only when X is a value; otherwise facts
	if (scores.values > 0 && scores.values < 4 && scores.knowledge >= 3) scores.values *= 0.5
	// "strengths and weaknesses" outranks "tell us about yourself"
	if (scores.strengths >= 5) scores.self *= 0.5
	// "what would you bring", "what would you say is your weakness": self or strengths, not a scenario
	if (scores.self >= 4 || scores.strengths >= 4) scores.situational *= 0.4
	// "why do you want" outranks an incidental "would you"
	if (scores.motivation >= 4) scores.situational *= 0.3
	return scores
}

/** Tie-break order when two kinds score the same (most specific first). */
const PRIORITY: QuestionKind[] = ['motivation', 'strengths', 'self', 'values', 'behavioural', 'situational', 'knowledge']

export function classifyKindByRules(text: string): QuestionKind {
	return kindFromScores(kindScores(text ?? ''), text)
}

/** The rules' pick from scores `kindScores` already gave for this text. */
export function kindFromScores(scores: KindScores, text: string): QuestionKind {
	let best: QuestionKind | undefined
	for (const k of PRIORITY) if (scores[k] > 0 && (!best || scores[k] > scores[best])) best = k
	if (best) return best
	const t = normalise(text ?? '')
	if (/^why\b/.test(t)) return 'motivation'
	if (/\byou\b.*\b(do|did|have)\b/.test(t)) return 'behavioural'
	// a bare prompt with no framing ("Teamwork.") is answered with an example
	return 'behavioural'
}
