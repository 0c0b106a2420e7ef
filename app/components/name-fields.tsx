import { type InputHTMLAttributes } from 'react'
import { Field } from './forms'

type TextField = { inputProps: InputHTMLAttributes<HTMLInputElement>; errors?: string[] }

/** First and last name side by side, as on sign-up and the profile form. */
export function NameFields({ firstName, lastName }: { firstName: TextField; lastName: TextField }) {
	return (
		<div className="grid gap-4 sm:grid-cols-2">
			<Field
				labelProps={{ children: 'First name' }}
				inputProps={{ ...firstName.inputProps, autoComplete: 'given-name' }}
				errors={firstName.errors}
			/>
			<Field
				labelProps={{ children: 'Last name' }}
				inputProps={{ ...lastName.inputProps, autoComplete: 'family-name' }}
				errors={lastName.errors}
			/>
		</div>
	)
}
