/**
 * Relevance: does the answer address the question that was asked? Overlap of
 * content lemmas with the question, widened by topic families (a question about
 * raising a concern is answered with words like escalate, unsafe, Datix, matron),
 * and whether the answer gives what the question type asks for (an example, a
 * motivation, an approach).
 */
import { analyseTopic } from './concepts.server'
import { canon } from './nlp.server'
import { compile, findAll, type Pattern } from './patterns.server'
import { type AnalysedQuestion } from './question.server'
import { type StarAnalysis } from './star.server'
import { type ParsedAnswer } from './types'

type Family = { id: string; triggers: Pattern[]; answer: Pattern[] }

const fam = (id: string, triggers: string, answer: string): Family => ({
	id,
	triggers: triggers.split(',').map((t) => compile(t.trim())),
	answer: answer.split(',').map((t) => compile(t.trim())),
})

const FAMILIES: Family[] = [
	fam(
		'mistake',
		'mistake, error, wrong, fail, failure, get_it_wrong',
		'mistake, error, wrong, incorrect, misread, forgot, forget, missed, apologise, sorry, incident, own, put_it_right, correct, fix, rebook, v:report, learn, double-check, double_check, realise, notice, manager, supervisor, datix, checklist, again',
	),
	fam(
		'concern',
		'concern, poor_practice, challenge, whistleblow*, speak_up, unsafe, raise, bad_practice, wrongdoing',
		'concern, raise, challenge, unsafe, safety, poor, v:report, escalate, speak, whistleblow*, datix, incident, rude, unacceptable, inappropriate, abuse, neglect, wrong, risk, harm, policy, guardian, near_miss, aside, privately, matron, behaviour, standard, practice, safe, check, checker, witness, not_acceptable',
	),
	fam(
		'distress',
		'frightened, anxious, scared, distressed, upset, worried, nervous, fear, emotional, afraid, anxiety',
		'frightened, anxious, scared, distress, distressed, upset, worry, worried, worrying, fear, nervous, reassure, calm, comfort, listen, explain, settle, sit, time, kind, family, tearful, cry, panic, afraid, understand, question, leaflet, procedure',
	),
	fam(
		'dignity',
		'dignity, respect, privacy, respectful',
		'dignity, respect, privacy, private, curtain, consent, name, directly, rather_than, side_room, choice, wishes, embarrass*, difficult, rude, aggressive, abusive, intoxicated, judge, explain, listen, calm, carer, spoke, understood',
	),
	fam(
		'teamwork',
		'team, teamwork, colleague, colleagues, professional, professionals, multidisciplinary, mdt, collaborate, work_with, other_staff',
		'team, colleague, physio, physiotherapist, social_worker, worker, nurse, doctor, therapist, mdt, meeting, joint, together, coordinate, liaise, handover, discuss, plan, professional, occupational, pharmacist, gp, share, agree, role, input, goal, sister, consultant',
	),
	fam(
		'priorities',
		'priority, priorities, prioritise, workload, pressure, busy, deadline, competing, time_management, juggle, demands',
		'prioritise, priority, urgent, important, deadline, delegate, list, plan, busy, workload, time, risk, schedule, rota, extension, cover, staff, sick, short-staffed, pressure, first, second, order, organise, help, ask, late, task, tasks, diary, calendar',
	),
	fam(
		'improvement',
		'improve, improvement, service, process, change, innovation, initiative, efficiency, better',
		'improve, change, new, suggest, idea, process, system, reduce, faster, wait, trial, pilot, data, track, measure, implement, introduce, chart, rota, better, fewer, audit, feedback, adopt, fix, problem, noticed, solution, set_up, missed',
	),
	fam(
		'motivation',
		'why, want_to_work, apply, applying, career, choose, chosen, motivate, attract, nhs',
		'nhs, care, patient, patients, help, people, career, role, trust, inspire, inspired, experience, volunteer, values, passion, passionate, community, free, everyone, want, because, family, learn, develop, train, difference, ward, hospital, hospice, grandmother, grandfather, mother, father, saw, realise, proud, public, service',
	),
	fam(
		'conflict',
		'conflict, disagree, disagreement, difficult_colleague, dispute, tension, clash, challenging_colleague',
		'conflict, disagree, disagreement, colleague, discuss, conversation, privately, listen, perspective, compromise, resolve, agree, mediate, manager, calm, understand, relationship, feedback, respect, view, point',
	),
	fam(
		'complaint',
		'complaint, complain, angry, aggressive, difficult_patient, relative, unhappy, dissatisfied, difficult_relative',
		'complaint, complain, angry, upset, listen, apologise, explain, calm, resolve, manager, pals, escalate, family, relative, understand, concern, frustrated, frustration, acknowledge, sorry, wait, aggressive',
	),
	fam(
		'leadership',
		'lead, leadership, led, leader, manage_a_team, motivate, delegate, supervise, manage_people',
		'lead, led, team, motivate, delegate, support, decision, responsibility, direct, coach, mentor, organise, plan, meeting, feedback, staff, goal, vision, morale, train, rota',
	),
	fam(
		'communication',
		'communicate, communication, bad_news, difficult_conversation, difficult_news, breaking_news, information, explain',
		'explain, listen, communicate, conversation, plain, simple, understand, question, time, calm, family, clear, check, information, leaflet, sit, quiet, room, news, language, interpreter',
	),
	fam(
		'safeguarding',
		'safeguard, safeguarding, abuse, neglect, vulnerable',
		'safeguarding, concern, abuse, neglect, v:report, lead, refer, vulnerable, document, policy, escalate, child, adult, bruise, bruising, disclosure, social_worker, safe, team',
	),
	fam(
		'diversity',
		'diversity, equality, inclusion, discrimination, everyone_counts, culture, cultural, background, diverse, inclusive',
		'diversity, equality, inclusion, culture, background, interpreter, language, religion, faith, disability, fair, same, equal, respect, adjust, adjustment, access, needs, discrimination, belief, beliefs, everyone, individual',
	),
	fam(
		'confidentiality',
		'confidential, confidentiality, information_governance, gdpr, data_protection',
		'confidential, confidentiality, consent, share, information, data, record, privacy, gdpr, need_to_know, policy, caldicott, secure, password, locked, identity, check',
	),
	fam(
		'learning',
		'learn, learning, development, feedback, training, criticism, develop',
		'learn, feedback, train, training, course, reflect, develop, improve, mentor, supervisor, skill, practice, change, study, read, ask',
	),
	fam(
		'self',
		'strength, strengths, weakness, weaknesses, yourself, qualities, skills',
		'strength, weakness, skill, organised, improve, example, feedback, learn, develop, good, able, ability, team, communication, patient, calm, working_on',
	),
	fam(
		'resilience',
		'stress, stressful, resilience, cope, coping, pressure, emotionally_difficult',
		'stress, cope, calm, support, talk, break, supervision, reflect, wellbeing, exercise, manage, prioritise, help, debrief, team',
	),
	fam(
		'safety',
		'patient_safety, deteriorating, emergency, escalate, sepsis, urgent',
		'safe, safety, escalate, observation, observations, news, sepsis, doctor, assess, outreach, urgent, call, bleep, sbar, monitor, oxygen, emergency, risk',
	),
]

export type RelevanceAnalysis = {
	score: number
	families: string[]
	matched: string[]
	/** the question asked for an example and none was given, etc. */
	typeMismatch?: string
	/** 0..1: how far the answer is about the question's key concept (concepts.server) */
	topic?: number
	/** the answer is about another concept than the one asked about */
	offTopic?: boolean
	/** the concept the question asks about, in plain words */
	asked?: string
	/** the concept the answer is mostly about, in plain words */
	about?: string
}

const MOTIVATION = compile('want|wanted|because|passion|passionate|inspire|inspired|reason|love|enjoy|drawn|motivate|motivated|why|proud|privilege|dream|aspire|hope|goal|ambition')

export function analyseRelevance(
	parsed: ParsedAnswer,
	q: AnalysedQuestion,
	star: StarAnalysis,
): RelevanceAnalysis {
	const text = q.text.toLowerCase()
	const families = FAMILIES.filter((f) => {
		return f.triggers.some((p) => {
			// triggers are matched on the raw question words (cheap, robust)
			const words = p.source.replace(/_/g, ' ').replace(/\*$/, '')
			return new RegExp(`\\b${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(text)
		})
	})
	const matched = new Set<string>()
	// direct overlap with the question's own content words
	const answerLemmas = new Set<string>()
	for (const s of parsed.sentences) for (const t of s.tokens) if (!t.stop) answerLemmas.add(t.lemma)
	for (const l of q.contentLemmas) if (answerLemmas.has(l)) matched.add(l)
	for (const f of families) {
		for (const p of f.answer) {
			if (matched.has(canon(p.source))) continue
			for (const s of parsed.sentences) {
				if (findAll(s.tokens, p).length) {
					matched.add(canon(p.source))
					break
				}
			}
		}
	}
	const targetSize = q.contentLemmas.size + families.length * 6
	let score: number
	if (!parsed.words) score = 0
	else if (targetSize < 2) score = 0.8
	else {
		const need = Math.max(2, Math.min(5, Math.round(targetSize / 4)))
		score = Math.min(1, matched.size / need)
	}
	let typeMismatch: string | undefined
	if (q.type === 'motivation') {
		const hasMotivation = parsed.sentences.some((s) => findAll(s.tokens, MOTIVATION).length > 0)
		if (!hasMotivation && parsed.words > 15) {
			score *= 0.75
			typeMismatch = 'motivation'
		}
	}
	if (q.type === 'behavioural' && !star.present.action && star.hypotheticalClauses > 0) {
		typeMismatch = 'no-example'
	}
	const topic = analyseTopic(q.text, parsed.sentences.map((x) => x.text), q.competency)
	// word overlap misses on-topic answers in other words ("refused" asked, "declined the tablets"
	// answered); where the question names a key concept, talking about it is relevance too
	if (topic.asked && !topic.offTopic && parsed.words) score = Math.max(score, topic.topic)
	return {
		score,
		families: families.map((f) => f.id),
		matched: [...matched],
		typeMismatch,
		topic: topic.topic,
		offTopic: topic.offTopic,
		asked: topic.asked?.label,
		about: topic.about?.label,
	}
}
