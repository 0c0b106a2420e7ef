/**
 * Score answers with the offline coach.
 *   npm run --silent score < in.jsonl > out.jsonl
 * Each input line: {"question": "...", "answer": "...", "interviewType"?: "...", "experienceLevel"?: "..."}
 * Each output line: {"overall","nhsValues","star","clarity"} as integers 0..100, plus
 * "valuesEvidenced", "starPresent" (null where STAR does not apply to the question's kind) and
 * "kind"; or {"error": "..."} for a line that cannot be read.
 * Nothing else is written to stdout.
 */
import readline from 'node:readline'
import { z } from 'zod'
import { analyseAnswerOffline } from '../app/services/coach/offline.server'

// stdout carries only JSON lines: route any stray logging to stderr
console.log = (...args: unknown[]) => console.error(...args)
console.info = console.log
console.warn = (...args: unknown[]) => console.error(...args)

const lineSchema = z.object({
	question: z.union([
		z.string(),
		z.object({
			text: z.string(),
			values: z.array(z.string()).optional(),
			competency: z.string().optional(),
			guidance: z.string().optional(),
		}),
	]),
	answer: z.string(),
	interviewType: z.string().optional().nullable(),
	experienceLevel: z.string().optional().nullable(),
})

const pct = (x: number) => Math.max(0, Math.min(100, Math.round(x * 100)))

function scoreLine(line: string): string {
	let json: unknown
	try {
		json = JSON.parse(line)
	} catch {
		return JSON.stringify({ error: 'invalid JSON' })
	}
	const parsed = lineSchema.safeParse(json)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		return JSON.stringify({ error: `invalid input: ${issue.path.join('.') || '(root)'} ${issue.message}` })
	}
	try {
		const { question, answer, interviewType, experienceLevel } = parsed.data
		const r = analyseAnswerOffline({
			question: question as Parameters<typeof analyseAnswerOffline>[0]['question'],
			answer,
			interviewType: interviewType ?? undefined,
			experienceLevel: experienceLevel ?? undefined,
		})
		return JSON.stringify({
			overall: pct(r.overall),
			nhsValues: pct(r.nhsValues),
			star: pct(r.star),
			clarity: pct(r.clarity),
			valuesEvidenced: r.valuesEvidenced,
			starPresent: r.starPresent,
			kind: r.kind,
		})
	} catch (err) {
		return JSON.stringify({ error: `scoring failed: ${err instanceof Error ? err.message : String(err)}` })
	}
}

async function main() {
	const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity })
	for await (const raw of rl) {
		const line = raw.trim()
		// one output line per input line, so outputs stay aligned with inputs
		process.stdout.write(`${line ? scoreLine(line) : JSON.stringify({ error: 'empty line' })}\n`)
	}
}

main().catch((err: unknown) => {
	process.stderr.write(`score: ${err instanceof Error ? err.message : String(err)}\n`)
	process.exit(1)
})
