import { Link } from '@remix-run/react'
import {
	Accessibility,
	BarChart3,
	Brain,
	FileText,
	Mic,
	ShieldCheck,
	Star,
	Award,
	HeartHandshake,
} from 'lucide-react'
import { NHS_VALUES, NHS_VALUE_DESCRIPTIONS } from '#app/lib/nhs-values'

const FEATURES = [
	{
		icon: Mic,
		title: 'Voice Practice Sessions',
		text: 'Answer out loud as you would in the room. Your speech is transcribed and analysed for pace and clarity.',
	},
	{
		icon: Brain,
		title: 'AI Feedback on Every Answer',
		text: 'Scores for overall quality, NHS values alignment, STAR structure and clarity, with specific strengths and improvements.',
	},
	{
		icon: Award,
		title: 'Competency Framework Questions',
		text: 'Questions and assessments built on the competencies NHS panels score, for every role and level.',
	},
	{
		icon: FileText,
		title: 'Document Analysis',
		text: 'Upload your CV and the job description to get 5 to 7 personalised questions for the post you want.',
	},
	{
		icon: BarChart3,
		title: 'Progress Tracking',
		text: 'Follow your scores across sessions, your confidence score and your mastery of each NHS value.',
	},
	{
		icon: Accessibility,
		title: 'Accessible to Everyone',
		text: 'Built to WCAG 2.1 AA: keyboard navigation, screen reader support, and text or voice input.',
	},
]

const TRUST_BADGES = [
	{ icon: ShieldCheck, label: 'GDPR Compliant' },
	{ icon: HeartHandshake, label: 'NHS Values Aligned' },
	{ icon: Star, label: 'Competency Framework' },
]

const primaryButton =
	'inline-flex min-h-12 items-center justify-center rounded-md bg-nhs-blue px-6 py-3 text-base font-semibold text-white hover:bg-nhs-dark-blue'
const secondaryButton =
	'inline-flex min-h-12 items-center justify-center rounded-md border-2 border-nhs-blue bg-white px-6 py-3 text-base font-semibold text-nhs-blue hover:bg-slate-100 dark:border-white dark:bg-transparent dark:text-white dark:hover:bg-slate-800'

export function Landing() {
	return (
		<div>
			<section className="bg-gradient-to-b from-white to-slate-100 px-4 py-20 dark:from-slate-950 dark:to-slate-900">
				<div className="mx-auto max-w-4xl text-center">
					<h1 className="text-4xl font-extrabold tracking-tight text-nhs-dark-blue sm:text-5xl dark:text-white">
						Practice NHS Interviews with AI Confidence
					</h1>
					<p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
						Rehearse real NHS interview questions by voice or text and get instant, specific
						feedback on the six NHS values, the STAR method and the clarity of your answers.
						Free to start, no credit card required.
					</p>
					<div className="mt-8 flex flex-wrap justify-center gap-4">
						<Link to="/auth" className={primaryButton}>
							Start Practicing Now
						</Link>
						<a href="#features" className={secondaryButton}>
							Learn More
						</a>
					</div>
					<ul className="mt-10 flex flex-wrap justify-center gap-3" aria-label="Trust badges">
						{TRUST_BADGES.map(({ icon: Icon, label }) => (
							<li
								key={label}
								className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
							>
								<Icon aria-hidden="true" size={16} className="text-nhs-green dark:text-nhs-aqua-green" />
								{label}
							</li>
						))}
					</ul>
				</div>
			</section>

			<section id="features" tabIndex={-1} aria-labelledby="features-title" className="scroll-mt-5 px-4 py-16 outline-none">
				<div className="mx-auto max-w-6xl">
					<h2 id="features-title" className="text-center text-3xl font-bold">
						Everything you need to prepare
					</h2>
					<ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
						{FEATURES.map(({ icon: Icon, title, text }) => (
							<li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
								<Icon aria-hidden="true" className="text-nhs-blue dark:text-nhs-light-blue" />
								<h3 className="mt-3 text-lg font-bold">{title}</h3>
								<p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>
							</li>
						))}
					</ul>
				</div>
			</section>

			<section id="values" aria-labelledby="values-title" className="scroll-mt-5 bg-white px-4 py-16 dark:bg-slate-900">
				<div className="mx-auto max-w-6xl">
					<h2 id="values-title" className="text-center text-3xl font-bold">
						Built around the six NHS values
					</h2>
					<ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
						{NHS_VALUES.map((value) => (
							<li key={value} className="rounded-lg border-t-4 border-nhs-blue bg-slate-50 p-6 dark:bg-slate-950">
								<h3 className="text-lg font-bold">{value}</h3>
								<p className="mt-2 text-slate-700 dark:text-slate-300">{NHS_VALUE_DESCRIPTIONS[value]}</p>
							</li>
						))}
					</ul>
				</div>
			</section>

			<section aria-labelledby="cta-title" className="bg-nhs-dark-blue px-4 py-16 text-center text-white">
				<h2 id="cta-title" className="text-3xl font-bold">
					Ready to Ace Your NHS Interview?
				</h2>
				<p className="mx-auto mt-4 max-w-2xl text-lg">
					Join candidates practising for nursing, medical, allied health, management,
					administrative and support roles.
				</p>
				<Link
					to="/auth"
					className="mt-8 inline-flex min-h-12 items-center justify-center rounded-md bg-white px-6 py-3 text-base font-semibold text-nhs-dark-blue hover:bg-slate-100"
				>
					Get Started - It's Free
				</Link>
			</section>
		</div>
	)
}
