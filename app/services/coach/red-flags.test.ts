import { describe, expect, it } from 'vitest'
import { parseAnswer } from './nlp.server'
import { analyseQuestion } from './question.server'
import { confidentFlags, detectRedFlags, redFlagFactor } from './red-flags.server'

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

	it('catches wider disqualifying conduct', () => {
		expect(kinds('I told my friend which ward her neighbour was on and how he was getting on.')).toContain('confidentiality')
		expect(kinds('I emailed the handover list to my personal email so I could work from home.')).toContain(
			'confidentiality',
		)
		expect(kinds('I decided not to fill in an incident form because nobody was harmed.')).toContain('dishonesty')
		expect(kinds('I amended the fluid chart so it looked right before the audit.')).toContain('dishonesty')
		expect(kinds("It wasn't worth reporting, so I let it go.")).toContain('dishonesty')
		expect(kinds('I only hired younger staff because they are more flexible.')).toContain('disrespect')
		expect(kinds("I did the catheterisation even though I hadn't been trained.")).toContain('unsafe')
		expect(kinds('I made up the observations because I was too busy.')).toContain('unsafe')
		expect(kinds('I refused to help the HCA with the turn.')).toContain('refusal')
	})

	it('does not flag good practice that uses similar words', () => {
		for (const good of [
			'I took a photo of the pressure ulcer with his consent for the tissue viability nurse.',
			'I checked her wristband with her name and date of birth before giving the medication.',
			'I crossed out the error with a single line, signed and dated it, and completed a Datix.',
			"Although it wasn't part of my role, I stayed to help the nurses.",
			"I couldn't ignore it, so I raised the concern with my manager.",
			'A patient with a strong accent was struggling, so I used an interpreter.',
			'I supported staff with young children by offering flexible shifts.',
			'I told her which bay her husband had been moved to and walked her there.',
			'New starters had been working without training, so I set up an induction.',
		]) {
			expect(kinds(good)).toEqual([])
		}
	})

	it('multiplies down the overall score', () => {
		const flags = detectRedFlags(parseAnswer("It wasn't my fault, it was her mess. Not my job."), q)
		expect(redFlagFactor(flags)).toBeLessThan(0.3)
		expect(redFlagFactor([])).toBe(1)
	})
})

describe('red flags: infection control, recording care not given, keeping secrets', () => {
	it('catches shortcuts with gloves and hand hygiene', () => {
		expect(kinds('To save time on the clinic list I reused the same gloves for the next three patients.')).toContain('unsafe')
		expect(kinds('I suggested we keep our gloves on between patients and use gel on our gloved hands.')).toContain('unsafe')
		expect(kinds('On busy shifts I skipped hand hygiene between beds so nobody waited.')).toContain('unsafe')
	})

	it('catches observations recorded without being taken', () => {
		expect(kinds('I charted the 10pm observations using the readings from the afternoon because they were stable.')).toContain(
			'dishonesty',
		)
		expect(kinds('When I ran out of time I estimated the blood sugar readings for two patients.')).toContain('dishonesty')
	})

	it('catches keeping a concern secret or a missed dose from the family', () => {
		expect(kinds('She asked me not to say anything, so I promised to keep it between us.')).toContain('unsafe')
		expect(kinds("I didn't tell the family about the missed dose because it would only worry them.")).toContain('unsafe')
	})

	it('does not flag good practice in the same words', () => {
		expect(kinds('I noticed a colleague reusing gloves between patients and challenged her kindly.')).toEqual([])
		expect(kinds('I explained that I could not keep it secret and referred it to the safeguarding lead.')).toEqual([])
		expect(kinds('I repeated the observations myself because the readings looked wrong, then escalated.')).toEqual([])
		expect(kinds('The nurse said nobody had noticed he had left the ward, so we updated his care plan.')).toEqual([])
	})
})

describe('red flags: records, medicines, escalation and bullying', () => {
	it('catches looking at or passing on results outside a care role', () => {
		expect(kinds("Out of curiosity I opened my neighbour's records to see why she was in.")).toContain('confidentiality')
		expect(kinds('I phoned my uncle to explain what her scan results showed.')).toContain('confidentiality')
	})

	it('catches medicines given without a prescription', () => {
		expect(kinds('He was in pain, so I gave him two paracetamol from my bag before the doctor had prescribed anything.')).toContain(
			'unsafe',
		)
	})

	it('catches finishing a task before escalating a deteriorating patient', () => {
		expect(kinds('I finished the drug round first and then called the doctor about his NEWS2 of 7.')).toContain('unsafe')
	})

	it('catches humiliating a colleague', () => {
		expect(kinds('In front of the whole team I kept pressing her about the error until she admitted it.')).toContain('disrespect')
	})

	it('does not flag the safe versions', () => {
		expect(kinds('With her consent I phoned her daughter to explain that the results were back.')).toEqual([])
		expect(kinds('I stopped the drug round and called the doctor straight away about his NEWS2 of 7.')).toEqual([])
		expect(kinds('I spoke to her privately about the error and we agreed a plan.')).toEqual([])
		expect(kinds('I explained that I could not give paracetamol without a prescription and asked the nurse.')).toEqual([])
	})
})

describe('red flags: spelling variants', () => {
	it('catches back-dating however it is written', () => {
		for (const spelling of ['backdated', 'back-dated', 'back dated']) {
			expect(kinds(`I ${spelling} the care plan entries so the file looked complete.`)).toContain('dishonesty')
		}
	})
})

describe('red flags with stance: who acted, and whether the candidate did, refused, stopped or had consent', () => {
	const confident = (answer: string) => confidentFlags(detectRedFlags(parseAnswer(answer), q)).map((f) => f.kind)

	it('catches breaches in new words', () => {
		expect(confident('When I got home I told my neighbour that the man at number 12 had been admitted with cancer.')).toContain(
			'confidentiality',
		)
		expect(confident('I mentioned to a friend from church that her cousin was on our ward with dementia.')).toContain('confidentiality')
		expect(confident('I posted about the funny old gentleman in bed 6 on my Instagram story.')).toContain('confidentiality')
		expect(confident('I countersigned the controlled drug book even though I had not seen the dose given.')).toContain('dishonesty')
		expect(confident('I signed to say the fridge temperatures were checked although I had not checked them.')).toContain('dishonesty')
		expect(confident('Because I keep ibuprofen in my handbag, I gave him two tablets.')).toContain('unsafe')
		expect(confident('Her sats had dropped to 88%. I asked the student to recheck them in an hour and carried on with my list.')).toContain(
			'unsafe',
		)
		expect(confident('A colleague shared a photo of a patient on WhatsApp and I thought it was harmless.')).toContain('confidentiality')
		expect(confident('The system was slow, so I let the student use my smartcard to check the results.')).toContain('confidentiality')
		expect(confident('I refused to let the agency nurse use my login and asked IT to set up her access.')).toEqual([])
	})

	it('does not flag refused, stopped, reported or consented acts', () => {
		for (const good of [
			'With her consent we involved her family in decisions about her discharge.',
			'I refused to countersign the controlled drug because I had not witnessed it being given.',
			'A colleague asked me to sign for a dose I had not seen, and I explained that I could not.',
			'I saw a healthcare assistant post a photo of a patient on Facebook, so I reported it to the ward manager.',
			'The patient asked me to tell her son about her diagnosis, so I did.',
			'Mr Patel was happy for me to share his results with his daughter, so I explained them to her.',
			'I did not tell the caller anything and offered to take a message instead.',
		]) {
			expect(confident(good), good).toEqual([])
		}
	})

	it('quotes the sentence that raised the flag and says who acted', () => {
		const [flag] = detectRedFlags(parseAnswer('It was a quiet shift. I told my neighbour about her diagnosis.'), q)
		expect(flag).toMatchObject({ kind: 'confidentiality', text: 'I told my neighbour about her diagnosis.', actor: 'candidate', stance: 'did' })
	})

	it('caps the score only on a confident flag', () => {
		const witnessed = detectRedFlags(parseAnswer('A student once mentioned a patient’s diagnosis to her friend.'), q)
		expect(redFlagFactor(witnessed)).toBe(1)
	})
})

describe('red flags read in context: the limits of a role, a wrong named, another person acting', () => {
	const confident = (answer: string) => confidentFlags(detectRedFlags(parseAnswer(answer), q)).map((f) => f.kind)

	it('naming the limit of one’s role and handing it on is not a refusal to help', () => {
		expect(confident("It isn't my role to judge whether she has capacity, so I'd ask the nurse in charge to review her.")).toEqual([])
		expect(confident("It's not my place to diagnose anything. The doctor on call would need to see him, and I'd bleep them.")).toEqual([])
		expect(confident("Fluids aren't my job, but it is my job to tell someone, so I did.")).toEqual([])
	})

	it('still catches a refusal to help', () => {
		expect(confident("That's not my job. I just look after my own patients.")).toContain('refusal')
		expect(confident("Cleaning the commode isn't my job, so I left it for the HCA.")).toContain('refusal')
	})

	it('a wrong the candidate would sooner not do is turned down, not done', () => {
		expect(confident("I'd rather own a mistake and learn from it than hide it from my manager.")).toEqual([])
		expect(confident('Nobody saw, so I decided to hide it and said nothing.')).toContain('dishonesty')
	})

	it('saying what an act would be is explaining why not to do it', () => {
		expect(confident("Signing for a dose I didn't see would be falsifying the register, so I'd say no.")).toEqual([])
		expect(confident("If I backdated the notes I'd be falsifying them, and I won't do that.")).toEqual([])
		expect(confident('I backdated the notes so the file looked complete.')).toContain('dishonesty')
		expect(confident("I would be posting it on Facebook with the patient's name.")).toContain('confidentiality')
		expect(confident("I signed for the dose I didn't see because it would be quicker.")).toContain('dishonesty')
	})

	it('telling whoever did it that the act is a wrong is challenging it, not doing it', () => {
		expect(confident('I took the nurse aside and told him plainly that this was falsifying the fluid balance chart.')).toEqual([])
		expect(confident('I warned the agency carer that what she was doing was a breach of confidentiality.')).toEqual([])
		expect(confident('I told her that it was fine and falsified the chart myself.')).toContain('dishonesty')
	})

	it('someone else’s act, or someone else’s report of it, is not the candidate’s', () => {
		expect(confident('A volunteer I trained with shared a picture from the day centre on Facebook.')).toEqual([])
		expect(confident('A student came to me to say a nurse on nights was writing up obs that had never been taken.')).toEqual([])
	})

	it('reads blame as the candidate’s own judgement, and not where they say they did not blame', () => {
		expect(confident('The night staff were lazy and never mobilised anyone.')).toContain('blame')
		expect(confident('I apologised to the family rather than blaming the porters.')).toEqual([])
		expect(confident("My sister says I'd be rubbish with blood, which is probably true.")).toEqual([])
	})

	it('keeping something confidential is ordinary practice; keeping a concern secret is not', () => {
		expect(confident("I'd keep it confidential and only share it with the people who need to know.")).toEqual([])
		expect(confident('I keep reminding myself that the quiet patient in the corner matters as much as anyone.')).toEqual([])
		expect(confident('She asked me not to say anything, so I promised to keep it between us.')).toContain('unsafe')
	})
})
