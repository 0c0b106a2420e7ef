/**
 * Turns an analysis into feedback a candidate can act on. Every strength and most
 * improvements point at the candidate's own sentences; recommendations are tied to
 * the question's values and to what the answer is missing.
 */
import { type NhsValue } from '#app/lib/nhs-values'
import { type Analysis } from './offline.server'
import { type RedFlagKind } from './red-flags.server'
import { type StarPart } from './types'

export type Feedback = {
	detailedAnalysis: string
	strengths: string[]
	improvements: string[]
	recommendations: string[]
}

const MAX_QUOTE = 150

/** Quote a sentence of the answer (as plain text), shortened at a word boundary. */
export function quote(text: string, max = MAX_QUOTE): string {
	const clean = text.replace(/\s+/g, ' ').trim()
	if (clean.length <= max) return `"${clean}"`
	const cut = clean.slice(0, max)
	const at = cut.lastIndexOf(' ')
	return `"${(at > max * 0.6 ? cut.slice(0, at) : cut).replace(/[,;:]$/, '')}..."`
}

/** A quote followed by a full stop unless the quoted sentence already ends one. */
function quoteStop(text: string, max = MAX_QUOTE): string {
	const qt = quote(text, max)
	return /[.!?]"$|\.\.\."$/.test(qt) ? qt : `${qt}.`
}

const pct = (x: number) => `${Math.round(x * 100)}%`

function listWords(items: string[]): string {
	if (items.length <= 1) return items.join('')
	return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

const PART_NAMES: Record<StarPart, string> = {
	situation: 'situation',
	task: 'task',
	action: 'action',
	result: 'result',
}

/** Examples of behaviour that shows each value, for recommendations. */
const VALUE_EXAMPLES: Record<NhsValue, string> = {
	'Care and compassion':
		'noticing how someone felt and doing something about it (sitting with them, listening, reassuring them)',
	'Dignity and respect':
		'protecting privacy, asking consent, speaking to the person directly and respecting their choices',
	'Commitment to quality of care':
		'checking, escalating, reporting an incident or learning from an error so care is safe',
	'Improving lives':
		'an outcome that made a patient or service better, ideally with a measurable change',
	'Working together for patients':
		'involving, handing over to or escalating to colleagues and other professions for the patient',
	'Everyone counts':
		'making sure nobody was excluded, for example using an interpreter or adapting how you communicated',
}

const FLAG_TEXT: Record<RedFlagKind, (q: string) => string> = {
	confidentiality: (q) =>
		`This describes a breach of confidentiality: ${q} Never share a patient's information with relatives or others without the patient's consent; a panel would treat this as a serious concern.`,
	blame: (q) =>
		`You put the blame on others: ${q} Panels look for ownership; describe your own part and what you did about it.`,
	refusal: (q) =>
		`${q} suggests you would not get involved. NHS staff are expected to step in, help colleagues and raise concerns.`,
	dishonesty: (q) =>
		`${q} suggests something was hidden or not reported. Honesty and openness (the duty of candour) are essential; say how you reported it.`,
	unsafe: (q) =>
		`${q} describes unsafe practice. If you include it, make clear that you recognised the risk, escalated it and what you would do differently.`,
	disrespect: (q) =>
		`${q} undermines dignity and respect. Every patient deserves the same respect; avoid language that judges them.`,
	'self-interest': (q) =>
		`Your motivation centres on what the job gives you: ${q} Focus on what draws you to caring for patients and to this service.`,
	'no-insight': (q) =>
		`${q} can read as a lack of insight. Everyone makes mistakes; panels want to hear how you handle them.`,
}

function band(overall: number, flagged: boolean): string {
	if (flagged && overall < 0.4) return 'an answer with a serious problem'
	if (overall >= 0.8) return 'a strong answer'
	if (overall >= 0.6) return 'a good answer with room to improve'
	if (overall >= 0.4) return 'a developing answer'
	if (overall >= 0.15) return 'a weak answer'
	return 'an answer that does not yet address the question'
}

export function writeFeedback(a: Analysis): Feedback {
	const { parsed, star, values, clarity, relevance, redFlags, question, scores } = a
	const sentence = (i: number | undefined) => (i === undefined ? undefined : parsed.sentences[i])
	const used = new Set<number>()
	const pick = (indexes: number[], preferLast = false): number | undefined => {
		const order = preferLast ? [...indexes].reverse() : indexes
		const fresh = order.find((i) => !used.has(i))
		const chosen = fresh ?? order[0]
		if (chosen !== undefined) used.add(chosen)
		return chosen
	}
	const q = (i: number | undefined) => {
		const s = sentence(i)
		return s ? quote(s.text) : ''
	}
	const qText = question.text ? `"${question.text.trim().slice(0, 160)}"` : 'the question'

	if (parsed.nonEnglish && parsed.words > 0) {
		return {
			detailedAnalysis:
				'This answer does not appear to be in English, so the coach could not analyse it. NHS interviews are held in English; write or record your answer in English to get scores and feedback.',
			strengths: [],
			improvements: ['Answer in English so the coach can assess structure, NHS values and clarity.'],
			recommendations: [
				'Use the STAR method: the Situation, your Task, the Actions you took and the Result.',
			],
		}
	}
	// nothing to work with
	if (parsed.words === 0 || !parsed.sentences.length) {
		return {
			detailedAnalysis:
				'There was no answer to analyse. Type or record your answer to the question and submit it again to get feedback.',
			strengths: [],
			improvements: [
				'Give an answer: pick one real example and talk it through from start to finish.',
			],
			recommendations: [
				'Use the STAR method: the Situation, your Task, the Actions you took and the Result, then what you learnt.',
				'Aim for 3-5 minutes when spoken (roughly 350-750 words).',
			],
		}
	}

	const strengths: string[] = []
	const improvements: string[] = []
	const recommendations: string[] = []
	const p = star.present
	const hypQ = question.type === 'hypothetical'

	// ---- strengths: each one points at a different sentence of the answer
	const flaggedSources = new Set(redFlags.filter((f) => f.severity >= 0.5).map((f) => f.sentence))
	const usable = (i: number) => !used.has(i) && !flaggedSources.has(parsed.sentences[i]?.source ?? -1)
	const take = (indexes: number[]): number | undefined => {
		const i = indexes.find(usable)
		if (i !== undefined) used.add(i)
		return i
	}
	const valueStrengths: string[] = []
	const valueOrder = [...values.evidenced].sort(
		(x, y) => values.perValue[y].total - values.perValue[x].total,
	)
	for (const v of valueOrder.slice(0, 2)) {
		const ev = values.perValue[v]
		const ranked = [...ev.sentences].sort((x, y) => (ev.sentenceScores[y] ?? 0) - (ev.sentenceScores[x] ?? 0))
		const i = take(ranked)
		if (i !== undefined)
			valueStrengths.push(
				hypQ
					? `Your approach reflects ${v}: ${q(i)}`
					: `You showed ${v} through what you did, not just by naming it: ${q(i)}`,
			)
	}
	if (p.action && star.parts.action.sentences.length) {
		const byWeight = [...star.parts.action.sentences].sort(
			(x, y) => (star.actionWeight[y] ?? 0) - (star.actionWeight[x] ?? 0) || x - y,
		)
		const i = take(byWeight)
		if (i !== undefined)
			strengths.push(
				hypQ
					? `You set out clear, practical steps: ${q(i)}`
					: star.ownActions.length >= 3
						? `You showed ownership with concrete actions of your own: ${q(i)}`
						: `You described something you did yourself: ${q(i)}`,
			)
	}
	strengths.push(...valueStrengths)
	if (p.result && star.parts.result.sentences.length) {
		const i = take([...star.parts.result.sentences].reverse())
		const s = sentence(i)
		const measured = s?.tokens.some((t) => /\d/.test(t.norm) || t.entity === 'PERCENT')
		if (i !== undefined)
			strengths.push(
				measured
					? `You backed up the outcome with evidence: ${q(i)}`
					: `You said what changed as a result: ${q(i)}`,
			)
	}
	if (star.reflection.strength >= 0.6 && star.reflection.sentences.length) {
		const i = take([...star.reflection.sentences].reverse())
		if (i !== undefined) strengths.push(`You reflected on what you learnt: ${q(i)}`)
	}
	if (p.situation && strengths.length < 4 && star.parts.situation.sentences.length) {
		const i = take(star.parts.situation.sentences)
		if (i !== undefined) strengths.push(`You set the scene with a specific situation: ${q(i)}`)
	}
	if (p.task && strengths.length < 4 && star.parts.task.sentences.length) {
		const i = take(star.parts.task.sentences)
		if (i !== undefined) strengths.push(`You made your responsibility clear: ${q(i)}`)
	}
	if (flaggedSources.size) strengths.splice(2)

	if (strengths.length < 2) {
		// no example, but perhaps the right approach: acknowledge it and point at it
		const partial = (Object.keys(values.perValue) as NhsValue[])
			.filter((v) => values.perValue[v].partialSentences.length)
			.sort((x, y) => values.perValue[y].partial - values.perValue[x].partial)[0]
		const candidates = partial
			? values.perValue[partial].partialSentences.filter((k) => !values.namingSentences.includes(k) && !namesValue(parsed.sentences[k]?.text ?? ''))
			: []
		if (partial && candidates.length) {
			const i = pick(candidates)
			strengths.push(
				`You identified an appropriate approach that reflects ${partial}: ${i === undefined ? '' : quoteStop(parsed.sentences[i].text)} Now back it with a real example.`,
			)
		}
	}
	if (strengths.length < 2 && relevance.score >= 0.8 && parsed.words >= 40 && !redFlags.length) {
		strengths.push('You stayed on the topic of the question throughout.')
	}

	// ---- improvements: the most serious first
	const flagKinds = new Set<RedFlagKind>()
	for (const f of redFlags) {
		if (flagKinds.has(f.kind)) continue
		flagKinds.add(f.kind)
		const quoted = f.kind === 'confidentiality' || f.kind === 'blame' || f.kind === 'self-interest'
		improvements.push(FLAG_TEXT[f.kind](quoted ? quoteStop(f.excerpt, 170) : quote(f.excerpt, 170)))
	}
	if (relevance.score < 0.5 && parsed.words >= 15) {
		improvements.push(
			`The answer does not clearly address the question asked (${qText}). Choose an example that fits it and say explicitly how it answers the question.`,
		)
	}
	const hypSentence = parsed.sentences.find((s) =>
		s.verbs.some((v) => (v.mode === 'hypothetical' || v.conditional) && (v.subject === 'i' || v.subject === 'you')),
	)
	if (question.type === 'behavioural' && !p.action && hypSentence) {
		improvements.push(
			`You described what you would do (${quote(hypSentence.text, 110)}) rather than what you did. The question asks for a real example: pick one occasion and tell it in the past tense with "I".`,
		)
	} else if (question.type === 'behavioural' && !p.action && parsed.words >= 8) {
		improvements.push(
			'There is no specific example of something you did. Pick one real occasion and describe your own actions step by step.',
		)
	}
	if (star.teamActions.length > star.ownActions.length && star.teamActions.length >= 2) {
		const we = parsed.sentences.find((s) => s.verbs.some((v) => v.subject === 'we'))
		improvements.push(
			`Much of the answer says "we"${we ? ` (${quote(we.text, 100)})` : ''}. Make your own contribution clear by saying "I" for what you did.`,
		)
	}
	if (values.named.length && values.namingSentences.length) {
		const i = values.namingSentences[0]
		improvements.push(
			`You named ${listWords(values.named)} (${q(i)}) but did not show it. Describe what you did that demonstrated the value instead of stating it.`,
		)
	}
	if (star.labelStuffing || parsed.sentences.filter((s) => s.vacuous).length >= 2) {
		const v = parsed.sentences.find((s) => s.vacuous)
		improvements.push(
			`Some sentences only list STAR headings or value names without content${v ? ` (${quote(v.text, 100)})` : ''}. Replace them with what actually happened.`,
		)
	}
	const showsExample = p.action || p.situation
	if (hypQ) {
		if (!p.situation)
			improvements.push(
				'Back your approach with a brief real example ("When this happened on my placement, I..."): panels find evidence more convincing than intentions.',
			)
	} else if (showsExample) {
		const missing = (['situation', 'task', 'result'] as StarPart[]).filter((k) => !p[k])
		for (const part of missing) {
			if (part === 'situation')
				improvements.push('Open by setting the scene: where you were working, when, and what was happening.')
			if (part === 'task')
				improvements.push(
					'Say what your own responsibility or goal was (for example "My role was to...") so the panel can judge your actions against it.',
				)
			if (part === 'result') {
				const last = star.parts.action.sentences.length
					? star.parts.action.sentences[star.parts.action.sentences.length - 1]
					: undefined
				improvements.push(
					last !== undefined
						? `After ${q(last)}, say what happened next: the outcome for the patient or the service, with evidence if you have it.`
						: 'Finish with the result: what changed for the patient or the service, with evidence if you have it.',
				)
			}
		}
		if (star.reflection.strength < 0.6)
			improvements.push('Close with a line of reflection: what you learnt or would do differently next time.')
	}
	if (clarity.lengthBand === 'very-short' || clarity.lengthBand === 'short') {
		improvements.push(
			`At ${parsed.words} words the answer is too brief for a 3-5 minute response (roughly 350-750 words spoken); add the detail of what you did and why.`,
		)
	} else if (clarity.lengthBand === 'very-long') {
		improvements.push(
			`At ${parsed.words} words the answer is far longer than 3-5 minutes; keep to one example and the key steps.`,
		)
	}
	if (clarity.fillers.length) {
		improvements.push(`Cut filler words (${clarity.fillers.slice(0, 5).map((f) => `"${f}"`).join(', ')}); they weaken a spoken answer.`)
	}
	if (clarity.longSentences > 0 && clarity.meanSentenceWords > 24) {
		const long = parsed.sentences.find((s) => s.words > 35)
		if (long) improvements.push(`Break up long sentences such as ${quote(long.text, 90)} so the panel can follow you.`)
	}

	if (!improvements.length) {
		// a strong answer: say where there is still room, pointing at the answer
		const actionSentence = [...star.parts.action.sentences].sort(
			(x, y) => (star.actionWeight[y] ?? 0) - (star.actionWeight[x] ?? 0),
		)[0]
		if (parsed.words < 350 && actionSentence !== undefined) {
			improvements.push(
				`At ${parsed.words} words you have room for more detail in a 3-5 minute answer: after ${q(actionSentence)} explain why you chose those steps.`,
			)
		} else if (parsed.words < 350) {
			improvements.push(
				`At ${parsed.words} words you have room for more detail in a 3-5 minute answer: explain your reasoning at each step.`,
			)
		} else {
			improvements.push('Keep the answer tight: check every sentence moves the story on, and finish on the result and what you learnt.')
		}
	}

	// ---- recommendations: what to do next time
	const target = question.values.filter((v) => !values.evidenced.includes(v))
	for (const v of target.slice(0, 2)) {
		recommendations.push(`This question assesses ${v}: include an action that shows it, such as ${VALUE_EXAMPLES[v]}.`)
	}
	if (question.competency) {
		recommendations.push(`Make the link to ${question.competency} explicit in your closing sentence.`)
	}
	if (question.type === 'behavioural' && !p.action) {
		recommendations.push(
			'Prepare four or five real examples from work, placement or volunteering that you can adapt to common questions, and practise telling each with STAR.',
		)
	}
	if (question.type === 'motivation') {
		recommendations.push(
			'Link your motivation to this role and trust specifically: a personal experience that drew you to it, and something you know about the service.',
		)
	}
	const missingParts = (Object.keys(p) as StarPart[]).filter((k) => !p[k])
	if (missingParts.length && question.type === 'behavioural') {
		recommendations.push(
			`Structure the answer with STAR: one or two sentences of situation, your task, most of the time on your actions ("I..."), then the result and what you learnt. Missing here: ${listWords(missingParts.map((k) => PART_NAMES[k]))}.`,
		)
	}
	if (p.result && a.specificity < 0.34) {
		recommendations.push(
			'Quantify where you can (waiting times, number of patients, days to discharge, audit results) to make the result convincing.',
		)
	}
	if (values.evidenced.length < 3 && !target.length) {
		const candidates = (Object.keys(VALUE_EXAMPLES) as NhsValue[]).filter((v) => !values.evidenced.includes(v))
		const v = candidates.find((c) => values.perValue[c].partial > 0 || values.perValue[c].total > 0) ?? candidates[0]
		if (v)
			recommendations.push(
				values.evidenced.length
					? `You could also show ${v}: describe ${VALUE_EXAMPLES[v]}.`
					: `Show the NHS values in action; for ${v}, describe ${VALUE_EXAMPLES[v]}.`,
			)
	}
	if (clarity.lengthBand !== 'ideal') {
		recommendations.push('Practise saying the answer aloud and time it: 3-5 minutes is the usual target.')
	}

	// ---- summary
	const shown = (['situation', 'task', 'action', 'result'] as StarPart[]).filter((k) => p[k])
	const notShown = (['situation', 'task', 'action', 'result'] as StarPart[]).filter((k) => !p[k])
	const summary: string[] = []
	summary.push(
		question.text
			? `For the question ${qText}, this is ${band(scores.overall, redFlags.some((f) => f.severity >= 0.5))} (overall ${pct(scores.overall)}).`
			: `This is ${band(scores.overall, redFlags.some((f) => f.severity >= 0.5))} (overall ${pct(scores.overall)}).`,
	)
	if (hypQ) {
		summary.push(
			p.action
				? `It sets out a clear approach to the scenario (STAR ${pct(scores.star)}).`
				: `It does not yet set out clear steps you would take (STAR ${pct(scores.star)}).`,
		)
	} else if (shown.length === 4) {
		summary.push(
			`It follows the STAR structure, covering situation, task, action and result${star.reflection.strength >= 0.6 ? ', with reflection' : ''} (STAR ${pct(scores.star)}).`,
		)
	} else if (shown.length) {
		summary.push(
			`It covers the ${listWords(shown)} but not the ${listWords(notShown)} (STAR ${pct(scores.star)}).`,
		)
	} else if (question.type === 'motivation' || question.type === 'self') {
		summary.push(`It does not draw on a specific experience to back up what you say (STAR ${pct(scores.star)}).`)
	} else {
		summary.push(`It does not describe a specific example, so there is no STAR structure yet (STAR ${pct(scores.star)}).`)
	}
	if (values.evidenced.length) {
		summary.push(
			hypQ
				? `Your approach reflects ${listWords(values.evidenced)} (NHS values ${pct(scores.nhsValues)}).`
				: `It shows ${listWords(values.evidenced)} through your actions (NHS values ${pct(scores.nhsValues)}).`,
		)
	} else if (values.named.length) {
		summary.push(`It names NHS values without showing them in action (NHS values ${pct(scores.nhsValues)}).`)
	} else {
		summary.push(`It gives little evidence of the NHS values (NHS values ${pct(scores.nhsValues)}).`)
	}
	if (redFlags.length) {
		summary.push(`A panel would mark it down for ${listWords([...flagKinds].map((k) => flagLabel(k)))}.`)
	} else if (relevance.score < 0.5 && parsed.words >= 15) {
		summary.push('It does not clearly answer the question that was asked.')
	}
	if (summary.length < 5) {
		const clarityNote =
			clarity.score >= 0.75
				? `It is clear and easy to follow (clarity ${pct(scores.clarity)}).`
				: clarity.fillers.length
					? `Clarity (${pct(scores.clarity)}) is reduced by filler words.`
					: clarity.lengthBand === 'very-short' || clarity.lengthBand === 'short'
						? `It is too short to be fully clear (clarity ${pct(scores.clarity)}).`
						: `Clarity is ${pct(scores.clarity)}.`
		summary.push(clarityNote)
	}

	return {
		detailedAnalysis: summary.slice(0, 5).join(' '),
		strengths: strengths.slice(0, 4),
		improvements: dedupe(improvements).slice(0, 5),
		recommendations: dedupe(recommendations).slice(0, 4),
	}
}

const VALUE_NAMES = /care and compassion|dignity and respect|quality of care|improving lives|working together|everyone counts|nhs values/i

function namesValue(text: string): boolean {
	return VALUE_NAMES.test(text)
}

function flagLabel(k: RedFlagKind): string {
	switch (k) {
		case 'confidentiality':
			return 'a breach of confidentiality'
		case 'blame':
			return 'blaming others'
		case 'refusal':
			return 'an unwillingness to get involved'
		case 'dishonesty':
			return 'a lack of openness'
		case 'unsafe':
			return 'unsafe practice'
		case 'disrespect':
			return 'disrespectful language about patients'
		case 'self-interest':
			return 'self-interested motivation'
		case 'no-insight':
			return 'a lack of insight'
	}
}

function dedupe(xs: string[]): string[] {
	return [...new Set(xs)]
}
