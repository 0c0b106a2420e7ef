/** The sign-up form's trap for bots: a field people never see or fill in. */
export const HONEYPOT_FIELD = 'website'
