/**
 * Train the learned coach and save its weights.
 *   npm run train-coach [-- --no-author-cv] [--kinds-only] [--traps-only] [--kind-lambda <x>] [--out <file>] [--report <file.json>]
 * First the question-kind classifier (bank questions, every graded set's questions and
 * tests/fixtures/question-kinds; kind-model.json), then the trap-sentence finder
 * (trap-sentences.json, from the traps' flagged passages, tests/fixtures/trap-annotations), then
 * the trap check (trap-model.json), then the scorer (coach-model.json; --traps-only stops before
 * it), and last where the trap check cuts: its threshold and the shade below it, chosen on the
 * scorer's out-of-fold overalls (saved in trap-model.json).
 * Data: tests/fixtures/coach-corpus/<author>/*.json, ../shared/eval/calibration-answers.json
 * and the tests/fixtures holdout sets. Deterministic: the same data gives a byte-identical file.
 * Prints the cross-validated figures (grouped by question, and leave one author out).
 * --kind-lambda fixes the kind classifier's regularisation instead of choosing it from LAMBDAS by
 * leave-one-source-out (each value costs about 20 minutes); the chosen lambda is saved in kind-model.json.
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadGraded, questionKey, TRAINING_SETS, TRAP_ANNOTATIONS, withTrapAnnotations } from '../app/services/coach/model/data.server'
import { figuresByKind, formatFigures } from '../app/services/coach/model/metrics.server'
import { stringifyModel } from '../app/services/coach/model/model-file'
import { DEFAULT_OPTIONS, prepareItems, trainPrepared } from '../app/services/coach/model/train.server'
import { chooseCut, formatTrapFigures, trainTraps, withTrapCheckOutOfFold } from '../app/services/coach/model/train-trap.server'
import { formatTrapSentenceFigures, trainTrapSentences } from '../app/services/coach/model/train-trap-sentences.server'
import { formatKindFigures, kindTrainingSet, LAMBDAS, loadQuestionLists, trainKinds } from '../app/services/coach/model/train-kind.server'

const args = process.argv.slice(2)
const flag = (name: string) => {
	const i = args.indexOf(name)
	return i >= 0 ? args[i + 1] : undefined
}
const out = path.resolve(flag('--out') ?? 'app/services/coach/model/coach-model.json')
const reportFile = flag('--report')
const log = (msg: string) => process.stderr.write(`${msg}\n`)

const items = withTrapAnnotations(
	loadGraded(
		TRAINING_SETS.map((p) => path.resolve(p)),
		log,
	),
	path.resolve(TRAP_ANNOTATIONS),
	log,
)

const kindData = kindTrainingSet(items, loadQuestionLists(path.resolve('tests/fixtures/question-kinds')))
const kindLambdaArg = flag('--kind-lambda')
const kindLambda = kindLambdaArg === undefined ? undefined : Number(kindLambdaArg)
if (kindLambda !== undefined && !(kindLambda > 0)) {
	log('--kind-lambda needs a positive number, for example 0.00001')
	process.exit(2)
}
const kinds = trainKinds(kindData, log, undefined, kindLambda ? [kindLambda] : LAMBDAS)
const kindOut = path.resolve('app/services/coach/model/kind-model.json')
fs.writeFileSync(kindOut, stringifyModel(kinds.model))
log(`wrote ${path.relative(process.cwd(), kindOut)} (${fs.statSync(kindOut).size} bytes)`)
console.log(`Question kinds, leave one source out (lambda ${kinds.lambda}):`)
console.log(formatKindFigures(kinds.cv))
if (args.includes('--kinds-only')) process.exit(0)

log(`analysing ${items.length} answers`)
const prepared = prepareItems(items, (q) => kinds.outOfSource.get(questionKey(q)))

const finder = trainTrapSentences(prepared, undefined, log)
const finderOut = path.resolve('app/services/coach/model/trap-sentences.json')
fs.writeFileSync(finderOut, stringifyModel(finder.model))
log(`wrote ${path.relative(process.cwd(), finderOut)} (${fs.statSync(finderOut).size} bytes)`)
console.log('\nTrap sentences, grouped 5-fold cross-validation:')
console.log(formatTrapSentenceFigures(finder.figures))
// the trap check and the scorer learn from each answer's out-of-fold finding, as they will meet it on new answers
prepared.forEach((p, i) => (p.sig.signals.trap_sentence = finder.outOfFold[i]))

const traps = trainTraps(prepared, log)
const trapOut = path.resolve('app/services/coach/model/trap-model.json')
fs.writeFileSync(trapOut, stringifyModel(traps.model))
log(`wrote ${path.relative(process.cwd(), trapOut)} (${fs.statSync(trapOut).size} bytes)`)
console.log('\nTrap check, grouped 5-fold cross-validation:')
console.log(formatTrapFigures(traps.figures))

if (!args.includes('--traps-only')) trainScorer()

/** The scorer: coach-model.json and its cross-validated figures. */
function trainScorer() {
	const started = Date.now()
	const { model, report } = trainPrepared(prepared, DEFAULT_OPTIONS, log)
	fs.writeFileSync(out, stringifyModel(model))
	log(`wrote ${path.relative(process.cwd(), out)} (${fs.statSync(out).size} bytes) in ${((Date.now() - started) / 1000).toFixed(1)} s`)

	console.log(`answers by source: ${JSON.stringify(report.sources)}`)
	console.log(`model vs rules (out of fold): ${JSON.stringify(model.training.crossValidated)}`)
	console.log('\nThe hand-set coach (rules) on the same answers:')
	console.log(formatFigures(report.rules))
	console.log('\nLearned coach, grouped 5-fold cross-validation (questions never straddle folds):')
	console.log(formatFigures(report.cv))
	// the same folds as the trap check's (grouped by question): the coach as it runs, trap check and all
	const { spearman, at, ...cut } = chooseCut(report.cvRows, prepared, traps.outOfFold, traps.model.threshold)
	fs.writeFileSync(
		trapOut,
		stringifyModel({ ...traps.model, ...cut, training: { ...traps.model.training, cut: { threshold: cut.threshold, shade: cut.shade ?? null, spearman, ...at } } }),
	)
	log(
		`trap check cut: threshold ${cut.threshold}${cut.shade ? `, shaded from ${cut.shade.from} at strength ${cut.shade.strength}` : ''} (out-of-fold Spearman ${spearman.without.toFixed(3)} at its own threshold, ${spearman.with.toFixed(3)} with the cut); ` +
			`there ${at.caught} traps and ${at.flagged - at.caught} other answers are called traps (${at.goodFlagged} of ${at.good} at level 3-4)`,
	)
	console.log('\nThe coach as shipped (the scorer, then the trap check at its cut), grouped 5-fold cross-validation:')
	console.log(formatFigures(figuresByKind(withTrapCheckOutOfFold(report.cvRows, prepared, traps.outOfFold, cut.threshold, cut.shade))))
	// the model is saved: leaving one author out only measures it
	const authorCv = args.includes('--no-author-cv') ? {} : report.authorCv()
	if (Object.keys(authorCv).length) {
		console.log('\nLearned coach, leave one author (or set) out:')
		console.log(formatFigures(authorCv))
	}
	if (reportFile) fs.writeFileSync(reportFile, `${JSON.stringify({ rules: report.rules, cv: report.cv, authorCv, choice: report.choice }, null, '\t')}\n`)
}
