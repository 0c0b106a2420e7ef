/**
 * Training and cross-validation of the learned coach (used by scripts/train-coach.ts
 * and the tests). Deterministic: no randomness, fixed fold assignment (by a hash of
 * the question text), fixed iteration counts, weights rounded before saving.
 *
 *  - overall, nhsValues, star, clarity: ridge regression on the graded 0..100 scores
 *  - a second view: boosted trees over the signals (./gbdt.ts) for the overall, each
 *    value and each STAR part, mixed in at the share that does best out of fold
 *  - each NHS value, each STAR part: L2 logistic regression
 *  - regularisation: chosen per target by grouped k-fold cross-validation
 *    (a question's answers never straddle train and test)
 *  - a sub-score, value or STAR part is taken from the model only where it beat the
 *    hand-set rules in that cross-validation
 */
import { type NhsValue, NHS_VALUES } from '#app/lib/nhs-values'
import { type QuestionKind } from '#app/lib/question-kinds'
import { spearman } from '../calibration.server'
import { analyse } from '../offline.server'
import { STAR_PARTS, type StarPart, type StarPresent } from '../types'
import { questionKey, type GradedItem } from './data.server'
import { buildFeatures, DEFAULT_CROSSED, featureCount, hash, treeFeatures, type FeatureInput, type FeatureSpec } from './features.server'
import { type BoostOptions, type Boosted, boostedOutput, fitBoosted } from './gbdt'
import {
	fitScaler,
	fromRows,
	gramRows,
	logistic,
	type Linear,
	matrix,
	type Matrix,
	predictLinear,
	probabilities,
	ridgePath,
	scale,
	type Scaler,
	sigmoid,
	subGram,
} from './linalg'
import { figuresByKind, type Figures, type Scored } from './metrics.server'
import { capped, severelyFlagged, learnedStarPart } from './coach-model.server'
import { type CoachModel, type LinearJson } from './model-schema'
import { signalsFromAnalysis, type Signals } from './model-signals.server'
import { vectorDimensions } from './word-vectors.server'

export type Prepared = {
	item: GradedItem
	input: FeatureInput
	sig: Signals
	words: number
	/** the answer's whole sentences, as the coach splits them */
	sentences: string[]
	/** the hand-set coach's scores, 0..100 */
	rule: { overall: number; nhsValues: number; star: number; clarity: number }
}

/**
 * `kindOf` names each question's kind as the classifier would for a question it has
 * never seen (out of source), so the scorer learns with the kind mistakes it meets at
 * run time; without it the classifier as shipped decides.
 */
export function prepareItems(items: GradedItem[], kindOf?: (question: string) => QuestionKind | undefined): Prepared[] {
	return items.map((item) => {
		const kind = kindOf?.(item.question)
		const a = analyse({
			question: kind ? { text: item.question, kind } : item.question,
			answer: item.answer,
			interviewType: item.interviewType,
			experienceLevel: item.experienceLevel,
		})
		// the text exactly as the offline coach sees it at run time
		const input: FeatureInput = {
			question: a.question.text,
			answer: a.parsed.raw,
			interviewType: item.interviewType,
			experienceLevel: item.experienceLevel,
		}
		const sig = signalsFromAnalysis(a)
		const pct = (x: number) => Math.round(x * 100)
		return {
			item,
			input,
			sig,
			words: a.parsed.words,
			sentences: a.parsed.wholeSentences.map((s) => s.text),
			rule: {
				overall: pct(a.scores.overall),
				nhsValues: pct(a.scores.nhsValues),
				star: pct(a.scores.star),
				clarity: pct(a.scores.clarity),
			},
		}
	})
}

export type TrainOptions = {
	/** dimensions of the answer's mean word vector in the features (0: none) */
	embedding: number
	/** the vector crossed with the question kind as well */
	embeddingByKind: boolean
	ngramBuckets: number
	overlapBuckets: number
	folds: number
	ridgeGrid: number[]
	logisticGrid: number[]
	iterations: number
	/** n-gram columns are scaled by this after standardisation (a heavier penalty when < 1) */
	ngramScale: number
	/** candidates for ngramScale, chosen by cross-validation when given */
	ngramScaleGrid?: number[]
	/** overall is fitted to this mix of the graded score and the level's band midpoint */
	levelShare: number
	/**
	 * Penalty on the covariance of the predicted scores with the answer's (log) length,
	 * so that length does not stand in for quality: mu * n * cov(prediction, length)^2.
	 */
	lengthPenalty: number
	/** candidates for lengthPenalty: the largest whose cross-validated ranking is within 0.005 of the best wins */
	lengthPenaltyGrid?: number[]
	/** signals left out of the features */
	dropSignals: string[]
	/** candidates for how far the learned overall may rise above the hand-set one (see `capped`) */
	trustBandGrid: number[]
	/** candidates for how far it may rise where the analysers doubt the answer (see `capped`) */
	guardBandGrid: number[]
	/** the boosted trees for the overall score; none when absent */
	boost?: BoostOptions
	/** candidate shares of the trees in the overall: the smallest that ranks within 0.003 of the best wins */
	blendGrid: number[]
	/** the boosted trees for each value and STAR part (logistic loss); none when absent */
	boostClassifiers?: BoostOptions
	/** candidate shares of those trees in the probabilities: the smallest within 0.002 of the best wins */
	classifierShareGrid: number[]
}

export const DEFAULT_OPTIONS: TrainOptions = {
	embedding: 100,
	embeddingByKind: true,
	ngramBuckets: 8192,
	overlapBuckets: 64,
	folds: 5,
	ridgeGrid: [0.01, 0.03, 0.1, 0.3, 1, 3],
	logisticGrid: [0.003, 0.01, 0.03, 0.1],
	iterations: 150,
	ngramScale: 0.35,
	ngramScaleGrid: [0.35],
	levelShare: 0,
	lengthPenalty: 0,
	lengthPenaltyGrid: [0, 0.3, 1],
	dropSignals: [],
	trustBandGrid: [0.15, 0.2, 0.25, 0.3, 0.4, 0.5],
	guardBandGrid: [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3],
	boost: { rounds: 200, depth: 4, rate: 0.05, minLeaf: 20, bins: 32, lambda: 1, loss: 'squared' },
	blendGrid: [0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8],
	boostClassifiers: { rounds: 40, depth: 3, rate: 0.2, minLeaf: 15, bins: 32, lambda: 1, loss: 'logistic' },
	classifierShareGrid: [0, 0.3, 0.5, 0.7],
}

const SCORE_TARGETS = ['overall', 'nhsValues', 'star', 'clarity'] as const
type ScoreTarget = (typeof SCORE_TARGETS)[number]

export function specFor(prepared: Prepared[], o: TrainOptions): FeatureSpec {
	const names = new Set<string>()
	for (const p of prepared) for (const k of Object.keys(p.sig.signals)) if (!o.dropSignals.includes(k)) names.add(k)
	return {
		signals: [...names].sort(),
		crossed: DEFAULT_CROSSED.filter((c) => names.has(c)),
		...(o.embedding ? { embedding: Math.min(o.embedding, vectorDimensions()), embeddingByKind: o.embeddingByKind } : {}),
		ngramBuckets: o.ngramBuckets,
		overlapBuckets: o.overlapBuckets,
	}
}

/** Fold of each item: its question's hash (grouped k-fold). */
export function questionFolds(prepared: Prepared[], k: number): number[] {
	const keys = [...new Set(prepared.map((p) => questionKey(p.item.question)))].sort(
		(a, b) => hash(a) - hash(b) || (a < b ? -1 : 1),
	)
	const fold = new Map(keys.map((q, i) => [q, i % k]))
	return prepared.map((p) => fold.get(questionKey(p.item.question)) ?? 0)
}

/** Fold of each item: its author (leave one author out). */
export function authorFolds(prepared: Prepared[]): { folds: number[]; authors: string[] } {
	const authors = [...new Set(prepared.map((p) => p.item.source))].sort()
	return { folds: prepared.map((p) => authors.indexOf(p.item.source)), authors }
}

type Fit = {
	/** the Gram matrix of the standardised rows, when one was needed: it depends on the n-gram scale, not on the length penalty */
	gram?: Float64Array
	scaler: Scaler
	/** one per ridge lambda, 4 targets each */
	reg: Linear[]
	/** one per logistic lambda, 6 values each */
	values: Linear[]
	/** one per logistic lambda, 4 parts each; undefined with no STAR-graded rows */
	star: Linear[] | undefined
}

/** Midpoints of the rubric's score bands for levels 1..4. */
const LEVEL_BAND = [0, 17, 42, 65, 85]

function targets(rows: Prepared[], o: TrainOptions) {
	const Y = matrix(rows.length, 4)
	const V = matrix(rows.length, NHS_VALUES.length)
	rows.forEach((p, i) => {
		SCORE_TARGETS.forEach((t, c) => (Y.data[i * 4 + c] = p.item.expected[t]))
		Y.data[i * 4] = (1 - o.levelShare) * p.item.expected.overall + o.levelShare * LEVEL_BAND[p.item.level]
		NHS_VALUES.forEach((v, c) => (V.data[i * NHS_VALUES.length + c] = p.item.valuesEvidenced.includes(v) ? 1 : 0))
	})
	return { Y, V }
}

function starRows(rows: number[], prepared: Prepared[]) {
	return rows.filter((i) => prepared[i].item.starPresent)
}

export function subset(X: Matrix, rows: number[]): Matrix {
	const out = matrix(rows.length, X.cols)
	rows.forEach((r, i) => out.data.set(X.data.subarray(r * X.cols, (r + 1) * X.cols), i * X.cols))
	return out
}

/** sqrt(mu n) * cov(Z, standardised log length): the pseudo-row of the length penalty. */
function lengthRow(Z: Matrix, words: number[], mu: number): Float64Array {
	const { rows: n, cols: d } = Z
	const lw = words.map((w) => Math.log1p(w))
	const m = mean(lw)
	const sd = Math.sqrt(mean(lw.map((x) => (x - m) ** 2))) || 1
	const u = new Float64Array(d)
	for (let i = 0; i < n; i++) {
		const s = (lw[i] - m) / sd
		for (let j = 0; j < d; j++) u[j] += (Z.data[i * d + j] * s) / n
	}
	const k = Math.sqrt(mu * n)
	for (let j = 0; j < d; j++) u[j] *= k
	return u
}

function fit(prepared: Prepared[], X: Matrix, rows: number[], o: TrainOptions, ridgeGrid: number[], logGrid: number[], gram?: Float64Array): Fit {
	const Xt = subset(X, rows)
	const scaler = fitScaler(Xt)
	const ngramFrom = X.cols - o.ngramBuckets - o.overlapBuckets
	for (let j = ngramFrom; j < X.cols; j++) scaler.sd[j] /= o.ngramScale
	const Z = scale(Xt, scaler)
	const { Y, V } = targets(
		rows.map((i) => prepared[i]),
		o,
	)
	// one Gram matrix for the ridge's dual form and the classifiers (or the caller's, for the same rows and scale)
	const K = gram ?? (logGrid.length || Z.cols > Z.rows ? gramRows(Z) : undefined)
	const reg = ridgePath(Z, Y, ridgeGrid, o.lengthPenalty > 0 ? [lengthRow(Z, rows.map((i) => prepared[i].words), o.lengthPenalty)] : [], K)
	const values = logGrid.map((l) => logistic(Z, K!, V, l, o.iterations))
	const sRows = starRows(rows, prepared)
	let star: Linear[] | undefined
	if (sRows.length && logGrid.length) {
		const local = new Map(rows.map((r, i) => [r, i]))
		const Ks = subGram(K!, rows.length, sRows.map((r) => local.get(r)!))
		const Zs = scale(subset(X, sRows), scaler)
		const S = matrix(sRows.length, 4)
		sRows.forEach((r, i) => STAR_PARTS.forEach((p, c) => (S.data[i * 4 + c] = prepared[r].item.starPresent![p] ? 1 : 0)))
		star = logGrid.map((l) => logistic(Zs, Ks, S, l, o.iterations))
	}
	return { gram: K, scaler, reg, values, star }
}

/** Out-of-fold predictions: [lambda][item][target]. */
type OutOfFold = { reg: number[][][]; values: number[][][]; star: number[][][] }

function crossPredict(
	prepared: Prepared[],
	X: Matrix,
	folds: number[],
	o: TrainOptions,
	ridgeGrid: number[],
	logGrid: number[],
	/** each fold's Gram matrix, by fold: read where present, filled where not (same folds and n-gram scale only) */
	grams?: Map<number, Float64Array>,
): OutOfFold {
	const n = prepared.length
	const blank = (grid: number[], t: number) => grid.map(() => Array.from({ length: n }, () => new Array<number>(t).fill(0)))
	const out: OutOfFold = { reg: blank(ridgeGrid, 4), values: blank(logGrid, 6), star: blank(logGrid, 4) }
	const ks = [...new Set(folds)].sort((a, b) => a - b)
	for (const k of ks) {
		const train = folds.flatMap((f, i) => (f === k ? [] : [i]))
		const test = folds.flatMap((f, i) => (f === k ? [i] : []))
		if (!train.length || !test.length) continue
		const f = fit(prepared, X, train, o, ridgeGrid, logGrid, grams?.get(k))
		if (grams && f.gram) grams.set(k, f.gram)
		const Zt = scale(subset(X, test), f.scaler)
		f.reg.forEach((m, li) => {
			const P = predictLinear(Zt, m)
			test.forEach((r, i) => (out.reg[li][r] = Array.from(P.data.subarray(i * 4, i * 4 + 4))))
		})
		f.values.forEach((m, li) => {
			const P = probabilities(Zt, m)
			test.forEach((r, i) => (out.values[li][r] = Array.from(P.data.subarray(i * 6, i * 6 + 6))))
		})
		f.star?.forEach((m, li) => {
			const P = probabilities(Zt, m)
			test.forEach((r, i) => (out.star[li][r] = Array.from(P.data.subarray(i * 4, i * 4 + 4))))
		})
	}
	return out
}

/**
 * Out-of-fold outputs of boosted trees fitted to `y` (rows whose target is undefined are
 * not fitted on): scores under squared loss, probabilities under logistic loss.
 */
function treesOutOfFold(T: Float64Array[], y: Array<number | undefined>, folds: number[], boost: BoostOptions): number[] {
	const out = new Array<number>(T.length).fill(0)
	for (const k of [...new Set(folds)].sort((a, b) => a - b)) {
		const m = fitTrees(T, y, boost, (i) => folds[i] !== k)
		if (!m) continue
		folds.forEach((f, i) => {
			if (f === k) out[i] = boost.loss === 'logistic' ? sigmoid(boostedOutput(m, T[i])) : boostedOutput(m, T[i])
		})
	}
	return out
}

/** Boosted trees fitted on the rows `use` admits whose target is known; undefined when there are none. */
function fitTrees(T: Float64Array[], y: Array<number | undefined>, boost: BoostOptions, use: (i: number) => boolean = () => true): Boosted | undefined {
	const rows = y.flatMap((v, i) => (v === undefined || !use(i) ? [] : [i]))
	if (!rows.length) return undefined
	return fitBoosted(
		rows.map((i) => T[i]),
		rows.map((i) => y[i]!),
		boost,
	)
}

/** Each value's and STAR part's target: 1 shown, 0 not; a part is undefined where the answer has no STAR grading. */
const valueTargets = (prepared: Prepared[]) => NHS_VALUES.map((v) => prepared.map((p) => (p.item.valuesEvidenced.includes(v) ? 1 : 0)))
const starTargets = (prepared: Prepared[]) =>
	STAR_PARTS.map((part) => prepared.map((p) => (p.item.starPresent ? (p.item.starPresent[part] ? 1 : 0) : undefined)))

/** Out-of-fold probabilities of the classifier trees: [item][value] and [item][part]. */
type ClassifierTrees = { values: number[][]; star: number[][] }

function classifierTreesOutOfFold(prepared: Prepared[], T: Float64Array[], folds: number[], boost: BoostOptions): ClassifierTrees {
	const byItem = (cols: number[][]) => prepared.map((_, i) => cols.map((col) => col[i]))
	return {
		values: byItem(valueTargets(prepared).map((y) => treesOutOfFold(T, y, folds, boost))),
		star: byItem(starTargets(prepared).map((y) => treesOutOfFold(T, y, folds, boost))),
	}
}

type Shares = { values: number; star: number }

/** The linear classifiers' out-of-fold probabilities with the trees' mixed in at the given shares. */
function withTrees(oof: OutOfFold, trees: ClassifierTrees | undefined, share: Shares): OutOfFold {
	const mix = (linear: number[][][], t: number[][] | undefined, s: number) =>
		t && s > 0 ? linear.map((rows) => rows.map((r, i) => r.map((p, c) => (1 - s) * p + s * t[i][c]))) : linear
	return { reg: oof.reg, values: mix(oof.values, trees?.values, share.values), star: mix(oof.star, trees?.star, share.star) }
}

/** The smallest candidate (the grid is in rising order) whose quality is within `slack` of the best one's. */
function smallestNearBest(grid: number[], qualities: number[], slack: number): number {
	return grid.find((_, i) => qualities[i] >= Math.max(...qualities) - slack) ?? grid[0]
}

/**
 * How far the learned overall may rise above the hand-set one (`capped`): the guard band
 * where the analysers doubt the answer, and the trust band elsewhere (never narrower). Each
 * is the narrowest that ranks within a hair of the best: the guard band first, taking each
 * candidate at its best trust band, then the trust band at that guard band.
 */
export function chooseBands(
	trustGrid: number[],
	guardGrid: number[],
	rank: (band: number, guardBand: number) => number,
): { trustBand: number; guardBand: number; byGuardBand: number[] } {
	const bandsFor = (guardBand: number) => trustGrid.filter((b) => b >= guardBand)
	const guards = guardGrid.filter((g) => bandsFor(g).length)
	// each guard band's ranking at every trust band it allows, computed once
	const ranks = guards.map((g) => bandsFor(g).map((b) => rank(b, g)))
	const byGuardBand = ranks.map((r) => Math.max(...r))
	const guardBand = smallestNearBest(guards, byGuardBand, 0.003)
	const trustBand = smallestNearBest(bandsFor(guardBand), ranks[guards.indexOf(guardBand)], 0.003)
	return { trustBand, guardBand, byGuardBand }
}

/** The overall before capping, 0..100: the ridge's, with the trees' share mixed in. */
const blended = (ridge: number[], trees: number[], share: number) =>
	ridge.map((r, i) => Math.max(0, Math.min(100, share > 0 ? (1 - share) * r + share * trees[i] : r)))

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length)

function f1(pred: boolean[], want: boolean[]): number {
	let tp = 0
	let fp = 0
	let fn = 0
	pred.forEach((p, i) => {
		if (p && want[i]) tp++
		else if (p) fp++
		else if (want[i]) fn++
	})
	return tp ? (2 * tp) / (2 * tp + fp + fn) : 0
}

export type Choice = {
	ridgeLambda: Record<ScoreTarget, number>
	/** the sub-scores the model beat the rules on */
	useScore: Record<Exclude<ScoreTarget, 'overall'>, boolean>
	valuesLambda: Record<NhsValue, number>
	/** probability above which a value counts as shown (recall matters as much as precision) */
	valuesThreshold: Record<NhsValue, number>
	useValue: Record<NhsValue, boolean>
	starLambda: Record<StarPart, number>
	useStar: Record<StarPart, boolean>
	/** out-of-fold comparisons behind each choice */
	evidence: Record<string, { model: number; rules: number }>
}

const VALUE_THRESHOLDS = [0.5, 0.45, 0.4, 0.35, 0.3, 0.25]
const JOINT_THRESHOLDS = [0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7]

/**
 * The figure that matters is F1 over every value together (a value claimed wrongly costs the
 * same whichever it is, and thresholds each chosen for their own value's F1 over-claim the
 * rarer ones), so the per-value thresholds are then refined jointly, one value at a time, for
 * the out-of-fold F1 over all values. Returns that F1, and the analysers' alone.
 */
/**
 * Whether value `v` (column `c`) counts as shown in answer `i` out of fold: the model's
 * probability against its threshold where the model decides the value, else the analysers'
 * finding (also wherever a disqualifying flag voids the values). Reads the choice live, so a
 * threshold search can move it.
 */
function valueShown(
	prepared: Prepared[],
	oof: OutOfFold,
	logGrid: number[],
	choice: Pick<Choice, 'valuesLambda' | 'valuesThreshold' | 'useValue'>,
): (i: number, v: NhsValue, c: number) => boolean {
	return (i, v, c) =>
		!choice.useValue[v] || severelyFlagged(prepared[i].sig)
			? prepared[i].sig.valuesEvidenced.includes(v)
			: oof.values[logGrid.indexOf(choice.valuesLambda[v])][i][c] >= choice.valuesThreshold[v]
}

function refineThresholds(
	prepared: Prepared[],
	oof: OutOfFold,
	logGrid: number[],
	lambda: Record<NhsValue, number>,
	threshold: Record<NhsValue, number>,
	use: Record<NhsValue, boolean>,
): { model: number; rules: number } {
	const want = prepared.flatMap((p) => NHS_VALUES.map((v) => p.item.valuesEvidenced.includes(v)))
	const microF1 = (shown: (i: number, v: NhsValue, c: number) => boolean) =>
		f1(
			prepared.flatMap((_, i) => NHS_VALUES.map((v, c) => shown(i, v, c))),
			want,
		)
	const byRules = (i: number, v: NhsValue) => prepared[i].sig.valuesEvidenced.includes(v)
	const byModel = valueShown(prepared, oof, logGrid, { valuesLambda: lambda, valuesThreshold: threshold, useValue: use })
	let best = microF1(byModel)
	for (let sweep = 0; sweep < 2; sweep++) {
		for (const v of NHS_VALUES) {
			if (!use[v]) continue
			let chosen = threshold[v]
			for (const th of JOINT_THRESHOLDS) {
				threshold[v] = th
				const f = microF1(byModel)
				if (f > best + 1e-9) {
					best = f
					chosen = th
				}
			}
			threshold[v] = chosen
		}
	}
	return { model: best, rules: microF1(byRules) }
}

function choose(prepared: Prepared[], oof: OutOfFold, ridgeGrid: number[], logGrid: number[]): Choice {
	const levels = prepared.map((p) => p.item.level)
	const evidence: Choice['evidence'] = {}
	const ridgeLambda = {} as Choice['ridgeLambda']
	const useScore = {} as Choice['useScore']
	SCORE_TARGETS.forEach((t, c) => {
		// overall: the ranking the panel would give; sub-scores: closeness to the grades
		const quality = (li: number) =>
			t === 'overall'
				? spearman(
						oof.reg[li].map((r) => r[c]),
						levels,
					)
				: -mean(oof.reg[li].map((r, i) => Math.abs(Math.max(0, Math.min(100, r[c])) - prepared[i].item.expected[t])))
		let best = 0
		ridgeGrid.forEach((_, li) => {
			if (quality(li) > quality(best)) best = li
		})
		ridgeLambda[t] = ridgeGrid[best]
		if (t !== 'overall') {
			const rules = -mean(prepared.map((p) => Math.abs(p.rule[t] - p.item.expected[t])))
			evidence[`mae:${t}`] = { model: -quality(best), rules: -rules }
			useScore[t] = quality(best) > rules
		} else {
			evidence['spearman:overall'] = {
				model: quality(best),
				rules: spearman(
					prepared.map((p) => p.rule.overall),
					levels,
				),
			}
		}
	})
	const valuesLambda = {} as Choice['valuesLambda']
	const valuesThreshold = {} as Choice['valuesThreshold']
	const useValue = {} as Choice['useValue']
	NHS_VALUES.forEach((v, c) => {
		const want = prepared.map((p) => p.item.valuesEvidenced.includes(v))
		const q = (li: number, th: number) =>
			f1(
				oof.values[li].map((r, i) => (severelyFlagged(prepared[i].sig) ? prepared[i].sig.valuesEvidenced.includes(v) : r[c] >= th)),
				want,
			)
		let best = { li: 0, th: 0.5, f: -1 }
		logGrid.forEach((_, li) => {
			for (const th of VALUE_THRESHOLDS) {
				const f = q(li, th)
				if (f > best.f) best = { li, th, f }
			}
		})
		valuesLambda[v] = logGrid[best.li]
		valuesThreshold[v] = best.th
		const rules = f1(
			prepared.map((p) => p.sig.valuesEvidenced.includes(v)),
			want,
		)
		evidence[`f1:${v}`] = { model: best.f, rules }
		useValue[v] = best.f > rules
	})
	evidence['f1:all values'] = refineThresholds(prepared, oof, logGrid, valuesLambda, valuesThreshold, useValue)
	const starLambda = {} as Choice['starLambda']
	const useStar = {} as Choice['useStar']
	const graded = prepared.flatMap((p, i) => (p.item.starPresent ? [i] : []))
	STAR_PARTS.forEach((part, c) => {
		const acc = (pred: (i: number) => boolean) =>
			mean(graded.map((i) => (pred(i) === prepared[i].item.starPresent![part] ? 1 : 0)))
		const rulesPred = (i: number) => prepared[i].sig.starPresent?.[part] ?? false
		let best = 0
		const q = (li: number) => acc((i) => (prepared[i].sig.starPresent ? oof.star[li][i][c] >= 0.5 : false))
		logGrid.forEach((_, li) => {
			if (q(li) > q(best)) best = li
		})
		starLambda[part] = logGrid[best]
		const rules = acc(rulesPred)
		evidence[`accuracy:${part}`] = { model: graded.length ? q(best) : 0, rules }
		useStar[part] = graded.length > 0 && q(best) > rules
	})
	return { ridgeLambda, useScore, valuesLambda, valuesThreshold, useValue, starLambda, useStar, evidence }
}

type Cap = (model: number, rules: number, sig: Signals) => number

/** The out-of-fold overall (`overall`: 0..100 before capping) capped against each answer's hand-set score. */
const cappedOverall = (prepared: Prepared[], overall: number[], cap: Cap) =>
	prepared.map((p, i) => 100 * cap(overall[i] / 100, p.rule.overall / 100, p.sig))

/** Scored rows from out-of-fold predictions (`overall`: 0..100 before capping), with the model used where the choice says. */
function scoredFromOof(
	prepared: Prepared[],
	oof: OutOfFold,
	choice: Choice,
	overall: number[],
	logGrid: number[],
	cap: Cap,
): Scored[] {
	const shown = valueShown(prepared, oof, logGrid, choice)
	const overallScores = cappedOverall(prepared, overall, cap)
	return prepared.map((p, i) => {
		const valuesEvidenced = NHS_VALUES.filter((v, c) => shown(i, v, c))
		let starPresent: StarPresent | null = p.sig.starPresent ? { ...p.sig.starPresent } : null
		if (starPresent) {
			const sp: StarPresent = starPresent
			STAR_PARTS.forEach((part, c) => {
				if (choice.useStar[part]) sp[part] = learnedStarPart(oof.star[logGrid.indexOf(choice.starLambda[part])][i][c], p.sig, part)
			})
			starPresent = sp
		}
		return {
			item: p.item,
			overall: overallScores[i],
			starPresent,
			valuesEvidenced,
			kind: p.sig.kind,
		}
	})
}

export function rulesScored(prepared: Prepared[]): Scored[] {
	return prepared.map((p) => ({
		item: p.item,
		overall: p.rule.overall,
		starPresent: p.sig.starPresent,
		valuesEvidenced: p.sig.valuesEvidenced,
		kind: p.sig.kind,
	}))
}

const round = (x: number) => {
	if (!Number.isFinite(x) || x === 0) return 0
	return Number(x.toPrecision(5))
}

const roundBoosted = (m: Boosted): Boosted => ({
	base: round(m.base),
	rate: m.rate,
	// splits lie halfway between neighbouring values: seven digits keep every value on its side
	trees: m.trees.map((t) => ({ feature: t.feature, value: t.value.map((v) => Number(v.toPrecision(7))), right: t.right })),
})

/** Fold the standardisation into the weights of one target, rounded for a stable, small file. */
export function toJson(m: Linear, target: number, s: Scaler): LinearJson {
	const t = m.weights.cols
	const d = m.weights.rows
	let bias = m.bias[target]
	const weights: number[] = []
	for (let j = 0; j < d; j++) {
		const w = m.weights.data[j * t + target] / s.sd[j]
		bias -= w * s.mean[j]
		weights.push(round(w))
	}
	return { bias: round(bias), weights }
}

export type TrainReport = {
	choice: Choice
	cv: Record<string, Figures>
	/** leave-one-author-out figures, computed when called */
	authorCv: () => Record<string, Figures>
	rules: Record<string, Figures>
	sources: Record<string, number>
	/** grouped k-fold rows, for further analysis; uncapped: without `capped` */
	cvRows: Scored[]
	cvRowsUncapped: Scored[]
}

export function train(
	items: GradedItem[],
	o: TrainOptions = DEFAULT_OPTIONS,
	log: (msg: string) => void = () => {},
	opts: { kindOf?: (question: string) => QuestionKind | undefined } = {},
): { model: CoachModel; report: TrainReport } {
	log(`analysing ${items.length} answers`)
	return trainPrepared(prepareItems(items, opts.kindOf), o, log)
}

export function trainPrepared(
	prepared: Prepared[],
	o: TrainOptions = DEFAULT_OPTIONS,
	log: (msg: string) => void = () => {},
): { model: CoachModel; report: TrainReport } {
	const spec = specFor(prepared, o)
	const X = fromRows(
		prepared.map((p) => buildFeatures(spec, p.input, p.sig)),
		featureCount(spec),
	)
	log(`${featureCount(spec)} features; grouped ${o.folds}-fold cross-validation`)
	const folds = questionFolds(prepared, o.folds)
	const runs: Array<{ o: TrainOptions; oof: OutOfFold; choice: Choice; q: number }> = []
	for (const ngramScale of o.ngramScaleGrid ?? [o.ngramScale]) {
		// the folds' Gram matrices do not depend on the length penalty: built once per n-gram scale
		const grams = new Map<number, Float64Array>()
		for (const lengthPenalty of o.lengthPenaltyGrid ?? [o.lengthPenalty]) {
			const oi = { ...o, ngramScale, lengthPenalty }
			// the classifiers do not depend on the length penalty: fit them once per n-gram scale
			const same = runs.find((r) => r.o.ngramScale === ngramScale)
			const oofi = crossPredict(prepared, X, folds, oi, o.ridgeGrid, same ? [] : o.logisticGrid, grams)
			if (same) {
				oofi.values = same.oof.values
				oofi.star = same.oof.star
			}
			const ci = choose(prepared, oofi, o.ridgeGrid, o.logisticGrid)
			const q = ci.evidence['spearman:overall'].model
			log(`n-gram scale ${ngramScale}, length penalty ${lengthPenalty}: out-of-fold Spearman(overall, level) ${q.toFixed(3)}`)
			runs.push({ o: oi, oof: oofi, choice: ci, q })
		}
	}
	// the best ranking, or a near-best one that leans less on length
	const top = Math.max(...runs.map((r) => r.q))
	let best = runs.find((r) => r.q === top)!
	for (const r of runs) if (r.q >= top - 0.005 && r.o.lengthPenalty > best.o.lengthPenalty) best = r
	let { oof, choice } = best
	const chosen = best.o
	const levels = prepared.map((p) => p.item.level)

	// the trees' share of the overall: the smallest that ranks within a hair of the best
	const T = prepared.map((p) => treeFeatures(spec, p.sig))
	const overallTargets = prepared.map((p) => p.item.expected.overall)
	const ridgeOverall = (r: OutOfFold, grid: number[]) => r.reg[grid.indexOf(choice.ridgeLambda.overall)].map((x) => x[0])
	const treesOof = o.boost ? treesOutOfFold(T, overallTargets, folds, o.boost) : []
	const ridgeOof = ridgeOverall(oof, o.ridgeGrid)
	const blend = o.boost
		? smallestNearBest(
				o.blendGrid,
				o.blendGrid.map((a) => spearman(blended(ridgeOof, treesOof, a), levels)),
				0.003,
			)
		: 0
	const overall = blended(ridgeOof, treesOof, blend)
	log(`trees' share of the overall ${blend}: out-of-fold Spearman(overall, level) ${spearman(overall, levels).toFixed(3)}`)

	// the trees' share of each value's and STAR part's probability
	const cTrees = o.boostClassifiers ? classifierTreesOutOfFold(prepared, T, folds, o.boostClassifiers) : undefined
	const sharesFor = (quality: (c: Choice) => number) =>
		cTrees
			? smallestNearBest(
					o.classifierShareGrid,
					o.classifierShareGrid.map((s) => quality(choose(prepared, withTrees(oof, cTrees, { values: s, star: s }), o.ridgeGrid, o.logisticGrid))),
					0.002,
				)
			: 0
	const shares: Shares = {
		values: sharesFor((c) => c.evidence['f1:all values'].model),
		star: sharesFor((c) => mean(STAR_PARTS.map((p) => Math.max(c.evidence[`accuracy:${p}`].model, c.evidence[`accuracy:${p}`].rules)))),
	}
	oof = withTrees(oof, cTrees, shares)
	choice = choose(prepared, oof, o.ridgeGrid, o.logisticGrid)
	choice.evidence['spearman:overall with trees'] = { model: spearman(overall, levels), rules: choice.evidence['spearman:overall'].rules }
	log(`trees' share of the values ${shares.values}, of the STAR parts ${shares.star}: values F1 ${choice.evidence['f1:all values'].model.toFixed(3)}`)

	// only the overall's ranking matters here: no values or STAR parts for each candidate
	const bands = chooseBands(o.trustBandGrid, o.guardBandGrid, (band, guardBand) =>
		spearman(
			cappedOverall(prepared, overall, (m, r, sig) => capped(m, r, sig, band, guardBand)),
			levels,
		),
	)
	const { trustBand, guardBand } = bands
	log(`trust band ${trustBand}, guard band ${guardBand} (out-of-fold Spearman by guard band: ${bands.byGuardBand.map((r) => r.toFixed(3)).join(', ')})`)
	const cap: Cap = (m, r, sig) => capped(m, r, sig, trustBand, guardBand)
	const cvRows = scoredFromOof(prepared, oof, choice, overall, o.logisticGrid, cap)
	const cv = figuresByKind(cvRows)
	const cvRowsUncapped = scoredFromOof(prepared, oof, choice, overall, o.logisticGrid, (m) => m)

	// one lambda per target from here on: the ones chosen above
	const rg = [...new Set(Object.values(choice.ridgeLambda))].sort((a, b) => a - b)
	const lg = [...new Set([...Object.values(choice.valuesLambda), ...Object.values(choice.starLambda)])].sort((a, b) => a - b)
	// leave one author out: computed on demand, after the model is saved, because it takes as long again
	const authorCv = () => {
		log('leave-one-author-out cross-validation')
		const { folds: af } = authorFolds(prepared)
		const aoof = withTrees(
			crossPredict(prepared, X, af, chosen, rg, lg),
			cTrees && (shares.values || shares.star) ? classifierTreesOutOfFold(prepared, T, af, o.boostClassifiers!) : undefined,
			shares,
		)
		const aTrees = blend > 0 ? treesOutOfFold(T, overallTargets, af, o.boost!) : treesOof
		return figuresByKind(scoredFromOof(prepared, aoof, choice, blended(ridgeOverall(aoof, rg), aTrees, blend), lg, cap))
	}

	log('fitting on everything')
	const all = prepared.map((_, i) => i)
	const f = fit(prepared, X, all, chosen, rg, lg)
	const reg = (t: ScoreTarget) => toJson(f.reg[rg.indexOf(choice.ridgeLambda[t])], SCORE_TARGETS.indexOf(t), f.scaler)
	const values: CoachModel['values'] = {}
	NHS_VALUES.forEach((v, c) => {
		if (choice.useValue[v]) values[v] = toJson(f.values[lg.indexOf(choice.valuesLambda[v])], c, f.scaler)
	})
	const star: CoachModel['star'] = {}
	STAR_PARTS.forEach((p, c) => {
		if (choice.useStar[p] && f.star) star[p] = toJson(f.star[lg.indexOf(choice.starLambda[p])], c, f.scaler)
	})
	const trees = blend > 0 && o.boost ? fitTrees(T, overallTargets, o.boost) : undefined
	const treesFor = <K extends string>(keys: readonly K[], targets: Array<Array<number | undefined>>, use: Record<K, boolean>) =>
		Object.fromEntries(
			keys.flatMap((k, c) => {
				const m = use[k] && o.boostClassifiers ? fitTrees(T, targets[c], o.boostClassifiers) : undefined
				return m ? [[k, roundBoosted(m)]] : []
			}),
		) as Partial<Record<K, Boosted>>
	const valueTrees = shares.values > 0 ? { share: shares.values, trees: treesFor(NHS_VALUES, valueTargets(prepared), choice.useValue) } : undefined
	const starTrees = shares.star > 0 ? { share: shares.star, trees: treesFor(STAR_PARTS, starTargets(prepared), choice.useStar) } : undefined
	const sources: Record<string, number> = {}
	for (const p of prepared) sources[p.item.source] = (sources[p.item.source] ?? 0) + 1
	const r3 = (x: number) => Math.round(x * 1000) / 1000
	const model: CoachModel = {
		format: 1,
		signals: 'pipeline signals',
		wordRange: [
			Math.min(...prepared.map((p) => p.words)),
			Math.max(...prepared.map((p) => p.words)),
		],
		spec,
		regression: {
			overall: reg('overall'),
			...(choice.useScore.nhsValues ? { nhsValues: reg('nhsValues') } : {}),
			...(choice.useScore.star ? { star: reg('star') } : {}),
			...(choice.useScore.clarity ? { clarity: reg('clarity') } : {}),
		},
		...(trees ? { boosted: { blend, ...roundBoosted(trees) } } : {}),
		...(valueTrees ? { valueTrees } : {}),
		...(starTrees ? { starTrees } : {}),
		values,
		trustBand,
		guardBand,
		valueThresholds: Object.fromEntries(NHS_VALUES.filter((v) => choice.useValue[v]).map((v) => [v, choice.valuesThreshold[v]])),
		star,
		training: {
			answers: prepared.length,
			questions: new Set(prepared.map((p) => questionKey(p.item.question))).size,
			sources: Object.fromEntries(Object.entries(sources).sort()),
			lambda: { ngramScale: chosen.ngramScale, lengthPenalty: chosen.lengthPenalty, trustBand, guardBand, treesShare: { overall: blend, ...shares }, ridge: choice.ridgeLambda, values: choice.valuesLambda, star: choice.starLambda },
			crossValidated: Object.fromEntries(
				Object.entries(choice.evidence).map(([k, v]) => [k, { model: r3(v.model), rules: r3(v.rules) }]),
			),
		},
	}
	return { model, report: { choice, cv, authorCv, rules: figuresByKind(rulesScored(prepared)), sources, cvRows, cvRowsUncapped } }
}
