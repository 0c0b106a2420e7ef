/** POST /cookie-consent: Accept All, Reject All, Save Preferences, Cancel or close. */
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { z } from 'zod'
import { serializeBannerClosed, serializeConsent } from '#app/services/cookie-consent.server'
import { safeRedirect } from '#app/services/http.server'

const checkbox = z
	.string()
	.optional()
	.transform((v) => v === 'on' || v === 'true')

const ConsentFormSchema = z.object({
	intent: z.enum(['accept-all', 'reject-all', 'save', 'cancel', 'close']),
	analytics: checkbox,
	marketing: checkbox,
	preferences: checkbox,
	redirectTo: z.string().optional(),
})

export async function action({ request }: ActionFunctionArgs) {
	const parsed = ConsentFormSchema.safeParse(Object.fromEntries(await request.formData()))
	if (!parsed.success) {
		return Response.json({ message: 'Unknown cookie choice.' }, { status: 400 })
	}
	const { intent, analytics, marketing, preferences } = parsed.data
	const back = safeRedirect(parsed.data.redirectTo)
	switch (intent) {
		case 'accept-all':
			return redirect(back, {
				headers: {
					'set-cookie': serializeConsent({ analytics: true, marketing: true, preferences: true }),
				},
			})
		case 'reject-all':
			return redirect(back, {
				headers: {
					'set-cookie': serializeConsent({ analytics: false, marketing: false, preferences: false }),
				},
			})
		case 'save':
			return redirect(back, {
				headers: { 'set-cookie': serializeConsent({ analytics, marketing, preferences }) },
			})
		case 'close':
			return redirect(back, { headers: { 'set-cookie': serializeBannerClosed() } })
		case 'cancel':
			return redirect(back)
	}
}

export async function loader() {
	return redirect('/')
}
