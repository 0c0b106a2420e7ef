/**
 * Feature vector of one question for the learned kind classifier: the hand-written
 * rules' score for each kind (capped and scaled) and their pick, and hashed word
 * n-grams (uni, bi and tri) of the whole question, of its last sentence (where a
 * question that sets context first puts its ask) and of its opening words. The
 * n-gram block has unit length, so a long question does not count for more.
 */
import { QUESTION_KINDS } from '#app/lib/question-kinds'
import { kindFromScores, kindScores, normalise } from '../kind-rules.server'
import { hash } from './features.server'

export type KindFeatureSpec = { buckets: number }

export const DEFAULT_KIND_SPEC: KindFeatureSpec = { buckets: 2048 }

const RULE_CAP = 8

export function kindFeatureCount(spec: KindFeatureSpec): number {
	return QUESTION_KINDS.length * 2 + spec.buckets
}

/** Plural and singular alike ("strengths", "strength"). */
const stem = (w: string) => (w.length > 4 && w.endsWith('sses') ? w.slice(0, -2) : w.length > 4 && /[^s]s$/.test(w) ? w.slice(0, -1) : w)

function tokens(text: string): string[] {
	return (normalise(text).match(/[a-z0-9][a-z0-9']*|\?/g) ?? []).map(stem)
}

/** The last sentence that asks something (or the last sentence). */
function lastAsk(text: string): string {
	const sentences = normalise(text)
		.split(/(?<=[.?!])\s+/)
		.filter((s) => /[a-z]/.test(s))
	const asks = sentences.filter((s) => s.endsWith('?'))
	return asks.at(-1) ?? sentences.at(-1) ?? ''
}

export function kindFeatures(spec: KindFeatureSpec, text: string): Float64Array {
	const x = new Float64Array(kindFeatureCount(spec))
	const scores = kindScores(text)
	QUESTION_KINDS.forEach((k, i) => (x[i] = Math.min(scores[k], RULE_CAP) / RULE_CAP))
	x[QUESTION_KINDS.length + QUESTION_KINDS.indexOf(kindFromScores(scores, text))] = 1
	const o = QUESTION_KINDS.length * 2
	const seen = new Set<number>()
	const add = (prefix: string, ws: string[]) => {
		for (let i = 0; i < ws.length; i++) {
			seen.add(hash(`${prefix}1:${ws[i]}`) % spec.buckets)
			if (i + 1 < ws.length) seen.add(hash(`${prefix}2:${ws[i]} ${ws[i + 1]}`) % spec.buckets)
			if (i + 2 < ws.length) seen.add(hash(`${prefix}3:${ws[i]} ${ws[i + 1]} ${ws[i + 2]}`) % spec.buckets)
		}
	}
	const all = tokens(text)
	add('q', all)
	add('l', tokens(lastAsk(text)))
	const start = all.filter((w) => w !== '?').slice(0, 3)
	if (start.length) seen.add(hash(`s:${start.join(' ')}`) % spec.buckets)
	if (start.length > 1) seen.add(hash(`s:${start.slice(0, 2).join(' ')}`) % spec.buckets)
	for (const b of seen) x[o + b] = 1 / Math.sqrt(seen.size)
	return x
}
