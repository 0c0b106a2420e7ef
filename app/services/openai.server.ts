/**
 * OpenAI settings from the environment, and one structured-output chat completion
 * (strict JSON schema) shared by the coach and the personalised-question generator.
 * Callers validate the returned JSON with their own zod schema and fall back to
 * their offline path on any error thrown here.
 */
import OpenAI from 'openai'
import { getEnv } from '#app/services/env.server'

export type OpenAIConfig = {
	apiKey: string
	baseURL?: string
	model: string
	timeoutMs: number
}

/** The OpenAI settings from the environment, or undefined when no key is set. */
export function readOpenAIConfig(): OpenAIConfig | undefined {
	let apiKey: string | undefined
	let baseURL: string | undefined
	let model = 'gpt-4o-mini'
	let timeoutMs = 15_000
	try {
		const env = getEnv()
		apiKey = env.OPENAI_API_KEY
		baseURL = env.OPENAI_BASE_URL
		model = env.OPENAI_MODEL
		timeoutMs = env.OPENAI_TIMEOUT_MS
	} catch {
		// an unrelated variable failed validation: read ours directly
		apiKey = process.env.OPENAI_API_KEY?.trim() || undefined
		baseURL = process.env.OPENAI_BASE_URL?.trim() || undefined
		model = process.env.OPENAI_MODEL?.trim() || model
		const t = Number(process.env.OPENAI_TIMEOUT_MS)
		if (Number.isFinite(t) && t > 0) timeoutMs = t
	}
	if (!apiKey) return undefined
	return { apiKey, baseURL, model, timeoutMs }
}

/** Parse the model's message content as JSON (tolerating a ```json fence). */
function parseContent(content: string | null | undefined): unknown {
	if (!content) throw new Error('empty response from the model')
	const trimmed = content
		.trim()
		.replace(/^```(?:json)?\s*/i, '')
		.replace(/```\s*$/, '')
	try {
		return JSON.parse(trimmed)
	} catch {
		throw new Error('the model did not return valid JSON')
	}
}

export type StructuredRequest = {
	/** the schema's name as OpenAI sees it */
	name: string
	schema: Record<string, unknown>
	system: string
	user: string
	temperature: number
	maxTokens: number
}

/**
 * One chat completion whose reply must follow `schema`; returns the parsed JSON.
 * Throws on a timeout, an API error, no choice, a refusal or content that is not JSON.
 */
export async function structuredCompletion(config: OpenAIConfig, request: StructuredRequest): Promise<unknown> {
	const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: 0 })
	const completion = await client.chat.completions.create({
		model: config.model,
		temperature: request.temperature,
		max_tokens: request.maxTokens,
		response_format: { type: 'json_schema', json_schema: { name: request.name, strict: true, schema: request.schema } },
		messages: [
			{ role: 'system', content: request.system },
			{ role: 'user', content: request.user },
		],
	})
	const message = completion.choices?.[0]?.message
	if (!message) throw new Error('no choices in the response')
	if (message.refusal) throw new Error(`the model refused: ${message.refusal.slice(0, 200)}`)
	return parseContent(message.content)
}
