import { describe, expect, it } from 'vitest'
import { fromRows, gramRows, matrix, ridgePath } from './linalg'

describe('ridge regression from a Gram matrix the trainer already has', () => {
	it('gives the same weights, to the bit, as building it afresh, with and without penalty rows', () => {
		// more columns than rows: the dual form, where the Gram matrix is used
		const rows = Array.from({ length: 6 }, (_, i) => Float64Array.from({ length: 9 }, (_, j) => Math.sin(i * 9 + j) * (j + 1)))
		const Z = fromRows(rows, 9)
		const Y = matrix(6, 2)
		Y.data.set([3, 1, -2, 0.5, 4, 2, 0, -1, 1.5, 3, -0.5, 0])
		const penalty = [Float64Array.from({ length: 9 }, (_, j) => Math.cos(j))]
		for (const extra of [[], penalty]) {
			const fresh = ridgePath(Z, Y, [0.1, 1], extra)
			const shared = ridgePath(Z, Y, [0.1, 1], extra, gramRows(Z))
			shared.forEach((m, l) => {
				expect(Array.from(m.weights.data)).toEqual(Array.from(fresh[l].weights.data))
				expect(Array.from(m.bias)).toEqual(Array.from(fresh[l].bias))
			})
		}
	})
})
