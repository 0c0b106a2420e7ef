/**
 * /auth: Sign In (default) and Sign Up. Tabs are links (?tab=signup) and
 * both forms post to this action, so everything works without JavaScript.
 */
import { type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
	data,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigate } from '@remix-run/react'
import { BarChart3, Brain, FileText, Mic } from 'lucide-react'
import { useEffect } from 'react'
import { Field, FormAlert, StatusButton, buttonStyles, useIsPending } from '#app/components/forms'
import { HONEYPOT_FIELD } from '#app/lib/honeypot'
import { LoginSchema, RegisterSchema } from '#app/lib/schemas/auth'
import { requireAnonymous, createUserSessionHeaders } from '#app/services/auth.server'
import { getEnv } from '#app/services/env.server'
import { safeRedirect } from '#app/services/http.server'
import { clientAddress } from '#app/services/rate-limit.server'
import { registerAndSendActivation } from '#app/services/registration.server'
import { signInForm } from '#app/services/sign-in.server'
import { redirectWithToast } from '#app/services/toast.server'
import { cn } from '#app/utils/misc'
import { type FieldConstraint, serverForm } from '#app/utils/server-form'
import { NameFields } from '#app/components/name-fields'
import { pageMeta } from '#app/utils/meta'
import { type HydrationHandle } from '#app/utils/hydration'

export const meta: MetaFunction = () =>
	pageMeta('Sign in or sign up | NHS Interview Coach', 'Sign in or create a free account to practise NHS job interviews and get feedback on every answer.')

const SUSPENDED_NOTICE_MS = 6000

/** The suspended-account notice is for reading: that state loads no JavaScript. */
export const handle: HydrationHandle = {
	hydrate: (data: Awaited<ReturnType<typeof loader>>) => !data.suspended,
}

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	const url = new URL(request.url)
	return {
		tab: url.searchParams.get('tab') === 'signup' ? ('signup' as const) : ('signin' as const),
		suspended: url.searchParams.get('suspended') === 'true',
		redirectTo: url.searchParams.get('redirectTo') ?? '',
		googleEnabled: Boolean(getEnv().GOOGLE_CLIENT_ID && getEnv().GOOGLE_CLIENT_SECRET),
		// The forms check on submit, on the server: the page needs no zod of its own.
		constraints: {
			signin: getZodConstraint(LoginSchema) as Record<string, FieldConstraint>,
			signup: getZodConstraint(RegisterSchema) as Record<string, FieldConstraint>,
		},
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	await requireAnonymous(request)
	const formData = await request.formData()
	const intent = formData.get('intent')
	if (intent === 'signup') return signUp(request, formData)
	return signInForm(request, formData, clientAddress(context))
}

async function signUp(request: Request, formData: FormData) {
	const submission = await parseWithZod(formData, {
		schema: RegisterSchema,
		async: true,
	})
	if (submission.status !== 'success') {
		return data({ intent: 'signup' as const, result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	if (formData.get(HONEYPOT_FIELD)) {
		return data(
			{ intent: 'signup' as const, result: submission.reply({ formErrors: ['Unable to create account'] }) },
			{ status: 400 },
		)
	}
	const result = await registerAndSendActivation(submission.value)
	if (!result.ok) {
		return data(
			{
				intent: 'signup' as const,
				result: submission.reply({
					fieldErrors: Object.fromEntries(
						Object.entries(result.fieldErrors).map(([k, v]) => [k, [v]]),
					),
					hideFields: ['password'],
				}),
			},
			{ status: 409 },
		)
	}
	if (result.requiresActivation) {
		return redirectWithToast('/auth', {
			type: 'success',
			title: 'Account created!',
			description: 'Please check your email to activate your account before logging in.',
		})
	}
	return redirectWithToast(
		safeRedirect(submission.value.redirectTo),
		{
			type: 'success',
			title: 'Account created!',
			description: `Welcome to NHS Interview Coach, ${result.user.firstName}. Your account is ready.`,
		},
		{ headers: await createUserSessionHeaders(result.user.id, request) },
	)
}

const FEATURE_CARDS = [
	{ icon: Mic, title: 'Voice or text practice', text: 'Answer the way that suits you.' },
	{ icon: Brain, title: 'Feedback on every answer', text: 'NHS values, STAR and clarity scores.' },
	{ icon: FileText, title: 'Personalised questions', text: 'From your CV and the job description.' },
	{ icon: BarChart3, title: 'Track your progress', text: 'See your confidence grow.' },
]

export default function AuthPage() {
	const { tab, suspended, redirectTo, googleEnabled, constraints } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigate = useNavigate()

	useEffect(() => {
		if (!suspended) return
		const timer = setTimeout(() => navigate('/auth', { replace: true, preventScrollReset: true }), SUSPENDED_NOTICE_MS)
		return () => clearTimeout(timer)
	}, [suspended, navigate])

	const tabLink = (value: 'signin' | 'signup', label: string) => (
		<Link
			to={value === 'signup' ? '?tab=signup' : '?'}
			replace
			aria-current={tab === value ? 'page' : undefined}
			className={cn(
				'flex-1 rounded-md px-4 py-2 text-center font-semibold',
				tab === value
					? 'bg-white text-nhs-dark-blue shadow dark:bg-slate-800 dark:text-white'
					: 'text-slate-800 hover:bg-white/60 dark:text-slate-200 dark:hover:bg-slate-800/60',
			)}
		>
			{label}
		</Link>
	)

	return (
		<div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-2">
			<div>
				<h1 className="text-3xl font-bold">{tab === 'signup' ? 'Create your account' : 'Sign in to practise'}</h1>
				{suspended ? (
					<div role="alert" className="mt-4 rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
						<p className="font-bold">Account Suspended</p>
						<p>Your account has been suspended. Please contact support for assistance.</p>
					</div>
				) : null}
				<nav aria-label="Sign in or sign up" className="mt-6 flex gap-2 rounded-lg bg-slate-200 p-1 dark:bg-slate-900">
					{tabLink('signin', 'Sign In')}
					{tabLink('signup', 'Sign Up')}
				</nav>
				<div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
					{tab === 'signup' ? (
						<SignUpForm
							redirectTo={redirectTo}
							lastResult={actionData?.intent === 'signup' ? actionData.result : undefined}
							googleEnabled={googleEnabled}
							constraints={constraints.signup}
						/>
					) : (
						<SignInForm
							redirectTo={redirectTo}
							lastResult={actionData?.intent === 'signin' ? actionData.result : undefined}
							googleEnabled={googleEnabled}
							constraints={constraints.signin}
						/>
					)}
				</div>
			</div>
			<section aria-labelledby="why-title" className="rounded-lg bg-nhs-dark-blue p-8 text-white">
				<h2 id="why-title" className="text-2xl font-bold">
					Prepare for your NHS interview with confidence
				</h2>
				<ul className="mt-6 grid gap-4 sm:grid-cols-2">
					{FEATURE_CARDS.map(({ icon: Icon, title, text }) => (
						<li key={title} className="rounded-md bg-white/10 p-4">
							<Icon aria-hidden="true" />
							<h3 className="mt-2 font-bold">{title}</h3>
							<p className="text-sm">{text}</p>
						</li>
					))}
				</ul>
			</section>
		</div>
	)
}

type LastResult = SubmissionResult<string[]> | null | undefined
type FormProps = {
	redirectTo: string
	lastResult: LastResult
	googleEnabled: boolean
	constraints: Record<string, FieldConstraint>
}

function GoogleButton({ label, enabled }: { label: string; enabled: boolean }) {
	if (!enabled) {
		return (
			<p className="text-sm text-slate-700 dark:text-slate-300">
				Google sign-in is not available on this server.
			</p>
		)
	}
	return (
		<Form method="post" action="/auth/google" reloadDocument>
			<button type="submit" className={cn(buttonStyles.secondary, 'w-full')}>
				{label}
			</button>
		</Form>
	)
}

function SignInForm({ redirectTo, lastResult, googleEnabled, constraints }: FormProps) {
	const isPending = useIsPending({ intent: 'signin' })
	const form = serverForm('signin-form', lastResult, constraints)
	const username = form.field('username', 'text')
	const password = form.field('password', 'password')
	return (
		<div className="space-y-4">
			<Form method="post" className="space-y-4" {...form.formProps}>
				<FormAlert id={form.errorId} title="Unable to sign in" errors={form.formErrors} />
				<input type="hidden" name="intent" value="signin" />
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<Field
					labelProps={{ children: 'Username' }}
					inputProps={{ ...username.inputProps, autoComplete: 'username', autoFocus: true }}
					errors={username.errors}
				/>
				<Field
					labelProps={{ children: 'Password' }}
					inputProps={{ ...password.inputProps, autoComplete: 'current-password' }}
					errors={password.errors}
				/>
				<StatusButton type="submit" pending={isPending} className="w-full">
					Sign In
				</StatusButton>
			</Form>
			<p>
				<Link to="/forgot-password" className={buttonStyles.link}>
					Forgot your password?
				</Link>
			</p>
			<GoogleButton label="Sign in with Google" enabled={googleEnabled} />
		</div>
	)
}

function SignUpForm({ redirectTo, lastResult, googleEnabled, constraints }: FormProps) {
	const isPending = useIsPending({ intent: 'signup' })
	const form = serverForm('signup-form', lastResult, constraints)
	const username = form.field('username', 'text')
	const email = form.field('email', 'email')
	const password = form.field('password', 'password')
	return (
		<div className="space-y-4">
			<Form method="post" className="space-y-4" {...form.formProps}>
				<FormAlert id={form.errorId} title="Unable to create account" errors={form.formErrors} />
				<input type="hidden" name="intent" value="signup" />
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
					<label htmlFor="signup-website">Leave this field empty</label>
					<input id="signup-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
				</div>
				<Field
					labelProps={{ children: 'Username' }}
					inputProps={{ ...username.inputProps, autoComplete: 'username' }}
					errors={username.errors}
				/>
				<Field
					labelProps={{ children: 'Email' }}
					inputProps={{ ...email.inputProps, autoComplete: 'email' }}
					errors={email.errors}
				/>
				<Field
					labelProps={{ children: 'Password' }}
					inputProps={{ ...password.inputProps, autoComplete: 'new-password' }}
					errors={password.errors}
					hint="At least 6 characters."
				/>
				<NameFields firstName={form.field('firstName', 'text')} lastName={form.field('lastName', 'text')} />
				<StatusButton type="submit" pending={isPending} className="w-full">
					Sign Up
				</StatusButton>
			</Form>
			<GoogleButton label="Sign up with Google" enabled={googleEnabled} />
		</div>
	)
}
