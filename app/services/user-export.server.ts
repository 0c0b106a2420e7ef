/**
 * The data export (GDPR right of access): one JSON document with everything
 * we hold about a user, used by /settings/export (the user's own) and
 * GET /api/admin/users/{userId}/export (an admin's, audited). Never contains
 * password hashes, token hashes, session secrets or file-system paths.
 */
import { loadUserDataForExport, type UserDataForExport } from '#app/models/user-export.server'
import { serializeQuestion } from './interview-api.server'

export const EXPORT_FORMAT = 'nhs-interview-coach/user-data/v1'

export function exportFilename(userId: string) {
	return `user_${userId}_data.json`
}

function question(q: UserDataForExport['questions'][number]) {
	return { ...serializeQuestion(q), source: q.source }
}

/** Shape the stored rows into the export document (pure, so it is easy to test). */
export function buildUserExport(data: UserDataForExport, exportedAt = new Date()) {
	const questionsById = new Map(data.questions.map((q) => [q.id, q]))
	const feedbackByResponse = new Map<string, UserDataForExport['feedback']>()
	for (const f of data.feedback) feedbackByResponse.set(f.responseId, [...(feedbackByResponse.get(f.responseId) ?? []), f])
	return {
		format: EXPORT_FORMAT,
		exportedAt: exportedAt.toISOString(),
		about:
			'Everything NHS Interview Coach stores about this account. Passwords are stored only as one-way hashes and ' +
			'e-mailed links only as hashes, so neither is included. Each signed-in device is listed (browser, when it signed ' +
			'in and was last active) without the key its cookie holds. Notification and cookie preferences are kept in your ' +
			'browser, not by us.',
		profile: data.user,
		adminRole: data.adminRole,
		interviewSessions: data.sessions.map((session) => ({
			...session,
			questions: data.sessionQuestions
				.filter((sq) => sq.sessionId === session.id)
				.map((sq) => {
					const q = questionsById.get(sq.questionId)
					const response = data.responses.find((r) => r.sessionId === session.id && r.questionId === sq.questionId)
					const draft = data.drafts.find((d) => d.sessionId === session.id && d.questionId === sq.questionId)
					return {
						position: sq.position + 1,
						question: q ? question(q) : { id: sq.questionId },
						response: response
							? {
									id: response.id,
									transcriptionText: response.transcriptionText,
									responseTime: response.responseTime,
									inputMode: response.inputMode,
									createdAt: response.createdAt,
									updatedAt: response.updatedAt,
								}
							: null,
						draft: draft ? { text: draft.text, updatedAt: draft.updatedAt } : null,
						feedback: response ? (feedbackByResponse.get(response.id) ?? []).map(({ responseId: _r, ...f }) => f) : [],
					}
				}),
		})),
		personalisedQuestions: data.personalisedQuestions.map((q) => ({ ...question(q), createdAt: q.createdAt })),
		documents: data.documents,
		subscription: data.subscription
			? {
					plan: data.subscription.plan,
					status: data.subscription.subscription.status,
					mode: data.subscription.subscription.mode,
					stripeCustomerId: data.subscription.subscription.stripeCustomerId,
					stripeSubscriptionId: data.subscription.subscription.stripeSubscriptionId,
					currentPeriodStart: data.subscription.subscription.currentPeriodStart,
					currentPeriodEnd: data.subscription.subscription.currentPeriodEnd,
					createdAt: data.subscription.subscription.createdAt,
					updatedAt: data.subscription.subscription.updatedAt,
				}
			: null,
		sessionUsage: data.sessionUsage.map((u) => ({ month: u.periodStart, sessionsStarted: u.sessionsUsed })),
		emailLinks: data.emailLinks,
		signedInDevices: data.signIns,
		adminAuditLog: {
			actionsAboutYou: data.audit.about,
			actionsYouTook: data.audit.by,
		},
	}
}

export type UserExport = ReturnType<typeof buildUserExport>

/** The export as a JSON download, or null when the user does not exist. */
export async function userExportResponse(userId: string): Promise<Response | null> {
	const data = await loadUserDataForExport(userId)
	if (!data) return null
	return new Response(JSON.stringify(buildUserExport(data), null, 2), {
		headers: {
			'content-type': 'application/json; charset=utf-8',
			'content-disposition': `attachment; filename="${exportFilename(data.user.id)}"`,
			'cache-control': 'no-store',
		},
	})
}
