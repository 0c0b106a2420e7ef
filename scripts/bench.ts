/**
 * Offline coach latency: median and p95 for 100-, 300-, 1000- and 5000-word answers.
 *   npm run bench
 */
import { performance } from 'node:perf_hooks'
import { analyseAnswerOffline } from '../app/services/coach/offline.server'

const SENTENCES = [
	'During a night shift on a busy surgical ward, I noticed that a patient recovering from a hip operation was becoming confused and agitated.',
	'My responsibility as the nurse looking after her was to keep her safe and find out what had changed.',
	'I checked her observations, saw that her temperature had risen, and escalated to the doctor using SBAR.',
	'I sat with her, explained calmly what was happening and phoned her daughter, who came in to reassure her.',
	'We started antibiotics within the hour and I documented everything carefully in her notes.',
	'By the morning she was settled, her early warning score had dropped from five to one, and she recognised her daughter again.',
	'I learnt that a sudden change in behaviour can be the first sign of infection, and I now check for it straight away.',
	'I also shared the case at our team huddle so that colleagues would look out for the same signs.',
]

function answerOf(words: number): string {
	const out: string[] = []
	let count = 0
	let i = 0
	while (count < words) {
		const s = SENTENCES[i % SENTENCES.length]
		const w = s.split(/\s+/)
		const take = Math.min(w.length, words - count)
		out.push(take === w.length ? s : `${w.slice(0, take).join(' ')}.`)
		count += take
		i++
	}
	return out.join(' ')
}

function percentile(sorted: number[], p: number): number {
	const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
	return sorted[idx]
}

const question = 'Tell me about a time you had to act quickly to keep a patient safe.'
// warm up: load the model and JIT the analysers
for (let i = 0; i < 20; i++) analyseAnswerOffline({ question, answer: answerOf(300) })

console.log('Offline coach latency (ms)')
for (const words of [100, 300, 1000, 5000]) {
	const answer = answerOf(words)
	const runs = words >= 5000 ? 20 : words >= 1000 ? 60 : 150
	const times: number[] = []
	for (let i = 0; i < runs; i++) {
		const t0 = performance.now()
		analyseAnswerOffline({ question, answer })
		times.push(performance.now() - t0)
	}
	times.sort((a, b) => a - b)
	console.log(
		`${String(words).padStart(5)} words  median ${percentile(times, 50).toFixed(2).padStart(7)}  p95 ${percentile(times, 95).toFixed(2).padStart(7)}  (n=${runs})`,
	)
}
