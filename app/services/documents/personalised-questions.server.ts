/**
 * Personalised interview questions, written offline from templates over what
 * the job description and CV say: the role's own duties ("lead a team of
 * band 5 nurses"), the person specification's criteria, the candidate's own
 * jobs and achievements. Deterministic for a seed. Each question carries the
 * kind its template is written for, NHS values, a competency area and a
 * difficulty, like a bank question.
 */
import { type Criterion, type CvAnalysis, type JobAnalysis } from '#app/lib/document-analysis'
import { type Difficulty, type ExperienceLevel, INTERVIEW_TYPE_LABELS, type InterviewType } from '#app/lib/interview-types'
import { NHS_VALUES, type NhsValue } from '#app/lib/nhs-values'
import { QUESTION_KINDS, type QuestionKind } from '#app/lib/question-kinds'
import { competencyFor, VALUE_LANGUAGE } from './lexicon.server'
import { dutyToBaseForm } from './job-analysis.server'
import { lowerFirst, shortenPhrase, stem, words } from './terms.server'

/** The kinds templates are written for: the question kinds (app/lib/question-kinds.ts). */
export const PERSONALISED_KINDS = QUESTION_KINDS
export type PersonalisedKind = QuestionKind

export type PersonalisedQuestion = {
	text: string
	kind: PersonalisedKind
	values: NhsValue[]
	competency: string
	difficulty: Difficulty
	guidance: string
	/** the person-specification criterion this question practises */
	criterion: string | null
}

export type PersonalisationInput = {
	job: JobAnalysis | null
	cv: CvAnalysis | null
	interviewType: InterviewType
	level: ExperienceLevel
	count: number
	/** "Practise the gaps": criteria not yet evidenced, asked about first */
	focusCriteria?: Criterion[]
	seed: string
}

/** Small deterministic hash, to vary the wording between sessions. */
function pick<T>(options: T[], seed: string, salt: string): T {
	let h = 2166136261
	for (const c of `${seed}:${salt}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
	return options[(h >>> 0) % options.length]!
}

const SENIOR = new Set<ExperienceLevel>(['senior', 'leadership'])

function difficultyFor(kind: PersonalisedKind | 'criterion', level: ExperienceLevel): Difficulty {
	if (kind === 'motivation' || kind === 'self') return 'easy'
	if (kind === 'strengths') return level === 'entry' ? 'easy' : 'medium'
	if (kind === 'values') return 'medium'
	if (kind === 'situational') return level === 'entry' ? 'medium' : 'hard'
	return SENIOR.has(level) ? 'hard' : 'medium'
}

/** "Observations (NEWS2)" -> "observations (NEWS2)"; keeps acronyms. */
const skillPhrase = (s: string) => lowerFirst(s)

function listPhrase(items: string[]) {
	if (items.length <= 1) return items[0] ?? ''
	return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

const ORGANISATION_WORD = /\b(hospital|hospitals|trust|home|practice|surgery|centre|center|clinic|club|solicitors|ltd|limited|council|service|services|university|hospice|pharmacy|supermarket|school|college|department)\b/i

/** What "Tell me about a time when you ..." says for each value. */
const VALUE_ACTION: Record<NhsValue, string> = {
	'Care and compassion': 'showed care and compassion to someone in distress',
	'Dignity and respect': 'made sure someone was treated with dignity and respect',
	'Commitment to quality of care': 'showed your commitment to quality of care',
	'Improving lives': "helped to improve someone's health, wellbeing or experience of care",
	'Working together for patients': 'worked with others to put a patient first',
	'Everyone counts': 'made sure nobody was excluded or left behind',
}

/**
 * The candidate's most recent job: "Staff Nurse at Ward 4, Riverside General Hospital"
 * in full, and a short form ("as Staff Nurse at Riverside General Hospital") for later questions.
 */
function cvRole(cv: CvAnalysis | null) {
	const latest = cv?.experience[0]
	if (!latest) return null
	const parts = latest.organisation?.split(', ') ?? []
	const org = parts.slice(0, 2).join(', ') || null
	const place = parts.find((p) => ORGANISATION_WORD.test(p)) ?? parts[0] ?? null
	return {
		title: latest.title,
		org,
		place,
		phrase: org ? `${latest.title} at ${org}` : latest.title,
		short: place ? `${latest.title} at ${place}` : latest.title,
	}
}

/** Verbs an achievement line may start with that read well after "you". */
const PAST_ACTION = /^(introduced|reduced|improved|increased|led|achieved|implemented|developed|set up|established|created|designed|launched|cut|saved|streamlined|redesigned|presented|published|trained|ran|organised|organized|raised|delivered|co-led|secured|helped)\b/i

/** Duties worth asking about first: leadership duties for senior posts, then the JD's own order. */
function rankDuties(duties: string[], level: ExperienceLevel) {
	const lead = /\b(lead|manage|supervise|appraise|recruit|delegate|develop|investigate|deputise|take charge)\b/i
	return [...duties]
		.map((d, i) => ({ d, i, score: (SENIOR.has(level) && lead.test(d) ? -10 : 0) + i + (/^(keep|answer|work|take part|use)\b/i.test(d) ? 5 : 0) }))
		.sort((a, b) => a.score - b.score)
		.map((x) => x.d)
}

/** Skills that call for knowledge of policy or good practice. */
const KNOWLEDGE_SKILLS =
	/safeguarding|infection prevention|medicines management|confidentiality|observations|moving and handling|waiting list|falls|pressure area|dementia|end of life|incident reporting|record keeping|equality/i

function roleName(input: PersonalisationInput) {
	return input.job?.roleTitle ?? INTERVIEW_TYPE_LABELS[input.interviewType].replace(/ (Interview|Role|Position)$/, '')
}

function ofThePost(input: PersonalisationInput) {
	const job = input.job
	const role = roleName(input)
	return job?.organisation ? `${role} post at ${job.organisation}` : `${role} post`
}

function dutyQuestion(duty: string, input: PersonalisationInput, salt: string): PersonalisedQuestion {
	const base = dutyToBaseForm(duty)
	const role = roleName(input)
	const me = cvRole(input.cv)
	const { competency, values } = competencyFor(duty)
	const options = base
		? [
				`The ${role} will ${base}. Tell me about a time you did something similar: what was the situation, what did you do, and what was the outcome?`,
				`Tell me about a time you had to ${base}. What did you do, and what difference did it make?`,
				`One of the key duties of this role is to ${base}. Describe a time you did this well, and what you learned from it.`,
				...(me ? [`In your role as ${me.short}, when did you have to ${base}? Talk me through what you did and the result.`] : []),
			]
		: [`One of the key duties of this role is "${duty}". Tell me about a time you did something similar: what was the situation, what did you do, and what was the outcome?`]
	return {
		text: pick(options, input.seed, salt),
		kind: 'behavioural',
		values,
		competency,
		difficulty: difficultyFor('behavioural', input.level),
		guidance: `A strong answer gives one real example of doing this (${duty}): the situation, what you personally did, the result for patients or colleagues, and what you learned. Link it to the ${role} post.`,
		criterion: null,
	}
}

function situationalQuestion(duty: string, input: PersonalisationInput, salt: string): PersonalisedQuestion {
	const verbPhrase = dutyToBaseForm(duty)
	const base = verbPhrase ? shortenPhrase(verbPhrase, 12) : `carry out this duty: "${duty}"`
	const role = roleName(input)
	const { competency, values } = competencyFor(duty)
	const scene =
		input.job?.interviewType === 'administrative'
			? `It is Monday morning, the phones are ringing, a consultant needs an urgent letter and you still need to ${base}. How would you prioritise, and who would you keep informed?`
			: input.level === 'leadership' || input.level === 'senior'
				? pick(
						[
							`Imagine that soon after you start as ${role}, you find the team is struggling to ${base}. How would you find out why, and what would you do to put it right?`,
							`Imagine you are the ${role}, two staff have called in sick and you still need to ${base}. How would you decide what comes first, keep everyone safe and support your team?`,
						],
						input.seed,
						salt,
					)
				: `Imagine you are the ${role} on a busy shift, a colleague has called in sick and you still need to ${base}. How would you prioritise, keep people safe, and who would you involve?`
	return {
		text: scene,
		kind: 'situational',
		values,
		competency,
		difficulty: difficultyFor('situational', input.level),
		guidance:
			'A strong answer assesses the situation first, keeps patients safe, sets clear priorities, involves the right people, escalates when needed, and says how it would be recorded and followed up.',
		criterion: null,
	}
}

function motivationQuestion(input: PersonalisationInput, firstDuty: string | undefined): PersonalisedQuestion {
	const me = cvRole(input.cv)
	const duty = firstDuty ? (dutyToBaseForm(firstDuty) ?? firstDuty) : null
	const post = ofThePost(input)
	let text: string
	if (input.job && me) text = `What attracts you to this ${post}, and how has your time as ${me.phrase} prepared you for it?`
	else if (input.job && duty) text = `What attracts you to this ${post}, and how do you feel about being asked to ${duty}?`
	else if (me) text = `You have worked as ${me.phrase}. Why do you want to take the next step into a ${roleName(input)} role in the NHS?`
	else text = `What attracts you to this ${post}?`
	return {
		text,
		kind: 'motivation',
		values: ['Improving lives', 'Everyone counts'],
		competency: 'Motivation and values',
		difficulty: 'easy',
		guidance:
			'A strong answer gives a genuine personal reason, backs it with something you have done, and links it to this role and this organisation, not only to the NHS in general.',
		criterion: null,
	}
}

function achievementQuestion(achievement: string, input: PersonalisationInput): PersonalisedQuestion {
	const text = PAST_ACTION.test(achievement)
		? `Your CV says you ${lowerFirst(achievement)}. Talk me through what you did, who you worked with, and how you knew it had made a difference.`
		: `Your CV mentions: "${achievement}". Tell me the story behind it: what did you do, and what difference did it make?`
	const { competency, values } = competencyFor(achievement)
	return {
		text,
		kind: 'behavioural',
		values: values.includes('Improving lives') ? values : [...values.slice(0, 1), 'Improving lives'],
		competency: competency === 'Person-centred care' ? 'Quality improvement' : competency,
		difficulty: difficultyFor('behavioural', input.level),
		guidance:
			'A strong answer explains why the change was needed, what you personally did, who you brought with you, and the evidence that it worked (numbers where you have them), then what you learned.',
		criterion: null,
	}
}

function experienceQuestion(input: PersonalisationInput, duty: string | undefined): PersonalisedQuestion | null {
	const me = cvRole(input.cv)
	if (!me) return null
	const base = duty ? dutyToBaseForm(duty) : null
	const text = base
		? `Thinking about your work as ${me.short}, what was the most challenging situation you handled, and how would that experience help you in this role, where you will need to ${base}?`
		: `Thinking about your work as ${me.short}, what was the most challenging situation you handled, and what did it teach you?`
	return {
		text,
		kind: 'behavioural',
		values: ['Care and compassion', 'Commitment to quality of care'],
		competency: 'Learning and reflection',
		difficulty: difficultyFor('behavioural', input.level),
		guidance: 'A strong answer picks one specific situation, says what you did and why, the result, and what you would do the same or differently in the new role.',
		criterion: null,
	}
}

function valuesQuestion(input: PersonalisationInput): PersonalisedQuestion | null {
	const job = input.job
	const value: NhsValue = pick(job?.values.length ? job.values : [...NHS_VALUES], input.seed, 'value')
	const me = cvRole(input.cv)
	// the words that speak this value first, then the others
	const own = (job?.valuesLanguage ?? []).filter((w) => new RegExp(VALUE_LANGUAGE[value].source, 'i').test(w))
	const language = [...own, ...(job?.valuesLanguage ?? []).filter((w) => !own.includes(w))].slice(0, 3)
	const where = me ? `in your role as ${me.short}` : 'in your work or training'
	const text = language.length
		? `The job description talks about ${listPhrase(language.map((l) => `"${l}"`))}. Tell me about a time ${where} when you ${VALUE_ACTION[value]}.`
		: `Tell me about a time ${where} when you ${VALUE_ACTION[value]}.`
	return {
		text,
		kind: 'values',
		values: [value],
		competency: 'Motivation and values',
		difficulty: difficultyFor('values', input.level),
		guidance: `A strong answer shows ${value.toLowerCase()} through what you did for a real person, not by naming the value, and says what difference it made.`,
		criterion: null,
	}
}

function strengthsQuestion(input: PersonalisationInput): PersonalisedQuestion | null {
	const skills = (input.job?.skills ?? input.cv?.skills ?? []).slice(0, 3).map(skillPhrase)
	if (skills.length < 2) return null
	const me = cvRole(input.cv)
	const source = input.job ? 'This role asks for' : 'Your CV lists'
	const evidence = me?.org ? ` from your time at ${me.org}` : ''
	return {
		text: `${source} ${listPhrase(skills)}. Which of these is your strongest, which are you still developing, and what evidence would you give${evidence}?`,
		kind: 'strengths',
		values: ['Commitment to quality of care', 'Improving lives'],
		competency: 'Professional development',
		difficulty: difficultyFor('strengths', input.level),
		guidance: 'A strong answer makes a real claim, backs it with an example, names a genuine area to develop and what you are doing about it.',
		criterion: null,
	}
}

function knowledgeQuestion(input: PersonalisationInput): PersonalisedQuestion | null {
	const skill = input.job?.skills.find((s) => KNOWLEDGE_SKILLS.test(s))
	if (!skill) return null
	const topic = skillPhrase(skill)
	const stems = new Set(words(skill).map(stem))
	const duty = input.job?.duties.find((d) => words(d).some((w) => stems.has(stem(w))))
	const base = duty ? dutyToBaseForm(duty) : null
	const lead = base ? `This role involves the need to ${base}. ` : `This role calls for ${topic}. `
	const { competency, values } = competencyFor(skill)
	return {
		text: `${lead}What do you know about current good practice in ${topic}, and how would you apply it as ${roleName(input)}?`,
		kind: 'knowledge',
		values,
		competency,
		difficulty: difficultyFor('knowledge', input.level),
		guidance: `A strong answer names the relevant policy or guidance on ${topic}, explains it in your own words and gives an example of applying it safely.`,
		criterion: null,
	}
}

export function criterionQuestion(criterion: Criterion, input: PersonalisationInput, salt: string): PersonalisedQuestion {
	const { competency, values } = competencyFor(criterion.text)
	const options = [
		`The person specification asks for "${criterion.text}". Give me an example from your own experience that shows you meet it: what was the situation, what did you do, and what was the result?`,
		`This post's ${criterion.priority} criteria include "${criterion.text}". Tell me about a time that shows this: what happened, what did you do, and what changed as a result?`,
	]
	return {
		text: pick(options, input.seed, salt),
		kind: 'behavioural',
		values,
		competency,
		difficulty: difficultyFor('criterion', input.level),
		guidance: `A strong answer is one specific example that clearly shows "${criterion.text}": the situation, what you personally did, and the result.`,
		criterion: criterion.text,
	}
}

/** Up to `count` questions, most specific first. */
export function generateOfflineQuestions(input: PersonalisationInput): PersonalisedQuestion[] {
	const duties = rankDuties(input.job?.duties ?? [], input.level)
	const practisable = (input.job?.criteria ?? []).filter((c) => !c.qualification)
	const focus = (input.focusCriteria ?? []).filter((c) => !c.qualification)
	const achievements = input.cv?.achievements ?? []
	const out: PersonalisedQuestion[] = []
	const add = (q: PersonalisedQuestion | null) => {
		if (q && !out.some((o) => o.text === q.text)) out.push(q)
	}

	add(motivationQuestion(input, duties[0]))
	focus.slice(0, Math.max(0, input.count - 1)).forEach((c, i) => add(criterionQuestion(c, input, `focus${i}`)))
	if (duties[0]) add(dutyQuestion(duties[0], input, 'duty0'))
	add(achievements[0] ? achievementQuestion(achievements[0], input) : experienceQuestion(input, duties[2]))
	if (duties[1]) add(situationalQuestion(duties[1], input, 'duty1'))
	add(valuesQuestion(input))
	if (duties[2]) add(dutyQuestion(duties[2], input, 'duty2'))
	if (achievements[0]) add(experienceQuestion(input, duties[3]))
	add(strengthsQuestion(input))
	add(knowledgeQuestion(input))
	const essential = practisable.find((c) => c.priority === 'essential' && !focus.includes(c))
	if (essential) add(criterionQuestion(essential, input, 'essential'))
	for (const [i, duty] of duties.slice(3).entries()) add(dutyQuestion(duty, input, `more${i}`))
	for (const a of achievements.slice(1)) add(achievementQuestion(a, input))
	return out.slice(0, input.count)
}
