import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const root = process.cwd()

describe('scripts/score.ts', () => {
	it('writes one JSON line per input line, with errors for bad lines', () => {
		const input = [
			JSON.stringify({
				question: 'Tell me about a time you made a mistake.',
				answer:
					'On my ward last year I gave a patient the wrong leaflet. I noticed, apologised, gave her the right one and told my supervisor. She was happy and I now double-check leaflets.',
				interviewType: 'support',
			}),
			'this is not json',
			JSON.stringify({ question: 'Why the NHS?' }),
			JSON.stringify({ question: 'Why the NHS?', answer: '' }),
			JSON.stringify({
				question: 'Why do you want to work for the NHS?',
				answer: 'My grandmother was cared for on a stroke ward, and I have volunteered there for two years.',
			}),
		].join('\n')
		const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/score.ts'], {
			cwd: root,
			input,
			encoding: 'utf8',
			timeout: 60_000,
		})
		expect(run.status).toBe(0)
		const lines = run.stdout.trim().split('\n')
		expect(lines).toHaveLength(5)
		const [ok, bad, missing, empty, motivation] = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
		for (const k of ['overall', 'nhsValues', 'star', 'clarity']) {
			expect(Number.isInteger(ok[k])).toBe(true)
			expect(ok[k]).toBeGreaterThanOrEqual(0)
			expect(ok[k]).toBeLessThanOrEqual(100)
		}
		expect(Array.isArray(ok.valuesEvidenced)).toBe(true)
		expect(ok.starPresent).toEqual(
			expect.objectContaining({ situation: expect.any(Boolean), action: expect.any(Boolean) }),
		)
		expect(ok.kind).toBe('behavioural')
		// STAR does not apply to a motivation question
		expect(motivation).toMatchObject({ kind: 'motivation', starPresent: null })
		expect(bad).toHaveProperty('error')
		expect(missing).toHaveProperty('error')
		expect(empty.overall).toBe(0)
	})
})
