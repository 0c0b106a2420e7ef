/** Whole answers: good practice that mentions families, consent or a refusal scores well; a breach does not. */
import { describe, expect, test } from 'vitest'
import { analyseAnswerOffline } from './offline.server'

const Q_DIGNITY = 'Tell me about a time you supported a patient to make a decision about their care.'
const FAMILY_CONSENT = [
	'Last spring on our respiratory ward I cared for Mrs Okafor, an 82-year-old lady deciding whether to go home or to a care home.',
	'My responsibility as her named nurse was to make sure the decision was hers.',
	'I sat with her in a quiet room, explained both options in plain words and checked she understood the risks.',
	'With her consent we involved her family in decisions about her discharge, and I arranged a meeting with her daughter and the occupational therapist.',
	'She chose to go home with a package of care, and two weeks later the district nurse told us she was managing well.',
	'I learned that involving families only works when the patient leads the conversation.',
].join(' ')

const Q_CD = 'Tell me about a time you challenged a colleague’s practice.'
const REFUSED_COUNTERSIGN = [
	'On a late shift last year a senior nurse asked me to countersign the controlled drug register for a dose of morphine she had already given.',
	'It was my responsibility as the second checker to witness the whole process.',
	'I refused to countersign because I had not witnessed the dose being given, and I explained calmly that I could not sign for something I had not seen.',
	'I offered to check the stock count with her straight away and we informed the nurse in charge, who completed an incident report.',
	'The next week the ward manager reminded everyone of the two-person check, and the senior nurse thanked me for being consistent.',
	'I learned that speaking up politely protects patients and colleagues.',
].join(' ')

const Q_CONF = 'Tell me about a time you protected a patient’s confidentiality.'
const NEIGHBOUR = [
	'Last year on the oncology day unit I looked after a man from my street who was having chemotherapy.',
	'My role was to make sure his treatment went smoothly.',
	'I checked his details, supported him through each session and made him comfortable.',
	'When I got home I told my neighbour that he had been diagnosed with cancer, because she was worried about him.',
	'He completed his treatment and thanked the team.',
].join(' ')

describe('scores with stance', () => {
	test('involving the family with the patient’s consent is good practice, not a breach', () => {
		const r = analyseAnswerOffline({ question: Q_DIGNITY, answer: FAMILY_CONSENT })
		expect(r.improvements.join(' ')).not.toMatch(/confidentiality/)
		expect(r.overall).toBeGreaterThan(0.6)
	})

	test('refusing to countersign an unwitnessed controlled drug is good practice', () => {
		const r = analyseAnswerOffline({ question: Q_CD, answer: REFUSED_COUNTERSIGN })
		expect(r.improvements.join(' ')).not.toMatch(/hidden|signed for without/)
		expect(r.overall).toBeGreaterThan(0.6)
	})

	test('telling a neighbour a patient’s diagnosis is a breach: capped, named, and the sentence quoted', () => {
		const r = analyseAnswerOffline({ question: Q_CONF, answer: NEIGHBOUR })
		expect(r.overall).toBeLessThan(0.3)
		expect(r.improvements[0]).toMatch(/breach of confidentiality/)
		expect(r.improvements[0]).toContain('When I got home I told my neighbour that he had been diagnosed with cancer')
	})
})
