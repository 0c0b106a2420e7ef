/** Join class names, skipping falsy values. */
export function cn(...classes: Array<string | false | null | undefined>) {
	return classes.filter(Boolean).join(' ')
}

/** Initials for the avatar: first + last name initials, else 'U' (SPEC.md). */
export function getInitials(user: { firstName?: string | null; lastName?: string | null } | null | undefined) {
	const initials = `${user?.firstName?.trim()[0] ?? ''}${user?.lastName?.trim()[0] ?? ''}`
	return initials ? initials.toUpperCase() : 'U'
}
