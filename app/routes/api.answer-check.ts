/** POST /api/answer-check {text} -> {identifiers: [{start, end, kind, text}], hedges: [{start, end, text, kind}], anonymised, counts, tip} */
import { type ActionFunctionArgs } from '@remix-run/node'
import { checkAnswer, hedgingTip } from '#app/lib/answer-check'
import { AnswerCheckSchema } from '#app/lib/schemas/interview'
import { requireUserId } from '#app/services/auth.server'
import { methodNotAllowed, parseJsonBody } from '#app/services/http.server'

export async function action({ request }: ActionFunctionArgs) {
	await requireUserId(request)
	const parsed = await parseJsonBody(request, AnswerCheckSchema)
	if (!parsed.ok) return parsed.response
	const check = checkAnswer(parsed.data.text)
	return Response.json({ ...check, tip: hedgingTip(check.counts) })
}

export async function loader() {
	return methodNotAllowed('POST')
}
