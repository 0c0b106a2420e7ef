import { describe, expect, test } from 'vitest'
import { type QuestionKind } from '#app/lib/question-kinds'
import { QUESTION_BANK } from '../../../drizzle/seed-data/questions'
import { classifyKind } from './kind.server'

// Wordings written for this test, none of them from the bank: the classifier must
// name the kind from what the question asks for, not from knowing the question.
// Where kinds meet ("What would you bring?", "How would others describe you?",
// "Where do you see yourself in five years?") the labels follow the independent
// question authors (tests/fixtures/question-kinds), who agree on strengths (a claim
// about yourself to prove) and motivation, not this file's first guess of self.
const UNSEEN: Array<[string, QuestionKind]> = [
	['Can you recall an occasion when you had to calm an upset relative?', 'behavioural'],
	['Give us an example of when you spotted a risk before anyone else.', 'behavioural'],
	['Talk us through a situation in which you had to speak up for a colleague.', 'behavioural'],
	['Have you ever had to tell a manager they were wrong?', 'behavioural'],
	['When did you last go out of your way for a service user?', 'behavioural'],
	['How have you handled a patient who did not want to engage with therapy?', 'behavioural'],
	['Share an experience where communication broke down in your team and what you did about it.', 'behavioural'],
	['What is the hardest decision you have ever made at work?', 'behavioural'],
	['Describe an occasion where you had to learn a new system quickly.', 'behavioural'],
	['Tell us about a shift that did not go to plan.', 'behavioural'],
	['Tell me about a rota you have organised under pressure.', 'behavioural'],
	['Give a specific example of working with social services.', 'behavioural'],
	['Explain how you have supported a patient to make a difficult choice.', 'behavioural'],
	['What would you do if a patient refused their medication?', 'situational'],
	['How would you respond to a visitor shouting at the nurses’ station?', 'situational'],
	['Imagine a colleague tells you she is being bullied by the ward sister. What next?', 'situational'],
	['Suppose you arrive for a home visit and find the door open and nobody answering.', 'situational'],
	['If you discovered a drug chart had been signed but the dose not given, what steps would you take?', 'situational'],
	['A resident with dementia keeps trying to leave the care home at night. How should you respond?', 'situational'],
	['You are the only receptionist on duty and the computer system goes down. What do you do?', 'situational'],
	['While on a community visit you notice bruising on an older man’s arms. How do you respond?', 'situational'],
	['Your manager asks you to sign off a competency you have not been assessed on. What would be your response?', 'situational'],
	['How would you go about supporting a new starter who keeps making errors?', 'situational'],
	['What would you say to a family member who wants to see their father’s notes?', 'situational'],
	['Why have you applied for this position?', 'motivation'],
	['What draws you to working in mental health?', 'motivation'],
	['Why midwifery?', 'motivation'],
	['What made you decide to become a paramedic?', 'motivation'],
	['Why are you interested in joining our trust rather than another?', 'motivation'],
	['What is your motivation for applying to this ward?', 'motivation'],
	['What excites you about working in the community?', 'motivation'],
	['Why this hospital?', 'motivation'],
	['After ten years in retail, what has made you want to work in a hospital?', 'motivation'],
	['How did you come to choose occupational therapy as a career?', 'motivation'],
	['Tell us a little about yourself.', 'self'],
	['Could you introduce yourself to the panel?', 'self'],
	['How would your friends describe you?', 'strengths'],
	['What would you bring to our team?', 'strengths'],
	['Why should we appoint you over the other candidates?', 'strengths'],
	['Where do you see yourself in five years?', 'motivation'],
	['What makes you a good fit for this post?', 'strengths'],
	['What kind of colleague are you?', 'strengths'],
	['How would you sum up your management style?', 'strengths'],
	// a personal quality and how they manage it: two independent labellers call it strengths (P-256, AC-207)
	['How do you cope with stress in a demanding role?', 'strengths'],
	['What are your greatest strengths?', 'strengths'],
	['What would you say your main development need is, and how are you addressing it?', 'strengths'],
	['Which part of your clinical practice are you trying to improve at the moment?', 'strengths'],
	['What is your biggest weakness?', 'strengths'],
	['Tell us about an area for development you are working on.', 'strengths'],
	['What are you best at, and what are you less good at?', 'strengths'],
	['What would you like to improve about yourself?', 'strengths'],
	['Name one strength and one weakness your last manager identified.', 'strengths'],
	['What does compassion mean to you?', 'values'],
	['Which of the NHS values is most important to you, and why?', 'values'],
	['What does integrity mean to you in your work?', 'values'],
	['How do you demonstrate respect for the people you care for?', 'values'],
	['What do our trust values mean to you?', 'values'],
	['What does person-centred care mean to you?', 'values'],
	['How have you lived the NHS values in your last job?', 'values'],
	['What do you know about our trust?', 'knowledge'],
	['What is the Mental Capacity Act, and when does it apply?', 'knowledge'],
	['Explain the purpose of the Freedom to Speak Up Guardian.', 'knowledge'],
	['What do you understand by safeguarding?', 'knowledge'],
	['What are the main challenges for primary care at the moment?', 'knowledge'],
	['Why is hand hygiene important?', 'knowledge'],
	['What does the duty of candour require of staff?', 'knowledge'],
	['How does GDPR affect the way you handle records?', 'knowledge'],
	['What are the five principles of the Mental Capacity Act?', 'knowledge'],
	['What is SBAR?', 'knowledge'],
]

/**
 * Wordings on a boundary between two kinds that the shipped classifier names wrong
 * (ADR 0031: coping with stress read as self, "why is hand hygiene important" as values).
 * The headline below counts them; each is expected to fail until a retrain names it right.
 */
const MISSED = new Set(['How do you cope with stress in a demanding role?', 'Why is hand hygiene important?'])

describe('classifyKind on wordings it has never seen', () => {
	test.each(UNSEEN.filter(([q]) => !MISSED.has(q)))('%s -> %s', (question, kind) => {
		expect(classifyKind(question)).toBe(kind)
	})

	test.fails.each(UNSEEN.filter(([q]) => MISSED.has(q)))('%s -> %s (named wrong for now)', (question, kind) => {
		expect(classifyKind(question)).toBe(kind)
	})

	test('names at least 9 in 10 of them right (each is asserted above; this is the headline)', () => {
		const right = UNSEEN.filter(([q, k]) => classifyKind(q) === k).length
		expect(right / UNSEEN.length).toBeGreaterThanOrEqual(0.9)
	})

	test('covers every kind', () => {
		expect(new Set(UNSEEN.map(([, k]) => k)).size).toBe(7)
	})
})

describe('bank tags', () => {
	test('every bank question has a kind, and the classifier agrees with at least 9 in 10 of them', () => {
		for (const q of QUESTION_BANK) expect(q.kind, q.key).toBeTruthy()
		const agree = QUESTION_BANK.filter((q) => classifyKind(q.text) === q.kind).length
		expect(agree / QUESTION_BANK.length).toBeGreaterThanOrEqual(0.9)
	})
})

test('empty or odd input is still a kind', () => {
	expect(classifyKind('')).toBe('behavioural')
	expect(classifyKind('Teamwork.')).toBe('behavioural')
})
