/**
 * The person specification's criteria as a checklist: each marked covered once
 * an answer scored well on it, qualifications marked when the CV shows them,
 * and "Practise the gaps" to start a session aimed at the rest.
 */
import { Form } from '@remix-run/react'
import { CheckCircle2, Circle, FileCheck2 } from 'lucide-react'
import { StatusButton, useIsPending } from '#app/components/forms'
import { type CriterionStatus } from '#app/lib/document-analysis'
import { cn } from '#app/utils/misc'

function status(c: CriterionStatus) {
	if (c.qualification) return c.onCv ? { text: 'On your CV', done: true } : { text: 'Make sure your CV shows this', done: false }
	return c.covered ? { text: 'Covered', done: true } : { text: 'Not yet practised', done: false }
}

export function CriteriaChecklist({
	idPrefix,
	criteria,
	practice,
}: {
	idPrefix: string
	criteria: CriterionStatus[]
	practice: { type: string; experienceLevel: string; gaps: number } | null
}) {
	const pending = useIsPending({ formAction: '/interview-setup', intent: undefined })
	if (!criteria.length) return null
	const practisable = criteria.filter((c) => !c.qualification)
	const covered = practisable.filter((c) => c.covered).length
	const groups = (['essential', 'desirable'] as const).map((p) => ({ p, items: criteria.filter((c) => c.priority === p) }))
	return (
		<section aria-labelledby={`${idPrefix}-criteria-title`} className="mt-4">
			<h3 id={`${idPrefix}-criteria-title`} className="text-lg font-bold">
				Person specification
			</h3>
			<p className="text-sm text-slate-700 dark:text-slate-300">
				{covered} of {practisable.length} criteria covered in your answers. A criterion is covered when an answer scoring 60% or more
				gives evidence of it.
			</p>
			{groups.map(({ p, items }) =>
				items.length ? (
					<div key={p} className="mt-2">
						<h4 className="text-sm font-semibold">{p === 'essential' ? 'Essential' : 'Desirable'}</h4>
						<ul className="mt-1 space-y-1">
							{items.map((c) => {
								const s = status(c)
								const Icon = c.qualification ? FileCheck2 : s.done ? CheckCircle2 : Circle
								return (
									<li key={c.id} className="flex items-start gap-2 text-sm">
										<Icon aria-hidden="true" size={18} className={cn('mt-0.5 shrink-0', s.done ? 'text-nhs-green dark:text-green-400' : 'text-slate-500')} />
										<span>
											{c.text} <span className={cn('font-semibold', s.done ? 'text-nhs-green dark:text-green-400' : '')}>({s.text})</span>
										</span>
									</li>
								)
							})}
						</ul>
					</div>
				) : null,
			)}
			{practice && practice.gaps > 0 ? (
				<Form method="post" action="/interview-setup" className="mt-3">
					<input type="hidden" name="type" value={practice.type} />
					<input type="hidden" name="experienceLevel" value={practice.experienceLevel} />
					<input type="hidden" name="mode" value="text" />
					<input type="hidden" name="focus" value="gaps" />
					<StatusButton type="submit" pending={pending}>
						Practise the gaps
					</StatusButton>
				</Form>
			) : practisable.length ? (
				<p className="mt-2 text-sm font-semibold">Every criterion you can practise is covered. Well done.</p>
			) : null}
		</section>
	)
}
