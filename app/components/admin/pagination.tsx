import { Link } from '@remix-run/react'
import { buttonStyles } from '../forms'

/** Previous / "Page n of m" / Next links; nothing when everything fits on one page. */
export function Pagination({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
	if (totalPages <= 1) return null
	return (
		<nav aria-label="Pagination" className="flex flex-wrap items-center gap-4">
			{page > 1 ? (
				<Link to={href(page - 1)} className={buttonStyles.secondary}>
					Previous<span className="sr-only"> page</span>
				</Link>
			) : null}
			<span>
				Page {page} of {totalPages}
			</span>
			{page < totalPages ? (
				<Link to={href(page + 1)} className={buttonStyles.secondary}>
					Next<span className="sr-only"> page</span>
				</Link>
			) : null}
		</nav>
	)
}
