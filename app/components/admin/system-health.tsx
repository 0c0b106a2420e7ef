/** The System Health tab: database, storage and each outside provider, each with a text status. */
import { Form } from '@remix-run/react'
import { CheckCircle2, CircleSlash, XCircle } from 'lucide-react'
import { StatusButton, useIsPending } from '../forms'
import { card } from '../card'
import { cn } from '#app/utils/misc'

type Status = 'healthy' | 'error' | 'not_configured'

export type HealthView = {
	database: { status: Status; latency: number | null; message: string }
	storage: { status: Status; writable: boolean; freeBytes: number | null; totalBytes: number | null; message: string }
	apis: {
		status: Status
		providers: Array<{ id: string; name: string; status: Status; latency: number | null; message: string }>
		checkedAt: string
	}
}

const STATUS_TEXT: Record<Status, string> = { healthy: 'Healthy', error: 'Error', not_configured: 'Not configured' }

export function StatusLabel({ status }: { status: Status }) {
	const Icon = status === 'healthy' ? CheckCircle2 : status === 'error' ? XCircle : CircleSlash
	return (
		<span
			className={cn(
				'inline-flex items-center gap-1 font-semibold',
				status === 'healthy' && 'text-green-800 dark:text-green-300',
				status === 'error' && 'text-red-800 dark:text-red-300',
				status === 'not_configured' && 'text-slate-700 dark:text-slate-300',
			)}
		>
			<Icon aria-hidden="true" size={18} /> {STATUS_TEXT[status]}
		</span>
	)
}

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toLocaleString('en-GB', { maximumFractionDigits: 1 })} GB`

export function SystemHealthPanel({ health, checkedLabel }: { health: HealthView; checkedLabel: string }) {
	const isPending = useIsPending({ formAction: '/admin?tab=health', intent: 'refresh-health' })
	const { storage } = health
	return (
		<div className="space-y-6">
			<div className="flex flex-wrap items-center justify-between gap-4">
				<h2 className="text-2xl font-bold">System Health</h2>
				<Form method="post" action="/admin?tab=health">
					<input type="hidden" name="intent" value="refresh-health" />
					<StatusButton type="submit" pending={isPending} variant="secondary">
						Check again
					</StatusButton>
				</Form>
			</div>
			<p className="text-slate-700 dark:text-slate-300">Provider checks from {checkedLabel} (kept for 30 seconds).</p>
			<div className="grid gap-4 md:grid-cols-2">
				<section aria-labelledby="db-health-title" className={card}>
					<h3 id="db-health-title" className="text-lg font-bold">
						Database
					</h3>
					<dl className="mt-2 space-y-1">
						<div className="flex gap-2"><dt>Status:</dt><dd><StatusLabel status={health.database.status} /></dd></div>
						<div className="flex gap-2"><dt>Latency:</dt><dd>{health.database.latency === null ? '–' : `${health.database.latency} ms`}</dd></div>
						{health.database.status === 'error' ? <div className="flex gap-2"><dt>Detail:</dt><dd>{health.database.message}</dd></div> : null}
					</dl>
				</section>
				<section aria-labelledby="storage-health-title" className={card}>
					<h3 id="storage-health-title" className="text-lg font-bold">
						Storage
					</h3>
					<dl className="mt-2 space-y-1">
						<div className="flex gap-2"><dt>Status:</dt><dd><StatusLabel status={storage.status} /></dd></div>
						<div className="flex gap-2"><dt>Data directory:</dt><dd>{storage.writable ? 'Writable' : 'Not writable'}</dd></div>
						{storage.freeBytes !== null && storage.totalBytes !== null ? (
							<div className="flex gap-2"><dt>Free space:</dt><dd>{gb(storage.freeBytes)} of {gb(storage.totalBytes)}</dd></div>
						) : null}
						{storage.status === 'error' ? <div className="flex gap-2"><dt>Detail:</dt><dd>{storage.message}</dd></div> : null}
					</dl>
				</section>
			</div>
			<section aria-labelledby="providers-title" className={card}>
				<h3 id="providers-title" className="text-lg font-bold">
					Outside services: <StatusLabel status={health.apis.status} />
				</h3>
				<div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="providers-title">
					<table className="w-full min-w-[36rem] text-left">
						<caption className="sr-only">Outside services and whether each answers</caption>
						<thead>
							<tr>
								<th scope="col" className="py-2 pr-4">Service</th>
								<th scope="col" className="py-2 pr-4">Status</th>
								<th scope="col" className="py-2 pr-4">Latency</th>
								<th scope="col" className="py-2 pr-4">Detail</th>
							</tr>
						</thead>
						<tbody>
							{health.apis.providers.map((p) => (
								<tr key={p.id} className="border-t border-slate-200 dark:border-slate-700">
									<th scope="row" className="py-2 pr-4">{p.name}</th>
									<td className="py-2 pr-4"><StatusLabel status={p.status} /></td>
									<td className="py-2 pr-4">{p.latency === null ? '–' : `${p.latency} ms`}</td>
									<td className="py-2 pr-4">{p.message}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			</section>
		</div>
	)
}
