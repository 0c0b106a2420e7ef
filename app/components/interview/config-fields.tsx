import { ErrorList, inputClass } from '#app/components/forms'
import {
	DEFAULT_EXPERIENCE_LEVEL,
	DEFAULT_INTERVIEW_TYPE,
	EXPERIENCE_LEVELS,
	EXPERIENCE_LEVEL_LABELS,
	INTERVIEW_TYPES,
	INTERVIEW_TYPE_LABELS,
} from '#app/lib/interview-types'

function SelectField({
	id,
	name,
	label,
	defaultValue,
	options,
	errors,
}: {
	id: string
	name: string
	label: string
	defaultValue: string
	options: Array<{ value: string; label: string }>
	errors?: string[]
}) {
	const errorId = errors?.length ? `${id}-error` : undefined
	return (
		<div className="space-y-1">
			<label htmlFor={id} className="block text-sm font-semibold">
				{label}
			</label>
			<select
				id={id}
				name={name}
				defaultValue={defaultValue}
				className={inputClass}
				aria-invalid={errorId ? true : undefined}
				aria-describedby={errorId}
			>
				{options.map((o) => (
					<option key={o.value} value={o.value}>
						{o.label}
					</option>
				))}
			</select>
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}

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
			<SelectField
				id={`${idPrefix}-type`}
				name="type"
				label="Interview type"
				defaultValue={DEFAULT_INTERVIEW_TYPE}
				options={INTERVIEW_TYPES.map((t) => ({ value: t, label: INTERVIEW_TYPE_LABELS[t] }))}
				errors={errors?.type}
			/>
			<SelectField
				id={`${idPrefix}-level`}
				name="experienceLevel"
				label="Experience level"
				defaultValue={DEFAULT_EXPERIENCE_LEVEL}
				options={EXPERIENCE_LEVELS.map((l) => ({ value: l, label: EXPERIENCE_LEVEL_LABELS[l] }))}
				errors={errors?.experienceLevel}
			/>
		</div>
	)
}
