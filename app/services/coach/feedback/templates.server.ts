/**
 * The words of the feedback: small templates per question kind, per structure
 * element, per red flag and per NHS value. No logic beyond filling them in.
 */
import { type NhsValue } from '#app/lib/nhs-values'
import { type QuestionKind } from '#app/lib/question-kinds'
import { type RedFlag, type RedFlagKind } from '../red-flags.server'
import { type TrapConcern } from '../types'

export type ElementText = {
	/** plain name, for lists ("the assessment, the escalation") */
	name: string
	/** a strength line, followed by the quoted sentence that shows it */
	shown: string
	/** advice when it is missing */
	missing: string
}

const STAR_TEXT: Record<'situation' | 'task' | 'action' | 'result', ElementText> = {
	situation: {
		name: 'situation',
		shown: 'You set the scene with a specific situation',
		missing: 'Open by setting the scene: where you were working, when, and what was happening.',
	},
	task: {
		name: 'task',
		shown: 'You made your responsibility clear',
		missing: 'Say what your own responsibility or goal was (for example "My role was to...") so the panel can judge your actions against it.',
	},
	action: {
		name: 'action',
		shown: 'You described something you did yourself',
		missing: 'Describe your own actions step by step, saying "I" for what you did.',
	},
	result: {
		name: 'result',
		shown: 'You said what changed as a result',
		missing: 'Finish with the result: what changed for the patient or the service, with evidence if you have it.',
	},
}

export const ELEMENT_TEXT: Record<QuestionKind, Record<string, ElementText>> = {
	behavioural: STAR_TEXT,
	situational: {
		assess: {
			name: 'assessment',
			shown: 'You start by finding out what is happening',
			missing: 'Say how you would first assess what is happening and the risk.',
		},
		keepSafe: {
			name: 'immediate safety',
			shown: 'You put safety first',
			missing: 'Say how you would keep the person safe straight away.',
		},
		consent: {
			name: 'consent and capacity',
			shown: 'You respect the person’s wishes and consent',
			missing: 'Say how you would respect the person’s consent and check their capacity where it matters.',
		},
		act: {
			name: 'your own steps',
			shown: 'You set out clear, practical steps of your own',
			missing: 'Set out the steps you would take yourself, in order ("First I would...").',
		},
		escalate: {
			name: 'escalation',
			shown: 'You know who to involve and when',
			missing: 'Say when and to whom you would escalate, and that you would work within your competence.',
		},
		record: {
			name: 'record keeping',
			shown: 'You record what happened',
			missing: 'Say how you would record what happened (the notes, an incident report).',
		},
		followUp: {
			name: 'follow-up',
			shown: 'You follow it up',
			missing: 'Say how you would follow up afterwards and what you would check or learn.',
		},
	},
	motivation: {
		reason: {
			name: 'a personal reason',
			shown: 'You gave a personal reason',
			missing: 'Give a genuine personal reason: what first drew you to this work.',
		},
		evidence: {
			name: 'evidence',
			shown: 'You backed your motivation with experience',
			missing: 'Back it with evidence: something you have done, seen or learned.',
		},
		link: {
			name: 'a link to this role and trust',
			shown: 'You linked it to this role and organisation',
			missing: 'Link it to this role and this trust: something specific you know about them.',
		},
	},
	self: {
		claim: { name: 'who you are', shown: 'You said plainly what you offer', missing: 'Say plainly who you are and what you offer.' },
		example: { name: 'an example', shown: 'You backed it with experience', missing: 'Back each quality with a real example.' },
		link: { name: 'a link to the role', shown: 'You linked it to the role', missing: 'Link what you offer to this role.' },
	},
	strengths: {
		claim: {
			name: 'a clear claim',
			shown: 'You named it plainly',
			missing: 'Name the strength or weakness plainly ("My main strength is...").',
		},
		example: {
			name: 'an example',
			shown: 'You gave an example that shows it',
			missing: 'Give a real example that shows it in practice.',
		},
		change: {
			name: 'what changed',
			shown: 'You said what changed',
			missing: 'Say what changed: the difference it made, or what you are doing to improve.',
		},
	},
	values: {
		meaning: {
			name: 'what the value means to you',
			shown: 'You said what the value means to you',
			missing: 'Say what the value means to you, in your own words.',
		},
		...STAR_TEXT,
	},
	knowledge: {
		facts: { name: 'the facts', shown: 'You stated the facts', missing: 'State the key facts accurately and briefly.' },
		practice: {
			name: 'what it means in practice',
			shown: 'You said what it means in practice',
			missing: 'Say what it means in practice for this role.',
		},
		example: { name: 'an example', shown: 'You gave an example', missing: 'Add an example of applying it.' },
	},
}

/** One line per kind: what a strong answer to this kind of question does. */
export const KIND_ADVICE: Record<QuestionKind, string> = {
	behavioural:
		'Structure the answer with STAR: one or two sentences of situation, your task, most of the time on your actions ("I..."), then the result and what you learnt.',
	situational:
		'Walk through your approach in order: assess, keep the person safe, respect consent and capacity, act within your competence, escalate, record and follow up. A brief real example makes it convincing.',
	motivation:
		'Link your motivation to this role and trust specifically: a personal experience that drew you to it, and something you know about the service.',
	self: 'Pick two or three qualities that fit the role and back each one with a short real example.',
	strengths:
		'Name a real strength or weakness, show it with one example, and say what changed or what you are doing about it.',
	values: 'Say what the value means to you, then tell one real example of showing it: what you did and what difference it made.',
	knowledge: 'Give the key facts accurately, say what they mean for this role, and add an example of applying them.',
}

/** Examples of behaviour that shows each value, for recommendations. */
export const VALUE_EXAMPLES: Record<NhsValue, string> = {
	'Care and compassion': 'noticing how someone felt and doing something about it (sitting with them, listening, reassuring them)',
	'Dignity and respect': 'protecting privacy, asking consent, speaking to the person directly and respecting their choices',
	'Commitment to quality of care': 'checking, escalating, reporting an incident or learning from an error so care is safe',
	'Improving lives': 'an outcome that made a patient or service better, ideally with a measurable change',
	'Working together for patients': 'involving, handing over to or escalating to colleagues and other professions for the patient',
	'Everyone counts': 'making sure nobody was excluded, for example using an interpreter or adapting how you communicated',
}

/** What a confident red flag means, with the sentence that raised it. */
export const FLAG_TEXT: Record<RedFlagKind, (q: string) => string> = {
	confidentiality: (q) =>
		`This describes a breach of confidentiality: ${q} Never share a patient's information with anyone outside their care without the patient's consent; a panel would treat this as a serious concern.`,
	blame: (q) => `You put the blame on others: ${q} Panels look for ownership; describe your own part and what you did about it.`,
	refusal: (q) => `This suggests you would not get involved: ${q} NHS staff are expected to step in, help colleagues and raise concerns.`,
	dishonesty: (q) =>
		`This suggests something was hidden, signed for without being seen, or not reported: ${q} Honesty and openness (the duty of candour) are essential; say how you reported it.`,
	unsafe: (q) =>
		`This describes unsafe practice: ${q} If you include it, make clear that you recognised the risk, escalated it and what you would do differently.`,
	disrespect: (q) => `This undermines dignity and respect: ${q} Every patient and colleague deserves the same respect.`,
	'self-interest': (q) =>
		`Your motivation centres on what the job gives you: ${q} Focus on what draws you to caring for patients and to this service.`,
	'no-insight': (q) => `This can read as a lack of insight: ${q} Everyone makes mistakes; panels want to hear how you handle them.`,
	concern: (q) =>
		`A panel is likely to see what this answer describes as unsafe, dishonest or against policy, for example: ${q} If that is what happened, say that you recognised the problem, how you put it right and who you told.`,
}

export const FLAG_LABEL: Record<RedFlagKind, string> = {
	confidentiality: 'a breach of confidentiality',
	blame: 'blaming others',
	refusal: 'an unwillingness to get involved',
	dishonesty: 'a lack of openness',
	unsafe: 'unsafe practice',
	disrespect: 'disrespectful language or conduct',
	'self-interest': 'self-interested motivation',
	'no-insight': 'a lack of insight',
	concern: 'describing practice that is unsafe, dishonest or against policy',
}

/**
 * What the learned trap check's concern means, by the concern its finder names
 * (../model/trap-sentences.server.ts), with the sentence that raised it: said as what a panel
 * is likely to see, since a learned check can be wrong, and with what to say instead.
 */
export const CONCERN_TEXT: Record<TrapConcern, (q: string) => string> = {
	confidentiality: (q) =>
		`A panel is likely to see this as a breach of confidentiality: ${q} Share a person's information only with the people caring for them or with their consent, and say so.`,
	honesty: (q) =>
		`A panel is likely to see this as hiding or playing down something that should have been reported: ${q} Panels look for openness; say how you reported it and told the people affected.`,
	records: (q) =>
		`A panel is likely to see this as a record that does not match what happened: ${q} Sign only for what you did or saw, and say how you put the record right.`,
	consent: (q) =>
		`A panel is likely to see this as acting without the person's valid consent: ${q} Say how you sought consent or assessed capacity, and how you respected the decision.`,
	safeguarding: (q) =>
		`A panel is likely to see this as a safeguarding concern that was not acted on: ${q} Say how you raised it with the safeguarding lead or your manager and recorded it the same day.`,
	safety: (q) =>
		`A panel is likely to see this as unsafe practice: ${q} Show that you recognised the risk, stayed within your role and escalated to the right person.`,
	respect: (q) =>
		`A panel is likely to see this as treating someone without dignity or fairness: ${q} Show how you made sure the person was treated with the same respect as anyone else.`,
	boundaries: (q) =>
		`A panel is likely to see this as crossing a professional boundary: ${q} Keep relationships, gifts and favours within the trust's policy, and say how you handled it.`,
	governance: (q) =>
		`A panel is likely to see this as breaking the rules on information security, money or equipment: ${q} Say how you followed the policy and who you checked with.`,
}

export const CONCERN_LABEL: Record<TrapConcern, string> = {
	confidentiality: 'what reads as a breach of confidentiality',
	honesty: 'what reads as hiding something that should have been reported',
	records: 'what reads as an inaccurate record',
	consent: 'what reads as acting without consent',
	safeguarding: 'what reads as a safeguarding concern not acted on',
	safety: 'what reads as unsafe practice',
	respect: 'what reads as treating someone without dignity or fairness',
	boundaries: 'what reads as crossing a professional boundary',
	governance: 'what reads as breaking the rules on information, money or equipment',
}

/** A confident red flag's line: the learned check's by the concern it names, else the rule's by its kind. */
export const flagLine = (f: RedFlag, q: string): string => (f.concern ? CONCERN_TEXT[f.concern](q) : FLAG_TEXT[f.kind](q))
export const flagLabel = (f: RedFlag): string => (f.concern ? CONCERN_LABEL[f.concern] : FLAG_LABEL[f.kind])

export function listWords(items: string[]): string {
	if (items.length <= 1) return items.join('')
	return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

export const pct = (x: number) => `${Math.round(x * 100)}%`

export function band(overall: number, flagged: boolean): string {
	if (flagged && overall < 0.4) return 'an answer with a serious problem'
	if (overall >= 0.8) return 'a strong answer'
	if (overall >= 0.6) return 'a good answer with room to improve'
	if (overall >= 0.4) return 'a developing answer'
	if (overall >= 0.15) return 'a weak answer'
	return 'an answer that does not yet address the question'
}

/** "This answer is about staffing; the question asks about safeguarding." */
export function offTopicLine(about: string, asked: string): string {
	return `This answer is about ${about}; the question asks about ${asked}.`
}
