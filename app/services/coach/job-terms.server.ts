/**
 * Relevance to the job applied for: when the session has a job description,
 * an answer that speaks to the role's own skills and duties ("wound care",
 * "e-rostering", "falls") is a little more relevant. Kept separate from the
 * relevance analyser so it can move with it; a small bonus, never a penalty.
 */
import { type RelevanceAnalysis } from './relevance.server'

/** Bonus per key term the answer uses, and the most it can add. */
const PER_TERM = 0.05
const MAX_BONUS = 0.15
const SKIP = new Set(['and', 'the', 'of', 'for', 'with', 'care', 'skills', 'management'])

/** The key terms an answer uses: every word of the term (4+ letters match by prefix, so wound ~ wounds). */
export function jobTermsUsed(answer: string, jobKeyTerms: string[]): string[] {
	const answerWords = (answer.toLowerCase().match(/[a-z0-9]+/g) ?? [])
	return jobKeyTerms.filter((term) => {
		const parts = (term.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length >= 3 && !SKIP.has(w))
		if (!parts.length) return false
		return parts.every((p) => answerWords.some((w) => (p.length >= 4 ? w.startsWith(p.slice(0, Math.max(4, p.length - 2))) : w === p)))
	})
}

export function withJobTerms(relevance: RelevanceAnalysis, answer: unknown, jobKeyTerms: string[] | undefined): RelevanceAnalysis {
	if (!jobKeyTerms?.length || typeof answer !== 'string') return relevance
	const used = jobTermsUsed(answer, jobKeyTerms)
	if (!used.length) return relevance
	return {
		...relevance,
		score: Math.min(1, relevance.score + Math.min(MAX_BONUS, used.length * PER_TERM)),
		matched: [...relevance.matched, ...used.map((t) => `job:${t}`)],
	}
}
