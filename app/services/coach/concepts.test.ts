import { describe, expect, test } from 'vitest'
import { analyseAnswerOffline } from './offline.server'
import { analyseTopic, askedConcepts } from './concepts.server'

const STAFFING_STORY = [
	'Last winter I was nurse in charge of a 28-bed ward when two registered nurses phoned in sick before the night shift.',
	'My job was to make the shift safe with the staff I had.',
	'I rang the staffing office and asked for bank and agency cover, and I moved a healthcare assistant from a quieter bay.',
	'I reviewed the skill mix and the rota, and I gave each nurse a fair allocation.',
	'By 10pm an agency nurse had arrived and the staffing shortage was covered.',
	'The next week I raised the sickness pattern with the ward manager and we changed the rota so cover was planned earlier.',
]

const ULCER_PROJECT = [
	'On my last placement I led a small project on pressure ulcers.',
	'I audited twenty charts and found repositioning was recorded only half the time.',
	'I introduced a simple skin bundle checklist and taught it at the safety huddle.',
	'Over three months the audit results improved from 50% to 90% and we had no new grade 2 ulcers.',
	'I learned that measuring a baseline makes it easier to show a change has worked.',
]

describe('topic: the concept asked about against the concept talked about', () => {
	test('finds the key concept of questions worded in new ways', () => {
		expect(askedConcepts('What would you do if you were worried a resident was being neglected at home?').map((c) => c.id)).toContain(
			'safeguarding',
		)
		expect(askedConcepts('How would you respond to a patient who declines an operation?').map((c) => c.id)).toContain('capacity')
	})

	test('a staffing story given to a safeguarding question is off topic, and the feedback says so in plain words', () => {
		const q = 'Tell me about a time you acted on a safeguarding concern.'
		expect(analyseTopic(q, STAFFING_STORY)).toMatchObject({ offTopic: true })
		const r = analyseAnswerOffline({ question: q, answer: STAFFING_STORY.join(' ') })
		expect(r.overall).toBeLessThanOrEqual(0.35)
		expect([r.detailedAnalysis, ...r.improvements].join(' ')).toMatch(/This answer is about staffing; the question asks about safeguarding\./)
	})

	test('an improvement project given to a capacity-and-refusal question is off topic', () => {
		const q = 'A patient with capacity refuses a treatment the team believes is in their best interests. How would you respond?'
		const r = analyseAnswerOffline({ question: q, answer: ULCER_PROJECT.join(' ') })
		expect(r.overall).toBeLessThanOrEqual(0.35)
	})

	test('the same stories are on topic for the questions they answer', () => {
		expect(analyseTopic('How would you manage a shift when two nurses phone in sick?', STAFFING_STORY).offTopic).toBe(false)
		expect(analyseTopic('Tell me about a time you improved the quality of care.', ULCER_PROJECT).offTopic).toBe(false)
	})

	test('a question framed by a broad concept (a change, a team) is never off topic for a story about a specific one', () => {
		const safeguardingStory = [
			'On a home visit I noticed an older man had bruises on both arms and seemed frightened of his nephew.',
			'I found a moment to speak with him alone, and he told me the nephew was taking his money.',
			'I explained what a safeguarding referral would mean, and with his agreement I made it that afternoon.',
			'I told my team leader and recorded his words exactly, and a social worker visited the next day.',
		]
		const changeQuestion = 'Tell me about a time you had to change the way you communicated with someone.'
		const teamQuestion = 'Who are you, and what would you bring to our team?'
		expect(askedConcepts(changeQuestion).map((c) => c.id)).toEqual(['improvement'])
		expect(analyseTopic(changeQuestion, safeguardingStory).offTopic).toBe(false)
		expect(analyseTopic(teamQuestion, safeguardingStory).offTopic).toBe(false)
		const r = analyseAnswerOffline({ question: teamQuestion, answer: safeguardingStory.join(' ') })
		expect(r.improvements.join(' ')).not.toMatch(/the question asks about/)
	})

	test('questions that name no concept are never off topic', () => {
		expect(analyseTopic('Tell me about yourself.', STAFFING_STORY)).toMatchObject({ topic: 1, offTopic: false })
	})
})
