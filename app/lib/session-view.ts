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

export type SessionFocus = 'question' | 'feedback' | 'restart'

/**
 * The address of one question of a session (q is 1-based). `focus` says what
 * the page focuses when it loads (the question by default): the feedback
 * after a submit, the confirmation when restarting. It is in the address so
 * the server can render it with autofocus and no JavaScript is needed.
 */
export function questionUrl(
	sessionId: string,
	{ mode, q, focus, again }: { mode: 'text' | 'voice'; q: number; focus?: SessionFocus; /** "Try this question again": a blank form for a new attempt */ again?: boolean },
) {
	const params = new URLSearchParams({ mode, q: String(q) })
	if (focus && focus !== 'question') params.set('focus', focus)
	if (again) params.set('attempt', 'new')
	return `/interview/${sessionId}?${params}`
}

export function parseFocus(raw: string | null): SessionFocus {
	return raw === 'feedback' || raw === 'restart' ? raw : 'question'
}
