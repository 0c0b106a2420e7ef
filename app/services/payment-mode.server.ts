/**
 * Stripe's payment mode (test or live), chosen by an admin and kept in
 * app_settings under 'stripe_mode'. Live is available only when both live
 * keys are configured; without them the mode is always test.
 */
import { z } from 'zod'
import { getSetting, setSetting } from '#app/models/app-setting.server'
import { getEnv } from './env.server'

export const PAYMENT_MODES = ['test', 'live'] as const
export type PaymentMode = (typeof PAYMENT_MODES)[number]
export const PaymentModeSchema = z.enum(PAYMENT_MODES, { message: 'Choose test or live mode.' })

const SETTING_KEY = 'stripe_mode'

export function hasTestKeys() {
	const env = getEnv()
	return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY)
}

export function isLiveAvailable() {
	const env = getEnv()
	return Boolean(env.STRIPE_SECRET_KEY_LIVE && env.STRIPE_PUBLISHABLE_KEY_LIVE)
}

/** The mode payments use now: the stored choice, but never live without live keys. */
export async function getPaymentMode(): Promise<PaymentMode> {
	const stored = PaymentModeSchema.safeParse(await getSetting(SETTING_KEY))
	return stored.success && stored.data === 'live' && isLiveAvailable() ? 'live' : 'test'
}

export type SetPaymentModeResult = { ok: true; mode: PaymentMode; previous: PaymentMode } | { ok: false; status: 409 }

export async function setPaymentMode(mode: PaymentMode): Promise<SetPaymentModeResult> {
	if (mode === 'live' && !isLiveAvailable()) return { ok: false, status: 409 }
	const previous = await getPaymentMode()
	await setSetting(SETTING_KEY, mode)
	return { ok: true, mode, previous }
}

/** SPEC.md's payment mode payload. */
export async function getPaymentModeStatus() {
	const currentMode = await getPaymentMode()
	return {
		currentMode,
		isLive: currentMode === 'live',
		hasTestKeys: hasTestKeys(),
		hasLiveKeys: isLiveAvailable(),
		isLiveAvailable: isLiveAvailable(),
	}
}
