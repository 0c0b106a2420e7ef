import { PassThrough } from 'node:stream'
import {
	createReadableStreamFromReadable,
	type AppLoadContext,
	type EntryContext,
	type HandleDocumentRequestFunction,
} from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { formatError } from './services/errors.server'
import { NonceProvider } from './utils/nonce-provider'

export { closeDatabase } from './services/db.server'

const ABORT_DELAY = 5_000

type DocRequestArgs = Parameters<HandleDocumentRequestFunction>

export default async function handleRequest(...args: DocRequestArgs) {
	const [request, responseStatusCode, responseHeaders, remixContext, loadContext] = args
	const nonce = (loadContext as AppLoadContext & { cspNonce?: string }).cspNonce ?? ''
	const callbackName = isbot(request.headers.get('user-agent') ?? '')
		? 'onAllReady'
		: 'onShellReady'
	return render(request, responseStatusCode, responseHeaders, remixContext, nonce, callbackName)
}

function render(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	nonce: string,
	callbackName: 'onAllReady' | 'onShellReady',
) {
	return new Promise<Response>((resolve, reject) => {
		let didError = false
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
			</NonceProvider>,
			{
				[callbackName]: () => {
					const body = new PassThrough()
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: didError ? 500 : responseStatusCode,
						}),
					)
					pipe(body)
				},
				onShellError: (err: unknown) => reject(err),
				onError: (error: unknown) => {
					didError = true
					if (request.signal.aborted) return
					console.error(error)
				},
				nonce,
			},
		)
		setTimeout(abort, ABORT_DELAY)
	})
}

export function handleError(error: unknown, { request }: { request: Request }) {
	if (request.signal.aborted) return
	// Never the raw error: a database error's message holds its SQL and values.
	console.error(formatError(error))
}
