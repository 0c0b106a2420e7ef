import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * A <details> used as a drop-down menu. Without JavaScript it opens and
 * closes on its summary, and every navigation renders a fresh page with it
 * closed. With JavaScript this closes it the way a menu should: after a
 * navigation (or choosing an item), on Escape (focus goes back to the
 * summary) and on a click or tap outside it.
 */
export function useDetailsMenu() {
	const ref = useRef<HTMLDetailsElement>(null)
	const location = useLocation()

	useEffect(() => {
		if (ref.current) ref.current.open = false
	}, [location.key])

	useEffect(() => {
		function onPointerDown(event: PointerEvent) {
			const details = ref.current
			if (details?.open && !details.contains(event.target as Node)) details.open = false
		}
		function onKeyDown(event: KeyboardEvent) {
			const details = ref.current
			if (event.key !== 'Escape' || !details?.open) return
			details.open = false
			details.querySelector('summary')?.focus()
		}
		function onClick(event: MouseEvent) {
			// Choosing an item closes the menu even when it leads to the page already shown.
			const details = ref.current
			const target = event.target as Element | null
			if (details?.open && target?.closest('a, button') && !target.closest('summary')) details.open = false
		}
		const details = ref.current
		document.addEventListener('pointerdown', onPointerDown)
		document.addEventListener('keydown', onKeyDown)
		details?.addEventListener('click', onClick)
		return () => {
			document.removeEventListener('pointerdown', onPointerDown)
			document.removeEventListener('keydown', onKeyDown)
			details?.removeEventListener('click', onClick)
		}
	}, [])

	return ref
}
