import { expect, test } from 'vitest'
import { updateUser } from '#app/models/user.server'
import { action as changePassword } from '#app/routes/api.user.change-password'
import { loader as currentUser } from '#app/routes/api.user'
import { createUserSessionHeaders } from '#app/services/auth.server'
import { hashPassword } from '#app/services/password.server'
import { apiRequest, call, createTestUser } from './helpers'

const cookieOf = (headers: Headers) => headers.get('set-cookie')!.split(';')[0]!

test('changing the password signs out other sessions and keeps this one', async () => {
	const { user, cookie: otherDevice } = await createTestUser()
	await updateUser(user.id, { passwordHash: await hashPassword('old-password-1') })
	const thisDevice = cookieOf(await createUserSessionHeaders(user.id))

	const res = await call(
		changePassword,
		apiRequest('/api/user/change-password', {
			method: 'POST',
			cookie: thisDevice,
			json: { currentPassword: 'old-password-1', newPassword: 'new-password-2' },
		}),
	)
	expect(res.status).toBe(200)
	const refreshed = cookieOf(res.headers)

	expect((await call(currentUser, apiRequest('/api/user', { cookie: otherDevice }))).status).toBe(401)
	expect((await call(currentUser, apiRequest('/api/user', { cookie: thisDevice }))).status).toBe(401)
	const me = await call(currentUser, apiRequest('/api/user', { cookie: refreshed }))
	expect(me.status).toBe(200)
	expect((await me.json()).id).toBe(user.id)
})
