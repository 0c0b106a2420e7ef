import { useEffect, useState } from 'react'
import { formatClock } from '#app/lib/scores'

/** Server-rendered elapsed time; with JS it ticks every second while running. */
export function SessionTimer({ startSeconds, running }: { startSeconds: number; running: boolean }) {
	const [seconds, setSeconds] = useState(startSeconds)
	useEffect(() => {
		setSeconds(startSeconds)
		if (!running) return
		const started = Date.now()
		const timer = setInterval(() => {
			setSeconds(startSeconds + Math.floor((Date.now() - started) / 1000))
		}, 1000)
		return () => clearInterval(timer)
	}, [startSeconds, running])
	return (
		<time dateTime={`PT${seconds}S`} className="font-mono tabular-nums">
			{formatClock(seconds)}
		</time>
	)
}
