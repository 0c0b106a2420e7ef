/**
 * Train the learned trap check (./trap-model.server.ts): L2-regularised logistic
 * regression over the scorer's features, target `trap` from the graded corpus.
 * The regularisation is chosen by grouped 5-fold cross-validation (questions never
 * straddle folds) on log-loss, and the threshold is the lowest on the grid at which
 * at least 9 in 10 answers it calls traps out of fold are traps. Deterministic.
 */
import { ranks, spearman } from '../calibration.server'
import { type Matrix, fitScaler, fromRows, gramRows, logistic, matrix, probabilities, scale } from './linalg'
import { buildFeatures, featureCount, ngramOffset } from './features.server'
import { severelyFlagged } from './coach-model.server'
import { type Scored } from './metrics.server'
import { shadedOverall, TRAP_CAP, type TrapModel, type TrapShade } from './trap-model.server'
import { DEFAULT_OPTIONS, type Prepared, questionFolds, specFor, subset, toJson } from './train.server'

const LAMBDAS = [0.001, 0.003, 0.01, 0.03]
const THRESHOLDS = [0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
const PRECISION = 0.9
const FOLDS = 5
const ITERATIONS = 150

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

function fitOn(X: Matrix, rows: number[], y: number[], from: number, lambdas: number[]) {
	const scaler = fitScaler(subset(X, rows))
	for (let j = from; j < X.cols; j++) scaler.sd[j] /= DEFAULT_OPTIONS.ngramScale
	const Z = scale(subset(X, rows), scaler)
	const K = gramRows(Z)
	const Y = matrix(rows.length, 1)
	rows.forEach((r, i) => (Y.data[i] = y[r]))
	return { scaler, models: lambdas.map((l) => logistic(Z, K, Y, l, ITERATIONS)) }
}

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
): { model: TrapModel; figures: TrapFigures; /** each answer's probability out of fold, at the chosen lambda */ outOfFold: Float64Array } {
	const spec = specFor(prepared, DEFAULT_OPTIONS)
	const X = fromRows(
		prepared.map((p) => buildFeatures(spec, p.input, p.sig)),
		featureCount(spec),
	)
	const from = ngramOffset(spec)
	const y: number[] = prepared.map((p) => (p.item.trap ? 1 : 0))
	const folds = questionFolds(prepared, FOLDS)
	const oof = LAMBDAS.map(() => new Float64Array(prepared.length))
	for (let f = 0; f < FOLDS; f++) {
		const train = prepared.flatMap((_, i) => (folds[i] === f ? [] : [i]))
		const test = prepared.flatMap((_, i) => (folds[i] === f ? [i] : []))
		const { scaler, models } = fitOn(X, train, y, from, LAMBDAS)
		const Zt = scale(subset(X, test), scaler)
		models.forEach((m, li) => {
			const p = probabilities(Zt, m)
			test.forEach((r, i) => (oof[li][r] = p.data[i]))
		})
		log(`traps: fold ${f + 1} of ${FOLDS}`)
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
	const { scaler, models } = fitOn(X, prepared.map((_, i) => i), y, from, [LAMBDAS[li]])
	const model: TrapModel = {
		format: 1,
		spec,
		classifier: toJson(models[0], 0, scaler),
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

/**
 * The shade below the threshold (`shadedOverall`) that ranks the coach's out-of-fold overalls
 * best against the graded levels, trap check and all; the gentlest within a hair (0.002) of the
 * best, and none unless it beats the coach without one by more than that.
 */
export function chooseShade(
	rows: Scored[],
	prepared: Prepared[],
	outOfFold: Float64Array,
	threshold: number,
): { shade?: TrapShade; spearman: { without: number; with: number } } {
	const levels = rows.map((r) => r.item.level)
	const rank = (shade?: TrapShade) => spearman(withTrapCheckOutOfFold(rows, prepared, outOfFold, threshold, shade).map((r) => r.overall), levels)
	const without = rank()
	const grid = SHADE_STRENGTH.flatMap((strength) => SHADE_FROM.filter((from) => from < threshold).map((from) => ({ from, strength })))
	const ranked = grid.map((shade) => ({ shade, q: rank(shade) }))
	const best = Math.max(without, ...ranked.map((r) => r.q))
	const gentlest = ranked.find((r) => r.q >= best - 0.002)
	const r3 = (x: number) => Math.round(x * 1000) / 1000
	if (!gentlest || gentlest.q <= without + 0.002) return { spearman: { without: r3(without), with: r3(without) } }
	return { shade: gentlest.shade, spearman: { without: r3(without), with: r3(gentlest.q) } }
}

export function formatTrapFigures(f: TrapFigures): string {
	return (
		`${f.answers} answers, ${f.traps} traps; lambda ${f.lambda}, threshold ${f.threshold}; out of fold: AUC ${f.auc.toFixed(3)}, ` +
		`${f.caught} of ${f.traps} traps caught, ${f.flagged - f.caught} other answers called traps (${f.goodFlagged} of ${f.good} at level 3-4)`
	)
}
