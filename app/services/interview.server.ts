/**
 * The interview use cases, shared by the pages and the JSON API:
 * start a session, answer a question (saved first, then scored), retry
 * scoring, complete a session.
 */
import {
	completeSession,
	createSession,
	deleteResponse,
	getFeedbackForResponses,
	getResponseForUser,
	getSession,
	getSessionQuestions,
	getSessionResponses,
	insertFeedback,
	recentlyAnsweredQuestionIds,
	upsertResponse,
	type ResponseRow,
	type SessionQuestion,
} from '#app/models/interview.server'
import { listCandidateQuestions } from '#app/models/question.server'
import { type ExperienceLevel, type InterviewType } from '#app/lib/interview-types'
import { type NhsValue } from '#app/lib/nhs-values'
import { analyseAnswer } from './coach/index.server'
import { consumeSessionQuota, QUOTA_REACHED_MESSAGE } from './quota.server'
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

export async function startInterview(input: {
	userId: string
	type: InterviewType
	experienceLevel: ExperienceLevel
	mode: 'text' | 'voice'
}) {
	if (!(await consumeSessionQuota(input.userId))) {
		throw new InterviewError(QUOTA_REACHED_MESSAGE, 402)
	}
	const [bank, recent] = await Promise.all([
		listCandidateQuestions(input.userId),
		recentlyAnsweredQuestionIds(input.userId),
	])
	const chosen = selectQuestions({
		bank: bank.map((q) => ({ ...q, personalised: q.source === 'personalised' })),
		type: input.type,
		level: input.experienceLevel,
		recentlyAnswered: recent,
		seed: `${input.userId}:${Date.now()}`,
	})
	const session = await createSession({ ...input, questionIds: chosen.map((q) => q.id) })
	return { session, questions: chosen.map((q, position) => ({ ...q, position })) }
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
	session: { type: string; experienceLevel: string },
) {
	try {
		const result = await analyseAnswer({
			question: {
				text: question.text,
				values: question.values as NhsValue[],
				competency: question.competency,
				guidance: question.guidance,
			},
			answer: response.transcriptionText,
			interviewType: session.type,
			experienceLevel: session.experienceLevel,
		})
		return await insertFeedback({
			responseId: response.id,
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
}) {
	const session = await requireOwnSession(input.userId, input.sessionId)
	if (session.status === 'completed') {
		throw new InterviewError('This interview is complete, so its answers can no longer be changed.', 409)
	}
	const questions = await getSessionQuestions(session.id)
	const question = questions.find((q) => q.id === input.questionId)
	if (!question) throw new InterviewError('That question is not part of this interview.', 400)
	const response = await upsertResponse({ ...input, sessionId: session.id })
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

export async function restartQuestion(userId: string, sessionId: string, questionId: string) {
	const session = await requireOwnSession(userId, sessionId)
	if (session.status === 'completed') {
		throw new InterviewError('This interview is complete, so its answers can no longer be changed.', 409)
	}
	await deleteResponse(session.id, questionId)
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
	return completeSession(session.id, meanOverall(feedback))
}
