/**
 * After feedback: an outline of a strong answer to this question, from what
 * the panel looks for and the candidate's own example. Collapsed by default
 * (<details>, so it works without JS); an outline, never a script.
 */
import { type buildOutline } from '#app/lib/answer-outline'

export function AnswerOutline({ outline }: { outline: ReturnType<typeof buildOutline> }) {
	return (
		<details className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
			<summary className="cursor-pointer text-lg font-bold">Outline of a strong answer</summary>
			<p className="mt-2 text-sm">Use it to plan your next attempt in your own words; it is an outline, not a script to learn.</p>
			<ol className="mt-3 space-y-2">
				{outline.steps.map((step) => (
					<li key={step.part}>
						<strong>{step.part}:</strong>{' '}
						{step.yours ? (
							<>
								Your {step.part.toLowerCase()}: “{step.yours}” {step.prompt}
							</>
						) : (
							step.prompt
						)}
					</li>
				))}
			</ol>
			{outline.values.length ? (
				<>
					<h4 className="mt-3 font-bold">Values this question tests</h4>
					<ul className="mt-1 list-disc space-y-1 pl-5">
						{outline.values.map((v) => (
							<li key={v.value}>
								{v.value}: {v.shown ? 'you showed it; keep it.' : 'not shown yet; show it through what you did.'}
							</li>
						))}
					</ul>
				</>
			) : null}
		</details>
	)
}
