/** GET /api/subscription/plans -> the plans on sale (SPEC.md's Plan shape, GBP). */
import { listPlansForSale } from '#app/services/billing.server'

export async function loader() {
	return Response.json(await listPlansForSale())
}
