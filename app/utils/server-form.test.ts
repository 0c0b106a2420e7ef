import { describe, expect, it } from 'vitest'
import { serverForm } from './server-form'

describe('serverForm', () => {
	const constraints = { username: { required: true, minLength: 3, maxLength: 50 }, password: { required: true, minLength: 6 } }

	it('puts the schema constraints on the inputs and lets the server decide', () => {
		const form = serverForm('signin-form', undefined, constraints)
		expect(form.formProps).toEqual({ id: 'signin-form', noValidate: true })
		expect(form.formErrors).toBeUndefined()
		expect(form.field('username', 'text')).toEqual({
			inputProps: {
				id: 'signin-form-username',
				name: 'username',
				type: 'text',
				required: true,
				minLength: 3,
				maxLength: 50,
				pattern: undefined,
				defaultValue: undefined,
			},
			errors: undefined,
		})
	})

	it("shows the server's field and form errors and keeps what was typed, never the password", () => {
		const form = serverForm(
			'signin-form',
			{
				status: 'error',
				initialValue: { username: 'ab', password: 'secret1' },
				error: { '': ['Invalid username or password'], username: ['Username must be at least 3 characters'] },
			},
			constraints,
		)
		expect(form.formErrors).toEqual(['Invalid username or password'])
		const username = form.field('username', 'text')
		expect(username.errors).toEqual(['Username must be at least 3 characters'])
		expect(username.inputProps.defaultValue).toBe('ab')
		expect(form.field('password', 'password').inputProps.defaultValue).toBeUndefined()
	})
})
