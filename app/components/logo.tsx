import { cn } from '#app/utils/misc'

/**
 * Our own mark: a speech bubble (the interview) with a tick (feedback that
 * helps), in our teal. Not the NHS lozenge: NHS identity rules reserve it for
 * services the NHS runs. The same drawing is public/favicon.svg and the PNG
 * in our e-mails (public/email-logo.png).
 */
export const LOGO_BUBBLE_PATH =
	'M8 3h16a6 6 0 0 1 6 6v9a6 6 0 0 1-6 6H14.5L8 29.5V24a6 6 0 0 1-6-6V9a6 6 0 0 1 6-6z'
export const LOGO_TICK_POINTS = '9.5,13.5 14,18 22.5,9.5'

export const PRODUCT_NAME = 'NHS Interview Coach'

/** The mark alone. Decorative by default; pass a title to make it an image with a name. */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
	return (
		<svg
			viewBox="0 0 32 32"
			className={cn('h-9 w-9 shrink-0', className)}
			{...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
			focusable="false"
		>
			<path d={LOGO_BUBBLE_PATH} className="fill-teal-700 dark:fill-teal-300" />
			<polyline
				points={LOGO_TICK_POINTS}
				fill="none"
				strokeWidth="3.2"
				strokeLinecap="round"
				strokeLinejoin="round"
				className="stroke-white dark:stroke-slate-950"
			/>
		</svg>
	)
}
