/** Password hashing with argon2id (@node-rs/argon2). */
import { hash, verify } from '@node-rs/argon2'

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string) {
	return hash(password, OPTIONS)
}

export async function verifyPassword(hashed: string | null, password: string) {
	if (!hashed) return false
	try {
		return await verify(hashed, password)
	} catch {
		return false
	}
}

/** A real hash to verify against when the user does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined
export async function verifyDummy(password: string) {
	dummyHash ??= hashPassword('not-a-real-password-just-for-timing')
	await verifyPassword(await dummyHash, password)
	return false
}
