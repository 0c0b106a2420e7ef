/** GET /api/admin/dashboard's payload (SPEC.md section 3): userStats, engagementStats, systemHealth. */
import { getEngagementStats, getUserStats } from '#app/models/admin-user.server'
import { getSystemHealth } from './system-health.server'

/** The first moment of the current month (UTC). */
export function monthStart(now = new Date()) {
	return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/** userStats and engagementStats (also the Analytics tab's headline figures). */
export async function getEngagement(now = new Date()) {
	const [userStats, engagementStats] = await Promise.all([getUserStats(monthStart(now)), getEngagementStats()])
	return { userStats, engagementStats }
}

export async function getAdminDashboard(now = new Date()) {
	const [engagement, systemHealth] = await Promise.all([getEngagement(now), getSystemHealth()])
	return { ...engagement, systemHealth }
}
