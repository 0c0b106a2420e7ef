/**
 * The offline coach: deterministic, synchronous, no network. A pipeline:
 *   parse (nlp) -> kind (kind, question) -> features (star, structure, values,
 *   clarity, relevance + concepts, red flags + stance; signals for the model)
 *   -> score (score) -> feedback (feedback/)
 * The public entry is analyseAnswer in index.server.ts.
 */
import { type NhsValue, NHS_VALUES } from '#app/lib/nhs-values'
import { usesStar } from '#app/lib/question-kinds'
import { analyseClarity, type ClarityAnalysis } from './clarity.server'
import { writeFeedback } from './feedback/index.server'
import { parseAnswer } from './nlp.server'
import { analyseQuestion, type AnalysedQuestion } from './question.server'
import { detectRedFlags, type RedFlag, SEVERE_FLAG } from './red-flags.server'
import { withJobTerms } from './job-terms.server'
// learned coach (issue 9): see ./model/ and docs/decisions/0020-learned-coach.md
import { capped, coachModel, scoreWithModel, severelyFlagged } from './model/coach-model.server'
import { buildFeatures, type FeatureInput } from './model/features.server'
import { withLearnedParts } from './model/learned-parts.server'
import { type Signals, signalsFromAnalysis } from './model/model-signals.server'
import { shadedOverall, TRAP_CAP, trapModel, trapProbability, trapSentence } from './model/trap-model.server'
import { analyseRelevance, type RelevanceAnalysis } from './relevance.server'
import { handSetScores, specificity, wholePercent } from './score.server'
import { analyseStar, type StarAnalysis } from './star.server'
import { analyseStructure, type StructureAnalysis } from './structure.server'
import {
	type CoachInput,
	type CoachResult,
	type ParsedAnswer,
	STAR_PARTS,
	type StarPart,
} from './types'
import { analyseValues, type ValuesAnalysis } from './values.server'

export type Analysis = {
	question: AnalysedQuestion
	parsed: ParsedAnswer
	star: StarAnalysis
	/** the structure the question's kind calls for (STAR for behavioural) */
	structure: StructureAnalysis
	values: ValuesAnalysis
	clarity: ClarityAnalysis
	relevance: RelevanceAnalysis
	redFlags: RedFlag[]
	specificity: number
	scores: { overall: number; nhsValues: number; star: number; clarity: number }
}

/** Share of the kind's structure elements the answer has (for clarity's organisation). */
function organisedShare(structure: StructureAnalysis): number {
	const es = Object.values(structure.elements)
	return es.length ? Math.min(1, es.filter((e) => e.strength >= 0.5).length / Math.max(1, es.length * 0.75)) : 0
}

/** Run every analyser on an input. Exposed for the calibration report and tests. */
export function analyse(input: CoachInput): Analysis {
	const question = analyseQuestion(input?.question)
	const parsed = parseAnswer(input?.answer)
	const star = analyseStar(parsed, question)
	const values = analyseValues(parsed, question)
	const relevance = withJobTerms(analyseRelevance(parsed, question, star), input?.answer, input?.context?.jobKeyTerms)
	const structure = analyseStructure(parsed, question.kind, star)
	const clarity = analyseClarity(parsed, star, usesStar(question.kind) ? undefined : organisedShare(structure))
	const redFlags = detectRedFlags(parsed, question)
	// an answer that discloses disqualifying conduct (breach, cover-up, discrimination,
	// refusal, blame, unsafe practice) does not evidence the NHS values, however warm
	if (redFlags.some((f) => f.severity >= SEVERE_FLAG)) values.evidenced = []
	const base = { question, parsed, star, structure, values, clarity, relevance, redFlags, specificity: specificity(parsed) }
	return { ...base, scores: wholePercent(handSetScores(base)) }
}

function sentenceTexts(parsed: ParsedAnswer, indexes: number[]): string[] {
	const seen = new Set<number>()
	const out: string[] = []
	for (const i of indexes) {
		if (seen.has(i)) continue
		seen.add(i)
		const s = parsed.sentences[i]
		if (s) out.push(s.text)
	}
	return out
}

const round3 = (x: number) => Math.round(x * 1000) / 1000

const EMPTY_STAR = { situation: false, task: false, action: false, result: false }

/** A safe result for input the analysers could not handle (never expected; never throws). */
function failedResult(): CoachResult {
	return {
		overall: 0,
		nhsValues: 0,
		star: 0,
		clarity: 0,
		detailedAnalysis:
			'The coach could not analyse this answer. Check that it is plain text in English and try again.',
		strengths: [],
		improvements: ['Give a full answer to the question using one real example.'],
		recommendations: ['Use the STAR method: the Situation, your Task, the Actions you took and the Result.'],
		valuesEvidenced: [],
		starPresent: { ...EMPTY_STAR },
		kind: 'behavioural',
		evidence: { star: { situation: [], task: [], action: [], result: [] }, values: {} },
		provider: 'offline',
	}
}

export function analyseAnswerOffline(input: CoachInput): CoachResult {
	try {
		return analyseOrThrow(input)
	} catch (err) {
		console.warn(`[coach] offline analysis failed: ${err instanceof Error ? err.message : String(err)}`)
		return failedResult()
	}
}

/** The scorer and the trap check read the same features: one vector serves both. */
const specsShared = !!coachModel && !!trapModel && JSON.stringify(coachModel.spec) === JSON.stringify(trapModel.spec)

/**
 * LEARNED COACH WIRING. When ./model/coach-model.json holds trained weights, the
 * overall score (and each sub-score, value and STAR part the model beat the rules on
 * in cross-validation) comes from the model; the hand-set scoring above is the
 * fallback. The feedback still quotes the analysers' evidence sentences
 * (./model/learned-parts.server.ts).
 * Empty and non-English answers keep the hand-set handling; for answers shorter or
 * longer than every training answer, no score exceeds the hand-set one; where `capped`
 * says the analysers doubt the answer (no example where one was asked, a severe red
 * flag), the learned overall is at most the model's guard band above it (a sub-score not
 * at all), off topic never; elsewhere a learned score is at most the trust band above it.
 */
function withModel(input: CoachInput, a: Analysis): Analysis {
	if (!coachModel || !a.parsed.words || a.parsed.nonEnglish) return a
	const sig = signalsFromAnalysis(a)
	const features = {
		question: a.question.text,
		answer: a.parsed.raw,
		interviewType: input?.interviewType,
		experienceLevel: input?.experienceLevel,
	}
	const x = buildFeatures(coachModel.spec, features, sig)
	const m = scoreWithModel(coachModel, features, sig, x)
	// outside the lengths the model learnt from, a score is never above the hand-set one
	const [fewest, most] = coachModel.wordRange
	const { trustBand, guardBand } = coachModel
	const outside = a.parsed.words < fewest || a.parsed.words > most
	// the guard band was chosen on the overall's ranking: the sub-scores keep the guards shut
	const pick = (model: number | undefined, rules: number, guard = 0) =>
		model === undefined ? rules : outside ? Math.min(model, rules) : capped(model, rules, sig, trustBand, guard)
	return withTrapCheck(
		{
			...withLearnedParts(a, m),
			// whole percentages, so the ring and the feedback's text show the same number
			scores: wholePercent({
				overall: pick(m.overall, a.scores.overall, guardBand),
				nhsValues: pick(m.nhsValues, a.scores.nhsValues),
				star: pick(m.star, a.scores.star),
				clarity: pick(m.clarity, a.scores.clarity),
			}),
		},
		features,
		sig,
		specsShared ? x : undefined,
	)
}

/**
 * The learned trap check (./model/trap-model.server.ts), where no severe red flag has
 * already spoken: an answer it finds likely to be a trap is told as a concern quoting
 * its most trap-like sentence, its overall and values scores are capped at a trap's
 * and the values it evidenced are void, as for a severe flag. Below its threshold, the
 * overall takes the model's learned shade (`shadedOverall`), if any, and nothing is told.
 */
function withTrapCheck(a: Analysis, features: FeatureInput, sig: Signals, x?: Float64Array): Analysis {
	if (!trapModel || severelyFlagged(sig)) return a
	const probability = trapProbability(trapModel, features, sig, x)
	if (probability < trapModel.threshold) {
		// below the threshold: at most the learned shade, in whole percentages like every score
		const overall = Math.round(shadedOverall(a.scores.overall, probability, trapModel.threshold, trapModel.shade) * 100) / 100
		return overall === a.scores.overall ? a : { ...a, scores: { ...a.scores, overall } }
	}
	// the finder's most trap-like sentence and the concern it names; else the sentence whose n-grams weigh most
	const found = sig.trapSentences
	const sentence =
		found && found.top >= 0 && found.top < a.parsed.wholeSentences.length
			? found.top
			: trapSentence(
					trapModel,
					a.parsed.wholeSentences.map((s) => s.text),
				)
	const text = a.parsed.wholeSentences[sentence].text
	const concern: RedFlag = {
		kind: 'concern',
		severity: Math.max(SEVERE_FLAG, probability),
		sentence,
		text,
		excerpt: text,
		...(found && found.top === sentence ? { concern: found.concern } : {}),
	}
	return {
		...a,
		redFlags: [...a.redFlags, concern],
		values: { ...a.values, evidenced: [] },
		scores: { ...a.scores, overall: Math.min(a.scores.overall, TRAP_CAP), nhsValues: Math.min(a.scores.nhsValues, TRAP_CAP) },
	}
}

function analyseOrThrow(input: CoachInput): CoachResult {
	const a = withModel(input, analyse(input))
	const star = usesStar(a.question.kind)
	const starEvidence = Object.fromEntries(
		STAR_PARTS.map((p) => [p, star && a.star.present[p] ? sentenceTexts(a.parsed, a.star.parts[p].sentences) : []]),
	) as Record<StarPart, string[]>
	const valueEvidence: Partial<Record<NhsValue, string[]>> = {}
	for (const v of NHS_VALUES) {
		if (a.values.evidenced.includes(v)) {
			valueEvidence[v] = sentenceTexts(a.parsed, a.values.perValue[v].sentences)
		}
	}
	const feedback = writeFeedback(a)
	return {
		overall: round3(a.scores.overall),
		nhsValues: round3(a.scores.nhsValues),
		star: round3(a.scores.star),
		clarity: round3(a.scores.clarity),
		...feedback,
		valuesEvidenced: [...a.values.evidenced],
		starPresent: usesStar(a.question.kind) ? { ...a.star.present } : null,
		kind: a.question.kind,
		evidence: { star: starEvidence, values: valueEvidence },
		provider: 'offline',
	}
}
