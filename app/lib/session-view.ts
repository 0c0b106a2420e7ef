/** Pure helpers for the interview session screen. */
export function clampQuestionIndex(raw: string | null, total: number) {
	const n = Number.parseInt(raw ?? '1', 10)
	if (!Number.isFinite(n) || n < 1) return 0
	return Math.min(n, Math.max(total, 1)) - 1
}

/** SPEC.md: progress percent = (current index + 1) / number of questions. */
export function progressPercent(index: number, total: number) {
	return total ? Math.round(((index + 1) / total) * 100) : 0
}
