/**
 * Show a toast from the browser (after a fetch or XHR that did not navigate).
 * Server-side flash toasts stay the default; the Toaster listens for these.
 */
export type ClientToast = {
	title?: string
	description: string
	type: 'message' | 'success' | 'error'
}

export const CLIENT_TOAST_EVENT = 'nhs:toast'

export function showToast(toast: ClientToast) {
	window.dispatchEvent(new CustomEvent<ClientToast>(CLIENT_TOAST_EVENT, { detail: toast }))
}
