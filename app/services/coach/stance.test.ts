import { describe, expect, test } from 'vitest'
import { readStance } from './stance.server'

function at(sentence: string, act: string, context?: { before?: string; after?: string }) {
	const s = sentence.toLowerCase()
	const i = s.indexOf(act.toLowerCase())
	if (i < 0) throw new Error(`"${act}" not in "${sentence}"`)
	return readStance(sentence, i, i + act.length, context)
}

describe('readStance', () => {
	test('the candidate did it', () => {
		expect(at('I told my neighbour about his diagnosis.', 'told').stance).toBe('did')
	})
	test('refused, declined or would not', () => {
		expect(at('I refused to countersign because I had not witnessed it.', 'countersign').stance).toBe('refused')
		expect(at('I would never share a patient’s details with a friend.', 'share').stance).toBe('refused')
		expect(at('A colleague asked me to sign for a dose I had not seen, and I explained I could not.', 'sign').stance).toBe('refused')
		expect(at('I would sooner own the mistake and apologise than cover up the error.', 'cover up').stance).toBe('refused')
		expect(at('I covered up the error rather than tell the family.', 'covered up').stance).toBe('did')
	})
	test('someone else did it and the candidate stopped or reported it', () => {
		const r = at('I saw a porter post a photo of a patient online, so I reported it to my manager.', 'post')
		expect(r).toMatchObject({ actor: 'other', stance: 'stopped', weight: 0 })
		expect(at('A student nurse was discussing a patient in the lift.', 'discussing', { after: 'I challenged her and raised it with the ward sister.' }).stance).toBe('stopped')
		expect(at('I reminded the registrar that what he was doing was falsifying the consent form.', 'falsifying').stance).toBe('stopped')
	})
	test('an act the candidate names as a wrong to the person doing it is not theirs to answer for', () => {
		expect(at('I told the healthcare assistant firmly that this was falsifying a record.', 'falsifying').weight).toBe(0)
		expect(at('I told her it was fine and falsified the chart myself.', 'falsified').stance).toBe('did')
	})
	test('someone else did it and the candidate approved', () => {
		expect(at('A colleague posted about a patient and I thought it was harmless.', 'posted').stance).toBe('endorsed')
	})
	test('consent, in the sentence or the one before', () => {
		expect(at('With her consent we involved her family in decisions.', 'involved').stance).toBe('consented')
		expect(at('I told her son about the diagnosis.', 'told', { before: 'She asked me to explain it to her son.' }).stance).toBe('consented')
	})
	test('regret owned by the candidate counts for less; regret reported from someone else does not', () => {
		expect(at('I told her daughter the results, which I should not have done.', 'told').stance).toBe('regretted')
		expect(at('I told her the results. My manager said I should not have but I think families have a right to know.', 'told').stance).toBe('did')
	})
	test('an act that opens an "if I ..." premise is a supposition the candidate reasons from', () => {
		expect(at('Being open matters, because if I hide my mistakes, my juniors will hide theirs.', 'hide my mistakes')).toMatchObject({ stance: 'supposed', weight: 0 })
		expect(at("If I sign for something I didn't see, I'm confirming something I don't know to be true.", 'sign for')).toMatchObject({ stance: 'supposed', weight: 0 })
		// the act in the main clause, after the premise, is still the candidate's
		expect(at("If I made a mistake I'd just quietly fix it and move on.", 'quietly fix').stance).toBe('did')
		expect(at('If nothing happened to the patient, I would quietly correct the chart.', 'quietly correct').stance).toBe('did')
	})
	test('people other than the candidate act', () => {
		expect(at('We must protect patient information, and some people pretend to be family.', 'pretend').actor).toBe('other')
	})
	test('an act of omission is the breach even with a negation', () => {
		const s = 'I did not report the error.'
		expect(readStance(s, 2, 16, {}, { negationIsTheAct: true }).stance).toBe('did')
	})
})
