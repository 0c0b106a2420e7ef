/** Fixtures for the admin tests: admins in a role, and a user with something in every table. */
import { eq } from 'drizzle-orm'
import { authTokens, documents, plans, questions, sessionUsage, subscriptions } from '#drizzle/schema'
import { setAdminRole } from '#app/models/admin-role.server'
import { saveDraft } from '#app/models/answer-draft.server'
import { addAuditEntry } from '#app/models/audit-log.server'
import { completeSession, openSession, insertFeedback, upsertResponse } from '#app/models/interview.server'
import { hashToken } from '#app/models/auth-token.server'
import { db } from '#app/services/db.server'
import { createTestUser } from './helpers'

export async function createAdmin(role: string, overrides: Parameters<typeof createTestUser>[0] = {}) {
	const created = await createTestUser(overrides)
	await setAdminRole(created.user.id, role)
	return { ...created, user: { ...created.user, isAdmin: true } }
}

export const EXTRACTED_TEXT = 'Staff nurse, Ward 7, Leeds Teaching Hospitals. Led a falls-prevention audit.'
export const ANSWER = 'On my ward I noticed falls at night, so I set up hourly rounding with the team and falls halved.'

/** A user with a personalised question, a document, a completed interview with feedback, a subscription, usage and a reset link. */
export async function createUserWithData(overrides: Parameters<typeof createTestUser>[0] = {}) {
	const created = await createTestUser(overrides)
	const userId = created.user.id
	/** in this user's answer and document text only, to find copies of their content */
	const marker = `mark${crypto.randomUUID().slice(0, 12)}`
	const [personalised] = await db
		.insert(questions)
		.values({
			text: 'Tell us about the falls-prevention audit on your CV.',
			types: ['nursing'],
			levels: ['mid'],
			values: ['Commitment to quality of care'],
			competency: 'Quality improvement',
			difficulty: 'medium',
			source: 'personalised',
			userId,
		})
		.returning()
	const [bank] = await db.select().from(questions).where(eq(questions.source, 'bank')).limit(1)
	const [doc] = await db
		.insert(documents)
		.values({
			userId,
			type: 'cv',
			filename: 'my-cv.pdf',
			mimeType: 'application/pdf',
			sizeBytes: 1234,
			storagePath: `uploads/${userId}/secret-path.pdf`,
			extractedText: `${EXTRACTED_TEXT} ${marker}`,
		})
		.returning()
	const { session } = (await openSession({
		userId,
		type: 'nursing',
		experienceLevel: 'mid',
		mode: 'text',
		questionIds: [personalised!.id, bank!.id],
		cvDocumentId: doc!.id,
		monthlyLimit: 100,
	}))!
	await saveDraft(session.id, bank!.id, `A half-written answer ${marker}`)
	const response = await upsertResponse({
		sessionId: session.id,
		questionId: personalised!.id,
		userId,
		transcriptionText: `${ANSWER} ${marker}`,
		responseTime: 95,
		inputMode: 'text',
	})
	const feedbackRow = await insertFeedback({
		responseId: response.id,
		responseVersion: response.version,
		overallScore: 0.72,
		nhsValuesScore: 0.6,
		starScore: 0.5,
		clarityScore: 0.8,
		detailedAnalysis: 'A clear example with a measurable result.',
		strengths: ['Specific result'],
		improvements: ['Say more about the task'],
		recommendations: ['Name your own role'],
		valuesEvidenced: ['Commitment to quality of care'],
		starPresent: { situation: true, task: false, action: true, result: true },
		provider: 'offline',
	})
	await completeSession(session.id, 0.72)
	const [pro] = await db.select().from(plans).where(eq(plans.slug, 'pro_15'))
	await db.insert(subscriptions).values({
		userId,
		planId: pro!.id,
		status: 'active',
		stripeCustomerId: `cus_${userId.slice(0, 8)}`,
		stripeSubscriptionId: `sub_${userId.slice(0, 8)}`,
	})
	// Opening the session above counted one; say two were started this period.
	await db.update(sessionUsage).set({ sessionsUsed: 2 }).where(eq(sessionUsage.userId, userId))
	const secretToken = `raw-reset-token-${userId}`
	await db.insert(authTokens).values({
		userId,
		purpose: 'password_reset',
		tokenHash: hashToken(secretToken),
		expiresAt: new Date(Date.now() + 3_600_000),
	})
	return { ...created, marker, secretToken, personalised: personalised!, bank: bank!, document: doc!, session, response, feedback: feedbackRow }
}

export async function auditAbout(userId: string, actorUserId: string | null) {
	await addAuditEntry({ actorUserId, action: 'user.suspend', targetUserId: userId })
}
