/**
 * Calibration report: runs the offline coach over the graded answers in
 * ../shared/eval/calibration-answers.json and prints the quality bars.
 *   npx tsx scripts/calibrate.ts [--verbose] [--file path]
 */
import fs from 'node:fs'
import path from 'node:path'
import { evaluateCalibration, loadCalibration } from '../app/services/coach/calibration.server'

const args = process.argv.slice(2)
const verbose = args.includes('--verbose') || args.includes('-v')
const fileArg = args.indexOf('--file')
const file =
	fileArg >= 0 && args[fileArg + 1]
		? path.resolve(args[fileArg + 1])
		: path.resolve(process.cwd(), '../shared/eval/calibration-answers.json')

if (!fs.existsSync(file)) {
	console.error(`calibration file not found: ${file}`)
	process.exit(1)
}
const items = loadCalibration(file)
const report = evaluateCalibration(items)

if (verbose) {
	for (const r of report.rows) {
		const expectedStar = r.expectedStar
		const star = expectedStar
			? (['situation', 'task', 'action', 'result'] as const)
					.map((p) => `${p[0].toUpperCase()}${r.starPresent?.[p] === expectedStar[p] ? '' : r.starPresent?.[p] ? '+' : '-'}`)
					.join('')
			: 'n/a '
		console.log(
			`${r.id} L${r.level}${r.trap ? ' TRAP' : '     '} overall ${String(r.overall).padStart(3)} (exp ${String(r.expected.overall).padStart(3)})` +
				` values ${String(r.nhsValues).padStart(3)} (${String(r.expected.nhsValues).padStart(3)})` +
				` star ${String(r.star).padStart(3)} (${String(r.expected.star).padStart(3)})` +
				` clarity ${String(r.clarity).padStart(3)} (${String(r.expected.clarity).padStart(3)})  ${star}` +
				`  values +[${r.valuesExtra.join(', ')}] -[${r.valuesMissing.join(', ')}]`,
		)
	}
	console.log('')
}

const line = (label: string, value: string, ok?: boolean) =>
	console.log(`${label.padEnd(34)} ${value}${ok === undefined ? '' : ok ? '  ok' : '  BELOW BAR'}`)
console.log(`Calibration report (${items.length} answers, ${path.relative(process.cwd(), file)})`)
line('Spearman(overall, level)', report.spearman.toFixed(3), report.spearman >= 0.85)
line('Traps below every level-4 answer', `${report.trapCheck.ok ? 'yes' : 'NO'} (max trap ${report.trapCheck.maxTrap}, min level-4 ${report.trapCheck.minLevel4})`, report.trapCheck.ok)
line('STAR part detection accuracy', `${(report.starAccuracy * 100).toFixed(1)}%`, report.starAccuracy >= 0.9)
line('Values evidenced micro F1', `${report.valuesF1.f1.toFixed(3)} (P ${report.valuesF1.precision.toFixed(2)}, R ${report.valuesF1.recall.toFixed(2)})`, report.valuesF1.f1 >= 0.8)
line('MAE overall (points)', report.mae.overall.toFixed(1), report.mae.overall < 12)
line('MAE nhsValues / star / clarity', `${report.mae.nhsValues.toFixed(1)} / ${report.mae.star.toFixed(1)} / ${report.mae.clarity.toFixed(1)}`)
