import {
	DEFAULT_EXPERIENCE_LEVEL,
	DEFAULT_INTERVIEW_TYPE,
	EXPERIENCE_LEVELS,
	EXPERIENCE_LEVEL_LABELS,
	INTERVIEW_TYPES,
	INTERVIEW_TYPE_LABELS,
} from '#app/lib/interview-types'
import { ErrorList, inputClass } from '#app/components/forms'

/** Interview type and experience level selects (plain <select>, no JS needed). */
export function InterviewConfigFields({
	idPrefix,
	errors,
}: {
	idPrefix: string
	errors?: { type?: string[]; experienceLevel?: string[] }
}) {
	return (
		<div className="grid gap-4 sm:grid-cols-2">
			<div className="space-y-1">
				<label htmlFor={`${idPrefix}-type`} className="block text-sm font-semibold">
					Interview type
				</label>
				<select
					id={`${idPrefix}-type`}
					name="type"
					defaultValue={DEFAULT_INTERVIEW_TYPE}
					className={inputClass}
					aria-invalid={errors?.type?.length ? true : undefined}
					aria-describedby={errors?.type?.length ? `${idPrefix}-type-error` : undefined}
				>
					{INTERVIEW_TYPES.map((t) => (
						<option key={t} value={t}>
							{INTERVIEW_TYPE_LABELS[t]}
						</option>
					))}
				</select>
				<ErrorList id={`${idPrefix}-type-error`} errors={errors?.type} />
			</div>
			<div className="space-y-1">
				<label htmlFor={`${idPrefix}-level`} className="block text-sm font-semibold">
					Experience level
				</label>
				<select
					id={`${idPrefix}-level`}
					name="experienceLevel"
					defaultValue={DEFAULT_EXPERIENCE_LEVEL}
					className={inputClass}
					aria-invalid={errors?.experienceLevel?.length ? true : undefined}
					aria-describedby={errors?.experienceLevel?.length ? `${idPrefix}-level-error` : undefined}
				>
					{EXPERIENCE_LEVELS.map((l) => (
						<option key={l} value={l}>
							{EXPERIENCE_LEVEL_LABELS[l]}
						</option>
					))}
				</select>
				<ErrorList id={`${idPrefix}-level-error`} errors={errors?.experienceLevel} />
			</div>
		</div>
	)
}
