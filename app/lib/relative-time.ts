const rtf = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' })
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
	['year', 365 * 24 * 3600],
	['month', 30 * 24 * 3600],
	['week', 7 * 24 * 3600],
	['day', 24 * 3600],
	['hour', 3600],
	['minute', 60],
]

/** "3 hours ago", "yesterday", "just now". */
export function relativeTime(date: Date, now = new Date()) {
	const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
	for (const [unit, size] of UNITS) {
		if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit)
	}
	return 'just now'
}
