/** POST /theme: store the colour theme in a cookie (works without JS). */
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { z } from 'zod'
import { safeRedirect } from '#app/services/http.server'
import { setTheme } from '#app/services/theme.server'

const ThemeSchema = z.object({
	theme: z.enum(['light', 'dark']),
	redirectTo: z.string().optional(),
})

export async function action({ request }: ActionFunctionArgs) {
	const parsed = ThemeSchema.safeParse(Object.fromEntries(await request.formData()))
	if (!parsed.success) {
		return Response.json({ message: 'Choose light or dark.' }, { status: 400 })
	}
	const headers = { 'set-cookie': setTheme(parsed.data.theme) }
	// A fetcher submission just needs the cookie; a plain form post goes back to the page.
	return redirect(safeRedirect(parsed.data.redirectTo), { headers })
}

export async function loader() {
	return redirect('/')
}
