/** GET /settings/export: "Download my data", the signed-in user's own data export (works without JS). */
import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '#app/services/auth.server'
import { userExportResponse } from '#app/services/user-export.server'

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const response = await userExportResponse(user.id)
	if (!response) throw new Error(`user ${user.id} vanished during an export`)
	return response
}
