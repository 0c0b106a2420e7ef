/**
 * The four notification switches on /settings (SPEC.md's names and defaults), kept in a cookie so the
 * form works without JavaScript (DESIGN.md departure from localStorage).
 */
import * as cookie from 'cookie'
import {
	NOTIFICATION_PREFERENCES,
	NotificationPreferencesSchema,
	type NotificationPreferences,
} from '#app/lib/schemas/auth'

const cookieName = 'nhs_notifications'

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
	emailNotifications: true,
	browserNotifications: false,
	interviewReminders: true,
	progressReports: true,
}

export function getNotificationPreferences(request: Request): NotificationPreferences {
	const raw = cookie.parse(request.headers.get('cookie') ?? '')[cookieName]
	if (raw === undefined) return DEFAULT_NOTIFICATION_PREFERENCES
	// Stored as the keys that are on, e.g. "emailNotifications,progressReports".
	const on = new Set(raw.split(','))
	return Object.fromEntries(
		NOTIFICATION_PREFERENCES.map(({ key }) => [key, on.has(key)]),
	) as NotificationPreferences
}

export function serializeNotificationPreferences(preferences: NotificationPreferences) {
	const parsed = NotificationPreferencesSchema.parse(preferences)
	const on = NOTIFICATION_PREFERENCES.filter(({ key }) => parsed[key]).map(({ key }) => key)
	return cookie.serialize(cookieName, on.join(',') || 'none', {
		path: '/',
		maxAge: 60 * 60 * 24 * 365,
		sameSite: 'lax',
		httpOnly: true,
	})
}
