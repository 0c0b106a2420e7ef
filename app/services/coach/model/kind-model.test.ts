import { describe, expect, it } from 'vitest'
import { QUESTION_KINDS } from '#app/lib/question-kinds'
import { classifyKind } from '../kind.server'
import { kindModel, kindModelSchema, predictKind } from './kind-model.server'
import { stringifyModel } from './model-file'
import { type LabelledQuestion, trainKinds } from './train-kind.server'

const SMALL: LabelledQuestion[] = [
	['Tell me about a time you supported a distressed patient.', 'behavioural', 'a'],
	['Describe a situation where you disagreed with a colleague.', 'behavioural', 'b'],
	['What would you do if a patient refused their medication?', 'situational', 'a'],
	['How would you handle a relative shouting at reception?', 'situational', 'b'],
	['Why do you want to work for the NHS?', 'motivation', 'a'],
	['What attracted you to this post?', 'motivation', 'b'],
	['Tell us about yourself.', 'self', 'a'],
	['Walk us through your CV.', 'self', 'b'],
	['What are your strengths?', 'strengths', 'a'],
	['What is your biggest weakness?', 'strengths', 'b'],
	['What does dignity mean to you?', 'values', 'a'],
	['Which NHS value matters most to you?', 'values', 'b'],
	['What is the Mental Capacity Act?', 'knowledge', 'a'],
	['What do you know about our trust?', 'knowledge', 'b'],
].map(([question, kind, source]) => ({ question, kind, source }) as LabelledQuestion)

describe('training the kind classifier', () => {
	it('gives the same model file twice and reports out-of-source figures', () => {
		const a = trainKinds(SMALL)
		const b = trainKinds(SMALL)
		expect(stringifyModel(a.model)).toBe(stringifyModel(b.model))
		expect(kindModelSchema.safeParse(a.model).success).toBe(true)
		expect(a.cv.questions).toBe(SMALL.length)
		// every question has a prediction from a model that did not see its source
		expect(a.outOfSource.size).toBe(SMALL.length)
	})
})

describe('the shipped kind classifier', () => {
	it('loads and names a kind for any text', () => {
		expect(kindModel).toBeDefined()
		for (const q of ['', '?', 'Teamwork.', 'a'.repeat(5000), 'Why?\u0000']) expect(QUESTION_KINDS).toContain(classifyKind(q))
		expect(predictKind(kindModel!, 'Tell us about yourself.')).toBe('self')
	})
})
