/**
 * The /speech-test status card: each provider's configuration and its last
 * check, server-rendered, then refreshed from GET /api/speech/status every
 * 30 seconds while JavaScript runs.
 */
import { Link } from '@remix-run/react'
import { CheckCircle2, MinusCircle, XCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { buttonStyles } from '#app/components/forms'
import { PROVIDER_LABELS, type SpeechService, type SpeechStatus } from '#app/lib/speech'

export const STATUS_POLL_MS = 30_000

const SERVICE_LABELS: Record<SpeechService, { name: string; use: string }> = {
	assemblyAI: { name: 'AssemblyAI', use: 'Speech to text' },
	openai: { name: 'OpenAI', use: 'Speech to text (when AssemblyAI has no key) and text to speech' },
	deepgram: { name: 'Deepgram', use: 'Text to speech' },
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium', timeZone: 'Europe/London' })
const formatTime = (iso: string) => timeFormat.format(new Date(iso))

function useLiveStatus(initial: SpeechStatus) {
	const [status, setStatus] = useState(initial)
	const [stale, setStale] = useState(false)
	useEffect(() => setStatus(initial), [initial])
	useEffect(() => {
		const timer = setInterval(async () => {
			try {
				const response = await fetch('/api/speech/status', { credentials: 'same-origin' })
				if (!response.ok) throw new Error(String(response.status))
				setStatus((await response.json()) as SpeechStatus)
				setStale(false)
			} catch {
				setStale(true)
			}
		}, STATUS_POLL_MS)
		return () => clearInterval(timer)
	}, [])
	return { status, stale }
}

function Reachability({ configured, reachable, error }: { configured: boolean; reachable: boolean | null; error: string | null }) {
	if (!configured) {
		return (
			<span className="inline-flex items-center gap-1">
				<MinusCircle aria-hidden="true" size={16} /> Not configured
			</span>
		)
	}
	return reachable ? (
		<span className="inline-flex items-center gap-1 text-green-800 dark:text-green-300">
			<CheckCircle2 aria-hidden="true" size={16} /> Reachable
		</span>
	) : (
		<span className="inline-flex items-center gap-1 text-red-700 dark:text-red-400">
			<XCircle aria-hidden="true" size={16} /> Unreachable{error ? `: ${error}` : ''}
		</span>
	)
}

export function SpeechStatusCard({ initial, className }: { initial: SpeechStatus; className?: string }) {
	const { status, stale } = useLiveStatus(initial)
	const last = status.lastTranscription
	return (
		<section aria-labelledby="status-title" className={className}>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="status-title" className="text-xl font-bold">
					Speech services
				</h2>
				<Link to="/speech-test" className={buttonStyles.secondary} preventScrollReset>
					Refresh
				</Link>
			</div>
			<p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
				Each configured service is checked with one authenticated request, at most once a minute. This card refreshes
				every 30 seconds.
			</p>
			{/* Focusable so keyboard users can scroll it sideways on narrow screens. */}
			<div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Speech service status table">
				<table className="w-full text-left text-sm">
					<caption className="sr-only">Speech service status</caption>
					<thead>
						<tr className="border-b border-slate-300 dark:border-slate-600">
							<th scope="col" className="py-2 pr-3">Service</th>
							<th scope="col" className="py-2 pr-3">Status</th>
							<th scope="col" className="py-2 pr-3">Check took</th>
							<th scope="col" className="py-2">Checked at</th>
						</tr>
					</thead>
					<tbody>
						{(Object.keys(SERVICE_LABELS) as SpeechService[]).map((service) => {
							const detail = status.details[service]
							return (
								<tr key={service} className="border-b border-slate-200 align-top dark:border-slate-700">
									<th scope="row" className="py-2 pr-3">
										{SERVICE_LABELS[service].name}
										<span className="block text-xs font-normal text-slate-700 dark:text-slate-300">{SERVICE_LABELS[service].use}</span>
									</th>
									<td className="py-2 pr-3">
										<Reachability {...detail} />
									</td>
									<td className="py-2 pr-3">{detail.latencyMs === null ? '–' : `${detail.latencyMs} ms`}</td>
									<td className="py-2">{detail.checkedAt ? formatTime(detail.checkedAt) : '–'}</td>
								</tr>
							)
						})}
					</tbody>
				</table>
			</div>
			<p className="mt-3" aria-live="polite">
				{last
					? `Last transcription on this server: ${PROVIDER_LABELS[last.provider]}, ${last.latencyMs} ms, at ${formatTime(last.at)}.`
					: 'No transcriptions on this server since it started.'}
			</p>
			{stale ? (
				<p role="status" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-400">
					Could not refresh the status; showing the last one received.
				</p>
			) : null}
		</section>
	)
}
