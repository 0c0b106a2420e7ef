/**
 * Failed queries are logged with their error code, constraint and table,
 * never their SQL parameters (answers, e-mail addresses, password hashes).
 */
import { afterEach, expect, test, vi } from 'vitest'
import { createUser } from '#app/models/user.server'
import { describeError, installSafeConsole, isDatabaseUnavailable } from '#app/services/errors.server'
import { createTestUser } from './helpers'

afterEach(() => vi.restoreAllMocks())

test('a unique violation on sign-up is described without the address or the hash', async () => {
	const { user } = await createTestUser()
	const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$SECRETHASHVALUE'
	const error = await createUser({
		username: `${user.username}_2`,
		email: user.email,
		passwordHash: secretHash,
		firstName: 'Secret-First-Name',
		lastName: 'B',
	}).catch((e: unknown) => e)
	expect(error).toBeInstanceOf(Error)
	// The raw error does carry the values: that is what must never be logged.
	expect(String((error as Error).message)).toContain(user.email)

	const described = describeError(error)
	expect(described).toMatchObject({ name: 'DatabaseError', code: '23505', constraint: 'users_email_lower_idx', table: 'users' })
	const text = JSON.stringify(described)
	for (const secret of [user.email, secretHash, 'SECRETHASHVALUE', 'Secret-First-Name', 'insert into']) {
		expect(text).not.toContain(secret)
	}
	expect(isDatabaseUnavailable(error)).toBe(false)
})

test('console.error, once made safe, prints the code and never the parameters', async () => {
	const { user } = await createTestUser()
	const lines: string[] = []
	const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
		lines.push(args.map(String).join(' '))
	})
	globalThis.__safeConsoleInstalled = false
	installSafeConsole()
	try {
		const error = await createUser({ username: user.username, email: 'another@example.test', passwordHash: 'HASH-XYZ', firstName: 'A', lastName: 'B' }).catch((e: unknown) => e)
		console.error('sign-up failed', error)
	} finally {
		spy.mockRestore()
		globalThis.__safeConsoleInstalled = false
	}
	const line = lines.join('\n')
	expect(line).toContain('code=23505')
	expect(line).toContain('constraint=users_username_lower_idx')
	expect(line).not.toContain('HASH-XYZ')
	expect(line).not.toContain('another@example.test')
	expect(line).not.toContain(user.username)
})
