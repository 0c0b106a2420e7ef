/**
 * How the offline coach acts on the learned trap check, with stand-in models: a trap
 * check that calls any answer using the word "workaround" a trap, and a trap-sentence
 * finder that finds such a sentence and names the concern "governance" (the shipped
 * models' own figures are checked in ./model/trap-model.test.ts and
 * ./model/train-trap-sentences.test.ts).
 */
import { describe, expect, it, vi } from 'vitest'
import { analyseAnswerOffline } from './offline.server'
import { TRAP_CAP } from './model/trap-model.server'

vi.mock('./model/trap-model.json', async () => {
	const { featureCount, hash, ngramOffset } = await import('./model/features.server')
	const spec = { signals: [], crossed: [], ngramBuckets: 4096, overlapBuckets: 0 }
	const weights = new Array<number>(featureCount(spec)).fill(0)
	weights[ngramOffset(spec) + (hash('u:workaround') % spec.ngramBuckets)] = 200
	return { default: { format: 1, spec, classifier: { bias: -6, weights }, threshold: 0.5, training: {} } }
})

vi.mock('./model/trap-sentences.json', async () => {
	const { hash } = await import('./model/features.server')
	const { TRAP_CONCERNS } = await import('./types')
	const spec = { ngramBuckets: 64, contextBuckets: 0, contextScale: 0, embedding: 0 }
	const width = spec.ngramBuckets + 7
	const finder = new Array<number>(width).fill(0)
	finder[hash('u:workaround') % spec.ngramBuckets] = 20
	const weights = TRAP_CONCERNS.map((c) => {
		const w = new Array<number>(width).fill(0)
		if (c === 'governance') w[hash('u:workaround') % spec.ngramBuckets] = 40
		return w
	})
	return {
		default: {
			format: 1,
			spec,
			finder: { bias: -5, weights: finder },
			concerns: { spec, bias: TRAP_CONCERNS.map(() => 0), weights, confidence: 0.5 },
			training: {},
		},
	}
})

const question = 'Tell me about a time you improved the way your team worked.'
const sentences = [
	'On our surgical ward, discharge letters were often finished late in the afternoon, so patients waited for hours to go home.',
	'As the ward clerk I looked at where the delays were and found the letters waited for a doctor who was in theatre.',
	'I suggested that the pharmacist check the medicines in the morning so the doctor only had to sign, and the ward manager agreed to a trial.',
	'Over a month the average discharge time moved from four in the afternoon to half past one, and patients told us they noticed.',
	'I learned that asking the people who do the work is the quickest way to find the delay.',
]
const good = sentences.join(' ')
const flagged = [...sentences.slice(0, 2), 'I came up with a workaround the team used for the rest of the year.', ...sentences.slice(2)].join(' ')

describe('the learned trap check in the offline coach', () => {
	it('caps an answer it calls a trap, voids its values, and names the concern with the sentence the finder found', () => {
		const r = analyseAnswerOffline({ question, answer: flagged })
		expect(r.overall).toBeLessThanOrEqual(TRAP_CAP)
		expect(r.nhsValues).toBeLessThanOrEqual(TRAP_CAP)
		expect(r.valuesEvidenced).toEqual([])
		expect(r.improvements[0]).toMatch(
			/^A panel is likely to see this as breaking the rules on information security, money or equipment: "I came up with a workaround the team used for the rest of the year\." Say how you followed the policy/,
		)
		expect(r.detailedAnalysis).toMatch(/A panel would mark it down for what reads as breaking the rules on information, money or equipment\./)
	})

	it('leaves the same answer without that sentence alone', () => {
		const r = analyseAnswerOffline({ question, answer: good })
		expect(r.overall).toBeGreaterThan(TRAP_CAP)
		expect(r.improvements.join(' ')).not.toMatch(/A panel is likely to see/)
	})
})
