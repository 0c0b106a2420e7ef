/**
 * Measure the offline coach, as shipped, on any graded set.
 *   npm run evaluate-coach -- <file-or-folder> [...more] [--json]
 * Prints Spearman(overall, level), Spearman(overall, word count) beside Spearman(level,
 * word count), MAE, traps ranked below every level-4 answer to the same question, STAR
 * part accuracy where STAR applies, values-evidenced F1 and kind accuracy, overall and
 * per question kind.
 */
import path from 'node:path'
import { analyseAnswerOffline } from '../app/services/coach/offline.server'
import { analyseQuestion } from '../app/services/coach/question.server'
import { coachModel } from '../app/services/coach/model/coach-model.server'
import { loadGraded } from '../app/services/coach/model/data.server'
import { figuresByKind, formatFigures, type Scored } from '../app/services/coach/model/metrics.server'

const args = process.argv.slice(2)
const json = args.includes('--json')
const targets = args.filter((a) => !a.startsWith('--'))
if (!targets.length) {
	process.stderr.write('usage: npm run evaluate-coach -- <file-or-folder> [...] [--json]\n')
	process.exit(2)
}
// keep stdout for the figures
console.warn = (...a: unknown[]) => process.stderr.write(`${a.map(String).join(' ')}\n`)

const items = loadGraded(
	targets.map((t) => path.resolve(t)),
	(m) => process.stderr.write(`${m}\n`),
)
const rows: Scored[] = items.map((item) => {
	const r = analyseAnswerOffline({
		question: item.question,
		answer: item.answer,
		interviewType: item.interviewType,
		experienceLevel: item.experienceLevel,
	})
	const kind = analyseQuestion(item.question).kind
	const starApplies = kind === 'behavioural' || kind === 'values'
	return {
		item,
		overall: Math.round(r.overall * 100),
		starPresent: starApplies ? r.starPresent : null,
		valuesEvidenced: r.valuesEvidenced,
		kind,
	}
})
const byKind = figuresByKind(rows)
const scorer = coachModel ? `learned model (${coachModel.signals}, ${String(coachModel.training.answers)} training answers)` : 'hand-set rules'
if (json) {
	console.log(JSON.stringify({ answers: items.length, scorer, figures: byKind }, null, '\t'))
} else {
	console.log(`${items.length} answers from ${targets.join(', ')}; overall scored by the ${scorer}`)
	console.log(formatFigures(byKind))
}
