/**
 * The coach: scores an interview answer and writes feedback.
 *   analyseAnswerOffline(input)  synchronous, deterministic, no network
 *   analyseAnswer(input, opts)   'auto' (default): OpenAI when OPENAI_API_KEY is set, else offline
 */
import { readOpenAIConfig } from '#app/services/openai.server'
import { analyseAnswerOffline } from './offline.server'
import { analyseWithOpenAI } from './openai.server'
import { type CoachInput, type CoachResult } from './types'

export type { CoachInput, CoachQuestion, CoachResult } from './types'
export { analyseAnswerOffline }

export async function analyseAnswer(
	input: CoachInput,
	opts?: { provider?: 'auto' | 'offline' | 'openai' },
): Promise<CoachResult> {
	const provider = opts?.provider ?? 'auto'
	if (provider === 'offline') return analyseAnswerOffline(input)
	const config = readOpenAIConfig()
	if (!config) {
		const result = analyseAnswerOffline(input)
		return provider === 'openai' ? { ...result, fallbackReason: 'OPENAI_API_KEY is not set' } : result
	}
	return analyseWithOpenAI(input, config)
}
