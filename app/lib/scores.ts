/** Score display rules (SPEC.md section 9). */
export type ScoreBand = 'high' | 'medium' | 'low'

/** Scores at or below 1 are fractions and are multiplied by 100; shown as whole percentages. */
export function toPercent(score: number | null | undefined): number | null {
	if (score === null || score === undefined || Number.isNaN(score)) return null
	const value = score <= 1 ? score * 100 : score
	return Math.round(Math.max(0, Math.min(100, value)))
}

export function scoreBand(percent: number): ScoreBand {
	if (percent >= 80) return 'high'
	if (percent >= 60) return 'medium'
	return 'low'
}

export const BAND_LABEL: Record<ScoreBand, string> = {
	high: 'strong',
	medium: 'developing',
	low: 'needs work',
}

export function mean(values: number[]) {
	return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null
}

/** mm:ss for a number of seconds ('00:00' for zero). */
export function formatClock(totalSeconds: number) {
	const s = Math.max(0, Math.floor(totalSeconds))
	return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

/** The four scores of one answer's feedback as a sentence, for screen readers. */
export function scoreSummary(f: { overallScore: number; nhsValuesScore: number; starScore: number; clarityScore: number }) {
	return [
		['Overall Score', f.overallScore],
		['NHS Values', f.nhsValuesScore],
		['STAR Structure', f.starScore],
		['Clarity', f.clarityScore],
	]
		.map(([label, score]) => `${label} ${toPercent(score as number)}%`)
		.join(', ')
}
