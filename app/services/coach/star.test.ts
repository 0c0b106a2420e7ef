import { describe, expect, it } from 'vitest'
import { parseAnswer } from './nlp.server'
import { analyseQuestion } from './question.server'
import { analyseStar } from './star.server'

const q = analyseQuestion('Tell me about a time you had to deliver care to a patient who was frightened.')
const star = (answer: string) => analyseStar(parseAnswer(answer), q)

const PAST = `During my placement on a respiratory ward, a woman admitted with pneumonia became very frightened when she was told she needed oxygen. My role was to help her settle so the team could start treatment. I sat with her, explained what the mask would do and held her hand while the nurse fitted it. I also asked her daughter to come in early. Within an hour her breathing had eased and she was calm enough to sleep. I learnt that a few minutes of explanation can make treatment possible.`

const HYPOTHETICAL = `I would always sit with a frightened patient and explain what is happening. I would make sure they felt listened to and I would involve their family if they wanted. If they were still scared I would ask the nurse in charge for help. You should always be calm and kind with anxious patients.`

describe('STAR analysis', () => {
	it('finds every part in a past-tense example', () => {
		const s = star(PAST)
		expect(s.present).toEqual({ situation: true, task: true, action: true, result: true })
		expect(s.reflection.strength).toBeGreaterThan(0.5)
		expect(s.ownActions).toEqual(expect.arrayContaining(['sit', 'explain']))
		expect(s.score).toBeGreaterThan(0.8)
	})

	it('scores a hypothetical-only answer low', () => {
		const s = star(HYPOTHETICAL)
		expect(s.present.action).toBe(false)
		expect(s.present.result).toBe(false)
		expect(s.hypotheticalShare).toBeGreaterThan(0.7)
		expect(s.score).toBeLessThan(0.3)
		expect(s.score).toBeLessThan(star(PAST).score - 0.5)
	})

	it('credits "I" actions over collective "we" actions', () => {
		const mine = star(
			'On a busy night shift last winter a patient fell on the ward. I checked him for injuries, called the doctor, completed the incident report and updated his daughter. He had no fracture and went home two days later.',
		)
		const ours = star(
			'On a busy night shift last winter a patient fell on the ward. We checked him for injuries, called the doctor, completed the incident report and updated his daughter. He had no fracture and went home two days later.',
		)
		expect(mine.present.action).toBe(true)
		expect(mine.ownActions.length).toBeGreaterThan(ours.ownActions.length)
		expect(ours.teamActions.length).toBeGreaterThan(0)
		expect(mine.score).toBeGreaterThan(ours.score)
	})

	it('does not treat STAR labels as STAR content', () => {
		const s = star(
			'Situation: I was in a situation. Task: my task was care and compassion. Action: I took action with dignity and respect. Result: the result was a good result.',
		)
		expect(s.present.task).toBe(false)
		expect(s.present.action).toBe(false)
		expect(s.present.result).toBe(false)
		expect(s.score).toBeLessThan(0.2)
	})

	it('finds a task given by someone else or owned by the candidate', () => {
		expect(star('Last spring on the stroke unit my ward manager asked me to sort out the delayed discharges.').present.task).toBe(true)
		expect(star('On a night shift last winter the man in bed four was my patient, and he became breathless.').present.task).toBe(true)
		expect(star('Last year I led the rollout of the new electronic observations system on our ward.').present.task).toBe(true)
		expect(star('My manager would ask me to help if we were busy.').present.task).toBe(false)
		expect(star('The man in bed four was not my patient.').present.task).toBe(false)
	})
})
