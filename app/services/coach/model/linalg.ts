/**
 * The little linear algebra the learned coach needs: column standardisation,
 * ridge regression (closed form, several targets at once) and L2-regularised
 * logistic regression (Nesterov gradient descent, fixed iterations). Dense,
 * row-major Float64Arrays; deterministic (fixed loop order, no randomness).
 */

export type Matrix = { rows: number; cols: number; data: Float64Array }

export function matrix(rows: number, cols: number): Matrix {
	return { rows, cols, data: new Float64Array(rows * cols) }
}

export function fromRows(rs: ArrayLike<number>[], cols: number): Matrix {
	const m = matrix(rs.length, cols)
	for (let i = 0; i < rs.length; i++) m.data.set(rs[i] as Float64Array, i * cols)
	return m
}

export type Scaler = { mean: Float64Array; sd: Float64Array }

export function fitScaler(X: Matrix): Scaler {
	const { rows: n, cols: d, data } = X
	const mean = new Float64Array(d)
	const sd = new Float64Array(d)
	for (let i = 0; i < n; i++) for (let j = 0; j < d; j++) mean[j] += data[i * d + j]
	for (let j = 0; j < d; j++) mean[j] /= Math.max(1, n)
	for (let i = 0; i < n; i++)
		for (let j = 0; j < d; j++) {
			const v = data[i * d + j] - mean[j]
			sd[j] += v * v
		}
	for (let j = 0; j < d; j++) {
		const s = Math.sqrt(sd[j] / Math.max(1, n))
		sd[j] = s > 1e-9 ? s : 1
	}
	return { mean, sd }
}

export function scale(X: Matrix, s: Scaler): Matrix {
	const out = matrix(X.rows, X.cols)
	const d = X.cols
	for (let i = 0; i < X.rows; i++)
		for (let j = 0; j < d; j++) out.data[i * d + j] = (X.data[i * d + j] - s.mean[j]) / s.sd[j]
	return out
}

/** A A^T (rows x rows). */
export function gramRows(A: Matrix): Float64Array {
	const { rows: n, cols: d, data } = A
	const G = new Float64Array(n * n)
	for (let i = 0; i < n; i++) {
		for (let k = 0; k <= i; k++) {
			let s = 0
			const oi = i * d
			const ok = k * d
			for (let j = 0; j < d; j++) s += data[oi + j] * data[ok + j]
			G[i * n + k] = s
			G[k * n + i] = s
		}
	}
	return G
}

/** A^T A (cols x cols). */
function gramCols(A: Matrix): Float64Array {
	const { rows: n, cols: d, data } = A
	const G = new Float64Array(d * d)
	for (let r = 0; r < n; r++) {
		const o = r * d
		for (let i = 0; i < d; i++) {
			const a = data[o + i]
			if (a === 0) continue
			const gi = i * d
			for (let k = 0; k <= i; k++) G[gi + k] += a * data[o + k]
		}
	}
	for (let i = 0; i < d; i++) for (let k = 0; k < i; k++) G[k * d + i] = G[i * d + k]
	return G
}

/** Solve (G + ridge I) X = B for symmetric positive definite G (size m), B m x t. */
function choleskySolve(G: Float64Array, m: number, ridge: number, B: Float64Array, t: number): Float64Array {
	const L = new Float64Array(m * m)
	for (let i = 0; i < m; i++) {
		for (let k = 0; k <= i; k++) {
			let s = G[i * m + k] + (i === k ? ridge : 0)
			for (let j = 0; j < k; j++) s -= L[i * m + j] * L[k * m + j]
			L[i * m + k] = i === k ? Math.sqrt(Math.max(s, 1e-12)) : s / L[k * m + k]
		}
	}
	const X = new Float64Array(B)
	for (let c = 0; c < t; c++) {
		for (let i = 0; i < m; i++) {
			let s = X[i * t + c]
			for (let j = 0; j < i; j++) s -= L[i * m + j] * X[j * t + c]
			X[i * t + c] = s / L[i * m + i]
		}
		for (let i = m - 1; i >= 0; i--) {
			let s = X[i * t + c]
			for (let j = i + 1; j < m; j++) s -= L[j * m + i] * X[j * t + c]
			X[i * t + c] = s / L[i * m + i]
		}
	}
	return X
}

export type Linear = { bias: Float64Array; weights: Matrix /* cols x targets */ }

/**
 * The Gram matrix of Z with rows `extra` appended, from Z's own (`gram`, as gramRows(Z)
 * gives it): the same numbers gramRows would compute for the taller matrix, in the same
 * order, at the cost of the new rows only.
 */
function borderedGram(gram: Float64Array, Z: Matrix, extra: Float64Array[]): Float64Array {
	const { rows: n0, cols: d, data } = Z
	const n = n0 + extra.length
	const G = new Float64Array(n * n)
	for (let i = 0; i < n0; i++) G.set(gram.subarray(i * n0, (i + 1) * n0), i * n)
	extra.forEach((u, r) => {
		const i = n0 + r
		for (let k = 0; k <= i; k++) {
			let s = 0
			if (k < n0) for (let j = 0; j < d; j++) s += u[j] * data[k * d + j]
			else for (let j = 0; j < d; j++) s += u[j] * extra[k - n0][j]
			G[i * n + k] = s
			G[k * n + i] = s
		}
	})
	return G
}

/**
 * Ridge regression of targets Y (n x t) on standardised Z (n x d), penalty
 * lambda * n * |w|^2, for each lambda given (the Gram matrix is built once, or
 * taken from `gram`, gramRows(Zin), when the caller has it).
 * Uses the primal or dual form, whichever system is smaller.
 */
export function ridgePath(Zin: Matrix, Y: Matrix, lambdas: number[], penaltyRows: Float64Array[] = [], gram?: Float64Array): Linear[] {
	const t = Y.cols
	const bias = new Float64Array(t)
	const n0 = Zin.rows
	for (let i = 0; i < n0; i++) for (let c = 0; c < t; c++) bias[c] += Y.data[i * t + c]
	for (let c = 0; c < t; c++) bias[c] /= Math.max(1, n0)
	// extra penalties (u . w)^2 enter as pseudo-rows u with a centred target of zero
	let Z = Zin
	if (penaltyRows.length) {
		Z = matrix(n0 + penaltyRows.length, Zin.cols)
		Z.data.set(Zin.data)
		penaltyRows.forEach((u, k) => Z.data.set(u, (n0 + k) * Zin.cols))
	}
	const { rows: n, cols: d } = Z
	const Yc = new Float64Array(n * t)
	for (let i = 0; i < n0; i++) for (let c = 0; c < t; c++) Yc[i * t + c] = Y.data[i * t + c] - bias[c]
	if (d <= n) {
		const G = gramCols(Z)
		const B = new Float64Array(d * t)
		for (let i = 0; i < n; i++)
			for (let j = 0; j < d; j++) {
				const z = Z.data[i * d + j]
				if (z === 0) continue
				for (let c = 0; c < t; c++) B[j * t + c] += z * Yc[i * t + c]
			}
		return lambdas.map((lambda) => {
			const W = matrix(d, t)
			W.data.set(choleskySolve(G, d, lambda * n0, B, t))
			return { bias: new Float64Array(bias), weights: W }
		})
	}
	const K = gram ? borderedGram(gram, Zin, penaltyRows) : gramRows(Z)
	return lambdas.map((lambda) => {
		const A = choleskySolve(K, n, lambda * n0, Yc, t)
		const W = matrix(d, t)
		for (let i = 0; i < n; i++)
			for (let j = 0; j < d; j++) {
				const z = Z.data[i * d + j]
				if (z === 0) continue
				for (let c = 0; c < t; c++) W.data[j * t + c] += z * A[i * t + c]
			}
		return { bias: new Float64Array(bias), weights: W }
	})
}

/** Z (n x d) times W (d x t) plus bias. */
export function predictLinear(Z: Matrix, m: Linear): Matrix {
	const { rows: n, cols: d } = Z
	const t = m.weights.cols
	const out = matrix(n, t)
	for (let i = 0; i < n; i++) {
		for (let c = 0; c < t; c++) out.data[i * t + c] = m.bias[c]
		for (let j = 0; j < d; j++) {
			const z = Z.data[i * d + j]
			if (z === 0) continue
			for (let c = 0; c < t; c++) out.data[i * t + c] += z * m.weights.data[j * t + c]
		}
	}
	return out
}

export const sigmoid = (x: number) => (x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x)))

/** Largest eigenvalue of a symmetric matrix (size m) by power iteration (fixed start, fixed steps). */
function topEigen(K: Float64Array, m: number): number {
	let v = new Float64Array(m).fill(1 / Math.sqrt(Math.max(1, m)))
	let lambda = 0
	for (let it = 0; it < 50; it++) {
		const w = new Float64Array(m)
		for (let i = 0; i < m; i++) {
			let s = 0
			for (let j = 0; j < m; j++) s += K[i * m + j] * v[j]
			w[i] = s
		}
		let norm = 0
		for (let i = 0; i < m; i++) norm += w[i] * w[i]
		norm = Math.sqrt(norm)
		lambda = norm
		if (!norm) break
		for (let i = 0; i < m; i++) w[i] /= norm
		v = w
	}
	return lambda
}

/** Rows `rows` and the same columns of a square matrix of size n. */
export function subGram(K: Float64Array, n: number, rows: number[]): Float64Array {
	const m = rows.length
	const out = new Float64Array(m * m)
	for (let i = 0; i < m; i++) for (let j = 0; j < m; j++) out[i * m + j] = K[rows[i] * n + rows[j]]
	return out
}

/**
 * L2-regularised logistic regression for t binary targets at once (Y in {0,1}),
 * minimising mean log-loss + lambda/2 |w|^2 by Nesterov's accelerated gradient.
 * Run in the span of the rows (w = Z^T alpha, exact when started at zero), so each
 * step costs n^2 rather than n*d: K = Z Z^T is shared by every target and lambda.
 */
export function logistic(Z: Matrix, K: Float64Array, Y: Matrix, lambda: number, iterations = 200): Linear {
	const { rows: n, cols: d } = Z
	const t = Y.cols
	const L = topEigen(K, n) / Math.max(1, n) / 4 + lambda + 1e-9
	const step = 1 / L
	let A = new Float64Array(n * t)
	let b = new Float64Array(t)
	let Aprev = A
	let bprev = b
	for (let it = 1; it <= iterations; it++) {
		const mom = (it - 1) / (it + 2)
		const Al = new Float64Array(n * t)
		const bl = new Float64Array(t)
		for (let k = 0; k < n * t; k++) Al[k] = A[k] + mom * (A[k] - Aprev[k])
		for (let c = 0; c < t; c++) bl[c] = b[c] + mom * (b[c] - bprev[c])
		// f = K alpha + b; residual r = (p - y) / n
		const R = new Float64Array(n * t)
		const gb = new Float64Array(t)
		for (let i = 0; i < n; i++) {
			const o = i * n
			for (let c = 0; c < t; c++) {
				let f = bl[c]
				for (let j = 0; j < n; j++) f += K[o + j] * Al[j * t + c]
				const r = (sigmoid(f) - Y.data[i * t + c]) / n
				R[i * t + c] = r
				gb[c] += r
			}
		}
		Aprev = A
		bprev = b
		A = new Float64Array(n * t)
		b = new Float64Array(t)
		for (let k = 0; k < n * t; k++) A[k] = Al[k] - step * (R[k] + lambda * Al[k])
		for (let c = 0; c < t; c++) b[c] = bl[c] - step * gb[c]
	}
	const weights = matrix(d, t)
	for (let i = 0; i < n; i++)
		for (let j = 0; j < d; j++) {
			const z = Z.data[i * d + j]
			if (z === 0) continue
			for (let c = 0; c < t; c++) weights.data[j * t + c] += z * A[i * t + c]
		}
	return { bias: b, weights }
}

export function probabilities(Z: Matrix, m: Linear): Matrix {
	const out = predictLinear(Z, m)
	for (let k = 0; k < out.data.length; k++) out.data[k] = sigmoid(out.data[k])
	return out
}
