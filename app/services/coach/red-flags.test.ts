import { describe, expect, it } from 'vitest'
import { parseAnswer } from './nlp.server'
import { analyseQuestion } from './question.server'
import { detectRedFlags, redFlagFactor } from './red-flags.server'

const q = analyseQuestion('Tell me about a time you made a mistake.')
const kinds = (answer: string) => detectRedFlags(parseAnswer(answer), q).map((f) => f.kind)

describe('red flags', () => {
	it('catches confidentiality breaches', () => {
		expect(kinds('I posted a photo of the ward and a patient on Facebook to show my friends.')).toContain('confidentiality')
		expect(
			kinds("His wife rang so I told her about his diagnosis and his history at the clinic so she would understand."),
		).toContain('confidentiality')
	})

	it('allows sharing with consent or refusing to share', () => {
		expect(kinds('With his consent I told his wife about his diagnosis.')).not.toContain('confidentiality')
		expect(kinds('I explained to his wife that I could not share his diagnosis without his consent.')).not.toContain(
			'confidentiality',
		)
		expect(kinds('I would never post anything about patients on social media.')).not.toContain('confidentiality')
	})

	it('catches blame, refusal, dishonesty and disrespect', () => {
		expect(kinds('The mistake happened because the other receptionist never updated the system; it was her mess.')).toContain(
			'blame',
		)
		expect(kinds("Cleaning the commode isn't my job, so I left it for the HCA.")).toContain('refusal')
		expect(kinds('I gave the wrong dose but nobody noticed, so I kept it quiet.')).toContain('dishonesty')
		expect(kinds("Some patients don't deserve respect.")).toContain('disrespect')
	})

	it('multiplies down the overall score', () => {
		const flags = detectRedFlags(parseAnswer("It wasn't my fault, it was her mess. Not my job."), q)
		expect(redFlagFactor(flags)).toBeLessThan(0.3)
		expect(redFlagFactor([])).toBe(1)
	})
})
