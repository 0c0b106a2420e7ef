/**
 * System health for the admin area and /api/admin/dashboard: the database
 * (status and latency), each outside provider (configured? does it answer?)
 * and storage (DATA_DIR writable, free space). Provider checks run in
 * parallel with a short timeout and are cached briefly, so the page never
 * waits long and a busy admin page does not hammer the providers.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import OpenAI from 'openai'
import Stripe from 'stripe'
import { pingDatabase } from '#app/models/health.server'
import { getEnv } from './env.server'
import { describeError } from './errors.server'
import { getPaymentMode } from './payment-mode.server'

export type HealthStatus = 'healthy' | 'error' | 'not_configured'

export type ProviderCheck = {
	id: 'openai' | 'assemblyai' | 'deepgram' | 'stripe' | 'smtp'
	name: string
	status: HealthStatus
	latency: number | null
	message: string
}

export const PROBE_TIMEOUT_MS = 3000
export const PROVIDER_CACHE_MS = 30_000

class ProbeError extends Error {}

function timeoutAfter(ms: number) {
	return new Promise<never>((_, reject) => {
		setTimeout(() => reject(new ProbeError(`Did not answer within ${ms / 1000} s.`)), ms).unref()
	})
}

const TIMED_OUT = /time(d)?[ -]?out|ETIMEDOUT/i

/** Why a call failed, in words an admin can act on (never the key itself). */
function describeFailure(error: unknown, timeoutMs: number) {
	if (error instanceof ProbeError) return error.message
	const name = (error as Error)?.name ?? ''
	if (TIMED_OUT.test(name) || TIMED_OUT.test((error as Error)?.message ?? '')) return `Did not answer within ${timeoutMs / 1000} s.`
	const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode
	if (typeof status === 'number') {
		return status === 401 || status === 403 ? `Answered ${status}: the key was rejected.` : `Answered with HTTP ${status}.`
	}
	// A database error's message quotes the query: report its code only.
	const safe = describeError(error)
	if (safe.name === 'DatabaseError') return `Did not answer (database error${safe.code ? ` ${safe.code}` : ''}).`
	return `Did not answer: ${(safe.message ?? safe.name).slice(0, 160)}`
}

async function httpStatus(url: string, headers: Record<string, string>, timeoutMs: number) {
	const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) })
	await response.body?.cancel()
	if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status })
}

type Probe = {
	id: ProviderCheck['id']
	name: string
	/** what runs instead when it is not configured */
	fallback: string
	configured: () => boolean
	check: (timeoutMs: number) => Promise<unknown>
}

function probes(): Probe[] {
	const env = getEnv()
	return [
		{
			id: 'openai',
			name: 'OpenAI',
			fallback: 'Not configured: the offline coach scores answers.',
			configured: () => Boolean(env.OPENAI_API_KEY),
			check: (timeoutMs) =>
				new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, timeout: timeoutMs, maxRetries: 0 }).models.list(),
		},
		{
			id: 'assemblyai',
			name: 'AssemblyAI',
			fallback: "Not configured: voice answers use the browser's speech recognition.",
			configured: () => Boolean(env.ASSEMBLYAI_API_KEY),
			check: (timeoutMs) =>
				httpStatus(
					`${(env.ASSEMBLYAI_BASE_URL ?? 'https://api.assemblyai.com').replace(/\/$/, '')}/v2/transcript?limit=1`,
					{ authorization: env.ASSEMBLYAI_API_KEY! },
					timeoutMs,
				),
		},
		{
			id: 'deepgram',
			name: 'Deepgram',
			fallback: 'Not configured.',
			configured: () => Boolean(env.DEEPGRAM_API_KEY),
			check: (timeoutMs) =>
				httpStatus(
					`${(env.DEEPGRAM_BASE_URL ?? 'https://api.deepgram.com').replace(/\/$/, '')}/v1/projects`,
					{ authorization: `Token ${env.DEEPGRAM_API_KEY!}` },
					timeoutMs,
				),
		},
		{
			id: 'stripe',
			name: 'Stripe',
			fallback: 'Not configured: paid plans are unavailable; the free plan works.',
			configured: () => Boolean(env.STRIPE_SECRET_KEY || env.STRIPE_SECRET_KEY_LIVE),
			check: async (timeoutMs) => {
				const key = (await getPaymentMode()) === 'live' ? env.STRIPE_SECRET_KEY_LIVE : env.STRIPE_SECRET_KEY
				if (!key) throw new ProbeError('No secret key for the current payment mode.')
				const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null
				const stripe = new Stripe(key, {
					timeout: timeoutMs,
					maxNetworkRetries: 0,
					telemetry: false,
					...(base
						? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
						: {}),
				})
				return stripe.balance.retrieve()
			},
		},
		{
			id: 'smtp',
			name: 'SMTP',
			fallback: 'Not configured: e-mails are written to the local outbox.',
			configured: () => Boolean(env.SMTP_URL),
			check: async (timeoutMs) => {
				const transport = nodemailer.createTransport(env.SMTP_URL!, {
					connectionTimeout: timeoutMs,
					greetingTimeout: timeoutMs,
					socketTimeout: timeoutMs,
				})
				try {
					await transport.verify()
				} finally {
					transport.close()
				}
			},
		},
	]
}

async function runProbe(probe: Probe, timeoutMs: number): Promise<ProviderCheck> {
	const base = { id: probe.id, name: probe.name }
	if (!probe.configured()) return { ...base, status: 'not_configured', latency: null, message: probe.fallback }
	const started = performance.now()
	try {
		await Promise.race([probe.check(timeoutMs), timeoutAfter(timeoutMs + 250)])
		return { ...base, status: 'healthy', latency: Math.round(performance.now() - started), message: 'Answering.' }
	} catch (error) {
		return { ...base, status: 'error', latency: null, message: describeFailure(error, timeoutMs) }
	}
}

type ProviderChecks = { providers: ProviderCheck[]; checkedAt: string }
let cache: { at: number; result: Promise<ProviderChecks> } | null = null

/** Every provider's check, from a cache of up to PROVIDER_CACHE_MS unless `fresh`. */
export function checkProviders({ fresh = false, timeoutMs = PROBE_TIMEOUT_MS } = {}): Promise<ProviderChecks> {
	if (!fresh && cache && Date.now() - cache.at < PROVIDER_CACHE_MS) return cache.result
	const checkedAt = new Date().toISOString()
	const result = Promise.all(probes().map((p) => runProbe(p, timeoutMs))).then((providers) => ({ providers, checkedAt }))
	cache = { at: Date.now(), result }
	return result
}

export function clearProviderCache() {
	cache = null
}

export async function checkDatabase(timeoutMs = PROBE_TIMEOUT_MS) {
	const started = performance.now()
	try {
		await Promise.race([pingDatabase(), timeoutAfter(timeoutMs)])
		return { status: 'healthy' as HealthStatus, latency: Math.round(performance.now() - started), message: 'Answering.' }
	} catch (error) {
		return { status: 'error' as HealthStatus, latency: null, message: describeFailure(error, timeoutMs) }
	}
}

/** Below this much free space storage is reported as an error (uploads would start failing). */
export const MIN_FREE_BYTES = 100 * 1024 * 1024

export async function checkStorage() {
	const dir = getEnv().DATA_DIR
	try {
		await fs.mkdir(dir, { recursive: true })
		const probe = path.join(dir, `.health-${process.pid}-${Date.now()}`)
		await fs.writeFile(probe, 'ok')
		await fs.rm(probe, { force: true })
		const stats = await fs.statfs(dir)
		const freeBytes = stats.bavail * stats.bsize
		const totalBytes = stats.blocks * stats.bsize
		const low = freeBytes < MIN_FREE_BYTES
		return {
			status: (low ? 'error' : 'healthy') as HealthStatus,
			writable: true,
			freeBytes,
			totalBytes,
			message: low ? 'Writable, but almost full.' : 'Writable.',
		}
	} catch (error) {
		return {
			status: 'error' as HealthStatus,
			writable: false,
			freeBytes: null,
			totalBytes: null,
			message: `Cannot write to the data directory: ${(error as Error).message.slice(0, 160)}`,
		}
	}
}

/** Overall provider status: error if any configured provider fails, healthy if all answer. */
export function summariseProviders(checks: ProviderCheck[]): HealthStatus {
	if (checks.some((c) => c.status === 'error')) return 'error'
	return checks.some((c) => c.status === 'healthy') ? 'healthy' : 'not_configured'
}

/** SPEC.md systemHealth: database {status, latency}, apis {status, ...}, storage {status, ...}. */
export async function getSystemHealth({ fresh = false } = {}) {
	const [database, { providers, checkedAt }, storage] = await Promise.all([
		checkDatabase(),
		checkProviders({ fresh }),
		checkStorage(),
	])
	return {
		database,
		apis: { status: summariseProviders(providers), providers, checkedAt },
		storage,
	}
}

export type SystemHealth = Awaited<ReturnType<typeof getSystemHealth>>
