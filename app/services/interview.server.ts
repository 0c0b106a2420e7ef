/**
 * The interview use cases, shared by the pages and the JSON API:
 * start a session, answer a question (saved first, then scored), retry
 * scoring, complete a session.
 */
import {
	completeSession,
	deleteResponse,
	getFeedbackForResponses,
	getResponseForUser,
	getSession,
	getSessionQuestions,
	getSessionResponses,
	hasUnansweredSession,
	insertFeedback,
	openSession,
	recentlyAnsweredQuestionIds,
	upsertResponse,
	type ResponseRow,
	type SessionQuestion,
} from '#app/models/interview.server'
import { deleteDraft, saveDraft } from '#app/models/answer-draft.server'
import { getDocument } from '#app/models/document.server'
import { listBankQuestions } from '#app/models/question.server'
import { readAnalysis } from '#app/lib/document-analysis'
import { INTERVIEW_TYPE_SHORT, type ExperienceLevel, type InterviewType } from '#app/lib/interview-types'
import { type NhsValue } from '#app/lib/nhs-values'
import { type SpeechTakes } from '#app/lib/schemas/speech'
import { analyseSpeech } from '#app/lib/speech-analytics'
import { latestAttempts, sessionScore } from '#app/lib/attempts'
import { analyseAnswer } from './coach/index.server'
import { personaliseSession } from './documents/personalisation.server'
import { getSessionUsage, QUOTA_REACHED_MESSAGE } from './quota.server'
import { selectQuestions } from './question-selection.server'

export class InterviewError extends Error {
	constructor(
		message: string,
		public status: number,
	) {
		super(message)
	}
}

export const SESSION_NOT_FOUND = 'No active interview session found.'
const READ_ONLY_MESSAGE = 'This interview is complete, so its answers can no longer be changed.'

export function reopenedSessionMessage(type: InterviewType) {
	return `You already had an unanswered ${INTERVIEW_TYPE_SHORT[type]} interview, so we've reopened it. It doesn't count against your monthly sessions.`
}

/**
 * Start an interview: reopen the user's unanswered in-progress session of the
 * same type and level if there is one (free), otherwise count one of the
 * month's sessions and create a new one (402 when none are left).
 */
export async function startInterview(input: {
	userId: string
	type: InterviewType
	experienceLevel: ExperienceLevel
	mode: 'text' | 'voice'
	/** "Practise the gaps": aim at the job description's criteria not yet evidenced */
	focus?: 'gaps'
	/** a session aimed at a weakness: bank questions that test this value (never a reopened session) */
	focusValue?: NhsValue
}) {
	const reuse = input.focus !== 'gaps' && !input.focusValue
	// Cheap checks first, so no questions are written (perhaps by OpenAI) for a start that cannot happen.
	const [usage, reopening] = await Promise.all([
		getSessionUsage(input.userId),
		reuse ? hasUnansweredSession(input) : Promise.resolve(false),
	])
	if (!reopening && usage.remaining === 0) throw new InterviewError(QUOTA_REACHED_MESSAGE, 402)
	const [bank, recent] = await Promise.all([listBankQuestions(), recentlyAnsweredQuestionIds(input.userId)])
	const seed = `${input.userId}:${Date.now()}`
	// With a CV or job description on file the session is personalised (5-7 questions written for it).
	const personal = reopening || input.focusValue
		? null
		: await personaliseSession({
				userId: input.userId,
				type: input.type,
				level: input.experienceLevel,
				focus: input.focus,
				bank,
				recentlyAnswered: recent,
				seed,
			})
	const chosen =
		personal?.questions ??
		selectQuestions({ bank, type: input.type, level: input.experienceLevel, recentlyAnswered: recent, seed, focusValue: input.focusValue })
	// openSession decides atomically: it reopens an unanswered session or counts one and creates it.
	const opened = await openSession({
		userId: input.userId,
		type: input.type,
		experienceLevel: input.experienceLevel,
		mode: input.mode,
		questionIds: chosen.map((q) => q.id),
		cvDocumentId: personal?.cvDocumentId ?? null,
		jobDescriptionDocumentId: personal?.jobDescriptionDocumentId ?? null,
		monthlyLimit: usage.limit,
		period: usage.period,
		reuse,
	})
	if (!opened) throw new InterviewError(QUOTA_REACHED_MESSAGE, 402)
	const { session, reused } = opened
	if (reused) return { session, questions: await getSessionQuestions(session.id), reused }
	return { session, questions: chosen.map((q, position) => ({ ...q, position })), reused }
}

/** The job description's key terms for a session, so the coach can judge relevance to the role. */
async function coachContext(session: { userId: string; jobDescriptionDocumentId: string | null }) {
	if (!session.jobDescriptionDocumentId) return undefined
	const doc = await getDocument(session.userId, session.jobDescriptionDocumentId)
	const analysis = doc ? readAnalysis(doc.analysis) : null
	return analysis?.kind === 'job_description' ? { jobKeyTerms: analysis.keyTerms } : undefined
}

async function requireOwnSession(userId: string, sessionId: string) {
	const session = await getSession(userId, sessionId)
	if (!session) throw new InterviewError(SESSION_NOT_FOUND, 404)
	return session
}

/** Score a saved response and store the feedback; null if scoring failed. */
async function scoreResponse(
	response: ResponseRow,
	question: SessionQuestion,
	session: { type: string; experienceLevel: string; userId: string; jobDescriptionDocumentId: string | null },
) {
	try {
		const context = await coachContext(session)
		const result = await analyseAnswer({
			question: {
				text: question.text,
				kind: question.kind,
				values: question.values as NhsValue[],
				competency: question.competency,
				guidance: question.guidance,
			},
			answer: response.transcriptionText,
			interviewType: session.type,
			experienceLevel: session.experienceLevel,
			context,
		})
		// null when the answer was replaced while it was being scored.
		return await insertFeedback({
			responseId: response.id,
			responseVersion: response.version,
			overallScore: result.overall,
			nhsValuesScore: result.nhsValues,
			starScore: result.star,
			clarityScore: result.clarity,
			detailedAnalysis: result.detailedAnalysis,
			strengths: result.strengths,
			improvements: result.improvements,
			recommendations: result.recommendations,
			valuesEvidenced: result.valuesEvidenced,
			starPresent: result.starPresent,
			evidence: result.evidence,
			provider: result.fallbackReason ? `${result.provider} (fallback)` : result.provider,
		})
	} catch (error) {
		console.error('Scoring failed; the answer is saved and can be re-scored.', error)
		return null
	}
}

export async function submitAnswer(input: {
	userId: string
	sessionId: string
	questionId: string
	transcriptionText: string
	responseTime: number | null
	inputMode: 'text' | 'voice'
	/** the recordings behind a voice answer; their delivery is analysed and kept with it */
	speech?: SpeechTakes | null
	/** "Try this question again": add an attempt instead of replacing the latest one */
	newAttempt?: boolean
}) {
	const session = await requireOwnSession(input.userId, input.sessionId)
	if (session.status === 'completed') {
		throw new InterviewError(READ_ONLY_MESSAGE, 409)
	}
	const questions = await getSessionQuestions(session.id)
	const question = questions.find((q) => q.id === input.questionId)
	if (!question) throw new InterviewError('That question is not part of this interview.', 400)
	const { speech, ...answer } = input
	const speechAnalytics = speech ? analyseSpeech(speech.takes) : null
	const response = await upsertResponse({
		...answer,
		sessionId: session.id,
		inputMode: speechAnalytics ? 'voice' : input.inputMode,
		speechAnalytics,
	})
	await deleteDraft(session.id, question.id)
	const feedback = await scoreResponse(response, question, session)
	return { response, feedback }
}

/** Re-run scoring for an answer whose feedback failed. */
export async function retryFeedback(userId: string, responseId: string) {
	const response = await getResponseForUser(userId, responseId)
	if (!response) throw new InterviewError('Answer not found.', 404)
	const session = await requireOwnSession(userId, response.sessionId)
	const question = (await getSessionQuestions(session.id)).find((q) => q.id === response.questionId)
	if (!question) throw new InterviewError('That question is not part of this interview.', 400)
	const [existing] = await getFeedbackForResponses([response.id])
	return existing ?? (await scoreResponse(response, question, session))
}

/** Delete the question's submitted answer (and its feedback) and any draft. */
export async function restartQuestion(userId: string, sessionId: string, questionId: string) {
	const session = await requireOwnSession(userId, sessionId)
	if (session.status === 'completed') throw new InterviewError(READ_ONLY_MESSAGE, 409)
	await Promise.all([deleteResponse(session.id, questionId), deleteDraft(session.id, questionId)])
}

/**
 * Keep what the candidate typed for a question they are leaving without
 * submitting: saved as a draft, or cleared when it is empty or the same as
 * the submitted answer. Nothing to keep in a completed interview.
 */
export async function keepDraft(userId: string, sessionId: string, questionId: string, text: string) {
	const session = await requireOwnSession(userId, sessionId)
	if (session.status === 'completed') return
	const [questions, responses] = await Promise.all([getSessionQuestions(session.id), getSessionResponses(session.id)])
	if (!questions.some((q) => q.id === questionId)) throw new InterviewError('That question is not part of this interview.', 400)
	const submitted = latestAttempts(responses).find((r) => r.questionId === questionId)?.transcriptionText
	if (!text.trim() || text === submitted) await deleteDraft(session.id, questionId)
	else await saveDraft(session.id, questionId, text)
}

/** Mean of the answers' overall scores (newest feedback per answer), or null. */
export function meanOverall(feedback: Array<{ responseId: string; overallScore: number; createdAt: Date }>) {
	const latest = new Map<string, number>()
	for (const f of [...feedback].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())) {
		if (!latest.has(f.responseId)) latest.set(f.responseId, f.overallScore)
	}
	if (!latest.size) return null
	return [...latest.values()].reduce((a, b) => a + b, 0) / latest.size
}

export async function completeInterview(userId: string, sessionId: string) {
	const session = await requireOwnSession(userId, sessionId)
	if (session.status === 'completed') return session
	const responses = await getSessionResponses(session.id)
	const feedback = await getFeedbackForResponses(responses.map((r) => r.id))
	// Each question counts once, by its best attempt.
	return completeSession(session.id, sessionScore(responses, feedback))
}
