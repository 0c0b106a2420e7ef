import { describe, expect, it } from 'vitest'
import { fitSparse, lbfgs, sparseLogits, sparseRow, type SparseRow } from './sparse-logistic'

const row = (pairs: Array<[number, number]>): SparseRow => ({ idx: Int32Array.from(pairs.map((p) => p[0])), val: Float64Array.from(pairs.map((p) => p[1])) })

describe('L-BFGS', () => {
	it('finds the minimum of a badly scaled quadratic', () => {
		const x = lbfgs(
			(v, g) => {
				g[0] = 2 * (v[0] - 3)
				g[1] = 200 * (v[1] + 1)
				return (v[0] - 3) ** 2 + 100 * (v[1] + 1) ** 2
			},
			new Float64Array(2),
			100,
		)
		expect(x[0]).toBeCloseTo(3, 6)
		expect(x[1]).toBeCloseTo(-1, 6)
	})
})

describe('sparse logistic and softmax regression', () => {
	// column c marks class c; columns 3..7 are noise shared by every class
	const rows = Array.from({ length: 300 }, (_, i) => row([[i % 3, 1], [3 + (i % 5), 0.5]]))
	const classes = rows.map((_, i) => i % 3)

	it('separates two classes, the same weights every time', () => {
		const y = classes.map((c) => (c === 0 ? 1 : 0))
		const a = fitSparse(rows, y, 8, 1, { lambda: 0.001 })
		const b = fitSparse(rows, y, 8, 1, { lambda: 0.001 })
		expect(Array.from(a.weights)).toEqual(Array.from(b.weights))
		rows.forEach((r, i) => expect(sparseLogits(a, r)[0] > 0).toBe(y[i] === 1))
	})

	it('names the right one of several classes', () => {
		const m = fitSparse(rows, classes, 8, 3, { lambda: 0.001 })
		rows.forEach((r, i) => {
			const z = Array.from(sparseLogits(m, r))
			expect(z.indexOf(Math.max(...z))).toBe(classes[i])
		})
	})

	it('weighs each row as asked: a row weighed zero is not learned from', () => {
		const y = classes.map((c) => (c === 0 ? 1 : 0))
		const flipped = y.map((v, i) => (i === 0 ? 1 - v : v))
		const weight = Float64Array.from(rows, (_, i) => (i === 0 ? 0 : 1))
		const a = fitSparse(rows, y, 8, 1, { lambda: 0.01, rowWeight: weight })
		const b = fitSparse(rows, flipped, 8, 1, { lambda: 0.01, rowWeight: weight })
		expect(Array.from(a.weights)).toEqual(Array.from(b.weights))
	})

	it('keeps only the non-zero entries of a dense row, divided by their scale', () => {
		const r = sparseRow([0, 2, 0, -3], [1, 4, 1, 3])
		expect(Array.from(r.idx)).toEqual([1, 3])
		expect(Array.from(r.val)).toEqual([0.5, -1])
	})
})
