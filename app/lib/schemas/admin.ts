/** Admin schemas shared by the /admin form actions and the /api/admin endpoints. */
import { z } from 'zod'
import { USERS_PAGE_SIZE } from '#app/lib/admin'

export const MAX_SEARCH_CHARS = 100

/** Search text with control characters (NUL included) removed: they can never match a name. */
const searchText = z
	.string()
	.transform((v) => v.replace(/\p{Cc}/gu, '').trim().slice(0, MAX_SEARCH_CHARS))
	.optional()

export const AdminUsersQuerySchema = z.object({
	q: searchText,
	page: z.coerce
		.number({ invalid_type_error: 'page must be a whole number of 1 or more.' })
		.int('page must be a whole number of 1 or more.')
		.min(1, 'page must be a whole number of 1 or more.')
		.max(100_000, 'page is too large.')
		.default(1),
	pageSize: z.coerce
		.number({ invalid_type_error: 'pageSize must be a whole number from 1 to 100.' })
		.int('pageSize must be a whole number from 1 to 100.')
		.min(1, 'pageSize must be a whole number from 1 to 100.')
		.max(100, 'pageSize must be a whole number from 1 to 100.')
		.default(USERS_PAGE_SIZE),
})

export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>

const IS_ACTIVE_MESSAGE = 'isActive must be true or false.'

/** PATCH /api/admin/users/{userId}/status sends a JSON boolean; the form sends "true" or "false". */
export const UserStatusSchema = z.object({
	isActive: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
		errorMap: () => ({ message: IS_ACTIVE_MESSAGE }),
	}),
})

export const UserIdSchema = z.string().uuid()
