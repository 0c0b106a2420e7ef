/**
 * The voice recorder panel (SPEC.md), rendered only after hydration: without
 * JavaScript the answer form is the whole story. A text session shows a button
 * to open it; the recorder itself (voice-recorder.tsx: capture, read-aloud,
 * transcription) is loaded when the panel opens, so text sessions do not
 * download it.
 */
import { Mic } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { buttonStyles } from '#app/components/forms'
import { cn } from '#app/utils/misc'
import { useHydrated } from '#app/utils/use-hydrated'
import { type Props } from './voice-recorder'

const card = 'rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900'

const loadRecorder = () => import('./voice-recorder')
const OpenVoicePanel = lazy(() => loadRecorder().then((module) => ({ default: module.OpenVoicePanel })))

export function VoicePanel(props: Props) {
	const hydrated = useHydrated()
	const [open, setOpen] = useState(props.defaultOpen)
	if (!hydrated) return null
	if (!open) {
		return (
			<div className={cn(card, 'flex flex-wrap items-center justify-between gap-3 py-4')}>
				<p>Prefer to speak? Record your answer and check the transcript before you submit.</p>
				<button
					type="button"
					className={buttonStyles.secondary}
					// Fetch the recorder as soon as the candidate heads for the button.
					onPointerEnter={() => void loadRecorder()}
					onFocus={() => void loadRecorder()}
					onClick={() => setOpen(true)}
				>
					<Mic aria-hidden="true" size={18} /> Answer by voice
				</button>
			</div>
		)
	}
	return (
		<Suspense
			fallback={
				<p role="status" className={card}>
					Loading the voice recorder...
				</p>
			}
		>
			<OpenVoicePanel {...props} />
		</Suspense>
	)
}
