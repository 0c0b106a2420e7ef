/**
 * Clarity: is the answer easy to follow when spoken? Length against the 3-5 minute
 * guidance, sentence length, filler words, repetition, and whether the story is
 * told in order.
 */
import { compile, findAll, type Pattern } from './patterns.server'
import { type StarAnalysis } from './star.server'
import { type ParsedAnswer } from './types'

const FILLERS: Pattern[] = [
	'um|umm|uh|uhh|er|erm|ehm|hmm|ah',
	'basically',
	'you_know',
	'i_mean',
	'sort_of|kind_of',
	'literally',
	'obviously',
	'or_whatever',
	'stuff|and_stuff|things_like_that|and_so_on|etc|etc.',
	'like_,',
	'to_be_honest|honestly_,',
	'anyway|anyways',
	'or_something',
].map(compile)

/** Fillers that only count at the start of a sentence ("Honestly the...", "So basically..."). */
const OPENING_FILLERS: Pattern[] = ['honestly|right|well|so|okay|ok'].map(compile)

const HEDGES: Pattern[] = ['i_think|i_guess|i_suppose|maybe|probably|perhaps', 'not_sure', 'really'].map(compile)

const CONNECTIVES = compile(
	'then|afterwards|after_that|because|so_that|as_a_result|finally|first|firstly|secondly|next|since|which_meant|therefore|once|when|while|also',
)

export type ClarityAnalysis = {
	score: number
	words: number
	meanSentenceWords: number
	longSentences: number
	fillers: string[]
	fillerRate: number
	repetition: number
	lengthBand: 'empty' | 'very-short' | 'short' | 'good' | 'ideal' | 'long' | 'very-long'
}

/** Score for the answer's length, peaking at the 350-750 words of a 3-5 minute spoken answer. */
export function lengthScore(words: number): number {
	const pts: Array<[number, number]> = [
		[0, 0],
		[5, 0.12],
		[15, 0.3],
		[30, 0.45],
		[60, 0.62],
		[100, 0.76],
		[150, 0.86],
		[250, 0.93],
		[350, 1],
		[750, 1],
		[1000, 0.85],
		[1500, 0.6],
		[2500, 0.35],
		[5000, 0.15],
		[100000, 0.05],
	]
	for (let i = 1; i < pts.length; i++) {
		const [x1, y1] = pts[i]
		const [x0, y0] = pts[i - 1]
		if (words <= x1) return y0 + ((y1 - y0) * (words - x0)) / (x1 - x0)
	}
	return 0.05
}

export function lengthBand(words: number): ClarityAnalysis['lengthBand'] {
	if (words === 0) return 'empty'
	if (words < 25) return 'very-short'
	if (words < 60) return 'short'
	if (words < 350) return 'good'
	if (words <= 750) return 'ideal'
	if (words <= 1200) return 'long'
	return 'very-long'
}

/**
 * `organised`: for kinds that do not use STAR, the share (0..1) of the structure
 * elements the kind calls for that the answer has; STAR parts otherwise.
 */
export function analyseClarity(parsed: ParsedAnswer, star: StarAnalysis, organised?: number): ClarityAnalysis {
	const words = parsed.words
	const sentences = parsed.sentences
	const band = lengthBand(words)
	if (!sentences.length || words === 0) {
		return {
			score: 0,
			words,
			meanSentenceWords: 0,
			longSentences: 0,
			fillers: [],
			fillerRate: 0,
			repetition: 0,
			lengthBand: band,
		}
	}
	const lens = sentences.map((s) => s.words)
	const mean = lens.reduce((a, b) => a + b, 0) / lens.length
	const longSentences = lens.filter((l) => l > 35).length
	// sentence length: 8-24 words reads well when spoken
	let sentenceScore = 1
	if (mean > 24) sentenceScore -= Math.min(0.5, (mean - 24) * 0.025)
	if (mean < 6 && sentences.length > 2) sentenceScore -= 0.2
	sentenceScore -= Math.min(0.3, (longSentences / lens.length) * 0.5)

	// fillers and hedges
	const fillers: string[] = []
	let fillerCount = 0
	for (const s of sentences) {
		for (const p of FILLERS) {
			for (const m of findAll(s.tokens, p)) {
				fillerCount++
				const word = s.tokens
					.slice(m.start, m.end)
					.map((t) => t.text)
					.filter((w) => w !== ',')
					.join(' ')
				if (!fillers.includes(word.toLowerCase())) fillers.push(word.toLowerCase())
			}
		}
		for (const p of OPENING_FILLERS) {
			const first = s.tokens[0]
			if (first && findAll([first], p).length && s.tokens[1] && (s.tokens[1].norm === ',' || first.norm === 'honestly')) {
				fillerCount++
				if (!fillers.includes(first.norm)) fillers.push(first.norm)
			}
		}
		for (const p of HEDGES) fillerCount += findAll(s.tokens, p).length * 0.5
	}
	const fillerRate = (fillerCount / Math.max(words, 1)) * 100
	const fillerPenalty = Math.min(0.35, fillerRate * 0.045)

	// repetition: share of repeated content lemmas, and sentences that only name things
	const content: string[] = []
	for (const s of sentences) {
		for (const t of s.tokens) {
			if (!t.stop && t.type === 'word' && ['NOUN', 'VERB', 'ADJ', 'PROPN'].includes(t.pos)) content.push(t.lemma)
		}
	}
	const distinct = new Set(content).size
	const ttr = content.length ? distinct / content.length : 1
	// long answers repeat words naturally; compare with a length-adjusted expectation
	const expected = content.length < 20 ? 0.8 : Math.max(0.35, 0.95 - 0.09 * Math.log(content.length))
	const repetition = Math.max(0, expected - ttr)
	const vacuous = sentences.filter((s) => s.vacuous).length / sentences.length
	const repetitionPenalty = Math.min(0.4, repetition * 1.2 + vacuous * 0.45 + (star.labelStuffing ? 0.1 : 0))

	// organisation: connectives and STAR order
	let connectives = 0
	for (const s of sentences) connectives += findAll(s.tokens, CONNECTIVES).length
	const partsShown = Object.values(star.present).filter(Boolean).length
	const organisation =
		0.45 * (organised ?? Math.min(1, partsShown / 3)) +
		0.2 * (star.ordered ? 1 : 0) +
		0.2 * Math.min(1, connectives / Math.max(2, sentences.length * 0.4)) +
		0.15 * Math.min(1, star.parts.action.strength + star.reflection.strength)

	const len = lengthScore(words)
	let score =
		0.2 +
		0.3 * len +
		0.2 * sentenceScore +
		0.3 * organisation * Math.min(1, len * 1.6) -
		fillerPenalty -
		repetitionPenalty
	if (parsed.nonEnglish) score *= 0.3
	return {
		score: Math.max(0, Math.min(1, score)),
		words,
		meanSentenceWords: mean,
		longSentences,
		fillers,
		fillerRate,
		repetition,
		lengthBand: band,
	}
}
