import { expect, test } from 'vitest'
import { analyseAnswerOffline } from './index.server'
import { jobTermsUsed, withJobTerms } from './job-terms.server'

test('the job description\'s key terms an answer uses', () => {
	expect(jobTermsUsed('I dressed complex wounds and updated the e-roster.', ['Wound care', 'Rostering', 'Budget management'])).toEqual(['Wound care'])
	expect(jobTermsUsed('I planned the rota.', ['rota', 'falls'])).toEqual(['rota'])
})

test('a small relevance bonus, never a penalty', () => {
	const base = { score: 0.5, families: [], matched: ['team'] }
	expect(withJobTerms(base, 'We reduced falls and fixed the rota.', ['falls', 'rota']).score).toBeCloseTo(0.6)
	expect(withJobTerms(base, 'Nothing relevant.', ['falls']).score).toBe(0.5)
	expect(withJobTerms(base, 'x', undefined)).toBe(base)
	expect(withJobTerms(base, 'falls rota budget audit wound e-roster', ['falls', 'rota', 'budget', 'audit', 'wound']).score).toBeCloseTo(0.65)
})

test('the coach uses them: an answer about the role\'s own duties scores no lower with the job\'s key terms', () => {
	const input = {
		question: 'Tell me about a time you improved something at work.',
		answer:
			'On my ward last spring I noticed we kept breaching safe staffing on nights. I rebuilt the e-roster with the matron, moved two shifts and recruited bank staff. Within a month every night shift was safely staffed and sickness fell.',
	}
	const without = analyseAnswerOffline(input)
	const withTerms = analyseAnswerOffline({ ...input, context: { jobKeyTerms: ['Rostering', 'e-rostering', 'safe staffing', 'recruit'] } })
	expect(withTerms.overall).toBeGreaterThanOrEqual(without.overall)
})
