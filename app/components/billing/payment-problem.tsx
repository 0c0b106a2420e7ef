import { Link } from '@remix-run/react'
import { card } from '#app/components/card'
import { buttonStyles } from '#app/components/forms'
import { cn } from '#app/utils/misc'

/** A checkout that cannot go ahead: what is wrong and the way back to the plans. */
export function PaymentProblem({ title, text }: { title: string; text: string }) {
	return (
		<section aria-labelledby="problem-heading" role="alert" className={cn(card, 'border-2 border-red-700')}>
			<h2 id="problem-heading" className="text-xl font-bold text-red-800 dark:text-red-300">
				{title}
			</h2>
			<p className="mt-2">{text}</p>
			<Link to="/subscription" className={cn(buttonStyles.secondary, 'mt-4')}>
				Back to Subscriptions
			</Link>
		</section>
	)
}
