/**
 * Word lists for reading NHS job descriptions and CVs: skills, the language
 * of the six NHS values, competency areas (named as in the question bank),
 * role families, and the verbs duties start with.
 */
import { type InterviewType } from '#app/lib/interview-types'
import { type NhsValue } from '#app/lib/nhs-values'

/** Skills and competencies, by the label shown to the candidate. */
export const SKILLS: Array<[label: string, pattern: RegExp]> = [
	['Communication', /\bcommunicat/i],
	['Teamwork', /\bteam ?work|\bworking (well )?(as part of|in|within) a team|multi-?disciplinary|\bmdt\b/i],
	['Leadership', /\bleadership\b|\bleading (a |the )?(team|shift|ward)|\blead (a |the )?(team|shift)/i],
	['Clinical supervision', /clinical supervision/i],
	['Mentoring and preceptorship', /\bmentor|\bprecept/i],
	['Teaching and training', /\bteaching\b|\btrain(ing)? (staff|students|others|colleagues)/i],
	['Delegation', /\bdelegat/i],
	['Medicines management', /medicines? management|administ\w+ (of )?(medicines|medication|drugs)|\bmedication\b/i],
	['Wound care', /\bwound/i],
	['Venepuncture', /venepuncture|phlebotomy|blood (samples|tests)/i],
	['Cannulation', /cannulat/i],
	['Catheter care', /catheter/i],
	['Observations (NEWS2)', /\bnews ?2\b|vital signs|\bobservations\b|\bobs\b/i],
	['ECGs', /\becgs?\b/i],
	['Infection prevention and control', /infection (prevention|control)|\bipc\b|hand hygiene/i],
	['Safeguarding', /safeguard/i],
	['Moving and handling', /(moving|manual) (and )?handling/i],
	['Personal care', /personal care|washing and dressing|\bcontinence\b/i],
	['Nutrition and hydration', /nutrition|hydration|\bmealtimes?\b|\bfeeding\b/i],
	['Dementia care', /dementia/i],
	['End of life care', /end of life|palliative/i],
	['Care planning', /care plan/i],
	['Discharge planning', /discharge planning|plan\w* (safe )?(and timely )?discharges?|timely discharges?|\bdischarges? (of|from|home|to)\b/i],
	['Risk assessment', /risk assess/i],
	['Falls prevention', /\bfalls\b/i],
	['Pressure area care', /pressure (area|ulcer|injur)/i],
	['Record keeping', /record[- ]keeping|(accurate|contemporaneous|clinical) (records|notes|documentation)|\bdocumentation\b/i],
	['Confidentiality and information governance', /confidential|\bgdpr\b|data protection|information governance/i],
	['IT skills', /\b(it|computer|keyboard) (skills|literate|literacy)\b|microsoft (office|word|excel|outlook)|\bspreadsheets?\b/i],
	['Electronic patient records', /electronic (patient|health) records?|\bepr\b|systmone|\bemis\b|\blorenzo\b|\bcerner\b|patient administration system|\bpas\b/i],
	['Minute taking', /minute[- ]taking|taking minutes|\bminutes of\b/i],
	['Audio typing', /audio[- ]typ|\btyping\b|\bwpm\b/i],
	['Diary management', /diary management|manag\w* (the )?diar/i],
	['Appointment booking', /\bbook\w* (of )?appointments|appointment booking|\bclinic (lists|letters|bookings)/i],
	['Customer service', /customer service|\breception\b|telephone (enquiries|calls)|\bfront desk\b/i],
	['Referral management', /\breferrals?\b(?! to treatment)/i],
	['Waiting list management', /waiting lists?|\brtt\b|referral to treatment/i],
	['Rostering', /e-?roster|\brotas?\b|\brosters?\b|\brostering\b/i],
	['Budget management', /\bbudget|financial management|cost improvement/i],
	['Audit', /\baudits?\b|\bauditing\b/i],
	['Quality improvement', /quality improvement|\bqi\b|service improvement|\bpdsa\b/i],
	['Recruitment', /\brecruit/i],
	['Appraisals', /\bapprais/i],
	['Performance management', /performance manag|sickness absence|\bcapability\b/i],
	['Clinical assessment', /clinical (assessment|reasoning)|assess\w* (and treat\w* )?patients|\bassess, plan/i],
	['Exercise prescription', /exercise (programmes?|prescription|plans?)/i],
	['Rehabilitation', /rehabilitat|\brehab\b/i],
	['Musculoskeletal (MSK)', /musculoskeletal|\bmsk\b/i],
	['Respiratory care', /respiratory/i],
	['Mobility assessment', /\bmobility\b|\bgait\b/i],
	['Health promotion', /health promotion|self[- ]management/i],
	['Triage', /\btriage/i],
	['Time management', /time management|\bprioritis|\bprioritiz|organisational skills/i],
	['Problem solving', /problem[- ]solving/i],
	['Working under pressure', /under pressure|\bresilien/i],
	['Incident reporting', /incident report|\bdatix\b/i],
	['Complaints handling', /\bcomplaints?\b/i],
	['Patient experience', /patient experience|friends and family test/i],
	['Equality, diversity and inclusion', /\bequality\b|\bdiversity\b|\binclusion\b/i],
]

/** Words in a job description that speak each NHS value's language. */
export const VALUE_LANGUAGE: Record<NhsValue, RegExp> = {
	'Care and compassion': /\b(compassion\w*|kind(ness)?|caring|empath\w*)\b/gi,
	'Dignity and respect': /\b(dignity|respect\w*|privacy)\b/gi,
	'Commitment to quality of care': /\b(quality|high standards?|excellence|safe and effective|getting the basics right)\b/gi,
	'Improving lives': /\b(improv\w+ (lives|health|wellbeing|outcomes|experience)|wellbeing|make a difference)\b/gi,
	'Working together for patients': /\b(working together|together|collaborat\w+|partnership)\b/gi,
	'Everyone counts': /\b(everyone counts|equality|equity|diversity|inclusi\w+|fair(ness)?)\b/gi,
}

export type CompetencyRule = { pattern: RegExp; competency: string; values: NhsValue[] }

/** The competency area (named as in the question bank) a duty or criterion belongs to. */
export const COMPETENCY_RULES: CompetencyRule[] = [
	{ pattern: /safeguard/i, competency: 'Safeguarding', values: ['Care and compassion', 'Working together for patients'] },
	{ pattern: /infection|hygiene|\bipc\b/i, competency: 'Infection prevention and control', values: ['Commitment to quality of care'] },
	{ pattern: /medic(ine|ation)|\bdrugs?\b|prescri|deteriorat|news ?2|observations|escalat|incident|risk/i, competency: 'Patient safety', values: ['Commitment to quality of care', 'Care and compassion'] },
	{ pattern: /\blead|supervis|manag\w* (the |a )?(team|staff|ward|unit|department|service)|delegat|\brota|roster|line manag|apprais|recruit|\bband \d+ (nurses|staff)/i, competency: 'Leadership', values: ['Working together for patients', 'Commitment to quality of care'] },
	{ pattern: /budget|resources|stock|financ|cost/i, competency: 'Financial and resource management', values: ['Everyone counts', 'Commitment to quality of care'] },
	{ pattern: /audit|improv|quality|change|innovat/i, competency: 'Quality improvement', values: ['Improving lives', 'Commitment to quality of care'] },
	{ pattern: /teach|train|mentor|precept|educat|student|learner|develop\w* (staff|others|the team)/i, competency: 'People development', values: ['Improving lives', 'Working together for patients'] },
	{ pattern: /record|document|confidential|\bdata\b|gdpr|information/i, competency: 'Information governance', values: ['Dignity and respect', 'Commitment to quality of care'] },
	{ pattern: /appointment|diary|diaries|booking|waiting list|clinic|schedul|typing|letters|minutes|filing|post\b|administrat/i, competency: 'Organisation and prioritisation', values: ['Everyone counts', 'Commitment to quality of care'] },
	{ pattern: /discharge|patient flow|\bbeds?\b|pathway/i, competency: 'Patient pathway management', values: ['Working together for patients', 'Everyone counts'] },
	{ pattern: /complain|enquir|telephone|reception|visitors|relatives|families|carers/i, competency: 'Communication', values: ['Care and compassion', 'Dignity and respect'] },
	{ pattern: /personal care|dignity|privacy|wash|dress|nutrition|hydration|feed|comfort|end of life|palliative|dementia/i, competency: 'Person-centred care', values: ['Dignity and respect', 'Care and compassion'] },
	{ pattern: /assess|treat|rehab|exercise|mobility|care plan|clinical|caseload|wound|therapy|intervention/i, competency: 'Clinical judgement', values: ['Care and compassion', 'Improving lives'] },
	{ pattern: /team|multi-?disciplinary|\bmdt\b|collaborat|liais|partner/i, competency: 'Teamwork', values: ['Working together for patients'] },
	{ pattern: /communicat|explain|listen/i, competency: 'Communication', values: ['Care and compassion', 'Working together for patients'] },
	{ pattern: /equality|diversity|inclusi/i, competency: 'Equality, diversity and inclusion', values: ['Everyone counts', 'Dignity and respect'] },
]

export const DEFAULT_COMPETENCY: Omit<CompetencyRule, 'pattern'> = {
	competency: 'Person-centred care',
	values: ['Care and compassion', 'Commitment to quality of care'],
}

export function competencyFor(text: string): Omit<CompetencyRule, 'pattern'> {
	const rule = COMPETENCY_RULES.find((r) => r.pattern.test(text))
	return rule ? { competency: rule.competency, values: rule.values } : DEFAULT_COMPETENCY
}

/** Role families: the interview type a job title points to. Order matters: first match wins. */
export const ROLE_FAMILIES: Array<[InterviewType, RegExp]> = [
	['nursing', /\b(nurse|nursing|midwi(fe|fery|ves)|sister|charge nurse|ward manager|matron|health visitor)\b/i],
	['support', /\b(healthcare|health care|clinical|care|support|nursing|theatre|therapy|maternity) (assistant|support worker|worker|associate)\b|\bhca\b|\bporter\b|\bdomestic\b|\bhousekeeper\b/i],
	['allied_health', /\b(physio\w*|occupational therap\w*|radiographer|dietitian|dietician|speech and language|podiatrist|paramedic|orthoptist|prosthetist|operating department practitioner|sonographer)\b/i],
	['medical', /\b(doctor|registrar|consultant (physician|surgeon|psychiatrist)|foundation (year|doctor)|\bfy[12]\b|junior doctor|\bgp\b|physician|surgeon)\b/i],
	['administrative', /\b(administrat\w*|receptionist|secretary|medical secretary|clerk|coordinator|co-ordinator|personal assistant|\bpa\b|data officer|booking|records officer|ward clerk)\b/i],
	['management', /\b(manager|head of|director|service lead|team leader|operational lead)\b/i],
]

/** Nouns that make a line look like a job title. */
export const ROLE_NOUNS =
	/\b(nurse|midwife|sister|matron|assistant|worker|associate|manager|physiotherapist|therapist|radiographer|dietitian|paramedic|doctor|registrar|consultant|administrator|receptionist|secretary|clerk|coordinator|co-ordinator|officer|practitioner|lead|leader|head|director|porter|housekeeper|volunteer|carer|technician|analyst|student|apprentice|trainee|supervisor|auxiliary)s?\b/i

/** Verbs duties start with (base form), for turning "Leading a team" into "lead a team". */
export const DUTY_VERBS = `accept act administer admit advise advocate allocate analyse answer apply appraise arrange assess assist
attend audit book build care carry chair challenge champion check clean collaborate collate collect communicate compile complete
comply conduct contribute coordinate co-ordinate cover create deal delegate deliver demonstrate deputise design develop direct
discharge document draft drive educate empower encourage engage ensure enter escalate escort establish evaluate facilitate feed
file follow foster give greet handle help identify implement improve input introduce investigate involve keep lead liaise maintain
manage measure meet mentor minute monitor motivate observe offer operate order organise oversee participate perform plan prepare
prescribe prioritise process produce promote put protect provide raise receive record recruit refer register report represent resolve
respond review run safeguard schedule serve set share spend supervise support take teach train transfer transport treat triage type undertake
update uphold use welcome work write`
	.split(/\s+/)
	.filter(Boolean)

/** Verbs that double their last consonant before -ing (British spelling). */
const DOUBLING = new Set(['admit', 'plan', 'refer', 'set', 'run', 'transfer', 'travel', 'model', 'label', 'counsel', 'commit', 'control', 'input', 'signal', 'get', 'put', 'stop', 'chat'])

export function gerund(base: string) {
	if (DOUBLING.has(base)) return `${base}${base.at(-1)}ing`
	if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`
	if (/[^e]e$/.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`
	return `${base}ing`
}

export function pastTense(base: string) {
	const irregular: Record<string, string> = {
		lead: 'led', run: 'ran', take: 'took', give: 'gave', make: 'made', write: 'wrote', teach: 'taught', set: 'set', build: 'built',
		keep: 'kept', meet: 'met', deal: 'dealt', feed: 'fed', input: 'input', drive: 'drove', oversee: 'oversaw', undertake: 'undertook',
	}
	if (irregular[base]) return irregular[base]
	if (DOUBLING.has(base)) return `${base}${base.at(-1)}ed`
	if (base.endsWith('e')) return `${base}d`
	if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`
	return `${base}ed`
}

/** gerund / third person / base -> base form, for the verbs above. */
export const VERB_FORMS: Map<string, string> = new Map(
	DUTY_VERBS.flatMap((base) => [
		[base, base],
		[gerund(base), base],
		[/(s|sh|ch|x|z)$/.test(base) ? `${base}es` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ies` : `${base}s`, base],
	]),
)
