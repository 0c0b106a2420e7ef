/**
 * Key concepts a question can ask about (safeguarding, capacity and consent,
 * escalation, conflict, ...), each with the words a question uses to ask about it
 * and the words an answer uses to talk about it. Relevance compares the two: a
 * strong story about staffing given to a safeguarding question is off topic.
 */

export type Concept = { id: string; label: string; asks: RegExp; talks: RegExp }

const c = (id: string, label: string, asks: RegExp, talks: RegExp): Concept => ({ id, label, asks, talks })

export const CONCEPTS: Concept[] = [
	c(
		'safeguarding',
		'safeguarding',
		/\b(safeguard\w*|abus\w*|neglect\w*|vulnerable|exploit\w*|taking (their|her|his) money|domestic violence|coercive|modern slavery|self-neglect)\b/,
		/\b(safeguard\w*|abus\w*|neglect\w*|vulnerable|bruis\w*|exploit\w*|disclos\w*|referral|social services|social worker|protection|coerc\w*|domestic|financial abuse|money|frightened of|scared of|police|unexplained)\b/,
	),
	c(
		'capacity',
		'capacity and consent',
		/\b(capacity|consent\w*|refus\w*|best interests?|against (medical )?advice|does not want|doesn't want|declin\w*|wishes)\b/,
		/\b(capacity|consent\w*|refus\w*|best interests?|wishes|choice|decision|declin\w*|understand\w*|mental capacity act|mca|options|risks|respect\w* (her|his|their) (decision|choice|wishes)|advocate|right to|autonomy)\b/,
	),
	c(
		'deterioration',
		'a deteriorating patient',
		/\b(deteriorat\w*|news2?|early warning|unwell|low blood pressure|acutely|sepsis|observations|obs|reading)\b/,
		/\b(deteriorat\w*|news2?|observations|obs|sats|saturation\w*|blood pressure|pulse|heart rate|respiratory|temperature|sepsis|a to e|abcde|outreach|escalat\w*|sbar|doctor|registrar|unwell|oxygen)\b/,
	),
	c(
		'concern',
		'raising a concern',
		/\b(concern\w*|poor practice|speak(ing)? up|whistleblow\w*|unsafe|raise|challeng\w*|disrespectful\w*|under the influence)\b/,
		/\b(concern\w*|rais\w*|challeng\w*|report\w*|escalat\w*|speak\w* up|unsafe|datix|incident|manager|matron|freedom to speak up|guardian|poor practice|policy|behaviour|safety)\b/,
	),
	c(
		'conflict',
		'conflict or disagreement',
		/\b(conflict|disagree\w*|dispute|tension|grievance|bullying|difficult colleague|clash)\b/,
		/\b(conflict|disagree\w*|argu\w*|tension|dispute|mediat\w*|compromis\w*|perspective|point of view|common ground|resolv\w*|privately|listen\w*|relationship|bully\w*|grievance)\b/,
	),
	c(
		'mistake',
		'a mistake',
		/\b(mistake|error|wrong|went wrong|near miss|late|omitted|missed)\b/,
		/\b(mistake|error|incorrect|forgot|omitted|near miss|apologis\w*|datix|duty of candour|owned up|put (it )?right|my fault)\b/,
	),
	c(
		'teamwork',
		'working in a team',
		/\b(team\w*|multidisciplinary|mdt|colleagues?|another profession|other professions?|partnership|together)\b/,
		/\b(team\w*|colleagues?|together|mdt|multidisciplinary|physio\w*|occupational therap\w*|social worker|pharmacist|doctors?|nurses?|handover|huddle|joint|shared|collaborat\w*|liais\w*|support\w*)\b/,
	),
	c(
		'leadership',
		'leading people',
		/\b(lead\w*|led|manag\w* (a |the |your )?(team|staff|change|people|performance|member)|motivat\w* (a |the )?team|morale|culture|staff engagement|performance|delegat\w*)\b/,
		/\b(lead\w*|led|team|staff|delegat\w*|vision|motivat\w*|morale|coach\w*|mentor\w*|one-to-one|1:1|appraisal|supervision|engag\w*|culture|performance|objectives|expectations|support\w*)\b/,
	),
	c(
		'complaint',
		'a complaint or an upset person',
		/\b(complain\w*|angry|aggressive|rude|abusive|upset|unhappy|dissatisfied|shouting|verbally)\b/,
		/\b(complain\w*|angry|aggressive|rude|abusive|upset|frustrat\w*|listen\w*|apologis\w*|calm\w*|de-?escalat\w*|pals|acknowledg\w*|sorry|concern\w*|understand\w*|explain\w*)\b/,
	),
	c(
		'distress',
		'someone frightened or distressed',
		/\b(distress\w*|frightened|anxious|scared|afraid|pain|compassion|comfort|end of (their|her|his) life|dying|bereave\w*|bad news|difficult news)\b/,
		/\b(distress\w*|frightened|anxious|anxiety|scared|afraid|worr\w*|reassur\w*|comfort\w*|calm\w*|sat with|held (her|his|their) hand|listen\w*|pain|cry\w*|tears|kind\w*|compassion\w*|family|dying|died|death|grief|bad news)\b/,
	),
	c(
		'dignity',
		'dignity and respect',
		/\b(dignity|respect\w*|privacy|personal care|person-centred|individual needs?)\b/,
		/\b(dignity|respect\w*|privacy|private|curtains?|covered|choice|preferences?|wishes|consent|name|individual|person-centred|what mattered|routine|independen\w*)\b/,
	),
	c(
		'priorities',
		'prioritising a workload',
		/\b(prioriti\w*|workload|caseload|competing|deadline|pressure|busy|demand\w*|capacity|several|at the same time|backlog|surge|full capacity)\b/,
		/\b(prioriti\w*|urgent|first|list|plan\w*|deadline|delegat\w*|time|workload|caseload|busy|pressure|order|triage|risk|rota|cover|organis\w*|backlog|demand)\b/,
	),
	c(
		'staffing',
		'staffing',
		/\b(staffing|short[- ]staffed|understaffed|sickness|rotas?|recruit\w*|retention|vacanc\w*|annual leave|cover)\b/,
		/\b(staffing|short[- ]staffed|understaffed|staff shortage|sickness|off sick|phoned in sick|rota|bank staff|agency|cover|recruit\w*|retention|vacanc\w*|skill mix|ratio|extra staff)\b/,
	),
	c(
		'improvement',
		'improving a service',
		/\b(improv\w*|quality improvement|audit|service development|change|process|efficien\w*|waste|innovation|waiting (list|times)|pathway)\b/,
		/\b(improv\w*|audit|data|measur\w*|baseline|pdsa|pilot\w*|trial\w*|process|change\w*|reduc\w*|increas\w*|introduc\w*|implement\w*|project|feedback|outcome|results?)\b/,
	),
	c(
		'infection',
		'infection prevention',
		/\b(infection\w*|hand hygiene|hands|isolation|ppe|cleaning|clean|hygiene|gloves)\b/,
		/\b(infection\w*|hand hygiene|wash\w* (my |their |her |his )?hands|gel|gloves|aprons?|ppe|isolation|side room|clean\w*|decontaminat\w*|bare below the elbows|c\.? ?diff|mrsa|norovirus|covid)\b/,
	),
	c(
		'confidentiality',
		'confidentiality',
		/\b(confidential\w*|information about a patient|patient information|details of their diagnosis|test results|caldicott|gdpr|data protection|phones asking|asking for information)\b/,
		/\b(confidential\w*|information|identity|id|verify|verif\w*|consent|caldicott|gdpr|data protection|need to know|share|sharing|disclos\w*|records?|details|call back|password)\b/,
	),
	c(
		'equality',
		'equality, diversity and inclusion',
		/\b(equality|diversity|inclusi\w*|discriminat\w*|underserved|inequalit\w*|fair\w*|all backgrounds|excluded|left behind|first language)\b/,
		/\b(equalit\w*|divers\w*|inclusi\w*|discriminat\w*|fair\w*|background|culture|cultural|language|interpreter|accessib\w*|adjustments?|disabilit\w*|barrier\w*|excluded|everyone|equal)\b/,
	),
	c(
		'finance',
		'money and budgets',
		/\b(budget|overspen\w*|financ\w*|savings?|cost|resources|business case|waste)\b/,
		/\b(budget|spend\w*|overspen\w*|cost\w*|sav\w*|£|financ\w*|money|resources?|business case|value for money|waste)\b/,
	),
	c(
		'feedback',
		'feedback',
		/\b(feedback|criticism|criticised)\b/,
		/\b(feedback|critici\w*|comments?|appraisal|reflect\w*|took on board|acted on|changed)\b/,
	),
	c(
		'medicines',
		'medicines safety',
		/\b(medicat\w*|medicine\w*|prescri\w*|tablets|drug|dose)\b/,
		/\b(medicat\w*|medicine\w*|prescri\w*|tablets?|drugs?|dose\w*|chart|pharmac\w*|controlled drug|allerg\w*|administ\w*)\b/,
	),
]

const norm = (t: string) => t.toLowerCase().replace(/[‘’]/g, "'")

/** Concepts that frame many questions; a specific concept beside one is what is asked. */
const BROAD = new Set(['concern', 'teamwork', 'leadership', 'priorities', 'improvement', 'distress', 'feedback'])

/** Concepts close enough that talking about one answers a question about the other. */
const RELATED: Array<string[]> = [
	['dignity', 'equality', 'distress', 'capacity', 'confidentiality', 'complaint'],
	['concern', 'complaint', 'mistake', 'safeguarding', 'deterioration', 'medicines', 'infection', 'confidentiality', 'conflict'],
	['capacity', 'safeguarding', 'deterioration', 'medicines'],
	['staffing', 'priorities', 'finance', 'leadership'],
	['conflict', 'complaint', 'feedback', 'leadership'],
	['improvement', 'finance', 'feedback', 'infection', 'medicines'],
]
function related(a: string, b: string): boolean {
	return RELATED.some((g) => g.includes(a) && g.includes(b))
}

/** Concepts a question asks about (question text and its competency). */
export function askedConcepts(question: string, competency?: string): Concept[] {
	const t = norm(`${question} ${competency ?? ''}`)
	const all = CONCEPTS.filter((k) => k.asks.test(t))
	// "a safeguarding concern": the specific concept is what is asked
	const specific = all.filter((k) => !BROAD.has(k.id))
	return specific.length ? specific : all
}

/** For each concept, how many of the answer's sentences talk about it. */
export function conceptHits(sentences: string[]): Record<string, number> {
	const out: Record<string, number> = {}
	for (const k of CONCEPTS) out[k.id] = sentences.filter((s) => k.talks.test(norm(s))).length
	return out
}

export type TopicAnalysis = {
	/** 0..1: how far the answer talks about what was asked (1 when the question names no concept) */
	topic: number
	offTopic: boolean
	asked?: Concept
	about?: Concept
}

/**
 * Compare the concept asked about with the concepts the answer talks about. Off
 * topic when the answer barely touches any asked concept and talks at length about
 * another one.
 */
export function analyseTopic(question: string, sentences: string[], competency?: string): TopicAnalysis {
	const asked = askedConcepts(question, competency)
	if (!asked.length || !sentences.length) return { topic: 1, offTopic: false }
	const hits = conceptHits(sentences)
	const n = sentences.length
	let best = asked[0]
	for (const k of asked) if (hits[k.id] > hits[best.id]) best = k
	const askedShare = hits[best.id] / n
	const topic = Math.min(1, hits[best.id] / Math.max(2, Math.min(4, n * 0.3)))
	const askedIds = new Set(asked.map((k) => k.id))
	let about: Concept | undefined
	for (const k of CONCEPTS) {
		if (askedIds.has(k.id) || asked.some((a) => related(a.id, k.id))) continue
		// broad concepts (teamwork, leadership, priorities) cannot make a specific answer off topic
		if (BROAD.has(k.id)) continue
		if (!about || hits[k.id] > hits[about.id]) about = k
	}
	// only a specific concept asked makes another one off topic: broad ones frame questions
	// ("change the way you communicated", "our OT team") without being what is asked
	const offTopic = Boolean(
		about &&
			!BROAD.has(best.id) &&
			hits[best.id] <= 1 &&
			askedShare <= 0.12 &&
			hits[about.id] >= 3 &&
			hits[about.id] >= n * 0.3,
	)
	return { topic, offTopic, asked: best, about: offTopic ? about : undefined }
}
