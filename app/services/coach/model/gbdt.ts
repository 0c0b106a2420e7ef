/**
 * Gradient-boosted regression trees in plain TypeScript, for the learned coach's
 * second view of an answer: small trees over the analyser's signals find the
 * interactions a linear model cannot (a long answer is good only when it has an own
 * action and a result; relevance matters more for some kinds than others).
 * Deterministic: quantile-binned splits, no sampling, ties broken by feature order.
 * Squared loss for scores, logistic loss (Newton steps) for yes/no targets.
 */
import { sigmoid } from './linalg'

export type BoostOptions = {
	rounds: number
	depth: number
	/** shrinkage: each tree's output is scaled by this */
	rate: number
	/** fewest training rows in a leaf */
	minLeaf: number
	/** candidate split points per feature (quantiles) */
	bins: number
	/** L2 penalty on leaf values */
	lambda: number
	loss: 'squared' | 'logistic'
}

/**
 * One tree as parallel arrays in preorder, node 0 the root: an inner node sends x to
 * the next node (k + 1) when x[feature[k]] < value[k], else to node right[k]; a leaf
 * has feature -1 and its output in value[k].
 */
export type Tree = { feature: number[]; value: number[]; right: number[] }
export type Boosted = { base: number; rate: number; trees: Tree[] }

/**
 * Candidate splits of one feature: at quantiles, each halfway between two neighbouring
 * distinct values, so that rounding a saved split never moves a value across it.
 */
function splitPoints(column: Float64Array, bins: number): number[] {
	const sorted = Array.from(column).sort((a, b) => a - b)
	const out: number[] = []
	for (let b = 1; b < bins; b++) {
		let k = Math.floor((b * sorted.length) / bins)
		const v = sorted[k]
		while (k > 0 && sorted[k - 1] === v) k--
		if (k === 0) continue
		const point = (sorted[k - 1] + v) / 2
		if (!out.length || point > out[out.length - 1]) out.push(point)
	}
	return out
}

/** Index of the first split point above v: rows with bin <= b go left of split b. */
function binOf(points: number[], v: number): number {
	let lo = 0
	let hi = points.length
	while (lo < hi) {
		const m = (lo + hi) >> 1
		if (v < points[m]) hi = m
		else lo = m + 1
	}
	return lo
}

export function fitBoosted(X: Float64Array[], y: number[], o: BoostOptions): Boosted {
	const n = X.length
	const d = n ? X[0].length : 0
	const points = Array.from({ length: d }, (_, j) => splitPoints(Float64Array.from(X, (r) => r[j]), o.bins))
	const bins = points.map((p, j) => Uint16Array.from(X, (r) => binOf(p, r[j])))
	const logistic = o.loss === 'logistic'
	const mean = y.reduce((s, v) => s + v, 0) / Math.max(1, n)
	const clampP = (p: number) => Math.min(1 - 1e-6, Math.max(1e-6, p))
	const base = logistic ? Math.log(clampP(mean) / (1 - clampP(mean))) : mean
	const f = new Float64Array(n).fill(base)
	const g = new Float64Array(n)
	const h = new Float64Array(n)
	const trees: Tree[] = []
	for (let round = 0; round < o.rounds; round++) {
		for (let i = 0; i < n; i++) {
			const p = logistic ? sigmoid(f[i]) : f[i]
			g[i] = y[i] - p
			h[i] = logistic ? Math.max(1e-6, p * (1 - p)) : 1
		}
		const tree: Tree = { feature: [], value: [], right: [] }
		const grow = (rows: number[], depth: number): number => {
			const k = tree.feature.length
			tree.feature.push(-1)
			tree.value.push(0)
			tree.right.push(-1)
			let G = 0
			let H = 0
			for (const i of rows) {
				G += g[i]
				H += h[i]
			}
			tree.value[k] = G / (H + o.lambda)
			if (depth >= o.depth || rows.length < 2 * o.minLeaf) return k
			const parent = (G * G) / (H + o.lambda)
			let best = { gain: 1e-9, feature: -1, bin: -1 }
			for (let j = 0; j < d; j++) {
				const nb = points[j].length + 1
				if (nb < 2) continue
				const sg = new Float64Array(nb)
				const sh = new Float64Array(nb)
				const sc = new Uint32Array(nb)
				const bj = bins[j]
				for (const i of rows) {
					sg[bj[i]] += g[i]
					sh[bj[i]] += h[i]
					sc[bj[i]]++
				}
				let lg = 0
				let lh = 0
				let lc = 0
				for (let b = 0; b < nb - 1; b++) {
					lg += sg[b]
					lh += sh[b]
					lc += sc[b]
					if (lc < o.minLeaf || rows.length - lc < o.minLeaf) continue
					const rg = G - lg
					const rh = H - lh
					const gain = (lg * lg) / (lh + o.lambda) + (rg * rg) / (rh + o.lambda) - parent
					if (gain > best.gain) best = { gain, feature: j, bin: b }
				}
			}
			if (best.feature < 0) return k
			const bj = bins[best.feature]
			grow(
				rows.filter((i) => bj[i] <= best.bin),
				depth + 1,
			)
			const r = grow(
				rows.filter((i) => bj[i] > best.bin),
				depth + 1,
			)
			tree.feature[k] = best.feature
			tree.value[k] = points[best.feature][best.bin]
			tree.right[k] = r
			return k
		}
		grow(
			Array.from({ length: n }, (_, i) => i),
			0,
		)
		for (let i = 0; i < n; i++) f[i] += o.rate * treeOutput(tree, X[i])
		trees.push(tree)
	}
	return { base, rate: o.rate, trees }
}

export function treeOutput(tree: Tree, x: ArrayLike<number>): number {
	let k = 0
	while (tree.feature[k] >= 0) k = x[tree.feature[k]] < tree.value[k] ? k + 1 : tree.right[k]
	return tree.value[k]
}

/** The ensemble's raw output: a score for squared loss, log-odds for logistic loss. */
export function boostedOutput(m: Boosted, x: ArrayLike<number>): number {
	let s = m.base
	for (const t of m.trees) s += m.rate * treeOutput(t, x)
	return s
}

/**
 * Whether every tree is a preorder tree `treeOutput` can walk: parallel arrays of one
 * length, and each inner node's left (next) and right children lie after it, so a walk
 * always ends at a leaf.
 */
export function wellFormed(m: Boosted): boolean {
	return m.trees.every((t) => {
		const n = t.feature.length
		if (!n || t.value.length !== n || t.right.length !== n) return false
		return t.feature.every((f, k) => f < 0 || (k + 1 < n && t.right[k] > k + 1 && t.right[k] < n))
	})
}

/** Largest feature index any tree reads (for checking a saved model against its features). */
export function maxFeature(m: Boosted): number {
	return m.trees.reduce((top, t) => Math.max(top, ...t.feature), -1)
}
