/** /resources: guides, videos, checklists, the NHS values quick reference and links. */
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { ExternalLink as ExternalIcon, PlayCircle } from 'lucide-react'
import { buttonStyles } from '#app/components/forms'
import {
	CHECKLISTS,
	EXTERNAL_LINKS,
	GUIDES,
	VALUE_QUICK_REFERENCE,
	VIDEOS,
	type ResourceDifficulty,
} from '#app/lib/resources-content'
import { requireUserId } from '#app/services/auth.server'
import { cn } from '#app/utils/misc'
import { pageMeta } from '#app/utils/meta'
import { type HydrationHandle } from '#app/utils/hydration'

export const meta: MetaFunction = () =>
	pageMeta('Interview resources | NHS Interview Coach', 'Guides, videos, checklists and an NHS values quick reference to prepare for your NHS interview.')

/** Reading only: the page loads no JavaScript. */
export const handle: HydrationHandle = { hydrate: false }

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUserId(request)
	return null
}

const TAG_STYLE: Record<ResourceDifficulty, string> = {
	Essential: 'bg-blue-100 text-nhs-dark-blue dark:bg-blue-950 dark:text-blue-100',
	Beginner: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
	Intermediate: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
	Advanced: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
}

function Tag({ difficulty }: { difficulty: ResourceDifficulty }) {
	return <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', TAG_STYLE[difficulty])}>{difficulty}</span>
}

const card = 'rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900'
const GUIDE_ANCHORS: Record<string, string> = { 'star-method': 'star', 'nhs-values': 'values-guide' }

export default function Resources() {
	return (
		<div className="mx-auto max-w-6xl px-4 py-8">
			<div className="flex flex-wrap items-center justify-between gap-4">
				<h1 className="text-3xl font-bold">Interview resources</h1>
				<Link to="/interview" className={buttonStyles.primary}>Start Practice Session</Link>
			</div>

			<nav aria-label="On this page" className="mt-4">
				<ul className="flex flex-wrap gap-3 text-sm">
					{[['#guides', 'Guides'], ['#videos', 'Videos'], ['#checklists', 'Checklists'], ['#values', 'NHS values'], ['#links', 'Useful links']].map(([href, label]) => (
						<li key={href}><a href={href} className={buttonStyles.link}>{label}</a></li>
					))}
				</ul>
			</nav>

			<section id="guides" aria-labelledby="guides-title" className="mt-8">
				<h2 id="guides-title" className="text-2xl font-bold">Guides</h2>
				<div className="mt-4 space-y-4">
					{GUIDES.map((guide) => (
						<details key={guide.id} id={GUIDE_ANCHORS[guide.id] ?? guide.id} className={card} open={guide.id === 'star-method'}>
							<summary className="cursor-pointer">
								<span className="flex flex-wrap items-center gap-2">
									<span className="text-lg font-bold">{guide.title}</span>
									<Tag difficulty={guide.difficulty} />
									<span className="text-sm text-slate-700 dark:text-slate-300">{guide.readingMinutes} min read</span>
								</span>
								<span className="mt-1 block text-slate-700 dark:text-slate-300">{guide.summary}</span>
							</summary>
							<div className="mt-4 space-y-4">
								{guide.sections.map((section) => (
									<section key={section.heading}>
										<h3 className="font-bold">{section.heading}</h3>
										{section.body.map((paragraph, i) => (
											<p key={i} className="mt-2">{paragraph}</p>
										))}
									</section>
								))}
							</div>
						</details>
					))}
				</div>
			</section>

			<section id="videos" aria-labelledby="videos-title" className="mt-10">
				<h2 id="videos-title" className="text-2xl font-bold">Videos</h2>
				<ul className="mt-4 grid gap-4 md:grid-cols-3">
					{VIDEOS.map((video) => (
						<li key={video.id} className={card}>
							<PlayCircle aria-hidden="true" className="text-nhs-blue dark:text-nhs-light-blue" />
							<h3 className="mt-2 font-bold">{video.title}</h3>
							<p className="mt-1 text-sm">{video.description}</p>
							<p className="mt-2 flex items-center gap-2 text-sm">
								<Tag difficulty={video.difficulty} /> <span>{video.durationLabel}</span>
							</p>
							<p className="mt-2 text-sm italic text-slate-700 dark:text-slate-300">Video coming soon</p>
						</li>
					))}
				</ul>
			</section>

			<section id="checklists" aria-labelledby="checklists-title" className="mt-10">
				<h2 id="checklists-title" className="text-2xl font-bold">Checklists</h2>
				<div className="mt-4 grid gap-4 md:grid-cols-2">
					{CHECKLISTS.map((checklist) => (
						<section key={checklist.id} aria-labelledby={`${checklist.id}-title`} className={card}>
							<h3 id={`${checklist.id}-title`} className="text-lg font-bold">{checklist.title}</h3>
							<ul className="mt-2 list-disc space-y-1 pl-5">
								{checklist.items.map((item) => <li key={item}>{item}</li>)}
							</ul>
						</section>
					))}
				</div>
			</section>

			<section id="values" aria-labelledby="values-ref-title" className="mt-10">
				<h2 id="values-ref-title" className="text-2xl font-bold">The six NHS values: quick reference</h2>
				<div className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
					{VALUE_QUICK_REFERENCE.map((entry) => (
						<section key={entry.value} aria-label={entry.value} className={card}>
							<h3 className="text-lg font-bold">{entry.value}</h3>
							<p className="mt-1">{entry.meaning}</p>
							<p className="mt-2 text-sm font-semibold">Show it by:</p>
							<ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
								{entry.showItBy.map((b) => <li key={b}>{b}</li>)}
							</ul>
						</section>
					))}
				</div>
			</section>

			<section id="links" aria-labelledby="links-title" className="mt-10">
				<h2 id="links-title" className="text-2xl font-bold">Useful links</h2>
				<ul className="mt-4 grid gap-4 md:grid-cols-3">
					{EXTERNAL_LINKS.map((link) => (
						<li key={link.href} className={card}>
							<a href={link.href} rel="noreferrer" target="_blank" className={cn(buttonStyles.link, 'inline-flex items-center gap-1')}>
								{link.title} <ExternalIcon aria-hidden="true" size={14} /><span className="sr-only"> (opens in a new tab)</span>
							</a>
							<p className="mt-1 text-sm">{link.description}</p>
						</li>
					))}
				</ul>
			</section>

			<div className="mt-10">
				<Link to="/interview" className={buttonStyles.primary}>Start Practice Session</Link>
			</div>
		</div>
	)
}
