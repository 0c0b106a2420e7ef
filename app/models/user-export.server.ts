/**
 * Everything stored about one user, read for a data export (GDPR subject
 * access). Secrets are left out at the query: password hashes, token hashes
 * and file paths are never selected.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import {
	adminRoles,
	answerDrafts,
	authTokens,
	documents,
	feedback,
	interviewSessions,
	plans,
	questions,
	responses,
	sessionQuestions,
	sessionUsage,
	subscriptions,
	userSessions,
	users,
} from '#drizzle/schema'
import { db } from '#app/services/db.server'
import { listAuditEntriesForUser } from './audit-log.server'

/**
 * Every table with a foreign key to users, all read below. A test fails when
 * a new table points at users and is not here: add it to the export first.
 */
export const USER_TABLES_IN_EXPORT = [
	'admin_audit_log',
	'admin_roles',
	'auth_tokens',
	'documents',
	'interview_sessions',
	'questions',
	'responses',
	'session_usage',
	'subscriptions',
	'user_sessions',
] as const

export async function loadUserDataForExport(userId: string) {
	const [user] = await db
		.select({
			id: users.id,
			username: users.username,
			email: users.email,
			firstName: users.firstName,
			lastName: users.lastName,
			profileImageUrl: users.profileImageUrl,
			googleAccountId: users.googleId,
			isActive: users.isActive,
			isAdmin: users.isAdmin,
			activatedAt: users.activatedAt,
			passwordChangedAt: users.passwordChangedAt,
			createdAt: users.createdAt,
			updatedAt: users.updatedAt,
		})
		.from(users)
		.where(eq(users.id, userId))
		.limit(1)
	if (!user) return null

	const sessions = await db
		.select()
		.from(interviewSessions)
		.where(eq(interviewSessions.userId, userId))
		.orderBy(asc(interviewSessions.createdAt))
	const sessionIds = sessions.map((s) => s.id)

	const [
		draftRows,
		sessionQuestionRows,
		answerRows,
		personalisedQuestions,
		documentRows,
		subscriptionRows,
		usageRows,
		emailLinks,
		adminRole,
		audit,
		signIns,
	] = await Promise.all([
		sessionIds.length
			? db.select().from(answerDrafts).where(inArray(answerDrafts.sessionId, sessionIds))
			: Promise.resolve([]),
		sessionIds.length
			? db.select().from(sessionQuestions).where(inArray(sessionQuestions.sessionId, sessionIds)).orderBy(asc(sessionQuestions.position))
			: Promise.resolve([]),
		db.select().from(responses).where(eq(responses.userId, userId)).orderBy(asc(responses.createdAt)),
		db.select().from(questions).where(eq(questions.userId, userId)).orderBy(asc(questions.createdAt)),
		db
			.select({
				id: documents.id,
				type: documents.type,
				filename: documents.filename,
				mimeType: documents.mimeType,
				sizeBytes: documents.sizeBytes,
				extractedText: documents.extractedText,
				analysis: documents.analysis,
				createdAt: documents.createdAt,
			})
			.from(documents)
			.where(eq(documents.userId, userId))
			.orderBy(asc(documents.createdAt)),
		db
			.select({ subscription: subscriptions, plan: { slug: plans.slug, name: plans.name } })
			.from(subscriptions)
			.innerJoin(plans, eq(plans.id, subscriptions.planId))
			.where(eq(subscriptions.userId, userId)),
		db.select().from(sessionUsage).where(eq(sessionUsage.userId, userId)).orderBy(asc(sessionUsage.periodStart)),
		db
			.select({
				purpose: authTokens.purpose,
				createdAt: authTokens.createdAt,
				expiresAt: authTokens.expiresAt,
				usedAt: authTokens.usedAt,
			})
			.from(authTokens)
			.where(eq(authTokens.userId, userId))
			.orderBy(asc(authTokens.createdAt)),
		db.select({ role: adminRoles.role, permissions: adminRoles.permissions, createdAt: adminRoles.createdAt })
			.from(adminRoles)
			.where(eq(adminRoles.userId, userId)),
		listAuditEntriesForUser(userId),
		// The row id is what the session cookie carries: never exported.
		db
			.select({ userAgent: userSessions.userAgent, createdAt: userSessions.createdAt, lastSeenAt: userSessions.lastSeenAt, expiresAt: userSessions.expiresAt })
			.from(userSessions)
			.where(eq(userSessions.userId, userId))
			.orderBy(asc(userSessions.createdAt)),
	])

	const responseIds = answerRows.map((r) => r.id)
	const questionIds = [...new Set([...sessionQuestionRows.map((q) => q.questionId), ...answerRows.map((r) => r.questionId)])]
	const [feedbackRows, questionRows] = await Promise.all([
		responseIds.length
			? db.select().from(feedback).where(inArray(feedback.responseId, responseIds)).orderBy(asc(feedback.createdAt))
			: Promise.resolve([]),
		questionIds.length ? db.select().from(questions).where(inArray(questions.id, questionIds)) : Promise.resolve([]),
	])

	return {
		user,
		sessions,
		sessionQuestions: sessionQuestionRows,
		drafts: draftRows,
		questions: questionRows,
		personalisedQuestions,
		responses: answerRows,
		feedback: feedbackRows,
		documents: documentRows,
		subscription: subscriptionRows[0] ?? null,
		sessionUsage: usageRows,
		signIns,
		emailLinks,
		adminRole: adminRole[0] ?? null,
		audit,
	}
}

export type UserDataForExport = NonNullable<Awaited<ReturnType<typeof loadUserDataForExport>>>
