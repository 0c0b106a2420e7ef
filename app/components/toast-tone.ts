export type ToastData = {
	id: string
	title?: string
	description: string
	type: 'message' | 'success' | 'error'
}

export const toneClasses: Record<ToastData['type'], string> = {
	message: 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white',
	success: 'border-nhs-green bg-white text-slate-900 dark:bg-slate-900 dark:text-white',
	error: 'border-nhs-red bg-nhs-red text-white',
}
