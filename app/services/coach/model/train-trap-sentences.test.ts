import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadGraded, TRAP_ANNOTATIONS, withTrapAnnotations, type GradedItem } from './data.server'
import { stringifyModel } from './model-file'
import { prepareItems } from './train.server'
import { flaggedSentences, sentenceRows, SENTENCE_OPTIONS, trainTrapSentences } from './train-trap-sentences.server'
import { trapSentencesModel, trapSentencesSchema } from './trap-sentences.server'

describe('which sentences a flagged passage marks', () => {
	const sentences = ['I joined the ward in May.', 'I told my neighbour what her husband was in for, because she was worried.', 'She thanked me.']
	const answer = sentences.join(' ')

	it('marks the sentence holding the passage, whatever its quotes, case and spacing', () => {
		expect(flaggedSentences(answer, sentences, ['i told my  neighbour what her husband was in for'])).toEqual([false, true, false])
		expect(flaggedSentences(answer.replace("'", '’'), sentences, ['She thanked me.'])).toEqual([false, false, true])
	})

	it('marks both sentences a passage runs across, and none for a passage not in the answer', () => {
		expect(flaggedSentences(answer, sentences, ['I told my neighbour what her husband was in for, because she was worried. She thanked me.'])).toEqual([
			false,
			true,
			true,
		])
		expect(flaggedSentences(answer, sentences, ['I read his notes at home.'])).toEqual([false, false, false])
	})

	it('marks a long sentence for the clause of it that was flagged, and not its neighbours for the few words they share', () => {
		const long = 'I made sure everyone knew the plan, I rang his daughter without asking him, and I handed over to nights.'
		const all = [long, 'I rang his daughter the next day with his consent.']
		expect(flaggedSentences(all.join(' '), all, ['I rang his daughter without asking him'])).toEqual([true, false])
	})
})

describe('annotations of the graded traps', () => {
	const item = (over: Partial<GradedItem>): GradedItem =>
		({ id: 'x', question: 'q', answer: 'a', level: 1, trap: true, expected: { overall: 10, nhsValues: 10, star: 10, clarity: 10 }, valuesEvidenced: [], starPresent: null, source: 's', ...over }) as GradedItem

	it("are merged in by id, and an author's own labels win", () => {
		const [annotated, own, other] = withTrapAnnotations(
			[item({ id: 'h016' }), item({ id: 'h011', concern: 'records', flagged: ['a'] }), item({ id: 'nobody' })],
			path.resolve(TRAP_ANNOTATIONS),
		)
		expect(annotated.concern).toBeDefined()
		expect(annotated.flagged?.length).toBeGreaterThan(0)
		expect(own).toMatchObject({ concern: 'records', flagged: ['a'] })
		expect(other.flagged).toBeUndefined()
	})
})

describe('training the trap-sentence finder', () => {
	const items = withTrapAnnotations(
		loadGraded([path.resolve('tests/fixtures/holdout-answers.json'), path.resolve('tests/fixtures/holdout-4-answers.json')]),
		path.resolve(TRAP_ANNOTATIONS),
	)
	const prepared = prepareItems(items)
	const options = { ...SENTENCE_OPTIONS, lambdas: [1e-4], iterations: 60 }

	it("learns from a trap's flagged sentences and from every sentence of every other answer, and leaves the rest of a trap out", () => {
		const data = sentenceRows(prepared, options.spec, 1)
		const traps = prepared.filter((p) => p.item.trap)
		const others = prepared.filter((p) => !p.item.trap)
		expect(data.rows.length).toBe(data.y.reduce((s, v) => s + v, 0) + others.reduce((s, p) => s + p.sentences.length, 0))
		expect(data.y.reduce((s, v) => s + v, 0)).toBeGreaterThanOrEqual(traps.length)
		expect(data.y.reduce((s, v) => s + v, 0)).toBeLessThan(traps.reduce((s, p) => s + p.sentences.length, 0))
		data.concern.forEach((c, r) => expect(c >= 0).toBe(data.y[r] === 1))
	})

	it('gives the same model file twice from the same answers, in the shape the coach loads', () => {
		const a = trainTrapSentences(prepared, options)
		const b = trainTrapSentences(prepared, options)
		expect(stringifyModel(a.model)).toBe(stringifyModel(b.model))
		expect(trapSentencesSchema.safeParse(a.model).success).toBe(true)
		expect(a.outOfFold).toHaveLength(prepared.length)
		expect(a.figures.annotated).toBe(items.filter((i) => i.trap && i.flagged).length)
	})
})

describe('the shipped trap-sentence finder', () => {
	it('loads, and out of fold it ranked traps above other answers and pointed at a flagged sentence for most of them', () => {
		expect(trapSentencesModel).toBeDefined()
		const t = trapSentencesModel!.training as { auc: number; annotated: number; quotedRight: number; concernRight: number }
		expect(t.auc).toBeGreaterThanOrEqual(0.9)
		expect(t.quotedRight / t.annotated).toBeGreaterThanOrEqual(0.75)
		expect(t.concernRight / t.annotated).toBeGreaterThanOrEqual(0.5)
	})
})
