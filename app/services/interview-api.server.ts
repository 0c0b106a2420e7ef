/** JSON shapes of the interview API (SPEC.md section 3). */
import { NHS_VALUES, NHS_VALUE_KEYS } from '#app/lib/nhs-values'
import { toPercent } from '#app/lib/scores'
import {
	getSessionDetail,
	type FeedbackRow,
	type ResponseRow,
	type SessionDetail,
	type SessionRow,
} from '#app/models/interview.server'
import { type QuestionRow } from '#app/models/question.server'
import { requireUserId } from './auth.server'
import { jsonError } from './http.server'
import { InterviewError, SESSION_NOT_FOUND } from './interview.server'
import { type Progress } from './progress.server'

export function serializeSession(s: SessionRow) {
	return {
		id: s.id,
		type: s.type,
		experienceLevel: s.experienceLevel,
		mode: s.mode,
		status: s.status,
		overallScore: s.overallScore,
		startedAt: s.startedAt,
		completedAt: s.completedAt,
		createdAt: s.createdAt,
	}
}

export function serializeQuestion(q: Pick<QuestionRow, 'id' | 'text' | 'values' | 'competency' | 'difficulty'>) {
	return {
		id: q.id,
		questionText: q.text,
		nhsValues: q.values,
		competencyArea: q.competency,
		difficulty: q.difficulty,
	}
}

export function serializeResponse(r: ResponseRow) {
	return {
		id: r.id,
		sessionId: r.sessionId,
		questionId: r.questionId,
		transcriptionText: r.transcriptionText,
		responseText: r.transcriptionText,
		responseTime: r.responseTime,
		inputMode: r.inputMode,
		speechAnalytics: r.speechAnalytics,
		createdAt: r.createdAt,
		updatedAt: r.updatedAt,
	}
}

export function serializeFeedback(f: FeedbackRow) {
	return {
		id: f.id,
		responseId: f.responseId,
		overallScore: f.overallScore,
		nhsValuesScore: f.nhsValuesScore,
		starStructureScore: f.starScore,
		clarityScore: f.clarityScore,
		detailedAnalysis: f.detailedAnalysis,
		strengths: f.strengths,
		improvements: f.improvements,
		recommendations: f.recommendations,
		valuesEvidenced: f.valuesEvidenced,
		starPresent: f.starPresent,
		provider: f.provider,
		createdAt: f.createdAt,
	}
}

export function serializeDetail(detail: SessionDetail) {
	return {
		session: serializeSession(detail.session),
		questions: detail.questions.map(serializeQuestion),
		responses: detail.responses.map(serializeResponse),
		feedback: detail.feedback.map(serializeFeedback),
	}
}

export function serializeProgress(p: Progress) {
	return {
		completedInterviews: p.completedInterviews,
		avgOverallScore: toPercent(p.averageOverall) ?? 0,
		avgNhsValuesScore: toPercent(p.averageNhsValues) ?? 0,
		avgStarScore: toPercent(p.averageStar) ?? 0,
		avgClarityScore: toPercent(p.averageClarity) ?? 0,
		lastPracticeDate: p.lastPracticeDate,
		trend: p.trend,
	}
}

export function serializeValuesProgress(p: Progress) {
	return Object.fromEntries(NHS_VALUES.map((v) => [NHS_VALUE_KEYS[v], toPercent(p.values[v]) ?? 0]))
}

/** Turn an InterviewError into `{message}` with its status; rethrow anything else. */
export function interviewErrorResponse(error: unknown) {
	if (error instanceof InterviewError) {
		// A used-up quota (402) says where to get more sessions.
		const upgrade = error.status === 402 ? { upgradeUrl: '/subscription' } : {}
		return Response.json({ message: error.message, ...upgrade }, { status: error.status })
	}
	throw error
}

/** GET one of the user's sessions with its questions, answers and feedback (404 for anyone else's). */
export async function sessionDetailResponse(request: Request, sessionId: string | undefined) {
	const userId = await requireUserId(request)
	const detail = await getSessionDetail(userId, sessionId ?? '')
	return detail ? Response.json(serializeDetail(detail)) : jsonError(SESSION_NOT_FOUND, 404)
}
