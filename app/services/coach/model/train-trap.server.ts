/**
 * Train the learned trap check (./trap-model.server.ts): L2-regularised logistic
 * regression over the scorer's features, target `trap` from the graded corpus.
 * The regularisation is chosen by grouped 5-fold cross-validation (questions never
 * straddle folds) on log-loss, and the check's own threshold is the lowest on the grid at
 * which at least 9 in 10 answers it calls traps out of fold are traps. Once the scorer is
 * trained, `chooseCut` may lower it and add a shade below it, on the scorer's out-of-fold
 * overalls. Fitted in the primal (./sparse-logistic.ts). Deterministic.
 */
import { ranks, spearman } from '../calibration.server'
import { sigmoid } from './linalg'
import { buildFeatures, ngramOffset } from './features.server'
import { fitSparse, type SparseLinear, sparseLogits, sparseRow } from './sparse-logistic'
import { severelyFlagged } from './coach-model.server'
import { type Scored } from './metrics.server'
import { shadedOverall, TRAP_CAP, type TrapModel, type TrapShade } from './trap-model.server'
import { DEFAULT_OPTIONS, type Prepared, questionFolds, specFor } from './train.server'

const LAMBDAS = [0.001, 0.003, 0.01, 0.03]
const round = (x: number) => (!Number.isFinite(x) || x === 0 ? 0 : Number(x.toPrecision(5)))
const THRESHOLDS = [0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
const PRECISION = 0.9
const FOLDS = 5
const ITERATIONS = 300

export type TrapFigures = {
	answers: number
	traps: number
	lambda: number
	threshold: number
	/** out of fold: the area under the ROC curve, traps against every other answer */
	auc: number
	/** out of fold, at the threshold */
	caught: number
	flagged: number
	/** level 3-4 answers called traps */
	goodFlagged: number
	good: number
}

/** Each column's spread over `rows` (1 where it does not vary), n-gram columns from `from` on divided by the n-gram scale. */
function columnScale(X: Float64Array[], rows: number[], from: number): Float64Array {
	const d = X[0]?.length ?? 0
	const sum = new Float64Array(d)
	const sq = new Float64Array(d)
	for (const r of rows) {
		const x = X[r]
		for (let j = 0; j < d; j++) {
			const v = x[j]
			if (v === 0) continue
			sum[j] += v
			sq[j] += v * v
		}
	}
	const n = Math.max(1, rows.length)
	const sd = new Float64Array(d)
	for (let j = 0; j < d; j++) {
		const m = sum[j] / n
		const s = Math.sqrt(Math.max(0, sq[j] / n - m * m))
		sd[j] = (s > 1e-9 ? s : 1) / (j >= from ? DEFAULT_OPTIONS.ngramScale : 1)
	}
	return sd
}

/**
 * L2 logistic regression on the rows, one model per lambda. The columns are divided by their
 * spread but not centred, so the rows stay sparse; with the bias unpenalised, that is the same
 * model as one fitted to standardised columns.
 */
function fitOn(X: Float64Array[], rows: number[], y: number[], from: number, lambdas: number[]) {
	const sd = columnScale(X, rows, from)
	const data = rows.map((r) => sparseRow(X[r], sd))
	return {
		sd,
		models: lambdas.map((lambda) =>
			fitSparse(
				data,
				rows.map((r) => y[r]),
				sd.length,
				1,
				{ lambda, iterations: ITERATIONS },
			),
		),
	}
}

/** The model's probability for raw row `x`. */
const probability = (m: SparseLinear, sd: Float64Array, x: Float64Array) => sigmoid(sparseLogits(m, sparseRow(x, sd))[0])

export function auc(pos: number[], neg: number[]): number {
	if (!pos.length || !neg.length) return 0.5
	// Mann-Whitney: the positives' rank sum, ties at their mean rank
	const rankSum = ranks([...pos, ...neg])
		.slice(0, pos.length)
		.reduce((s, r) => s + r, 0)
	return (rankSum - (pos.length * (pos.length + 1)) / 2) / (pos.length * neg.length)
}

export function trainTraps(
	prepared: Prepared[],
	log: (msg: string) => void = () => {},
	/** each answer's fold (default: grouped by question) */
	folds: number[] = questionFolds(prepared, FOLDS),
): { model: TrapModel; figures: TrapFigures; /** each answer's probability out of fold, at the chosen lambda */ outOfFold: Float64Array } {
	const spec = specFor(prepared, DEFAULT_OPTIONS)
	const X = prepared.map((p) => buildFeatures(spec, p.input, p.sig))
	const from = ngramOffset(spec)
	const y: number[] = prepared.map((p) => (p.item.trap ? 1 : 0))
	const oof = LAMBDAS.map(() => new Float64Array(prepared.length))
	const ks = [...new Set(folds)].sort((a, b) => a - b)
	for (const f of ks) {
		const train = prepared.flatMap((_, i) => (folds[i] === f ? [] : [i]))
		const test = prepared.flatMap((_, i) => (folds[i] === f ? [i] : []))
		const { sd, models } = fitOn(X, train, y, from, LAMBDAS)
		models.forEach((m, li) => {
			for (const r of test) oof[li][r] = probability(m, sd, X[r])
		})
		log(`traps: fold ${ks.indexOf(f) + 1} of ${ks.length}`)
	}
	const logLoss = (p: Float64Array) => -y.reduce((s, t, i) => s + Math.log(Math.max(1e-9, t ? p[i] : 1 - p[i])), 0) / y.length
	const li = LAMBDAS.map((_, i) => i).reduce((a, b) => (logLoss(oof[b]) < logLoss(oof[a]) ? b : a))
	const p = oof[li]
	const at = (t: number) => {
		const flagged = p.filter((x) => x >= t).length
		const caught = y.filter((v, i) => v && p[i] >= t).length
		return { flagged, caught, precision: flagged ? caught / flagged : 0 }
	}
	const threshold = THRESHOLDS.find((t) => at(t).precision >= PRECISION) ?? THRESHOLDS[THRESHOLDS.length - 1]
	const good = prepared.flatMap((x, i) => (!x.item.trap && x.item.level >= 3 ? [i] : []))
	const figures: TrapFigures = {
		answers: prepared.length,
		traps: y.filter(Boolean).length,
		lambda: LAMBDAS[li],
		threshold,
		auc: Math.round(auc(prepared.flatMap((x, i) => (x.item.trap ? [p[i]] : [])), prepared.flatMap((x, i) => (x.item.trap ? [] : [p[i]]))) * 1000) / 1000,
		caught: at(threshold).caught,
		flagged: at(threshold).flagged,
		goodFlagged: good.filter((i) => p[i] >= threshold).length,
		good: good.length,
	}
	const { sd, models } = fitOn(X, prepared.map((_, i) => i), y, from, [LAMBDAS[li]])
	const model: TrapModel = {
		format: 1,
		spec,
		classifier: {
			bias: round(models[0].bias[0]),
			weights: Array.from(models[0].weights, (w, j) => round(w / sd[j])),
		},
		threshold,
		training: { ...figures },
	}
	return { model, figures, outOfFold: p }
}

/**
 * Scored rows (out of fold, in the order of `prepared`) as the coach at run time leaves them
 * after its trap check: where no severe rule flag has spoken and the check's out-of-fold
 * probability reaches its threshold, the overall is capped at TRAP_CAP and the values are void;
 * below it, the overall takes the shade, if any (`shadedOverall`).
 */
export function withTrapCheckOutOfFold(rows: Scored[], prepared: Prepared[], outOfFold: Float64Array, threshold: number, shade?: TrapShade): Scored[] {
	return rows.map((r, i) => {
		if (severelyFlagged(prepared[i].sig)) return r
		if (outOfFold[i] >= threshold) return { ...r, overall: Math.min(r.overall, TRAP_CAP * 100), valuesEvidenced: [] }
		const overall = Math.round(shadedOverall(r.overall / 100, outOfFold[i], threshold, shade) * 100)
		return overall === Math.round(r.overall) ? r : { ...r, overall }
	})
}

// gentlest first: the weakest strength, starting from the highest probability
const SHADE_FROM = [0.3, 0.2, 0.1, 0.05]
const SHADE_STRENGTH = [0.25, 0.5, 0.75, 1]
/** thresholds the cut may come down to from the trap check's own (never up) */
const CUT_THRESHOLDS = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.25, 0.2]
/** the most level 3-4 answers (not traps) the cut may call traps out of fold: 1 in 200 */
const GOOD_CALLED_TRAPS = 0.005

export type TrapCut = { threshold: number; shade?: TrapShade }

/**
 * Where the trap check cuts, out of fold: the threshold at or above which an answer is told as a
 * trap and capped, and the shade below it (`shadedOverall`), chosen together for the coach's
 * ranking of the answers against the graded levels, trap check and all. The trap check's own
 * threshold (the lowest at which 9 in 10 answers it calls traps are traps) is the start; a lower
 * one is taken only while at most 1 in 200 level 3-4 answers is called a trap, and a cut (a
 * lower threshold, then a shade) only where it ranks better than the one before by more than a
 * hair (0.002): the highest threshold and the gentlest shade within a hair of the best win.
 */
export function chooseCut(
	rows: Scored[],
	prepared: Prepared[],
	outOfFold: Float64Array,
	threshold: number,
): TrapCut & {
	spearman: { without: number; with: number }
	/** out of fold, at the chosen threshold: traps called traps, all answers called traps, level 3-4 answers called traps (of `good`) */
	at: { caught: number; flagged: number; goodFlagged: number; good: number }
} {
	const levels = rows.map((r) => r.item.level)
	const rank = (cut: TrapCut) => spearman(withTrapCheckOutOfFold(rows, prepared, outOfFold, cut.threshold, cut.shade).map((r) => r.overall), levels)
	const good = prepared.flatMap((p, i) => (!p.item.trap && p.item.level >= 3 && !severelyFlagged(p.sig) ? [i] : []))
	const goodCalled = (t: number) => good.filter((i) => outOfFold[i] >= t).length
	const thresholds = [threshold, ...CUT_THRESHOLDS.filter((t) => t < threshold && goodCalled(t) <= GOOD_CALLED_TRAPS * good.length)]
	const cuts: TrapCut[] = thresholds.flatMap((t) => [
		{ threshold: t },
		...SHADE_STRENGTH.flatMap((strength) => SHADE_FROM.filter((from) => from < t).map((from) => ({ threshold: t, shade: { from, strength } }))),
	])
	const ranked = cuts.map((cut) => ({ cut, q: rank(cut) }))
	const without = ranked[0].q
	const best = Math.max(...ranked.map((r) => r.q))
	const r3 = (x: number) => Math.round(x * 1000) / 1000
	const chosen = best > without + 0.002 ? ranked.find((r) => r.q >= best - 0.002)! : ranked[0]
	const t = chosen.cut.threshold
	// as the coach runs: a severe rule flag has already spoken, so the check does not call it
	const called = prepared.flatMap((p, i) => (outOfFold[i] >= t && !severelyFlagged(p.sig) ? [i] : []))
	const at = { caught: called.filter((i) => prepared[i].item.trap).length, flagged: called.length, goodFlagged: goodCalled(t), good: good.length }
	return { ...chosen.cut, spearman: { without: r3(without), with: r3(chosen.q) }, at }
}

export function formatTrapFigures(f: TrapFigures): string {
	return (
		`${f.answers} answers, ${f.traps} traps; lambda ${f.lambda}, threshold ${f.threshold}; out of fold: AUC ${f.auc.toFixed(3)}, ` +
		`${f.caught} of ${f.traps} traps caught, ${f.flagged - f.caught} other answers called traps (${f.goodFlagged} of ${f.good} at level 3-4)`
	)
}
