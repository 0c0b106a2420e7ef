/**
 * L2-regularised logistic and softmax regression on sparse rows, solved in the primal by
 * L-BFGS with a backtracking line search. For models with many more rows than the dual form
 * in ./linalg.ts can hold (every sentence of every graded answer). Deterministic: fixed loop
 * order, fixed iteration count, no randomness. Plain TypeScript, no dependencies.
 */

/** One row: the indices of its non-zero columns (ascending or not) and their values. */
export type SparseRow = { idx: Int32Array; val: Float64Array }

/** The non-zero entries of a dense row, each divided by its column's `scale` (when given). */
export function sparseRow(x: ArrayLike<number>, scale?: ArrayLike<number>): SparseRow {
	const idx: number[] = []
	for (let j = 0; j < x.length; j++) if (x[j] !== 0) idx.push(j)
	return { idx: Int32Array.from(idx), val: Float64Array.from(idx, (j) => (scale ? x[j] / scale[j] : x[j])) }
}

/** A fitted linear model: weights per class (one class for a binary model), then the biases. */
export type SparseLinear = { classes: number; dims: number; weights: Float64Array; bias: Float64Array }

export type FitOptions = {
	lambda: number
	iterations?: number
	/** weight of each row in the loss (default 1) */
	rowWeight?: Float64Array
}

const HISTORY = 10

/**
 * Minimise f by L-BFGS from x0; `fg` returns the value and writes the gradient into g.
 * Stops after `iterations` steps or when no step lowers f.
 */
export function lbfgs(fg: (x: Float64Array, g: Float64Array) => number, x0: Float64Array, iterations: number): Float64Array {
	const n = x0.length
	let x = Float64Array.from(x0)
	let g = new Float64Array(n)
	let f = fg(x, g)
	const S: Float64Array[] = []
	const Y: Float64Array[] = []
	const rho: number[] = []
	const dot = (a: Float64Array, b: Float64Array) => {
		let s = 0
		for (let i = 0; i < n; i++) s += a[i] * b[i]
		return s
	}
	for (let it = 0; it < iterations; it++) {
		// two-loop recursion: d = -H g
		const d = Float64Array.from(g)
		const alpha: number[] = []
		for (let k = S.length - 1; k >= 0; k--) {
			const a = rho[k] * dot(S[k], d)
			alpha[k] = a
			const y = Y[k]
			for (let i = 0; i < n; i++) d[i] -= a * y[i]
		}
		if (S.length) {
			const last = S.length - 1
			const gamma = dot(S[last], Y[last]) / dot(Y[last], Y[last])
			for (let i = 0; i < n; i++) d[i] *= gamma
		}
		for (let k = 0; k < S.length; k++) {
			const b = rho[k] * dot(Y[k], d)
			const s = S[k]
			for (let i = 0; i < n; i++) d[i] += s[i] * (alpha[k] - b)
		}
		for (let i = 0; i < n; i++) d[i] = -d[i]
		let slope = dot(g, d)
		if (slope >= 0) {
			// not a descent direction: restart from steepest descent
			S.length = 0
			Y.length = 0
			rho.length = 0
			for (let i = 0; i < n; i++) d[i] = -g[i]
			slope = dot(g, d)
		}
		if (slope > -1e-14) break
		// backtracking (Armijo); the first step is scaled on the first iteration only
		let step = it === 0 ? 1 / Math.max(1, Math.sqrt(-slope)) : 1
		const xNew = new Float64Array(n)
		const gNew = new Float64Array(n)
		let fNew = Infinity
		for (let tries = 0; tries < 30; tries++) {
			for (let i = 0; i < n; i++) xNew[i] = x[i] + step * d[i]
			fNew = fg(xNew, gNew)
			if (fNew <= f + 1e-4 * step * slope) break
			step /= 2
		}
		if (!(fNew < f)) break
		const s = new Float64Array(n)
		const y = new Float64Array(n)
		for (let i = 0; i < n; i++) {
			s[i] = xNew[i] - x[i]
			y[i] = gNew[i] - g[i]
		}
		const sy = dot(s, y)
		if (sy > 1e-12) {
			S.push(s)
			Y.push(y)
			rho.push(1 / sy)
			if (S.length > HISTORY) {
				S.shift()
				Y.shift()
				rho.shift()
			}
		}
		x = xNew
		g = gNew
		const converged = Math.abs(f - fNew) <= 1e-10 * Math.max(1, Math.abs(f))
		f = fNew
		if (converged) break
	}
	return x
}

function rowDot(w: Float64Array, offset: number, r: SparseRow): number {
	let s = 0
	for (let k = 0; k < r.idx.length; k++) s += w[offset + r.idx[k]] * r.val[k]
	return s
}

/**
 * Logistic regression (`classes` 1, y in {0, 1}) or softmax regression (`classes` > 1,
 * y the class index): mean weighted log-loss plus lambda/2 |w|^2 (biases unpenalised).
 */
export function fitSparse(rows: SparseRow[], y: ArrayLike<number>, dims: number, classes: number, o: FitOptions): SparseLinear {
	const n = rows.length
	const W = classes * dims
	const weightOf = (i: number) => o.rowWeight?.[i] ?? 1
	let total = 0
	for (let i = 0; i < n; i++) total += weightOf(i)
	total = Math.max(total, 1e-12)
	const softmax = classes > 1
	const fg = (x: Float64Array, g: Float64Array): number => {
		g.fill(0)
		let loss = 0
		const z = new Float64Array(classes)
		for (let i = 0; i < n; i++) {
			const r = rows[i]
			const wi = weightOf(i) / total
			if (!softmax) {
				const f = rowDot(x, 0, r) + x[W]
				const yi = y[i]
				// log(1 + e^f) - y f, stably
				loss += wi * (Math.max(f, 0) + Math.log1p(Math.exp(-Math.abs(f))) - yi * f)
				const p = f >= 0 ? 1 / (1 + Math.exp(-f)) : Math.exp(f) / (1 + Math.exp(f))
				const e = wi * (p - yi)
				for (let k = 0; k < r.idx.length; k++) g[r.idx[k]] += e * r.val[k]
				g[W] += e
				continue
			}
			let max = -Infinity
			for (let c = 0; c < classes; c++) {
				z[c] = rowDot(x, c * dims, r) + x[W + c]
				if (z[c] > max) max = z[c]
			}
			let sum = 0
			for (let c = 0; c < classes; c++) sum += Math.exp(z[c] - max)
			const logSum = max + Math.log(sum)
			loss += wi * (logSum - z[y[i]])
			for (let c = 0; c < classes; c++) {
				const e = wi * (Math.exp(z[c] - logSum) - (c === y[i] ? 1 : 0))
				for (let k = 0; k < r.idx.length; k++) g[c * dims + r.idx[k]] += e * r.val[k]
				g[W + c] += e
			}
		}
		for (let j = 0; j < W; j++) {
			loss += (o.lambda / 2) * x[j] * x[j]
			g[j] += o.lambda * x[j]
		}
		return loss
	}
	const x = lbfgs(fg, new Float64Array(W + classes), o.iterations ?? 300)
	return { classes, dims, weights: x.subarray(0, W), bias: x.subarray(W) }
}

/** The model's raw outputs (logits) for one row: one per class. */
export function sparseLogits(m: SparseLinear, r: SparseRow): Float64Array {
	const out = new Float64Array(m.classes)
	for (let c = 0; c < m.classes; c++) out[c] = rowDot(m.weights, c * m.dims, r) + m.bias[c]
	return out
}
