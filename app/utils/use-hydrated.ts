import { useEffect, useState } from 'react'

let hydrated = false

/** false during SSR and the first client render, true afterwards. */
export function useHydrated() {
	const [isHydrated, setHydrated] = useState(hydrated)
	useEffect(() => {
		hydrated = true
		setHydrated(true)
	}, [])
	return isHydrated
}
