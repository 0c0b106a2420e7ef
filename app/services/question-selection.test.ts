import { describe, expect, test } from 'vitest'
import { QUESTION_BANK } from '#drizzle/seed-data/questions'
import { EXPERIENCE_LEVELS, INTERVIEW_TYPES } from '#app/lib/interview-types'
import { QUESTIONS_PER_LEVEL, selectQuestions } from './question-selection.server'

const bank = QUESTION_BANK.map((q) => ({ ...q, id: q.key }))

describe('selectQuestions', () => {
	for (const type of INTERVIEW_TYPES) {
		for (const level of EXPERIENCE_LEVELS) {
			test(`${type} / ${level}: 5-7 fitting questions across values, competencies and difficulties`, () => {
				const chosen = selectQuestions({ bank, type, level, seed: `${type}-${level}` })
				expect(chosen).toHaveLength(QUESTIONS_PER_LEVEL[level])
				expect(chosen.length).toBeGreaterThanOrEqual(5)
				expect(chosen.length).toBeLessThanOrEqual(7)
				expect(new Set(chosen.map((q) => q.id)).size).toBe(chosen.length)
				// Every question suits the type (or is a general question) .
				for (const q of chosen) expect(q.types.includes(type) || q.types.includes('general')).toBe(true)
				// Several values and competency areas are covered.
				expect(new Set(chosen.flatMap((q) => q.values)).size).toBeGreaterThanOrEqual(4)
				expect(new Set(chosen.map((q) => q.competency)).size).toBeGreaterThanOrEqual(4)
				// A mix of difficulties.
				expect(new Set(chosen.map((q) => q.difficulty)).size).toBeGreaterThanOrEqual(2)
			})
		}
	}

	test('entry level gets no more than one hard question; leadership mostly hard or medium', () => {
		const entry = selectQuestions({ bank, type: 'support', level: 'entry', seed: 'a' })
		expect(entry.filter((q) => q.difficulty === 'hard').length).toBeLessThanOrEqual(1)
		const lead = selectQuestions({ bank, type: 'management', level: 'leadership', seed: 'a' })
		expect(lead.filter((q) => q.difficulty === 'easy').length).toBeLessThanOrEqual(1)
	})

	test('a session aimed at a weak value prefers questions that test it', () => {
		for (const value of ['Everyone counts', 'Improving lives', 'Dignity and respect'] as const) {
			const chosen = selectQuestions({ bank, type: 'nursing', level: 'mid', seed: value, focusValue: value })
			expect(chosen).toHaveLength(QUESTIONS_PER_LEVEL.mid)
			expect(chosen.filter((q) => q.values.includes(value)).length).toBeGreaterThanOrEqual(chosen.length - 1)
		}
	})

	test('avoids questions answered recently when there are enough others', () => {
		const first = selectQuestions({ bank, type: 'nursing', level: 'mid', seed: 's1' })
		const second = selectQuestions({
			bank,
			type: 'nursing',
			level: 'mid',
			seed: 's2',
			recentlyAnswered: new Set(first.map((q) => q.id)),
		})
		expect(second.filter((q) => first.some((f) => f.id === q.id))).toEqual([])
	})

	test('is deterministic for a seed and varies between seeds', () => {
		const a = selectQuestions({ bank, type: 'general', level: 'mid', seed: 'same' })
		const b = selectQuestions({ bank, type: 'general', level: 'mid', seed: 'same' })
		expect(a.map((q) => q.id)).toEqual(b.map((q) => q.id))
		const others = ['x', 'y', 'z'].map((seed) => selectQuestions({ bank, type: 'general', level: 'mid', seed }).map((q) => q.id).join())
		expect(new Set([a.map((q) => q.id).join(), ...others]).size).toBeGreaterThan(1)
	})

	test('personalised questions are preferred', () => {
		const personal = { ...bank[0]!, id: 'p1', types: ['nursing'], levels: ['mid'], personalised: true, competency: 'Role fit' }
		const chosen = selectQuestions({ bank: [...bank, personal], type: 'nursing', level: 'mid', seed: 'p' })
		expect(chosen.map((q) => q.id)).toContain('p1')
	})

	test('motivation questions come first, then easier before harder', () => {
		const chosen = selectQuestions({ bank, type: 'general', level: 'entry', seed: 'order' })
		const order = { easy: 0, medium: 1, hard: 2 }
		const rest = chosen.filter((q) => !/motivation/i.test(q.competency))
		for (let i = 1; i < rest.length; i++) {
			expect(order[rest[i]!.difficulty]).toBeGreaterThanOrEqual(order[rest[i - 1]!.difficulty])
		}
	})
})
