/**
 * Chooses 5-7 questions for a session from the bank: matched to the
 * interview type and level, covering several NHS values and competency
 * areas, mixing difficulties, and avoiding recently answered questions.
 * Pure and deterministic for a given seed, so it is unit-tested without a database.
 */
import { type Difficulty, type ExperienceLevel } from '#app/lib/interview-types'

export type CandidateQuestion = {
	id: string
	types: string[]
	levels: string[]
	values: string[]
	competency: string
	difficulty: Difficulty
	/** personalised questions (from CV/JD) are preferred when present */
	personalised?: boolean
}

export const QUESTIONS_PER_LEVEL: Record<ExperienceLevel, number> = {
	entry: 5,
	mid: 6,
	senior: 6,
	leadership: 7,
}

/** How many of each difficulty we aim for at each level. */
const DIFFICULTY_TARGETS: Record<ExperienceLevel, Record<Difficulty, number>> = {
	entry: { easy: 2, medium: 3, hard: 0 },
	mid: { easy: 1, medium: 3, hard: 2 },
	senior: { easy: 1, medium: 2, hard: 3 },
	leadership: { easy: 0, medium: 3, hard: 4 },
}

const LEVEL_ORDER: ExperienceLevel[] = ['entry', 'mid', 'senior', 'leadership']
const DIFFICULTY_ORDER: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 }

/** Small seeded PRNG (mulberry32) so selection varies per session but is reproducible. */
function rng(seed: string) {
	let h = 1779033703 ^ seed.length
	for (let i = 0; i < seed.length; i++) {
		h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)
		h = (h << 13) | (h >>> 19)
	}
	let a = h >>> 0
	return () => {
		a |= 0
		a = (a + 0x6d2b79f5) | 0
		let t = Math.imul(a ^ (a >>> 15), 1 | a)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

function levelDistance(question: CandidateQuestion, level: ExperienceLevel) {
	const wanted = LEVEL_ORDER.indexOf(level)
	return Math.min(
		...question.levels.map((l) => Math.abs(LEVEL_ORDER.indexOf(l as ExperienceLevel) - wanted)),
	)
}

export function selectQuestions<Q extends CandidateQuestion>({
	bank,
	type,
	level,
	recentlyAnswered = new Set<string>(),
	seed,
	count = QUESTIONS_PER_LEVEL[level],
	relevance,
	focusValue,
}: {
	bank: Q[]
	type: string
	level: ExperienceLevel
	recentlyAnswered?: Set<string>
	seed: string
	count?: number
	/** 0..1 per question id: how well it fits the job description's duties and competencies */
	relevance?: Map<string, number>
	/** a session aimed at a weakness: prefer questions that test this NHS value */
	focusValue?: string
}): Q[] {
	const random = rng(seed)
	const jitter = new Map(bank.map((q) => [q.id, random()]))
	// Fit: exact type and level first, then nearby levels, then general questions.
	const fit = (q: Q) => {
		const typeFit = q.personalised ? 0 : q.types.includes(type) ? 0 : q.types.includes('general') ? 2 : 6
		return typeFit + levelDistance(q, level) * 1.5 + (recentlyAnswered.has(q.id) ? 4 : 0)
	}
	const pool = bank.filter((q) => fit(q) < 6 || q.personalised)
	const targets = { ...DIFFICULTY_TARGETS[level] }
	const chosen: Q[] = []
	const values = new Set<string>()
	const competencies = new Set<string>()

	while (chosen.length < Math.min(count, pool.length)) {
		let best: Q | undefined
		let bestScore = -Infinity
		for (const q of pool) {
			if (chosen.includes(q)) continue
			const newValues = q.values.filter((v) => !values.has(v)).length
			const score =
				(q.personalised ? 6 : 0) -
				fit(q) +
				newValues * 1.2 +
				(competencies.has(q.competency) ? -2.5 : 1) +
				(targets[q.difficulty] > 0 ? 1.5 : -1) +
				(jitter.get(q.id) ?? 0) * 2 +
				(relevance?.get(q.id) ?? 0) * 4 +
				(focusValue ? (q.values.includes(focusValue) ? 6 : -2) : 0)
			if (score > bestScore) {
				bestScore = score
				best = q
			}
		}
		if (!best) break
		chosen.push(best)
		best.values.forEach((v) => values.add(v))
		competencies.add(best.competency)
		targets[best.difficulty] -= 1
	}

	return orderForInterview(chosen)
}

/** Motivation questions open the interview; then easier before harder (stable otherwise). */
export function orderForInterview<Q extends Pick<CandidateQuestion, 'competency' | 'difficulty'> & { kind?: string | null }>(
	questions: Q[],
): Q[] {
	const motivation = (q: Q) => ((q.kind ? q.kind === 'motivation' : /motivation/i.test(q.competency)) ? 0 : 1)
	return [...questions].sort(
		(a, b) => motivation(a) - motivation(b) || DIFFICULTY_ORDER[a.difficulty] - DIFFICULTY_ORDER[b.difficulty],
	)
}
