/**
 * Sign-in throttling (ADR 0011): tight per username + address, a looser
 * per-username ceiling with doubling back-off, a per-address ceiling.
 */
import { expect, test } from 'vitest'
import {
	ADDRESS_FAILURES,
	PAIR_FAILURES,
	USERNAME_FAILURES,
	recordFailedSignIn,
	recordSuccessfulSignIn,
	signInWaitMs,
} from '#app/services/sign-in-throttle.server'

let n = 0
const unique = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${n++}`

test('one address is stopped after five failures; another address is not', async () => {
	const username = unique('pair')
	for (let i = 0; i < PAIR_FAILURES; i++) {
		expect(await signInWaitMs(username, '203.0.113.1')).toBe(0)
		await recordFailedSignIn(username, '203.0.113.1')
	}
	expect(await signInWaitMs(username, '203.0.113.1')).toBeGreaterThan(0)
	expect(await signInWaitMs(username.toUpperCase(), '203.0.113.1')).toBeGreaterThan(0)
	expect(await signInWaitMs(username, '198.51.100.2')).toBe(0)
})

test('a correct password forgives that address its failures', async () => {
	const username = unique('forgive')
	for (let i = 0; i < PAIR_FAILURES - 1; i++) await recordFailedSignIn(username, '203.0.113.3')
	await recordSuccessfulSignIn(username, '203.0.113.3')
	for (let i = 0; i < PAIR_FAILURES - 1; i++) await recordFailedSignIn(username, '203.0.113.3')
	expect(await signInWaitMs(username, '203.0.113.3')).toBe(0)
})

test('guesses spread over many addresses trip the per-username ceiling, with a back-off', async () => {
	const username = unique('spread')
	for (let i = 0; i < USERNAME_FAILURES; i++) await recordFailedSignIn(username, `10.0.${Math.floor(i / 200)}.${i % 200}`)
	const wait = await signInWaitMs(username, '198.51.100.99')
	// The first trip holds the username for 15 minutes.
	expect(wait).toBeGreaterThan(14 * 60_000)
	expect(wait).toBeLessThanOrEqual(15 * 60_000)
	// Tripping it again the same day doubles the hold.
	await recordFailedSignIn(username, '10.9.9.9')
	expect(await signInWaitMs(username, '198.51.100.99')).toBeGreaterThan(29 * 60_000)
})

test('one address guessing many usernames hits the per-address ceiling', async () => {
	const address = `192.0.2.${(process.pid % 200) + 1}`
	const ceiling = Math.round(ADDRESS_FAILURES * Number(process.env.RATE_LIMIT_MULTIPLIER ?? 1))
	for (let i = 0; i < ceiling; i++) await recordFailedSignIn(unique('spray'), address)
	expect(await signInWaitMs(unique('fresh'), address)).toBeGreaterThan(0)
	expect(await signInWaitMs(unique('fresh'), '198.51.100.100')).toBe(0)
})
