import { describe, expect, it } from 'vitest'
import { boostedOutput, fitBoosted, maxFeature, treeOutput, wellFormed, type BoostOptions, type Tree } from './gbdt'

const OPTIONS: BoostOptions = { rounds: 60, depth: 2, rate: 0.2, minLeaf: 3, bins: 16, lambda: 1, loss: 'squared' }

/** A grid of points in the unit square, deterministic. */
const grid = (n: number) => Array.from({ length: n * n }, (_, i) => Float64Array.from([(i % n) / (n - 1), Math.floor(i / n) / (n - 1)]))

describe('boosted trees', () => {
	it('reads a tree stored in preorder: left is the next node, right is named', () => {
		// x0 < 0.5 ? (x1 < 0.5 ? 1 : 2) : 3
		const tree: Tree = { feature: [0, 1, -1, -1, -1], value: [0.5, 0.5, 1, 2, 3], right: [4, 3, -1, -1, -1] }
		expect(treeOutput(tree, [0.2, 0.2])).toBe(1)
		expect(treeOutput(tree, [0.2, 0.9])).toBe(2)
		expect(treeOutput(tree, [0.7, 0.1])).toBe(3)
	})

	it('learns an interaction a straight line cannot: high only where both features are high', () => {
		const X = grid(12)
		const y = X.map((x) => (x[0] > 0.5 && x[1] > 0.5 ? 10 : 0))
		const m = fitBoosted(X, y, OPTIONS)
		expect(boostedOutput(m, [0.9, 0.9])).toBeGreaterThan(8)
		expect(boostedOutput(m, [0.9, 0.1])).toBeLessThan(2)
		expect(boostedOutput(m, [0.1, 0.9])).toBeLessThan(2)
		expect(maxFeature(m)).toBe(1)
	})

	it('gives log-odds under logistic loss', () => {
		const X = grid(10)
		const y = X.map((x) => (x[0] > 0.6 ? 1 : 0))
		const m = fitBoosted(X, y, { ...OPTIONS, loss: 'logistic' })
		expect(boostedOutput(m, [0.9, 0.5])).toBeGreaterThan(1)
		expect(boostedOutput(m, [0.2, 0.5])).toBeLessThan(-1)
	})

	it('never splits below the smallest leaf: too few rows give the mean', () => {
		const X = grid(2)
		const y = [1, 2, 3, 6]
		const m = fitBoosted(X, y, { ...OPTIONS, minLeaf: 3 })
		expect(m.trees.every((t) => t.feature.length === 1)).toBe(true)
		expect(boostedOutput(m, [0, 0])).toBeCloseTo(3, 6)
	})

	it('splits halfway between neighbouring values, so a saved split keeps each value on its side', () => {
		const X = [0, 0, 0, 0.3, 0.3, 0.3].map((v) => Float64Array.from([v]))
		const m = fitBoosted(X, [0, 0, 0, 1, 1, 1], { ...OPTIONS, rounds: 1, minLeaf: 1 })
		expect(m.trees[0].value[0]).toBeCloseTo(0.15, 12)
	})

	it('accepts the trees it grows and refuses a tree a walk could loop in or fall out of', () => {
		const X = grid(8)
		expect(wellFormed(fitBoosted(X, X.map((x) => x[0] * x[1]), OPTIONS))).toBe(true)
		const loop: Tree = { feature: [0, -1, 0], value: [0.5, 1, 0.5], right: [2, -1, 0] }
		const outside: Tree = { feature: [0, -1], value: [0.5, 1], right: [5, -1] }
		const ragged: Tree = { feature: [-1], value: [], right: [-1] }
		for (const t of [loop, outside, ragged]) expect(wellFormed({ base: 0, rate: 1, trees: [t] })).toBe(false)
	})

	it('is deterministic', () => {
		const X = grid(8)
		const y = X.map((x) => Math.sin(4 * x[0]) + x[1])
		expect(JSON.stringify(fitBoosted(X, y, OPTIONS))).toBe(JSON.stringify(fitBoosted(X, y, OPTIONS)))
	})
})
