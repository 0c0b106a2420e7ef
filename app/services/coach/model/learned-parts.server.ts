/**
 * The learned value and STAR-part classifiers, applied to an analysis. Each decides
 * only where it beat the analysers out of fold (the model file holds just those).
 * The feedback quotes evidence, so a value or part the model adds keeps the
 * analysers' own candidate sentences for it (grounded, then partial evidence;
 * the part's weaker sentences) and is told without a quote when there are none.
 * A part the candidate labelled with content ("Task: my job was to ...") stays
 * present whatever the model says: the label is the format the app teaches.
 */
import { type NhsValue, NHS_VALUES } from '#app/lib/nhs-values'
import { type Analysis } from '../offline.server'
import { STAR_PARTS, type StarPart } from '../types'
import { type ModelScores } from './coach-model.server'

function withValues(a: Analysis, learned: NhsValue[]): Analysis['values'] {
	const perValue = { ...a.values.perValue }
	for (const v of learned) {
		if (a.values.evidenced.includes(v)) continue
		const ev = perValue[v]
		const ranked = [...ev.sentences, ...ev.partialSentences.filter((i) => !ev.sentences.includes(i))]
		perValue[v] = {
			...ev,
			sentences: ranked.sort((x, y) => (ev.sentenceScores[y] ?? 0) - (ev.sentenceScores[x] ?? 0)),
		}
	}
	const named = a.values.named.filter((v) => !learned.includes(v))
	return {
		...a.values,
		perValue,
		evidenced: NHS_VALUES.filter((v) => learned.includes(v)),
		named,
	}
}

function withStar(a: Analysis, parts: Partial<Record<StarPart, boolean>>): Analysis['star'] {
	const present = { ...a.star.present }
	for (const p of STAR_PARTS) {
		const said = parts[p]
		if (said === undefined) continue
		present[p] = said || a.star.labelled.includes(p)
	}
	return { ...a.star, present }
}

export function withLearnedParts(a: Analysis, m: ModelScores): Analysis {
	return {
		...a,
		values: m.valuesEvidenced ? withValues(a, m.valuesEvidenced) : a.values,
		star: m.starParts ? withStar(a, m.starParts) : a.star,
	}
}
