/** The Audit Log tab: who did what to whom, and when, newest first. */
import { card } from '../card'
import { Pagination } from './pagination'
import { cn } from '#app/utils/misc'

export type AuditEntryView = {
	id: string
	when: string
	who: string
	what: string
	target: string
	details: string
}

export function AuditLog({ entries, page, totalPages }: { entries: AuditEntryView[]; page: number; totalPages: number }) {
	return (
		<div className="space-y-6">
			<h2 className="text-2xl font-bold">Audit Log</h2>
			{entries.length ? (
				<div className={cn(card, 'overflow-x-auto p-0')} tabIndex={0} role="region" aria-labelledby="audit-caption">
					<table className="w-full min-w-[48rem] text-left text-sm">
						<caption id="audit-caption" className="sr-only">
							Admin actions, newest first, page {page} of {totalPages}
						</caption>
						<thead className="bg-slate-100 dark:bg-slate-800">
							<tr>
								{['When', 'Who', 'What', 'Target', 'Details'].map((h) => (
									<th key={h} scope="col" className="px-3 py-2">
										{h}
									</th>
								))}
							</tr>
						</thead>
						<tbody>
							{entries.map((e) => (
								<tr key={e.id} className="border-t border-slate-200 dark:border-slate-700">
									<td className="px-3 py-2 whitespace-nowrap">{e.when}</td>
									<td className="px-3 py-2">{e.who}</td>
									<td className="px-3 py-2">{e.what}</td>
									<td className="px-3 py-2">{e.target}</td>
									<td className="px-3 py-2">{e.details}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			) : (
				<p>No admin actions recorded yet.</p>
			)}
			<Pagination page={page} totalPages={totalPages} href={(p) => `/admin?tab=audit&page=${p}`} />
		</div>
	)
}
