/**
 * The "Signed-in devices" list on /settings: each live session of the user,
 * named from its browser's user agent (bowser), with when it signed in and
 * was last used, and which one is this device.
 */
import Bowser from 'bowser'
import { relativeTime } from '#app/lib/relative-time'
import { listUserSessions } from '#app/models/user-session.server'

/** "Chrome on Windows", "Safari on iOS", or "Unknown browser". */
export function deviceName(userAgent: string) {
	if (!userAgent.trim()) return 'Unknown browser'
	try {
		const { browser, os } = Bowser.parse(userAgent)
		const name = browser.name || 'Unknown browser'
		return os.name ? `${name} on ${os.name}` : name
	} catch {
		return 'Unknown browser'
	}
}

const signedInDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export async function listSignedInDevices(userId: string, currentSessionId: string | null, now = new Date()) {
	const sessions = await listUserSessions(userId)
	return sessions.map((s) => ({
		id: s.id,
		device: deviceName(s.userAgent),
		signedIn: signedInDate.format(s.createdAt),
		lastActive: relativeTime(s.lastSeenAt, now),
		current: s.id === currentSessionId,
	}))
}

export type SignedInDevice = Awaited<ReturnType<typeof listSignedInDevices>>[number]
