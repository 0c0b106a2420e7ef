import { describe, expect, test } from 'vitest'
import { analyseAnswerOffline } from './offline.server'
import { parseAnswer } from './nlp.server'
import { analyseQuestion } from './question.server'
import { analyseStar } from './star.server'
import { analyseStructure } from './structure.server'

function structure(question: string, answer: string) {
	const q = analyseQuestion(question)
	const parsed = parseAnswer(answer)
	return analyseStructure(parsed, q.kind, analyseStar(parsed, q))
}

const REFUSED_MEDICATION = [
	'First I would stay calm and ask him, without pressure, why he does not want the tablets, because there may be a side effect or a fear I can address.',
	'I would check his observations and whether missing this dose puts him at risk, and I would make sure he is safe in the meantime.',
	'If he has capacity, I would respect his decision, explain the risks and benefits in plain words and offer to come back later.',
	'I would not hide the medicine in food or pressure him.',
	'I would inform the nurse in charge and the prescriber so they can review the plan, and ask the pharmacist about another form of the medicine.',
	'I would document the refusal, what I explained and who I told in his notes.',
	'Later in the shift I would go back, see whether he has changed his mind and check his observations again.',
].join(' ')

const NHS_MOTIVATION = [
	'When my grandfather was in hospital after a stroke, a nurse sat with him every evening and explained each step to us, and that is why I want to work in the NHS.',
	'For the last two years I have volunteered on the stroke ward here on Saturdays, helping patients at mealtimes and talking with families.',
	'I read your trust’s latest CQC report, which rated the stroke unit outstanding for caring, and I want to be part of that team.',
	'The NHS values matter to me because everyone gets the same care, whatever their background.',
].join(' ')

const PENSION = 'I want to work for the NHS because it is a stable job with a good pension and the holidays are good. It is also close to where I live.'

describe('structure per kind', () => {
	test('a situational answer in "I would" covers what the kind calls for', () => {
		const s = structure('What would you do if a patient refused their medication?', REFUSED_MEDICATION)
		expect(s.kind).toBe('situational')
		for (const e of ['assess', 'keepSafe', 'consent', 'act', 'escalate', 'record', 'followUp'])
			expect(s.elements[e]?.strength, e).toBeGreaterThanOrEqual(0.5)
		expect(s.score).toBeGreaterThan(0.6)
	})

	test('a situational model answer is not marked down for being hypothetical', () => {
		const r = analyseAnswerOffline({ question: 'What would you do if a patient refused their medication?', answer: REFUSED_MEDICATION })
		expect(r.kind).toBe('situational')
		expect(r.starPresent).toBeNull()
		expect(r.overall).toBeGreaterThan(0.55)
		expect(r.improvements.join(' ')).not.toMatch(/rather than what you did/)
	})

	test('a motivation answer with a personal reason, evidence and a link to the trust beats "a stable job with a good pension"', () => {
		const s = structure('Why do you want to work for the NHS?', NHS_MOTIVATION)
		expect(s.elements.reason.strength).toBeGreaterThanOrEqual(0.5)
		expect(s.elements.evidence.strength).toBeGreaterThanOrEqual(0.5)
		expect(s.elements.link.strength).toBeGreaterThanOrEqual(0.5)
		const good = analyseAnswerOffline({ question: 'Why do you want to work for the NHS?', answer: NHS_MOTIVATION })
		const poor = analyseAnswerOffline({ question: 'Why do you want to work for the NHS?', answer: PENSION })
		expect(good.starPresent).toBeNull()
		expect(good.overall).toBeGreaterThan(0.6)
		// the rubric's bands: a level-4 answer 75-95, "pay, pension, stability alone" a weak level 2 (30-55)
		expect(good.overall - poor.overall).toBeGreaterThan(0.25)
	})

	test('a strengths answer needs a claim, an example and what changed', () => {
		const full = structure(
			'What is your biggest weakness?',
			'My weakness is that I find it hard to delegate. On my last placement I tried to do every observation round myself and fell behind. Since then I have asked my mentor for feedback each week and I now share the rounds with the healthcare assistant.',
		)
		const bare = structure('What is your biggest weakness?', 'I am a perfectionist.')
		expect(full.score).toBeGreaterThan(bare.score + 0.3)
		expect(full.elements.change.strength).toBeGreaterThanOrEqual(0.5)
	})

	test('behavioural answers keep their STAR score', () => {
		const q = analyseQuestion('Tell me about a time you helped a colleague.')
		const parsed = parseAnswer('Last month a new colleague was struggling, so I showed her the ward routine and she settled in well.')
		const star = analyseStar(parsed, q)
		expect(analyseStructure(parsed, 'behavioural', star).score).toBe(star.score)
	})
})
