import { describe, expect, it } from 'vitest'
import { parseAnswer } from './nlp.server'
import { analyseQuestion } from './question.server'
import { analyseValues } from './values.server'

const q = analyseQuestion('Tell me about a time you treated a patient with dignity and respect.')
const values = (answer: string) => analyseValues(parseAnswer(answer), q)

describe('NHS values evidence', () => {
	it('finds values shown through behaviour', () => {
		const v = values(
			'On the day unit last month I cared for a man who was distressed and embarrassed after an accident. I drew the curtains, spoke to him by his preferred name and asked for his consent before helping him wash. I sat with him until he felt calmer and arranged an interpreter so his wife could understand the plan. I then handed over to the nurse in charge and completed an incident report about the delay.',
		)
		expect(v.evidenced).toEqual(
			expect.arrayContaining([
				'Dignity and respect',
				'Care and compassion',
				'Everyone counts',
				'Working together for patients',
				'Commitment to quality of care',
			]),
		)
		expect(v.score).toBeGreaterThan(0.8)
	})

	it('does not count naming a value as evidence', () => {
		const v = values(
			'I am a very compassionate and caring person. I believe in dignity and respect. Care and compassion, dignity and respect, improving lives, working together for patients and everyone counts are the NHS values and I agree with all of them.',
		)
		expect(v.evidenced).toEqual([])
		expect(v.named.length).toBeGreaterThan(2)
		expect(v.score).toBeLessThan(0.15)
	})

	it('gives only partial credit for what the candidate would do', () => {
		const would = values('I would close the curtains, ask for consent and sit with the patient to reassure them.')
		const did = values('I closed the curtains, asked for consent and sat with the patient to reassure them.')
		expect(would.evidenced).toEqual([])
		expect(did.evidenced).toEqual(expect.arrayContaining(['Dignity and respect', 'Care and compassion']))
		expect(did.score).toBeGreaterThan(would.score)
	})

	it('respects negation', () => {
		const v = values('I did not close the curtains and I never asked for consent.')
		expect(v.evidenced).not.toContain('Dignity and respect')
	})

	it('finds values in wider everyday phrasing', () => {
		const q2 = analyseQuestion('Tell me about a time you supported a patient.')
		const ev = (answer: string) => analyseValues(parseAnswer(answer), q2).evidenced
		expect(
			ev('When his daughter left, I stayed with the gentleman so he was not on his own while he waited for theatre.'),
		).toContain('Care and compassion')
		expect(ev('I let her cry without rushing her and told her I could understand how upsetting the news was.')).toContain(
			'Care and compassion',
		)
		expect(ev('I made sure her own wishes about where she was cared for were written into the plan.')).toContain(
			'Dignity and respect',
		)
		expect(ev('I confirmed the dose with the pharmacist and checked her allergies before the first dose.')).toContain(
			'Commitment to quality of care',
		)
		expect(ev('I phoned the ward sister and we agreed a plan with the occupational therapist before his discharge.')).toContain(
			'Working together for patients',
		)
		expect(ev('I worked for five years in private healthcare before joining the NHS.')).toEqual([])
	})

	it('finds everyday phrasing of each value', () => {
		const ev2 = (a: string) => values(a).evidenced
		expect(ev2('I acknowledged how exhausting the wait had been and let him explain everything before I answered.')).toContain('Care and compassion')
		expect(ev2('While the ambulance was delayed I sat with him until it came, asked about his grandchildren and brought him a blanket.')).toContain('Care and compassion')
		expect(ev2('I took the teenager to a quieter cubicle and showed him every stage of the dressing change before I started.')).toContain('Dignity and respect')
		expect(ev2('I offered her a choice of who stayed with her and checked whether she was comfortable with the student observing.')).toContain('Dignity and respect')
		expect(ev2('I started a simple log of returned letters and checked every address against the patient record before posting.')).toContain('Commitment to quality of care')
		expect(ev2('I was out of my depth, so I called for senior help and read the instructions back to the registrar.')).toContain('Commitment to quality of care')
		expect(ev2('After our plan she returned to her own bungalow and was walking independently with a stick.')).toContain('Improving lives')
		expect(ev2('I worked closely with the district nurses and we agreed a joint plan at the family meeting.')).toContain('Working together for patients')
		expect(ev2('She spoke little English, so I booked a telephone interpreter and a double appointment.')).toContain('Everyone counts')
	})

	it('does not count the new cues when negated or only hypothetical', () => {
		const ev2 = (a: string) => values(a).evidenced
		expect(ev2('I did not take her to a quieter room and I never showed her each step.')).not.toContain('Dignity and respect')
		expect(ev2('I would start a log and would check every address against the patient record.')).not.toContain('Commitment to quality of care')
		expect(ev2('I did not work closely with the district nurses.')).not.toContain('Working together for patients')
		expect(ev2('Teamwork and working together for patients matter to me.')).toEqual([])
	})
})
