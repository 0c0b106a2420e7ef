/**
 * Things an interview panel would mark down hard, whatever else the answer does:
 * breaching confidentiality, blaming colleagues, refusing to help, dishonesty,
 * unsafe practice, disrespect for patients, purely self-interested motivation,
 * and denying ever making mistakes.
 */
import { excerpt } from './nlp.server'
import { compile, findAll, type Match, type Pattern } from './patterns.server'
import { type AnalysedQuestion } from './question.server'
import { type ParsedAnswer, type Sentence, type TrapConcern } from './types'
import { type Actor, readStance, type Stance } from './stance.server'

export type RedFlagKind =
	| 'confidentiality'
	| 'blame'
	| 'refusal'
	| 'dishonesty'
	| 'unsafe'
	| 'disrespect'
	| 'self-interest'
	| 'no-insight'
	/** no rule: the learned trap check (./model/trap-model.server.ts) */
	| 'concern'

export type RedFlag = {
	kind: RedFlagKind
	severity: number
	/** index into parsed.wholeSentences */
	sentence: number
	/** the whole sentence */
	text: string
	/** the part of the sentence that raised the flag */
	excerpt: string
	/** how the candidate stands towards the act (stance.server) */
	stance?: Stance
	actor?: Actor
	/** the learned trap check's: the concern its sentence most likely raises */
	concern?: TrapConcern
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
		// looking at records without a care reason
		kind: 'confidentiality',
		severity: 0.85,
		patterns: p(
			'look|looked|looking|check|checked|access|accessed|open|opened|view|viewed|search|searched ~2 up? ~4 my|his|her|their|a ~2 mum\'s|mother\'s|dad\'s|father\'s|sister\'s|brother\'s|friend\'s|neighbour\'s|partner\'s|relative\'s|colleague\'s|celebrity\'s|own ~2 record|records|notes|results|file|chart',
			'curious|curiosity|nosy|just_to_see ~8 record|records|notes|results|file',
			'rang|called|phoned|told|texted|messaged ~3 my ~1 @family ~10 report|results|scan|notes|diagnosis|x-ray|bloods',
		),
		unless: p('consent|asked_me_to|never|not|n\'t|should_have|wrong|reported|declined|refused'),
		firstPerson: true,
	},
	{
		// medicines given without a prescription or outside competence
		kind: 'unsafe',
		severity: 0.85,
		patterns: p(
			'gave|give|giving|handed|administered|offered ~4 paracetamol|ibuprofen|codeine|medication|medicine|tablet|tablets|dose|insulin|morphine|painkiller|painkillers ~8 without|before|wasn\'t|was_not|not|no ~3 prescri*|prescription|chart|charted|doctor|authorised',
		),
		unless: p('never|should_have|wrong|would_not|wouldn\'t|could_not|couldn\'t|cannot|can\'t|not_allowed|refused|declined|challenged|reported|escalated|instead'),
		firstPerson: true,
	},
	{
		// delaying escalation of a deteriorating patient to finish a task
		kind: 'unsafe',
		severity: 0.85,
		patterns: p(
			'finish|finished|finishing|complete|completed|completing ~6 before|then|first|afterwards ~6 escalat*|call|called|bleep|bleeped|tell|told|review|doctor|outreach',
			'news|news2|early_warning ~1 score? ~2 of? ~2 #num ~10 wait|waited|later|after ~4 round|lunch|break|handover|finished',
		),
		unless: p('never|should_have|wrong|rather_than|instead|immediately|straight_away|at_once'),
		firstPerson: true,
	},
	{
		// humiliating or bullying a colleague
		kind: 'disrespect',
		severity: 0.8,
		patterns: p(
			'in_front_of ~4 everyone|the_team|the_whole|the_ward|patients|other_staff|colleagues ~8 told|shouted|called|criticised|corrected|pointed_out|made_an_example|laughed',
			'told|shouted|snapped|criticised|called|laughed ~4 him|her|them ~6 in_front_of ~4 everyone|the_team|the_whole|the_ward|patients|other_staff|colleagues',
			'made_an_example_of|humiliat*|belittl*|put_him_in_his_place|put_her_in_her_place|toughen_up|taught_him_a_lesson|taught_her_a_lesson',
			'in_front_of ~12 kept|keep ~2 pressing|pushing|grilling|questioning|quizzing ~4 him|her|them',
			'kept|keep ~2 pressing|pushing|grilling|quizzing ~4 him|her|them ~6 until ~3 admitted|cried|broke|gave_up',
		),
		unless: p('never|should_have|wrong|privately|in_private|challenged|reported|apologised|saw|witnessed|noticed'),
		firstPerson: true,
	},
	{
		// infection-control shortcuts
		kind: 'unsafe',
		severity: 0.85,
		patterns: p(
			'reuse|reused|re-use|re-used ~3 glove|gloves|apron|aprons|syringe|syringes|needle|needles|tourniquet|single-use',
			'same ~2 glove|gloves|apron|aprons ~8 between|for|on ~3 patient|patients|next|another',
			'without|didn\'t|did_not|not ~2 change|changing ~2 my|the? ~1 glove|gloves|apron',
			'skip|skipped|skipping ~3 hand_hygiene|handwashing|hand_washing|hand_gel|washing_my_hands|cleaning',
			'keep|kept|keeping|leave|left|wear|wore|wearing ~2 our|my|the? ~1 gloves ~2 on ~8 several|multiple|between|more_than_one|a_few|five|three|four ~2 patient|patients',
			'gel|sanitiser|sanitizer|alcohol ~4 gloved|our_gloves|my_gloves',
			'change|changed|changing ~2 gloves ~3 every|only_every|once_every ~3 #num|few|several|other',
		),
		unless: p('never|should_have|wrong|challenged|reported|escalated|told_him|told_her|noticed_a_colleague|saw_a_colleague'),
		firstPerson: true,
	},
	{
		// recording observations or care that did not happen
		kind: 'dishonesty',
		severity: 0.85,
		patterns: p(
			'wrote|write|recorded|record|charted|chart|documented|document|entered|enter|filled_in|logged ~6 observation|observations|obs|readings|vitals|checks|scores|blood_pressure|temperature ~8 without|hadn\'t|had_not|never|didn\'t|did_not|not ~3 take|taken|taking|done|do|check|checked|measure|measured|see|seen',
			'estimate|estimated|guess|guessed|made_up|invent|invented|copied ~4 observation|observations|obs|readings|vitals|scores|numbers|figures|values',
			'entered|enter|recorded|record|charted|documented|wrote ~6 observation|observations|obs ~10 using|from|based_on|copied ~4 earlier|previous|old|last|their|the ~3 reading|readings|set|values',
			'filled|fill ~2 in ~4 chart|charts|observations|obs|form|forms ~4 later|afterwards|from_memory|at_the_end_of',
		),
		unless: p('should_have|wrong|challenged|reported|escalated|noticed_a_colleague|saw_a_colleague'),
		firstPerson: true,
	},
	{
		// keeping a safeguarding concern or an error from those who need to know
		kind: 'unsafe',
		severity: 0.8,
		patterns: p(
			'promised|agreed|swore ~3 not_to|never_to|to_keep|to_not ~3 tell|say|mention|report|it|this|secret|quiet',
			// keeping a concern secret; "keep it confidential" alone is ordinary practice
			'kept|keep|keeping ~1 it|this|that|the_concern|the_secret|her_secret|his_secret ~2 to_myself|secret|between_us|quiet',
			'didn\'t|did_not|never ~2 tell|mention|inform|explain_to ~4 @family|the_patient|the_family|her_family|his_family ~8 missed|mistake|error|dose|fall|wrong',
		),
		unless: p('couldn\'t|could_not|cannot|can\'t|explained_that|safeguarding_lead|referred|reported|escalated|should_have|wrong'),
		firstPerson: true,
	},
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
			'should_not|shouldn\'t have say|tell|said|told|mentioned|shared',
		),
		unless: p('not_have_looked|never'),
	},
	{
		// passing on patient information to people outside the care team
		kind: 'confidentiality',
		severity: 0.85,
		patterns: p(
			'tell|told|give|gave|pass|passed|update|updated ~3 her|him|them|@family ~4 which|what ~1 bay|bed|ward|room',
			'tell|told|give|gave|pass|passed|update|updated ~3 her|him|them|@family ~4 how ~2 she|he|they ~1 be ~1 getting_on|doing',
			'tell|told|mention|mentioned|gossip|gossiped ~6 @info',
		),
		withAll: p('neighbour|neighbours|friend|friends|caller|stranger|journalist|press|reporter|acquaintance|followers|housemate|flatmate'),
		unless: p('consent|permission|agreed|never|not|n\'t|refused|declined|couldn\'t|could_not|asked_her|asked_him|asked_them|confidential|confidentiality'),
		firstPerson: true,
	},
	{
		kind: 'confidentiality',
		severity: 0.85,
		patterns: p(
			'send|sent|forward|forwarded|email|emailed|screenshot|screenshotted ~6 @info|list|handover ~6 personal_email|personal_phone|my_phone|home_email|gmail|hotmail|whatsapp|own_email|own_phone',
			'took|take ~2 photo|photos|picture|pictures|photograph|selfie ~4 of ~2 her|him|them|@person|the_patient',
		),
		unless: p('consent|permission|agreed|never|n\'t|anonymi*|blurred|not_identifiable|medical_photography|wouldn\'t'),
		firstPerson: true,
	},
	{
		kind: 'confidentiality',
		severity: 0.85,
		patterns: p(
			'discuss|discussed|chat|chatted|talk|talked|gossip|gossiped ~6 @info|@person|patients ~4 in ~2 the? canteen|pub|lift|corridor|bus|cafe|café|car_park|queue',
		),
		unless: p('overheard|heard|noticed|saw|witnessed|challenged|reminded|reported|raised|told_them|asked_them|never|n\'t|not|wrong'),
	},
	{
		// concealing an error or not reporting it
		kind: 'dishonesty',
		severity: 0.8,
		patterns: p(
			'decide|decided|chose|choose|opted ~2 not to ~4 report|complete|fill|submit|datix|tell|inform|escalate|mention|record|document|disclose',
			'not ~2 complete|fill|submit|raise ~3 incident|datix|report',
			'so|make|made ~3 chart|charts|record|records|notes|it|entry|paperwork|book|log ~1 look|looked|looks|would_look|seem|seemed|appear|appeared ~2 complete|fine|right|correct|consistent|normal|up_to_date',
			'backdate|backdated|backdating|back-date|back-dated|back-dating|back_date|back_dated|tippex|tippexed|whited_out|tore_out|ripped_out|falsif*|fabricat*',
			'without ~3 telling|informing|reporting ~2 to? ~2 anyone|anybody|my_manager|the_nurse_in_charge|my_supervisor|a_senior|the_consultant|the_family',
			'quietly fix|fixed|correct|corrected|sort|sorted|handle|handled|change|changed|amend|amended',
			'no_need|didn\'t_need|did_not_need|no_point ~2 to|in ~2 report|reporting|tell|telling|datix|escalate|escalating',
			'wasn\'t|was_not ~2 worth ~2 reporting|datixing|escalating|mentioning|a_datix',
		),
		unless: p(
			'would_never|i_never|should_have|i_should|wrong_to|shouldn\'t_have|should_not_have|regret|declined|refused|reported|escalated|outside',
		),
		firstPerson: true,
	},
	{
		kind: 'dishonesty',
		severity: 0.7,
		patterns: p(
			'ignore|ignored|turned_a_blind_eye|looked_the_other_way|let_it_go|let_it_slide|brushed ~4 it|error|mistake|concern|concerns|incident|alarm|complaint',
		),
		unless: p('not|never|n\'t|cannot|should_have|wrong|instead'),
		firstPerson: true,
	},
	{
		// discriminatory decisions about staff or patients (protected characteristics)
		kind: 'disrespect',
		severity: 0.85,
		patterns: p(
			'shortlist|shortlisted|recruit|recruited|hire|hired|pick|picked|chose|choose|prefer|preferred|favour|favoured|select|selected|appoint|appointed|promote|promoted|only ~4 younger|older|male|female|childless|single|white|british|english ~2 candidates|applicants|staff|people|ones|men|women|nurses|workers',
			'shortlist|shortlisted|recruit|recruited|hire|hired|pick|picked|chose|choose|prefer|preferred|select|selected|appoint|appointed ~8 without ~2 caring|childcare ~1 responsibilities|commitments',
			'move|moved|took|take|removed|remove|kept|keep|pulled|pull|banned|stopped ~6 accent|accents ~2 off|away|from',
			'didn\'t|did_not|wouldn\'t|would_not|not|never ~2 hire|shortlist|appoint|recruit|promote|employ|interview ~8 because|due_to|as ~4 age|accent|race|religion|gender|pregnancy|pregnant|disability|disabled|ethnicity|nationality|children|headscarf|hijab',
		),
		unless: p('wrong|challenged|challenge|reported|raised|unacceptable|discriminat*|inappropriate|complained|objected|refused_to'),
		firstPerson: true,
	},
	{
		// disparaging remarks about patients or colleagues
		kind: 'disrespect',
		severity: 0.6,
		patterns: p(
			'more|less ~1 reliable|flexible|committed|trustworthy|capable|hardworking ~6 older|younger|women|men|foreigners|immigrants|mothers',
			'those|these|that ~1 sort|type|kind ~2 of ~1 people|patients|person',
			'attention-seeking|attention_seeking|moaning|whingeing|whinging ~1 patients|patient|relatives|family|lady|man|woman|people',
			'laughed|laugh|joked|joke|mocked|mock ~2 at|about ~3 @person|patients|her|him|them',
			'pretended|pretend ~2 not ~2 hear|see|notice|understand',
			'hid|hide|hiding ~3 from ~2 @person|patients|relatives|buzzer|bell|call_bell',
		),
		unless: p(
			'never|wrong|challenged|challenge|reported|raised|stopped|unacceptable|inappropriate|complained|concern|concerned|worried|overheard|noticed|saw|witnessed|spoke|addressed|told_them|told_her|told_him',
		),
	},
	{
		// working outside competence, cutting corners, falsifying readings
		kind: 'unsafe',
		severity: 0.7,
		patterns: p(
			'i ~2 did|do|carried_out|went_ahead|gave|took|performed|inserted|cannulated|catheterised|administered ~6 even_though|despite ~3 never|not|no|untrained|wasn\'t|hadn\'t ~2 trained|training|competent|signed_off|assessed',
			'i ~2 did|do|carried_out|went_ahead|gave|performed|inserted|cannulated|catheterised|administered ~6 without ~3 training|being_trained|supervision|being_signed_off|competency|competence',
			'i ~3 sign|signed ~3 for ~4 i ~2 didn\'t|did_not|hadn\'t|had_not',
			'i ~3 didn\'t|did_not|never ~2 bother|bothered ~3 wash|check|checking|gloves|apron|hand|hands|obs|observations',
			'i ~3 skipped|missed_out|left_out|fudged|made_up|invented|guessed ~3 obs|observations|checks|check|scores|readings|fluid|results|numbers',
			'i ~3 left|leave ~3 patient|patients|bay|ward|him|her|them ~3 unattended|unsupervised',
		),
		unless: p('never|should_have|wrong_to|shouldn\'t_have|should_not_have|wouldn\'t|would_not|can\'t|cannot|couldn\'t|could_not|won\'t|will_not|refuse|refused'),
	},
	{
		kind: 'refusal',
		severity: 0.6,
		patterns: p(
			'not ~1 a|an|my|our ~2 job|task|role|responsibility',
			'isn\'t|wasn\'t|is_not|was_not ~2 part ~2 of ~2 my ~1 job|role|job_description|remit',
			'outside ~1 my ~1 job_description|pay_grade|banding',
			'not ~3 going ~1 to ~2 let ~2 them|her|him ~2 use ~2 my ~1 time',
			'i ~2 refused|refuse|declined|decline ~3 to ~3 help|do|take|cover|go|assist',
			'told ~2 them|her|him ~3 to ~2 do ~1 it ~2 themselves|himself|herself',
			'that\'s|that_is ~1 their|her|his ~1 problem|job|responsibility',
		),
		unless: p('never|should_have|wrong_to|i_was_wrong|but|although|though|anyway|still|happy_to|willing'),
	},
	{
		kind: 'blame',
		severity: 0.6,
		patterns: p(
			'her|his|their ~1 mess',
			'not my fault',
			'her|his|their|the @role fault',
			'blame',
			'lazy|useless|incompetent|hopeless|rubbish|idiot|idiots|stupid|clueless|careless|sloppy|slack|slackers|dinosaurs|jobsworth|jobsworths',
			'her|his|their|the ~1 team|staff|nurses|doctors|colleagues ~2 were|was|are ~1 failing|hopeless|useless|lazy|incompetent',
			'undid|undo|undoes|ruined|ruin|wrecked ~2 my ~1 work|hard_work',
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
			'so|hoped|hoping|made_sure ~2 nobody|no_one ~2 noticed|notice|would_notice|found_out|would_find_out|knew|would_know',
			'hid|hide|hidden ~3 mistake|error|it',
			'pretend',
			'didn\'t|did_not ~2 tell|report|mention ~2 anyone|anybody|my_manager',
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

/**
 * Acts described by what happens, in any wording: disclosing a person's health to
 * someone outside their care, posting about a patient, signing for what one did
 * not see, giving medicine from one's own supply, making a record look complete.
 * Matched on the lower-cased sentence; the stance decides whether it counts.
 */
type Act = { kind: RedFlagKind; severity: number; re: RegExp; negationIsTheAct?: boolean }

const OUTSIDER =
	'(?:my |a |our |the |her |his |their )?(?:next[- ]door )?(?:neighbours?|friends?|mates?|flatmates?|housemates?|partner|husband|wife|boyfriend|girlfriend|mum|dad|mother|father|sister|brother|family|church|book club|school gate|group chat|followers|people at (?:the |my )?\\w+|someone at \\w+|the press|a journalist|journalists?|reporters?)'
const HEALTH =
	'(?:diagnos\\w*|admitted|cancer|tumour|dementia|hiv|aids|pregnan\\w*|miscarri\\w*|abortion|termination|overdose|self[- ]harm|suicid\\w*|mental health|depress\\w*|psychosis|sectioned|condition|illness|disease|stroke|heart attack|infection|std|sti|results?|scan|test|treatment|medication|on (?:our|the|my) ward|in hospital|(?:was|is|were|had been) (?:in|on|at) (?:our|the) (?:ward|unit|clinic|hospital|a&e))'
const SOCIAL =
	'(?:facebook|instagram|insta|tiktok|twitter|snapchat|whatsapp|youtube|linkedin|social media|online|my story|my feed|a post|group chat|the internet)'

const ACTS: Act[] = [
	{
		kind: 'confidentiality',
		severity: 0.85,
		re: new RegExp(
			`\\b(?:told|tell|telling|mentioned|mention|said|say|shared|share|sharing|let slip|gossip\\w*|chatted|texted|messaged|rang|phoned|called|revealed|disclosed|passed on|explained)\\b[^.]{0,60}\\b${OUTSIDER}\\b[^.]{0,80}\\b${HEALTH}|\\b(?:told|mentioned to|said to|shared with|texted|messaged)\\s+${OUTSIDER}\\b[^.]{0,80}\\b${HEALTH}`,
		),
	},
	{
		kind: 'confidentiality',
		severity: 0.85,
		re: new RegExp(
			`\\b(?:post\\w*|put|upload\\w*|shared|share|tweet\\w*|wrote|write|vlog\\w*|filmed|film)\\b[^.]{0,80}\\b${SOCIAL}\\b|\\b${SOCIAL}\\b[^.]{0,40}\\b(?:post|story|video|photo|picture|status)\\b[^.]{0,40}\\b(?:patient|bed|ward|resident|service user|client|man|woman|lady|gentleman)\\b`,
		),
	},
	{
		kind: 'dishonesty',
		severity: 0.85,
		re: /\b(?:sign\w*|countersign\w*|co-sign\w*|initial\w*|ticked|tick\w* off|put my name)\b[^.]{0,80}\b(?:without|even though|although|though|despite)\b[^.]{0,30}\b(?:seeing|see|seen|witness\w*|watch\w*|checking|check\w*|being (?:there|present)|counting|count\w*)\b|\b(?:sign\w*|countersign\w*)\b[^.]{0,40}\bfor\b[^.]{0,40}\b(?:i|we) (?:had not|hadn't|did not|didn't|never) (?:seen|see|witness\w*|watch\w*|check\w*|given|give|done|do)\b/,
	},
	{
		kind: 'unsafe',
		severity: 0.85,
		re: /\b(?:gave|give|given|handed|offered|let (?:him|her|them) have)\b[^.]{0,60}\b(?:paracetamol|ibuprofen|codeine|tablets?|pills?|painkillers?|medicines?|medication|inhaler|cream)\b[^.]{0,50}\b(?:my own|from home|own supply|my (?:bag|handbag|pocket|locker|car)|(?:had|have) (?:on|with) me|not prescribed|wasn't prescribed|was not prescribed|without (?:a )?prescription)\b/,
	},
	{
		// letting someone else use one's login, smartcard or password, or using another's
		kind: 'confidentiality',
		severity: 0.8,
		re: /\b(?:let|lent|gave|give|shared|share|told)\b[^.]{0,40}\b(?:my|our) (?:login|log-in|log in|smartcard|smart card|password|pin|access card|username)\b|\b(?:used|logged in (?:as|with|on)|borrowed)\b[^.]{0,20}\b(?:her|his|their|a colleague's|someone else's|another \w+'s) (?:login|log-in|smartcard|smart card|password|account)\b/,
	},
	{
		// medicine from the candidate's own supply, told in either order
		kind: 'unsafe',
		severity: 0.85,
		re: /\b(?:my (?:own )?(?:bag|handbag|pocket|locker|car|supply)|from home|my own)\b[^.]{0,60}\b(?:gave|give|handed|offered)\b[^.]{0,30}\b(?:paracetamol|ibuprofen|codeine|tablets?|pills?|painkillers?|medicines?|medication|dose)\b/,
	},
	{
		kind: 'dishonesty',
		severity: 0.8,
		re: /\b(?:changed|altered|amended|rewrote|edited|updated|corrected)\b[^.]{0,40}\b(?:time|times|date|dates|entry|entries|record|records|notes|chart)\b[^.]{0,60}\bso (?:that )?(?:it|they|the \w+|nobody|no one)\b[^.]{0,30}\b(?:look\w*|seem\w*|appear\w*|match\w*|would not|wouldn't|notice|know)\b/,
	},
]

/** Putting off review or escalation of a deteriorating person to carry on with a task. */
const DETERIORATION =
	/\b(news2?|early warning|deteriorat\w*|unwell|sats|saturations?|blood pressure|respiratory rate|resp rate|heart rate|confus\w*|chest pain|sepsis|score (?:of|was|had risen to) \d+|drowsy|clammy|grey|breathless)\b/
const DEFERRAL =
	/\b(carried on|kept going|continued (?:with )?(?:my|the)|(?:finish\w*|complet\w*) (?:the|my) [^.]{0,60}\b(?:then|before|afterwards|first)\b|(?:repeat\w*|recheck\w*|redo|re-?do) [^.]{0,30}\b(?:in|after) (?:an|a|one|two|\d+) (?:hour|hours)|wait(?:ed)? (?:until|till) (?:i|the|my|after)|left (?:it|him|her|them) (?:until|till)|after (?:the|my) (?:round|break|lunch|handover|list|meds))\b/

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

/** A flag at or above this confidence caps the score and is told to the candidate. */
export const CONFIDENT_FLAG = 0.5
/**
 * A flag at or above this confidence is disqualifying: it voids the values evidenced (an answer
 * that discloses a breach, a cover-up or unsafe practice does not show the NHS values, however
 * warm), and the learned coach's guard band bounds how far the model may lift the answer.
 */
export const SEVERE_FLAG = 0.6

/** Acts of omission (not reporting, not telling): a negation in them is the breach, not a refusal. */
const OMISSION =
	/\b(not|n't|never|without|no need|no point)\b[^.]{0,25}\b(report\w*|tell\w*|told|inform\w*|mention\w*|datix\w*|escalat\w*|record\w*|document\w*|complet\w*|fill\w*|submit\w*|disclos\w*|rais\w*|bother\w*|wash\w*|check\w*|chang\w*|worth)\b/

const lower = (t: string) => t.toLowerCase().replace(/[‘’]/g, "'")

/**
 * "It isn't my role to assess capacity, but ..." / "... so I'd ring the control room": naming
 * the limit of one's role and handing the matter to the right person is what panels look for,
 * not a refusal to help. Read in the rest of the sentence and the next one.
 */
const ESCALATION_TARGET = '(nurse|manager|doctor|sister|matron|supervisor|lead|in charge|safeguarding|senior|gp|consultant|registrar|team leader|clinician|team)'
const ROLE_BOUNDARY = new RegExp(
	[
		// a contrast: "not my role to ..., but ..."
		String.raw`\b(but|however|instead)\b`,
		// the candidate hands it on: "I'd report it", "so I rang the control room", "I'd tell the nurse in charge"
		String.raw`\b(i|we)( ?'d| would| will| ?'ll)? (\w+ )?(report\w*|escalat\w*|rais\w*|inform\w*|alert\w*|refer\w*|bleep\w*|flag\w*|make sure|speak to|spoke to|ring|rang|call|called|phone\w*|contact\w*|fetch\w*|(ask|asked|get|got) (the|a|my|our|them|him|her)|(tell|told) (the|my|our|a) [\w -]{0,25}?${ESCALATION_TARGET}|hand\w* (it|this|that) (over|on))\b`,
		// someone whose role it is takes it up: "the nurse would follow the safeguarding procedure"
		String.raw`\b(the|a|an|our|my) [\w -]{0,20}?${ESCALATION_TARGET} (would|will|can|could|should)\b`,
		String.raw`\bfollow\w* (the |our )?[\w -]{0,20}?(policy|procedure|protocol|process|guidance)\b`,
	].join('|'),
)

export function detectRedFlags(parsed: ParsedAnswer, q: AnalysedQuestion): RedFlag[] {
	const flags: RedFlag[] = []
	const whole = parsed.wholeSentences
	const push = (
		s: Sentence,
		kind: RedFlagKind,
		severity: number,
		text: string,
		start: number,
		end: number,
		omission: boolean,
		excerptText: string,
		spoken = false,
	) => {
		const stance = readStance(text, start, end, { before: whole[s.index - 1]?.text, after: whole[s.index + 1]?.text }, { negationIsTheAct: omission, spoken })
		const confidence = severity * stance.weight
		if (confidence <= 0.05) return
		const existing = flags.find((f) => f.kind === kind && f.sentence === s.index)
		if (existing) {
			if (existing.severity >= confidence) return
			flags.splice(flags.indexOf(existing), 1)
		}
		flags.push({ kind, severity: confidence, sentence: s.index, text: s.text, excerpt: excerptText, stance: stance.stance, actor: stance.actor })
	}
	for (const s of whole) {
		const text = lower(s.text)
		for (const act of ACTS) {
			const m = act.re.exec(text)
			if (!m) continue
			push(s, act.kind, act.severity, text, m.index, m.index + m[0].length, Boolean(act.negationIsTheAct), s.text)
		}
		const dm = DEFERRAL.exec(text)
		if (dm && (DETERIORATION.test(text) || DETERIORATION.test(lower(whole[s.index - 1]?.text ?? '')))) {
			push(s, 'unsafe', 0.85, text, dm.index, dm.index + dm[0].length, false, s.text)
		}
		for (const rule of RULES) {
			if (rule.kind === 'self-interest' && q.type !== 'motivation' && q.type !== 'self' && q.type !== 'general') continue
			const m = hit(s, rule)
			if (!m) continue
			const before = s.tokens.slice(0, m.start).map((t) => t.text).join(' ')
			const span = s.tokens.slice(m.start, m.end).map((t) => t.text).join(' ')
			const joined = lower(`${before} ${span} ${s.tokens.slice(m.end).map((t) => t.text).join(' ')}`)
			const start = before.length + 1
			// blame, refusal, disrespect and self-interest are said by the candidate; no-insight is a claim
			const said = rule.kind === 'blame' || rule.kind === 'refusal' || rule.kind === 'self-interest' || rule.kind === 'no-insight'
			const omission = said || OMISSION.test(lower(span))
			// "rather than blaming the chef", "I'm not lazy": the candidate says they did not
			if (said && /\b(rather than|instead of|without|not|never|no)\b[^,;]{0,30}$/.test(lower(before))) continue
			// "my sister says I'd be rubbish with blood": a judgement of oneself is not blaming anyone
			if (rule.kind === 'blame' && /\bi\b[^,;]{0,12}\b(be|was|am|'m|felt|feel|looked|look)( \w+)?\s*$/.test(lower(before))) continue
			const nextStart = lower(whole[s.index + 1]?.text ?? '').split(/\s+/).slice(0, 12).join(' ')
			if (rule.kind === 'refusal' && ROLE_BOUNDARY.test(`${lower(s.tokens.slice(m.end).map((t) => t.text).join(' '))} ${nextStart}`)) continue
			push(
				s,
				rule.kind,
				rule.severity,
				joined,
				start,
				start + span.length,
				omission,
				s.tokens.length > 28 ? excerpt(s.tokens, m.start, m.end, 14, 8) : s.text,
				said,
			)
		}
	}
	return flags
}

/** Confident flags only. */
export function confidentFlags(flags: RedFlag[]): RedFlag[] {
	return flags.filter((f) => f.severity >= CONFIDENT_FLAG)
}

/** Combined multiplier for the overall score (1 = no flags): only confident flags cap the score. */
export function redFlagFactor(flags: RedFlag[]): number {
	const byKind = new Map<RedFlagKind, number>()
	for (const f of confidentFlags(flags)) byKind.set(f.kind, Math.max(byKind.get(f.kind) ?? 0, f.severity))
	let factor = 1
	for (const sev of byKind.values()) factor *= 1 - sev
	return factor
}
