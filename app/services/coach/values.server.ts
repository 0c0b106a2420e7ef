/**
 * Evidence for the six NHS values. A value counts as evidenced when sentences
 * describe behaviour that shows it (comforting a frightened patient, closing the
 * curtains, completing an incident report...), weighted by whether the candidate
 * actually did it. Naming a value ("I am compassionate", "care and compassion is
 * important") is masked out and never counts as evidence.
 */
import { type NhsValue, NHS_VALUES } from '#app/lib/nhs-values'
import { governingVerb, grounding } from './grounding.server'
import { compile, cues, findAll, indexCues, type Cue, type Pattern } from './patterns.server'
import { type AnalysedQuestion } from './question.server'
import { type ParsedAnswer, type Sentence, type Tok } from './types'

const V = {
	care: 'Care and compassion',
	dignity: 'Dignity and respect',
	quality: 'Commitment to quality of care',
	lives: 'Improving lives',
	together: 'Working together for patients',
	everyone: 'Everyone counts',
} as const satisfies Record<string, NhsValue>

const VALUE_CUES: Cue<NhsValue>[] = [
	...cues<NhsValue>(V.care, [
		['comfort|reassure|console|soothe', 1],
		['reassurance|emotional_support', 0.8],
		['calm|settle ~1 @pron|down', 0.9],
		['help ~1 @pron settle|calm|relax|eat|drink|wash|dress', 0.8],
		['help ~1 @pron ~1 eat|drink|wash|dress', 0.8],
		['sit ~2 with ~2 @person|people', 1],
		['hold ~2 hand|hands', 1],
		['listen ~2 to', 0.8],
		['for listening', 0.7],
		['spend|take|make ~1 time ~2 with|to|for', 0.8],
		['take ~1 #num minutes', 0.6],
		['ask ~2 what|how|if ~3 worry|worried|worrying|wrong|feel|feeling|matter|upset|need', 1],
		['eye|his|her|their level', 0.6],
		['cup_of_tea|blanket|pillow|tissue|tissues', 0.6],
		['make ~2 comfortable', 0.7],
		['kindness|kindly|gently|gentle|patiently|warmth|empathy|empathise', 0.6],
		['@distress', 0.35],
		['phone|call|contact|speak|talk|update|involve ~4 @family', 0.6],
		['how ~2 @family ~2 could|can help', 0.5],
		['thank ~2 me', 0.3],
		['feel ~2 better|safer|calmer|reassured|listened', 0.4],
		['what mattered|matters to', 0.6],
		['explain ~8 could|can|would|to understand', 0.5],
		['end_of_life|end-of-life|palliative|dying', 0.4],
		['support ~2 @person|@family', 0.5],
		['stay|stayed|remain|remained ~2 with ~3 @person|@family', 0.9],
		['so ~2 he|she|they ~3 wasn\'t|was_not|weren\'t|were_not|wouldn\'t|would_not ~2 be? ~1 on ~1 his|her|their ~1 own', 0.8],
		['let ~2 @pron ~1 talk|cry|speak|vent', 0.9],
		['without ~1 interrupting|rushing|rushing_her|rushing_him', 0.8],
		['hear|understand|understood|see|imagine|acknowledge|acknowledged ~3 how ~2 frightening|hard|difficult|upsetting|worrying|scary|distressing|stressful|painful', 1],
		['go|come ~2 back ~6 to ~1 see|check ~2 if|how|whether|on', 0.8],
		['call|ring|phone ~2 @pron ~1 back', 0.6],
		['make ~1 sure ~3 supported|comfortable|okay|ok|alright|settled|not_alone|looked_after', 0.7],
		['ask|asked ~2 @pron|@person ~3 what|how|whether ~5 want|wanted|understand|understood|matter|mattered|scared|@distress|wish|wished|prefer|preferred|feel|felt|cope|coping', 1],
		['ask|asked ~2 how ~2 things|she|he|they|everything ~1 be|were|was|going', 0.9],
		['occupational_health|wellbeing_support|employee_assistance|counselling|counsellor|welfare', 0.6],
		['help|helping|support|supporting ~2 people|patients|someone|anyone|those|customers ~3 who|that ~2 be ~2 @distress|struggling|lost|alone', 0.8],
		['a:kind|caring|warm|friendly ~2 word|words|smile|manner|face|impression|approach|welcome', 0.6],
		['peaceful|peacefully|pain-free|pain_free', 0.4],
		['in ~1 tears', 0.35],
		['write|wrote|written ~2 down ~4 for ~1 @pron', 0.8],
		['walk|walked|ring|rang|phone|phoned|practise|practised|accompany|accompanied ~6 with ~1 him|her|them', 0.6],
	]),
	...cues<NhsValue>(V.dignity, [
		['privacy|privately', 1],
		['private|relatives\' ~1 room|space|area|conversation|word|place|bay|office', 1],
		['behind ~1 a|the ~1 curtain|curtains', 0.6],
		['side|quiet|private|separate room', 1],
		['curtain|curtains|screen|screens', 0.9],
		['knock', 1],
		['chaperone', 1],
		['consent', 0.9],
		['permission', 0.8],
		['cover ~3 sheet|blanket|gown|towel', 0.9],
		['preferred name', 1],
		['by ~1 his|her|their|first ~1 name', 1],
		['introduce myself', 1],
		['eye level', 0.6],
		['speak|talk|address|explain ~2 directly to', 1],
		['to him|her|them rather_than|instead', 0.8],
		['about him|her|them rather_than|instead', 0.8],
		['rather_than|instead_of ~2 to him|her|them', 0.8],
		['instead of him|her|them', 0.6],
		['his|her|their ~1 wishes|wish|choice|choices|decision|decisions|preferences|beliefs|culture|faith|religion|independence|views', 0.8],
		['v:respect his|her|their', 0.8],
		['own|calm pace', 0.6],
		['own time', 0.4],
		['let|allow|encourage ~4 himself|herself|themselves', 0.9],
		['explain ~2 each|every step', 0.8],
		['before doing|examining|touching|starting', 0.6],
		['non-judgemental|non-judgmental|without_judging|not_judge', 0.8],
		['embarrassed|embarrassment|humiliated|ashamed', 0.6],
		['rude|rudely|disrespectful|dismissive|patronising|demeaning', 0.5],
		['speak|talk about him|her|them', 0.5],
		['take ~1 @pron aside', 0.9],
		['without making ~2 feel', 0.8],
		['dignity', 0.45],
		['modesty', 0.8],
		['his|her|their ~1 own ~1 wishes|choice|choices|decision|decisions|goals|terms|pace|words|way', 0.9],
		['at_the_centre|centred|centered|person-centred|person-centered|patient-centred|patient-centered', 0.6],
		['have|had|has|lacked|lack ~1 capacity', 0.6],
		['so ~2 he|she|they ~3 didn\'t|did_not|wouldn\'t|would_not|don\'t ~2 feel ~4 wrong|judged|embarrassed|rushed|stupid|ashamed|exposed|blamed|talked_down|patronised', 1],
		['ask ~2 the|each ~1 person|patient ~1 first', 0.9],
		['not ~2 just|only ~2 their|his|her ~1 family|relatives|carers', 0.6],
		['not ~1 to ~1 stop|restrict|overrule ~1 him|her|them', 0.8],
		['whether|if ~2 he|she|they ~1 want|wanted|would_like|preferred ~3 his|her|their ~1 @family ~1 there|present|with', 1],
		['on ~1 his|her|their ~1 own ~1 terms', 0.9],
		['same-sex|female|male ~1 chaplain|staff|nurse|doctor|clinician|chaperone', 0.7],
	]),
	...cues<NhsValue>(V.quality, [
		['double-check|double-checked|double-checking|cross-check|cross-checked|double_check|double_checked|double_checking', 1],
		['v:check', 0.5],
		['audit|audits|audited', 1],
		['incident report|form', 1],
		['datix', 1],
		['near miss', 1],
		['v:report ~3 it|incident|error|concern', 0.8],
		['safeguarding', 0.8],
		['policy|protocol|guideline|guidelines|procedure|checklist|standard|standards|best_practice|evidence-based|sop', 0.5],
		['safe|safely|safety|unsafe', 0.45],
		['risk', 0.45],
		['observation|observations|obs|news_score|early_warning', 0.6],
		['document|documented|documentation|record|recorded|notes', 0.45],
		['compliance|compliant', 0.8],
		['training|cross-training|trained|teaching|taught', 0.45],
		['fed_back|feedback|debrief|lessons_learned|lessons_learnt', 0.45],
		['apologise|apology|duty_of_candour', 0.6],
		['accurate|accuracy|thorough|thoroughly|carefully|careful', 0.4],
		['rule_out|ruled_out|assess|assessed|assessment|referred|refer|scan|diagnosis|review|reviewed', 0.45],
		['follow-up|follow_up|followed_up', 0.4],
		['trial|pilot|tracked|track|measured|monitor|monitored|data|times', 0.5],
		['not|never happen again', 1],
		['could_not|couldn\'t|wouldn\'t happen again', 1],
		['fewer|no|less ~3 missed|errors|mistakes|complaints|incidents|falls|omissions', 1],
		['prevent|avoid ~3 error|errors|harm|mistake|mistakes|fall|falls|infection', 0.9],
		['put ~1 it right', 0.7],
		['rails|equipment|aids|adaptations|risk_assessment', 0.45],
		['escalate', 0.5],
		['witnessed|second_checker|two-person', 0.6],
		['chart|rota|schedule', 0.35],
		['protect|maintain|safeguard|monitor|keep ~2 quality|safety|standards|care_standards', 1],
		['review|reviewed|track|tracked|monitor|monitored|audit ~4 falls|pressure_ulcers|complaints|incidents|outcomes|errors|infections|quality_measures|metrics', 0.9],
		['quality ~1 measures|metrics|indicators|dashboard', 0.6],
		['oversight|supervision|case_discussion|case_review|peer_review', 0.5],
		['prioritise|prioritised|prioritising|prioritize|prioritized|triage|triaged|triaging|most_urgent|urgent ~1 first', 0.6],
		['backup|back-up|contingency|business_continuity|workaround', 0.5],
		['confirm|confirmed|verify|verified|clarify|clarified ~4 dose|dosage|identity|allergy|allergies|prescription|details|medication|medicines', 0.8],
		['reconciliation|discrepancy|discrepancies|transcription|transcribing', 0.5],
		['looking_back|on_reflection|reflecting|in_hindsight ~6 would|should ~2 have', 0.6],
		['lessons|learning ~3 shared|share|disseminated', 0.6],
	]),
	...cues<NhsValue>(V.lives, [
		['go|get|discharge ~1 home', 0.9],
		['manage|live ~1 independently|alone|at_home', 0.9],
		['independence|independent', 0.5],
		['regain|recover|walking_again|mobile_again|back_to', 0.6],
		['wait|waiting|waits|delay|delays|queue ~4 drop|fall|fell|reduce|shorten|halve|cut|down|shorter', 1],
		['shorten|reduce|cut|halve ~3 wait|waits|waiting|delay|delays|time|times', 1],
		['suggest|propose|introduce|implement|set_up|design|create|develop|start|launch ~4 new|system|process|checklist|pathway|leaflet|clinic|round|service|initiative|scheme|group|rota', 0.6],
		['became_part_of|was_adopted|rolled_out|adopted|now_standard|became_standard|change_in_practice|changed_the_way|changed_how', 0.6],
		['quality_of_life|wellbeing|well-being|healthier|health_outcomes', 0.5],
		['no_further|fewer ~3 errors|falls|complaints|incidents|readmissions|admissions', 0.5],
		['patients|patient ~3 getting|got|get ~1 home|seen|treated', 0.6],
		['make ~1 a difference', 0.6],
		['v:improve', 0.5],
		['improvement|improvements', 0.4],
		['earlier|sooner|faster|quicker', 0.3],
		['prevention|healthy|exercise|diet|smoking|screening|vaccinated|vaccinate|vaccination|immunisation', 0.5],
		['keep ~1 developing|learning|improving', 0.3],
		['v:do|go|walk|manage|cope|shop|travel|live|get ~3 on ~1 his|her|their ~1 own', 0.9],
		['propose|proposed|introduce|introduced|implement|implemented|design|designed|build|built|change|changed ~8 system|process|pathway|form|template|procedure|prompt|alert', 0.6],
		['go|went|gone ~1 live', 0.7],
		['no ~1 more|further ~4 errors|falls|complaints|incidents|readmissions|admissions|problems|delays', 0.8],
		['has|have|had ~1 since ~2 been? ~1 adopted|used|rolled_out|spread', 0.8],
		['other ~1 wards|teams|sites|services|departments|trusts ~3 adopted|adopt|use|used|copied|taken_up', 0.8],
		['proud|confident|confidence|independently|self-esteem|back_to_work|back_to_school', 0.4],
		['rose|rise|risen|increase|increased|improved|went_up ~3 from ~3 to', 0.7],
		['fell|fallen|dropped|decreased|reduced|went_down ~3 from|by ~3 to|#num', 0.6],
	]),
	...cues<NhsValue>(V.together, [
		['with ~2 @role', 0.7],
		['ask|arrange|refer|hand|escalate|liaise|involve|contact|call|phone|bleep|consult ~4 @role', 1],
		['tell|inform|update|v:report|show|present ~4 @role', 0.5],
		['let ~3 @role know', 0.5],
		['raise ~6 with ~2 @role', 1],
		['delegate ~5 to', 1],
		['handover|handed_over|huddle|mdt|multidisciplinary|multi-disciplinary|multi-professional|case_conference|ward_round|team_meeting', 0.5],
		['joint|jointly|together|collaborate|collaboration|coordinate|co-ordinate', 0.5],
		['so_that|so the team', 0.5],
		['by my|the @role', 0.4],
		['help ~3 set_up|colleague|colleagues|team', 0.4],
		['everyone\'s input|input_from|each_profession|every_profession', 0.6],
		['share ~3 with|what', 0.4],
		['bring ~3 people|team|staff|colleagues', 0.4],
		['as_a_team|team_work|teamwork', 0.3],
		['support ~2 colleague|colleagues|team|staff', 0.5],
		['go ~1 to ~2 @role', 0.8],
		['raise ~3 concern|concerns|issue|issues', 0.8],
		['speak_up|speaking_up|spoke_up|whistleblow*|freedom_to_speak_up|guardian|guardians', 0.6],
		['challenge|challenged ~3 @role|her|him|them|practice|behaviour|decision', 0.6],
		['speak|spoke|talk|talked|radio|radioed|message|messaged|email|emailed ~6 @role', 0.7],
		['working_group|task_and_finish|steering_group|focus_group|project_group|champions|link_nurse|link_nurses', 0.6],
		['so ~2 other|all|the|every ~1 staff|team|colleagues|shifts|everyone ~2 did|do|knew|know|could|can|follow|followed', 0.8],
		['support|supported|help|helped|cover|covered ~3 colleague|colleagues|team|staff|nurse|nurses', 0.5],
		['agree|agreed ~3 with ~3 @role', 0.8],
		['with ~1 the|our|my ~1 help|support ~1 of', 0.4],
		['together|jointly', 0.5],
	]),
	...cues<NhsValue>(V.everyone, [
		['interpreter|translator|language_line|sign_language|bsl|makaton|hearing_loop|braille|large_print|easy_read|easy-read', 1],
		['learning disability|disabilities|difficulties', 0.6],
		['dementia|autism|autistic|deaf|blind|visually_impaired|wheelchair|homeless|homelessness|asylum|refugee|traveller|travellers|disabled|disability', 0.5],
		['simple_language|plain_words|plain_english|plain_language|simple_words|easy_to_understand|accessible|accessibility|reasonable_adjustments|adjustments', 0.5],
		['did_not|didn\'t|does_not|doesn\'t|could_not|couldn\'t speak english', 0.8],
		['first language', 0.6],
		['regardless of', 0.7],
		['whoever|whatever they ~2 pay', 0.8],
		['free for|to everyone|all|everybody', 1],
		['free at the point', 1],
		['treat ~2 everyone|everybody|all ~3 same|equally|fairly', 0.8],
		['fair|fairly|fairness|equal|equally|equality|equity|inclusion|inclusive|excluded|exclusion|left_out|left_behind|discriminat*|prejudice|diverse|diversity|background|backgrounds', 0.5],
		['no visitors|family', 0.5],
		['nobody|no_one else', 0.5],
		['intoxicated|drunk|prisoner|mental_health', 0.45],
		['whole community', 0.3],
		['every|all patient|patients', 0.3],
		['could_not|couldn\'t|can\'t|cannot|unable_to|not ~1 afford', 0.8],
		['not ~3 what ~2 they|he|she|people ~1 can|could ~1 pay|afford', 0.9],
		['based|depend|depends ~2 on ~2 need|needs|what_people_need', 0.6],
		['inequality|inequalities|deprived|deprivation|low_income|hard_to_reach|seldom_heard|underserved|under-served|marginalised', 0.7],
		['cultural|culturally|religious|faith|halal|kosher|ramadan', 0.5],
		['international ~1 nurses|recruits|recruitment|staff|colleagues', 0.4],
		['help ~2 with ~1 housing|visa|visas|accommodation|transport|childcare', 0.6],
		['reasonable_adjustment|reasonable_adjustments|adapted|adjusted ~3 for|to ~2 his|her|their ~1 needs', 0.9],
		['pictures|picture|photos|pictorial|symbols|visual ~2 card|cards|guide|timetable|aid|aids', 0.7],
	]),
	// everyday phrasing, added from studying what candidates actually say (not from any one answer)
	...cues<NhsValue>(V.care, [
		['hear|understand|understood|see|saw|imagine|acknowledge|acknowledged|recognise|recognised ~3 how ~2 frustrating|annoying|exhausting|overwhelming|confusing|unsettling|lonely|disappointing|infuriating|tiring|traumatic|awful|hard|tough|unfair', 1],
		['let|allow|allowed ~2 @pron ~1 explain|finish|say|tell|talk_through|share|express|get_it_off', 0.9],
		['actually|properly|really|genuinely|carefully ~1 listen|listened|listening|heard', 0.8],
		['write|wrote|written|jot|jotted|note|noted ~4 down ~4 for ~1 @pron', 0.8],
		['look|looked|looking|care|cared|caring ~1 after|for ~2 my ~1 @family|nan|gran|granny|grandma|grandad|grandpa|grandparents|aunt|uncle', 0.8],
		['notice|noticed|noticing|spot|spotted|spotting|pick_up|picked_up ~3 if|when|that|whether ~4 something|anything|someone|she|he|they ~3 not|n\'t|wrong|right|off|low|quiet|withdrawn|upset|struggling|eaten|drinking', 0.8],
		['chat|chatted|chatting|talk|talked|talking ~2 with|to ~2 @pron|@person ~3 about', 0.7],
		['keep|kept ~1 chatting|talking ~2 to|with', 0.8],
		['help|helped|helping|assist|assisted ~2 @pron|@person ~2 with ~2 breakfast|lunch|dinner|tea|meal|meals|food|drink|drinks|washing|wash|dressing|toilet|toileting|personal_care|shaving|hair', 0.8],
		['explain|explained|explaining|tell|told|keep|kept ~4 what ~1 be|was|were ~1 happening|going_on|going_to_happen|next', 0.8],
		['talk|talked|speak|spoke|explain|explained ~3 to ~3 @person|@family|woman|man ~4 and ~2 explain', 0.6],
		['@family ~6 so_that|so ~3 hear|heard|knew|know|was_aware|were_aware|understood|understand|was_prepared|were_prepared|were_not_left|was_not_left', 0.9],
		['go|went|take|took|taking|going ~1 slowly|gently|things_slowly|it_slowly|at_his_pace|at_her_pace|at_their_pace', 0.8],
		['make|made|get|got|fetch|fetched|bring|brought ~3 a|her|him|them ~1 drink|cup|tea|coffee|water|blanket|chair|wheelchair|cushion|snack|sandwich', 0.7],
		['wait|waited|stay|stayed|sit|sat ~1 with ~1 @pron ~3 until|till|while', 0.9],
		['ask|asked ~2 about ~3 his|her|their|where|what|how ~3 live|lived|family|grandchildren|children|day|life|interests|hobbies|job|work|home', 0.7],
		['put|puts|putting ~3 at ~1 ease', 0.9],
		['learn|learnt|learned|found_out|find_out|discover|discovered ~2 that|what ~3 he|she|they ~1 loved|liked|enjoyed|found|feared|hated|disliked|was_scared|was_frightened|struggled', 0.7],
		['be|was|were|seemed|felt|looked ~2 much? ~1 calmer|more_relaxed|less_anxious|less_worried|less_frightened|at_ease|reassured|settled|comforted', 0.5],
	]),
	...cues<NhsValue>(V.dignity, [
		['quiet|quieter|calm|calmer|private|separate|side|empty ~2 room|bay|office|area|space|corner|place|spot|cubicle', 0.9],
		['show|showed|shown|explain|explained|talk|talked|walk|walked ~3 each|every|every_single ~1 step|stage|part', 0.9],
		['before ~1 i|we ~1 did|do|started|start|touched|touch|moved|move|examined|examine ~1 it|anything|him|her|them', 0.7],
		['one-page_profile|one_page_profile|advance_care_plan|advance_statement|personalised_care_plan|personalised_plan', 0.9],
		['his|her|their ~1 interests|hobbies|routine|routines|likes|dislikes|habits|history|story|life_story|usual_routine|priorities|goals|hopes|concerns', 0.7],
		['what ~2 he|she|they ~1 liked|loved|enjoyed|valued|wanted|preferred|cared_about|found_difficult|found_hard', 0.8],
		['not ~2 to? ~1 argue|contradict|correct|rush|hurry|pressure|pressurise|force|talk_down|talk_over ~2 with? ~1 @pron', 0.8],
		['without ~1 rushing|hurrying|pressuring|pressurising|forcing|arguing|judging|labelling|contradicting|talking_over|talking_down', 0.8],
		['label|labelled|labels|labelling|stigma|stigmatising|assumption|assumptions ~4 barrier|unfair|wrong|unhelpful|inaccurate|challenge|challenged|removed|dropped', 0.7],
		['in ~1 front ~1 of ~2 other|others|everyone|the_bay|the_ward|other_patients', 0.5],
		['offer|offered|give|gave|given ~2 @pron|@person ~2 a|the ~1 choice|choices|option|options|say', 0.9],
		['ask|asked|check|checked ~2 if|whether|that ~2 he|she|they ~1 be|was|were|felt ~1 happy|comfortable|okay|ok|alright|agree|agreed', 0.8],
		['with ~1 his|her|their ~1 agreement|permission|consent|blessing', 0.9],
		['see ~2 my ~1 face|lips|mouth', 0.8],
		['same_time|same_person|same_staff|familiar_face|familiar_faces|consistent_staff|same_nurse|same_carer', 0.6],
	]),
	...cues<NhsValue>(V.quality, [
		['sbar|isbar|closed-loop|closed_loop|read_back|read-back|repeat_back|repeated_back|repeating_back|safety_huddle|safety_brief|time_out|who_checklist|sepsis_six|sepsis_screen|news2', 0.6],
		['ask|asked|call|called|seek|sought|get|got ~3 for? ~1 help|advice|a_senior_review|senior_review|senior_help|a_second_opinion|second_opinion|guidance', 0.6],
		['out_of_my_depth|beyond_my_competence|limits_of_my_competence|outside_my_competence|within_my_competence|scope_of_practice|beyond_my_scope|outside_my_scope', 0.8],
		['review|reviewed|reviewing|check|checked|checking|quality-assure|quality-assured|quality_assured|proofread|proofreading|proof-read|read|spot-check|spot-checked ~3 draft|drafts|cases|letters|responses|notes|records|each|every|entries|charts|paperwork|prescriptions|forms', 0.8],
		['keep|kept|keeping|start|started|set_up ~2 a? ~1 simple? ~1 tally|log|record|diary|count|spreadsheet|tracker', 0.8],
		['check|checked|checking|look|looked ~1 at? ~2 the|his|her|their|our ~1 system|records|record|notes|chart|charts|details|booking|bookings|results|drug_chart|wristband|label|labels|expiry', 0.7],
		['against ~2 her|his|their|the ~1 wristband|id_band|prescription|chart|notes|record', 0.9],
		['second ~1 person|checker|nurse|signature|check', 0.6],
		['reflective ~1 model|practice|log|account|discussion|journal|session', 0.45],
		['root_cause|root-cause|rca|investigation|serious_incident|after_action_review|learning_review|m&m|morbidity_and_mortality|significant_event|sea', 0.8],
		['drill|drills|simulation|simulations|sim_training|scenario_training|competency|competencies|supervised_practice|sign-off|signed_off|signed-off', 0.6],
		['labelled|labeled|relabelled|reorganised|reorganized|restocked|checklist|grab_bag|grab-bag|emergency_trolley|crash_trolley', 0.5],
		['safety-net|safety-netted|safety-netting|safety_net|safety_netted|safety_netting|worsening_advice|red_flag_advice|come_back_if|call_back_if|ring_back_if', 0.8],
		['repeat|repeated|repeating|read|reading ~3 back', 0.6],
		['escalate|escalated|escalating ~2 again|directly|further|up|straight', 0.8],
	]),
	...cues<NhsValue>(V.lives, [
		['return|returned|go|went|move|moved|get|got|discharge|discharged ~3 back? ~1 to ~3 his|her|their|own ~2 flat|home|house|bungalow|family|supported_living|care_home|placement|school|work|job', 0.9],
		['mobile|mobilise|mobilised|mobilising|mobility|walking|walked|walk ~4 again|independently|unaided|metres|steps|stairs', 0.6],
		['instead_of|rather_than|avoided|avoid|avoiding|without_needing ~3 nursing_home|care_home|placement|admission|readmission|surgery|a_stay|an_admission|hospital', 0.7],
		['back ~1 to ~1 normal|his_usual|her_usual|their_usual|work|school|driving|hobbies|routine|independence', 0.7],
	]),
	...cues<NhsValue>(V.together, [
		['work|worked|working ~1 closely|jointly|alongside|together|hand_in_hand? ~1 with ~3 @role|colleagues|partners|sector|services|agencies|teams|organisations|council|charity|charities|providers|families|carers|consultants|consultant', 0.9],
		['shadow|shadowed|shadowing|buddy|buddied|paired|pair|pairing|partnered ~3 with|me|up|her|him|them', 0.7],
		['peer ~1 session|sessions|support|learning|group|groups|review|reviews|supervision', 0.7],
		['talk|talked|talking|work|worked|working ~1 through ~3 cases|problems|plans|options ~1 together?', 0.6],
		['agree|agreed|agreeing ~2 a|the|an|our ~2 plan|approach|way_forward|goal|goals|actions|care_plan|management_plan', 0.8],
		['joint ~1 visit|visits|plan|session|sessions|review|assessment|ward_round|clinic', 0.8],
		['@role|midwife|midwives|nurse ~3 to ~1 act_as|be|stay|take|record|scribe|lead|call|fetch|get|bring|help|support', 0.6],
		['ask|asked|give|gave|allocate|allocated|assign|assigned ~3 one|each|everyone|another|a ~2 clear? ~1 job|role|task|roles|jobs|tasks', 0.8],
		['discharge_planning|discharge_meeting|best_interests_meeting|best-interests_meeting|family_meeting|case_conference|multi-agency|multiagency|social_services|district_nurses|community_team', 0.7],
	]),
	...cues<NhsValue>(V.everyone, [
		['hearing_aid|hearing_aids|lip-read|lip_read|lip-reading|lip_reading|lipread|notepad|whiteboard|text_relay|communication_board|communication_book|talking_mat|visual_timetable', 0.8],
		['write|wrote|written ~4 on ~2 a|the|my ~1 notepad|pad|paper|whiteboard|board|card|piece_of_paper', 0.8],
		['picture|pictures|photo|photos|visual ~1 sequence|story|steps|schedule|guide|instructions|card', 0.8],
		['liaison ~1 nurse|team|service', 0.7],
		['learning_disability|learning_disabilities|neurodivergent|neurodiverse|adhd|sensory|non-verbal|nonverbal|hard_of_hearing|sight_loss|partially_sighted|mobility_impairment|low_literacy|could_not_read|couldn\'t_read|cannot_read|can\'t_read', 0.6],
		['quiet|quieter|low-stimulus|low_stimulus|sensory ~2 room|space|time|slot|appointment|environment', 0.5],
		['first|last|longer|double|extended ~1 appointment|appointments|slot|slots|visit', 0.5],
		['translated|translate|translation|in_his_language|in_her_language|in_their_language|own_language|native_language|mother_tongue', 0.8],
		['wheelchair ~1 access|accessible|user|users', 0.7],
		['did_not|didn\'t|couldn\'t|could_not ~2 understand|read|hear|see ~3 english|forms|letter|letters|instructions|leaflet', 0.7],
	]),
]

const matchValues = indexCues(VALUE_CUES)

/** Phrases that only name a value or make a claim about oneself: masked before matching. */
const NAMING: Pattern[] = [
	'care and compassion',
	'dignity and respect',
	'commitment to quality ~1 of? care?',
	'improving lives',
	'working together ~1 for? patients?',
	'everyone counts',
	'nhs values',
	'core values',
	'the values',
	'i be ~2 compassionate|caring|kind|respectful|empathetic|patient|honest|careful|organised|reliable|hardworking|hard-working|fair',
	'treat ~3 with dignity|respect|compassion|kindness',
	'treat ~2 how i would want',
	'dignity|respect|compassion be ~3 important|fundamental|essential|key|vital',
	'i believe in',
].map(compile)

export type ValueEvidence = {
	/** accumulated evidence, roughly the number of clear pieces */
	total: number
	/** partial evidence from hypothetical or generic statements */
	partial: number
	sentences: number[]
	/** sentences with only partial evidence (what the candidate would do, habits) */
	partialSentences: number[]
	/** sentence index -> evidence it contributed */
	sentenceScores: Record<number, number>
}

export type ValuesAnalysis = {
	perValue: Record<NhsValue, ValueEvidence>
	evidenced: NhsValue[]
	/** value names mentioned without evidence (for feedback) */
	named: NhsValue[]
	/** sentences that only name values */
	namingSentences: number[]
	score: number
}

/** Evidence needed for a value to count as shown. */
export const EVIDENCE_THRESHOLD = 0.85

function maskNaming(tokens: Tok[]): { tokens: Tok[]; masked: boolean } {
	let masked = false
	let out = tokens
	for (const p of NAMING) {
		const ms = findAll(out, p)
		if (!ms.length) continue
		masked = true
		out = out.slice()
		for (const m of ms) {
			for (let i = m.start; i < m.end; i++) {
				out[i] = { ...out[i], norm: '_', lemma: '_', pos: 'X' }
			}
		}
	}
	return { tokens: out, masked }
}

const VALUE_NAME_PATTERNS: Array<[NhsValue, Pattern]> = [
	[V.care, compile('compassion|compassionate|caring')],
	[V.dignity, compile('dignity|respect|respectful')],
	[V.quality, compile('quality of care|commitment to quality')],
	[V.lives, compile('improving lives')],
	[V.together, compile('working together|teamwork|team player')],
	[V.everyone, compile('everyone counts')],
]

export function analyseValues(parsed: ParsedAnswer, q: AnalysedQuestion): ValuesAnalysis {
	const perValue = Object.fromEntries(
		NHS_VALUES.map((v) => [v, { total: 0, partial: 0, sentences: [] as number[], partialSentences: [] as number[], sentenceScores: {} }]),
	) as Record<NhsValue, ValueEvidence>
	const named = new Set<NhsValue>()
	const namingSentences: number[] = []

	for (const s of parsed.sentences) {
		for (const [value, p] of VALUE_NAME_PATTERNS) if (findAll(s.tokens, p).length) named.add(value)
		const { tokens, masked } = maskNaming(s.tokens)
		const view: Sentence = { ...s, tokens }
		const bestPer = new Map<NhsValue, { best: number; sum: number }>()
		for (const { cue, match: m } of matchValues(tokens)) {
			const v = governingVerb(view, m.start, m.end)
			const g = grounding(v, view, q.type)
			const w = cue.weight * g
			if (w <= 0) continue
			const cur = bestPer.get(cue.key) ?? { best: 0, sum: 0 }
			cur.best = Math.max(cur.best, w)
			cur.sum += w
			bestPer.set(cue.key, cur)
		}
		if (masked && bestPer.size === 0) namingSentences.push(s.index)
		for (const [value, { best, sum }] of bestPer) {
			const score = Math.min(1.2, best + 0.35 * (sum - best))
			const ev = perValue[value]
			// evidence only from grounded statements; the rest is partial credit
			if (best >= 0.3) {
				ev.total += score
				ev.sentences.push(s.index)
				ev.sentenceScores[s.index] = score
			} else {
				ev.partial += score
				ev.partialSentences.push(s.index)
			}
		}
	}
	const evidenced = NHS_VALUES.filter((v) => perValue[v].total >= EVIDENCE_THRESHOLD)

	// score: diminishing returns over values; grounded evidence counts fully, what the
	// candidate would do or believes counts a little, naming a value barely at all
	let grounded = 0
	let partial = 0
	for (const v of NHS_VALUES) {
		const ev = perValue[v]
		const targeted = q.values.includes(v) ? 1.25 : 1
		grounded += Math.min(1.1, ev.total / 1.2) * targeted
		partial += Math.min(0.6, ev.partial + (ev.total < EVIDENCE_THRESHOLD ? ev.total * 0.5 : 0)) * targeted
	}
	const namedOnly = [...named].filter((v) => !evidenced.includes(v))
	let score = 1 - Math.exp(-0.55 * (grounded + 0.7 * partial))
	score += Math.min(0.08, namedOnly.length * 0.025) * (1 - score)
	return {
		perValue,
		evidenced,
		named: namedOnly,
		namingSentences,
		score: Math.max(0, Math.min(1, score)),
	}
}
