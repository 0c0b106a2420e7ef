/**
 * Stance of the candidate towards an act a sentence reports: who did it, and
 * whether the candidate did it, endorsed it, refused it, stopped or reported it,
 * and whether the person gave consent. A refused, prevented, reported or consented
 * act is not a red flag; an act the candidate did or endorsed is.
 */

export type Actor = 'candidate' | 'other'
export type Stance =
	| 'did' // the candidate did it
	| 'endorsed' // someone else did it and the candidate went along with it or approved
	| 'witnessed' // someone else did it; the candidate neither approved nor acted
	| 'refused' // the candidate would not do it, or did not do it
	| 'stopped' // the candidate challenged, stopped or reported it
	| 'consented' // done with the person's consent or at their request
	| 'regretted' // the candidate did it and says it was wrong (a mistake owned)
	| 'supposed' // the act is the premise of the candidate's reasoning: "if I hid my mistakes, my juniors would hide theirs"

export type StanceReading = { actor: Actor; stance: Stance; /** 0..1: how far the act counts against the candidate */ weight: number }

const norm = (t: string) => t.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ')

const SUBJECTS =
	/\b(i|we|he|she|they|colleague|colleagues|nurse|nurses|doctor|doctors|assistant|assistants|student|students|someone|somebody|staff|manager|consultant|registrar|porter|hca|hcas|carer|carers|sister|matron|receptionist|physio|therapist|paramedic|pharmacist|relative|relatives|visitor|visitors|agency|team member|member of staff|members of staff|one of (the|my) \w+|man|woman|lady|gentleman|people|caller|volunteer|volunteers|worker|workers|friend|friends|daughter|son|husband|wife|partner|mum|dad|mother|father|family|team|band \d)\b/g
/** "a nurse I was friendly with posted": a relative clause about the candidate inside another's subject */
const RELATIVE_CLAUSE =
	/\b(i|we) (was|were|am|had|have|knew|know|worked|work|trained|shared|used to work) (\w+ ){0,3}(with|for|alongside|under|beside)\b(?! (the|a|an|my|our|her|his|their|him|them|me|us|it|this|that)\b)/g
/** "two of my HCAs came to me to say a Band 5 was recording ...": someone else's report */
const REPORTED = /\b(to say|said|saying|told me|tell me|telling me|reported|alleged|claimed|mentioned|complained)( that)? (?!i\b|we\b|i'|we')\w/

/** The nearest subject before the act: the candidate (I, we) or someone else. */
export function actorOf(before: string): Actor {
	// the last clause before the act: after a full stop, semicolon or "but"/"and then"
	const clause = (before.split(/[.;:!?]|\bbut\b|\bwhile\b|\bwhereas\b/).pop() ?? before).replace(RELATIVE_CLAUSE, '')
	// "I asked the student to recheck them": the candidate's decision
	if (/\b(i|we) (asked|told|got|instructed|had|left) (the |a |my |our )?[\w-]+( [\w-]+)? to\s*$/.test(clause)) return 'candidate'
	let last: string | undefined
	for (const m of clause.matchAll(SUBJECTS)) last = m[1]
	if (last === 'i' || last === 'we') return 'candidate'
	if (last || REPORTED.test(clause.split(',').pop() ?? clause)) return 'other'
	return 'candidate'
}

/** "I refused to ...", "I would never ...", "I didn't ...", "rather than ...", "I'd sooner own it than ...": before the act, in its clause. */
const REFUSAL =
	/\b(refused|refuse|refusing|declined|decline|would not|wouldn't|will not|won't|would never|did not|didn't|do not|don't|never|could not|couldn't|cannot|can't|wasn't going to|was not going to|not allowed|instead of|without|not to|avoid|avoided|resisted|said no|(rather|sooner)\b[^,;.]*\bthan)\b/
/** The act came after a refusal explained in the same sentence: "I explained I could not sign". */
const EXPLAINED_REFUSAL =
	/\b(explained|told (him|her|them)|said)( \w+ly)?( to (him|her|them))?( that)? (i|we) (could not|couldn't|cannot|can't|would not|wouldn't|was not able|wasn't able|am not able|was not allowed|wasn't allowed)\b/
/** "I refused to ...", "I declined to ..." anywhere in the sentence: the candidate would not do it. */
const OWN_REFUSAL = /\b(i|we) (firmly |politely |calmly )?(refused|declined|said no|would not|wouldn't|will not|won't) (to )?\b/

/**
 * The act named as the wrong it would be, not done: "signing would be falsifying it", "I won't
 * sign, because that would be falsifying the register", or as the wrong it is, to the person doing
 * it ("I told him that this was falsifying the chart"). ("If I signed, I'd be falsifying a legal
 * record" is a premise: see PREMISE.)
 */
const WOULD_BE = String.raw`(\bwould|'d|\bcould|\bmight) (be|mean|count as|amount to|constitute)`
const WRONG = String.raw`(falsif\w*|breach\w*|wrong|illegal|unlawful|fraud\w*|lying|dishonest\w*|negligen\w*|misconduct|unsafe|against)`
const WOULD_BE_BEFORE = new RegExp(`${WOULD_BE}( \\w+)?\\s*$`)
const WRONG_ACT = new RegExp(`^\\s*${WRONG}`)
const WOULD_BE_WRONG_AFTER = new RegExp(`^[^,.;]{0,12}?${WOULD_BE} (\\w+ )?${WRONG}`)
/** "I told her clearly that this was falsifying a record", "I warned him what he was doing was unsafe": the act named as a wrong to whoever did it */
const TOLD_WRONG_BEFORE =
	/\b(i|we)( \w+ly)? (told|warned|reminded|challenged|explained to|pointed out to|made it clear to) (\w+ ){1,3}?(\w+ly )?(that )?(this|it|that|what (she|he|they) (was|were) doing) (was|is|were|amounted to)( \w+)?\s*$/
const toldAsWrong = (clauseBefore: string, act: string) => TOLD_WRONG_BEFORE.test(clauseBefore) && WRONG_ACT.test(act)
function namedAsWrong(clauseBefore: string, act: string, rest: string): boolean {
	return (WOULD_BE_BEFORE.test(clauseBefore) && WRONG_ACT.test(act)) || toldAsWrong(clauseBefore, act) || WOULD_BE_WRONG_AFTER.test(rest)
}

/**
 * "if I hide my mistakes, ...", "if we ever signed for ...", "if I backdated them I'd be
 * falsifying them": the act opens the premise (at most two words in)
 */
const PREMISE = /\b(if|unless) (i|we)( \w+){0,2}\s*$/

/** The candidate challenged, stopped or reported what someone did. */
const STOPPED =
	/\b(i|we) (then |immediately |straight away |promptly )?(reported|escalated|challenged|stopped|raised|intervened|flagged|datixed|informed|told (the|my|our) (manager|nurse in charge|ward manager|sister|matron|supervisor|line manager|lead|consultant|safeguarding)|spoke to (the|my|our) (manager|nurse in charge|ward manager|sister|matron|supervisor|line manager|lead)|asked (him|her|them) to (remove|delete|take down|stop)|reminded|completed an incident|filled in an incident|submitted an incident|raised (it|this|a concern|concerns))\b|\b(reported|escalated) (it|this|them|him|her)\b|\bincident (form|report)\b|\bfreedom to speak up\b|\bsafeguarding (lead|team|referral)\b/
/** Consent, or the person's own request. */
const CONSENT =
	/\b(with (her|his|their|the patient's|the person's|mrs \w+'s|mr \w+'s|\w+'s) (full )?(consent|permission|agreement|blessing|knowledge)|(she|he|they|the patient|the resident|the person) (had )?(agreed|consented|asked me to|asked us to|wanted me to|wanted us to|was happy for|were happy for|said (i|we) could|gave (her|his|their) (consent|permission))|at (her|his|their) (own )?request|as (she|he|they) (had )?(asked|wished|wanted)|(after|once|having) (asking|checking with|getting consent from|gaining consent from|agreeing with) (her|him|them|the patient)|consent(ed)? to|(her|his|their) consent|\w+ (was|were) (happy|content|keen) for (me|us))\b/
/** The candidate approved of or joined in someone else's act. */
const ENDORSED =
	/\b(i (thought|felt|found) (it|this|that) (was )?(fine|harmless|funny|ok|okay|acceptable|normal|no big deal|reasonable|sensible)|i (agreed|went along|joined in|laughed|liked|helped (him|her|them))|it was (fine|harmless|funny|no big deal|only a bit of fun|just banter)|everyone does it|no harm done)\b/
/** The candidate says their own act was wrong (a mistake owned). */
const REGRET =
	/\b(i (should not|shouldn't|should never) have|i should have|i was wrong|it was wrong|i realised (this|it|that) was wrong|i regret|my mistake|i apologised|i owned up|i admitted)\b/

/** "but I think I was right", "I still think", "I would do the same again" */
const DEFIANCE =
	/\b(but|and) i (still )?(think|thought|feel|felt|believe|believed) (that )?(\w+ )?(have|had|has|was|were|is|are|did) (a |the )?(right|nothing wrong|fine|ok|okay|justified|entitled)|\bi would do (the same|it) again\b|\bi (still )?(don't|do not) (think|see) (i|it) (was|did) (anything )?wrong\b/

/** Regret said by the candidate, not reported from someone else ("my manager said I should not have"). */
function ownRegret(text: string): boolean {
	const m = REGRET.exec(text)
	if (!m) return false
	const lead = text.slice(Math.max(0, m.index - 40), m.index)
	return !/\b(said|says|told me|thought|felt|claimed|suggested|insisted)( that)?\s*$/.test(lead)
}

/**
 * Read the stance towards an act found at [start, end) of a sentence. Context is
 * the sentence before and after (consent given earlier, a report made after).
 * `negationIsTheAct`: for acts of omission ("I did not report it"), a negation is
 * the breach itself, not a refusal.
 */
export function readStance(
	sentence: string,
	start: number,
	end: number,
	context: { before?: string; after?: string } = {},
	opts: {
		negationIsTheAct?: boolean
		/** the act is something the candidate says ("the night staff were lazy"): theirs unless they report another's words */
		spoken?: boolean
	} = {},
): StanceReading {
	const s = norm(sentence)
	const before = s.slice(0, start)
	const clauseBefore = before.split(/[.;:!?,]|\bbut\b|\bso\b|\bbecause\b/).pop() ?? before
	// "a colleague asked me to sign": the candidate is the one who would act; their answer decides
	const requested = /\b(asked|wanted|told|pressured|expected|urged|instructed|encouraged) (me|us) to\b/.test(clauseBefore)
	// "the night staff were lazy": the candidate's own judgement of someone, whoever the subject is
	const judged = opts.spoken && /\b(was|were|is|are|'re|'s|being|been)( \w+ly| so| just| a bit| quite)?\s*$/.test(before) && !REPORTED.test(clauseBefore)
	const actor = requested || judged ? 'candidate' : actorOf(before)
	if (requested) {
		const reply = `${s.slice(end)} ${norm(context.after ?? '')}`
		if (EXPLAINED_REFUSAL.test(s) || /\b(i|we) (refused|declined|said no|would not|wouldn't|did not|didn't|could not|couldn't|explained|challenged|reported|escalated)\b/.test(reply))
			return { actor, stance: 'refused', weight: 0 }
	}
	const around = `${norm(context.before ?? '')} ${s} ${norm(context.after ?? '')}`
	if (CONSENT.test(around)) return { actor, stance: 'consented', weight: 0 }
	const act = s.slice(start, end)
	if (actor === 'other') {
		if (STOPPED.test(s.slice(end)) || STOPPED.test(norm(context.after ?? '')) || STOPPED.test(before) || toldAsWrong(clauseBefore, act))
			return { actor, stance: 'stopped', weight: 0 }
		if (ENDORSED.test(s) || ENDORSED.test(norm(context.after ?? ''))) return { actor, stance: 'endorsed', weight: 0.85 }
		return { actor, stance: 'witnessed', weight: 0.2 }
	}
	if (!opts.negationIsTheAct && (REFUSAL.test(clauseBefore) || EXPLAINED_REFUSAL.test(s) || OWN_REFUSAL.test(s)))
		return { actor, stance: 'refused', weight: 0 }
	if (namedAsWrong(clauseBefore, act, s.slice(end))) return { actor, stance: 'refused', weight: 0 }
	// the act is the verb of an "if I ..." premise: a supposition the candidate reasons from, not a thing done
	// (an act that starts with its subject, "i sign for", brings the subject into the premise)
	if (PREMISE.test(before + (/^(i|we)\b/.exec(act)?.[0] ?? ''))) return { actor, stance: 'supposed', weight: 0 }
	const after = norm(context.after ?? '')
	// "my manager said I should not have ... but I think families have a right to know": no insight
	if (DEFIANCE.test(s) || DEFIANCE.test(after)) return { actor, stance: 'did', weight: 1 }
	if (ownRegret(s) || ownRegret(after)) return { actor, stance: 'regretted', weight: 0.45 }
	return { actor, stance: 'did', weight: 1 }
}
