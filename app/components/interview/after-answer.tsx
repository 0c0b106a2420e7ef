/**
 * What the interview page shows only after an answer is sent: the
 * confidentiality warning, speech delivery, hedging, the attempt comparison
 * and list, and the outline of a strong answer. The server renders them as
 * usual (no JavaScript needed); in the browser the page loads this module
 * when one of them is on screen, not with the page's first scripts.
 */
export { AnswerOutline } from './answer-outline'
export { AttemptComparison, AttemptList } from './attempt-comparison'
export { ConfidentialityWarning } from './confidentiality-warning'
export { HedgingSummary } from './hedging-summary'
export { SpeechDelivery } from './speech-delivery'
